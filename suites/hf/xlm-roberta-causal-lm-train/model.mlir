module @IrToHlo.2387 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 6 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg5: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg11: tensor<64x32xf32> {tf.aliasing_output = 10 : i32}, %arg12: tensor<1x64xi64>, %arg13: tensor<2x32xf32> {tf.aliasing_output = 7 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg18: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<2x8xi64>, %arg20: tensor<i1>, %arg21: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg22: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg27: tensor<32x64xf32> {tf.aliasing_output = 23 : i32}, %arg28: tensor<64xf32> {tf.aliasing_output = 22 : i32}, %arg29: tensor<64x32xf32> {tf.aliasing_output = 21 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 33 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg36: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg38: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg41: tensor<32x64xf32> {tf.aliasing_output = 39 : i32}, %arg42: tensor<64xf32> {tf.aliasing_output = 38 : i32}, %arg43: tensor<64x32xf32> {tf.aliasing_output = 37 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg46: tensor<128xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<32x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<128x32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<2x32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<64x32xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<32x32xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg58: tensor<32x32xf32> {tf.aliasing_output = 55 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg60: tensor<32x32xf32> {tf.aliasing_output = 57 : i32}, %arg61: tensor<32xf32> {tf.aliasing_output = 58 : i32}, %arg62: tensor<32x32xf32> {tf.aliasing_output = 59 : i32}, %arg63: tensor<32xf32> {tf.aliasing_output = 60 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg65: tensor<32xf32> {tf.aliasing_output = 62 : i32}, %arg66: tensor<64x32xf32> {tf.aliasing_output = 63 : i32}, %arg67: tensor<64xf32> {tf.aliasing_output = 64 : i32}, %arg68: tensor<32x64xf32> {tf.aliasing_output = 65 : i32}, %arg69: tensor<32xf32> {tf.aliasing_output = 66 : i32}, %arg70: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg71: tensor<32xf32> {tf.aliasing_output = 68 : i32}, %arg72: tensor<32x32xf32> {tf.aliasing_output = 69 : i32}, %arg73: tensor<32xf32> {tf.aliasing_output = 70 : i32}, %arg74: tensor<32x32xf32> {tf.aliasing_output = 71 : i32}, %arg75: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %arg76: tensor<32x32xf32> {tf.aliasing_output = 73 : i32}, %arg77: tensor<32xf32> {tf.aliasing_output = 74 : i32}, %arg78: tensor<32x32xf32> {tf.aliasing_output = 75 : i32}, %arg79: tensor<32xf32> {tf.aliasing_output = 76 : i32}, %arg80: tensor<32xf32> {tf.aliasing_output = 77 : i32}, %arg81: tensor<32xf32> {tf.aliasing_output = 78 : i32}, %arg82: tensor<64x32xf32> {tf.aliasing_output = 79 : i32}, %arg83: tensor<64xf32> {tf.aliasing_output = 80 : i32}, %arg84: tensor<32x64xf32> {tf.aliasing_output = 81 : i32}, %arg85: tensor<32xf32> {tf.aliasing_output = 82 : i32}, %arg86: tensor<32xf32> {tf.aliasing_output = 83 : i32}, %arg87: tensor<32xf32> {tf.aliasing_output = 84 : i32}) -> (tensor<f32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %c = stablehlo.constant dense<64> : tensor<2x8xi64>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<2x32xf32>
    %c_7 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_8 = stablehlo.constant dense<2> : tensor<2x8xi64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<2x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_12 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_15 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_21 = stablehlo.constant dense<0.398942292> : tensor<2x8x32xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_24 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999996E-13> : tensor<16xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_30 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
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
    %255 = stablehlo.multiply %arg46, %cst_31 : tensor<128xf32>
    %256 = stablehlo.multiply %249, %cst_29 : tensor<2x7x128xf32>
    %257 = stablehlo.exponential %243 : tensor<2x7x128xf32>
    %258 = stablehlo.reduce(%256 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %260 = stablehlo.multiply %257, %259 : tensor<2x7x128xf32>
    %261 = stablehlo.subtract %256, %260 : tensor<2x7x128xf32>
    %262 = stablehlo.pad %261, %cst_57, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %263 = stablehlo.select %c_30, %262, %cst_28 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %265 = stablehlo.reduce(%264 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %266 = stablehlo.add %255, %265 : tensor<128xf32>
    %267 = stablehlo.multiply %266, %cst_27 : tensor<128xf32>
    %268 = stablehlo.subtract %arg1, %267 : tensor<128xf32>
    %269 = stablehlo.multiply %arg47, %cst_26 : tensor<32x32xf32>
    %270 = stablehlo.add %batch_var_72, %cst_25 : tensor<16xf32>
    %271 = stablehlo.rsqrt %270 : tensor<16xf32>
    %272 = stablehlo.reshape %271 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %273 = stablehlo.divide %272, %cst_24 : tensor<2x8x1xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %276 = stablehlo.dot_general %264, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %277 = stablehlo.reshape %276 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.multiply %277, %226 : tensor<2x8x32xf32>
    %279 = stablehlo.multiply %278, %cst_23 : tensor<2x8x32xf32>
    %280 = stablehlo.reduce(%278 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %282 = stablehlo.subtract %279, %281 : tensor<2x8x32xf32>
    %283 = stablehlo.reshape %batch_mean_71 : (tensor<16xf32>) -> tensor<2x8xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %285 = stablehlo.subtract %223, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.reshape %271 : (tensor<16xf32>) -> tensor<2x8xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %288 = stablehlo.multiply %285, %287 : tensor<2x8x32xf32>
    %289 = stablehlo.multiply %278, %288 : tensor<2x8x32xf32>
    %290 = stablehlo.reduce(%289 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %292 = stablehlo.multiply %288, %291 : tensor<2x8x32xf32>
    %293 = stablehlo.subtract %282, %292 : tensor<2x8x32xf32>
    %294 = stablehlo.multiply %275, %293 : tensor<2x8x32xf32>
    %295 = stablehlo.multiply %222, %cst_35 : tensor<2x8x32xf32>
    %296 = stablehlo.multiply %218, %218 : tensor<2x8x32xf32>
    %297 = stablehlo.multiply %296, %cst_22 : tensor<2x8x32xf32>
    %298 = stablehlo.exponential %297 : tensor<2x8x32xf32>
    %299 = stablehlo.multiply %298, %cst_21 : tensor<2x8x32xf32>
    %300 = stablehlo.multiply %218, %299 : tensor<2x8x32xf32>
    %301 = stablehlo.add %295, %300 : tensor<2x8x32xf32>
    %302 = stablehlo.multiply %294, %301 : tensor<2x8x32xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %304 = stablehlo.transpose %303, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %305 = stablehlo.dot_general %304, %213, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %306 = stablehlo.add %269, %305 : tensor<32x32xf32>
    %307 = stablehlo.multiply %306, %cst_20 : tensor<32x32xf32>
    %308 = stablehlo.subtract %arg5, %307 : tensor<32x32xf32>
    %309 = stablehlo.multiply %arg48, %cst_19 : tensor<32xf32>
    %310 = stablehlo.reduce(%303 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %311 = stablehlo.add %309, %310 : tensor<32xf32>
    %312 = stablehlo.multiply %311, %cst_18 : tensor<32xf32>
    %313 = stablehlo.subtract %arg4, %312 : tensor<32xf32>
    %314 = stablehlo.multiply %arg49, %cst_19 : tensor<32xf32>
    %315 = stablehlo.multiply %277, %288 : tensor<2x8x32xf32>
    %316 = stablehlo.reduce(%315 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %317 = stablehlo.add %314, %316 : tensor<32xf32>
    %318 = stablehlo.multiply %317, %cst_18 : tensor<32xf32>
    %319 = stablehlo.subtract %arg3, %318 : tensor<32xf32>
    %320 = stablehlo.multiply %arg50, %cst_19 : tensor<32xf32>
    %321 = stablehlo.reduce(%277 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %322 = stablehlo.add %320, %321 : tensor<32xf32>
    %323 = stablehlo.multiply %322, %cst_18 : tensor<32xf32>
    %324 = stablehlo.subtract %arg45, %323 : tensor<32xf32>
    %325 = stablehlo.multiply %arg51, %cst_17 : tensor<128x32xf32>
    %326 = stablehlo.transpose %264, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %327 = stablehlo.dot_general %326, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %328 = stablehlo.compare  LT, %arg0, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %329 = stablehlo.add %arg0, %c_15 : tensor<2x8xi64>
    %330 = stablehlo.select %328, %329, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %331 = stablehlo.reshape %330 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %332 = stablehlo.compare  EQ, %arg0, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %334 = stablehlo.add %batch_var, %cst_25 : tensor<16xf32>
    %335 = stablehlo.rsqrt %334 : tensor<16xf32>
    %336 = stablehlo.reshape %335 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %337 = stablehlo.divide %336, %cst_24 : tensor<2x8x1xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %340 = stablehlo.add %batch_var_60, %cst_25 : tensor<16xf32>
    %341 = stablehlo.rsqrt %340 : tensor<16xf32>
    %342 = stablehlo.reshape %341 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %343 = stablehlo.divide %342, %cst_24 : tensor<2x8x1xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %346 = stablehlo.add %batch_var_63, %cst_25 : tensor<16xf32>
    %347 = stablehlo.rsqrt %346 : tensor<16xf32>
    %348 = stablehlo.reshape %347 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %349 = stablehlo.divide %348, %cst_24 : tensor<2x8x1xf32>
    %350 = stablehlo.reshape %349 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %352 = stablehlo.add %batch_var_66, %cst_25 : tensor<16xf32>
    %353 = stablehlo.rsqrt %352 : tensor<16xf32>
    %354 = stablehlo.reshape %353 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %355 = stablehlo.divide %354, %cst_24 : tensor<2x8x1xf32>
    %356 = stablehlo.reshape %355 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %358 = stablehlo.add %batch_var_69, %cst_25 : tensor<16xf32>
    %359 = stablehlo.rsqrt %358 : tensor<16xf32>
    %360 = stablehlo.reshape %359 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %361 = stablehlo.divide %360, %cst_24 : tensor<2x8x1xf32>
    %362 = stablehlo.reshape %361 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %364 = stablehlo.dot_general %303, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %365 = stablehlo.reshape %364 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %366 = stablehlo.multiply %365, %210 : tensor<2x8x32xf32>
    %367 = stablehlo.multiply %366, %cst_23 : tensor<2x8x32xf32>
    %368 = stablehlo.reduce(%366 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %370 = stablehlo.subtract %367, %369 : tensor<2x8x32xf32>
    %371 = stablehlo.reshape %batch_mean_68 : (tensor<16xf32>) -> tensor<2x8xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %373 = stablehlo.subtract %207, %372 : tensor<2x8x32xf32>
    %374 = stablehlo.reshape %359 : (tensor<16xf32>) -> tensor<2x8xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %376 = stablehlo.multiply %373, %375 : tensor<2x8x32xf32>
    %377 = stablehlo.multiply %366, %376 : tensor<2x8x32xf32>
    %378 = stablehlo.reduce(%377 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %380 = stablehlo.multiply %376, %379 : tensor<2x8x32xf32>
    %381 = stablehlo.subtract %370, %380 : tensor<2x8x32xf32>
    %382 = stablehlo.multiply %363, %381 : tensor<2x8x32xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %384 = stablehlo.dot_general %383, %arg41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %385 = stablehlo.reshape %384 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %386 = stablehlo.multiply %199, %cst_38 : tensor<2x8x64xf32>
    %387 = stablehlo.multiply %195, %195 : tensor<2x8x64xf32>
    %388 = stablehlo.multiply %387, %cst_13 : tensor<2x8x64xf32>
    %389 = stablehlo.exponential %388 : tensor<2x8x64xf32>
    %390 = stablehlo.multiply %389, %cst_12 : tensor<2x8x64xf32>
    %391 = stablehlo.multiply %195, %390 : tensor<2x8x64xf32>
    %392 = stablehlo.add %386, %391 : tensor<2x8x64xf32>
    %393 = stablehlo.multiply %385, %392 : tensor<2x8x64xf32>
    %394 = stablehlo.reshape %393 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %395 = stablehlo.dot_general %394, %arg43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %396 = stablehlo.reshape %395 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %397 = stablehlo.add %382, %396 : tensor<2x8x32xf32>
    %398 = stablehlo.multiply %397, %187 : tensor<2x8x32xf32>
    %399 = stablehlo.multiply %398, %cst_23 : tensor<2x8x32xf32>
    %400 = stablehlo.reduce(%398 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %402 = stablehlo.subtract %399, %401 : tensor<2x8x32xf32>
    %403 = stablehlo.reshape %batch_mean_65 : (tensor<16xf32>) -> tensor<2x8xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %405 = stablehlo.subtract %184, %404 : tensor<2x8x32xf32>
    %406 = stablehlo.reshape %353 : (tensor<16xf32>) -> tensor<2x8xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %408 = stablehlo.multiply %405, %407 : tensor<2x8x32xf32>
    %409 = stablehlo.multiply %398, %408 : tensor<2x8x32xf32>
    %410 = stablehlo.reduce(%409 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %412 = stablehlo.multiply %408, %411 : tensor<2x8x32xf32>
    %413 = stablehlo.subtract %402, %412 : tensor<2x8x32xf32>
    %414 = stablehlo.multiply %357, %413 : tensor<2x8x32xf32>
    %415 = stablehlo.transpose %167, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %416 = stablehlo.reshape %414 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %417 = stablehlo.dot_general %416, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %418 = stablehlo.reshape %417 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %419 = stablehlo.transpose %418, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %420 = stablehlo.reshape %419 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %421 = stablehlo.dot_general %415, %420, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %422 = stablehlo.reshape %421 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %423 = stablehlo.transpose %422, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %424 = stablehlo.reshape %423 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %425 = stablehlo.dot_general %424, %arg34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %426 = stablehlo.reshape %425 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %427 = stablehlo.add %414, %426 : tensor<2x8x32xf32>
    %428 = stablehlo.transpose %148, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %429 = stablehlo.transpose %174, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %430 = stablehlo.dot_general %420, %429, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %431 = stablehlo.reshape %430 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %432 = stablehlo.multiply %431, %166 : tensor<2x4x8x8xf32>
    %433 = stablehlo.reduce(%432 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %435 = stablehlo.multiply %166, %434 : tensor<2x4x8x8xf32>
    %436 = stablehlo.subtract %432, %435 : tensor<2x4x8x8xf32>
    %437 = stablehlo.reshape %436 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %438 = stablehlo.dot_general %428, %437, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %439 = stablehlo.reshape %438 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %440 = stablehlo.multiply %439, %cst_47 : tensor<2x4x8x8xf32>
    %441 = stablehlo.transpose %440, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %442 = stablehlo.reshape %441 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %443 = stablehlo.dot_general %442, %arg36, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %444 = stablehlo.reshape %443 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %445 = stablehlo.add %427, %444 : tensor<2x8x32xf32>
    %446 = stablehlo.transpose %156, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %447 = stablehlo.dot_general %437, %446, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %448 = stablehlo.reshape %447 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %449 = stablehlo.multiply %448, %cst_47 : tensor<2x4x8x8xf32>
    %450 = stablehlo.transpose %449, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %451 = stablehlo.reshape %450 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %452 = stablehlo.dot_general %451, %arg38, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %453 = stablehlo.reshape %452 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %454 = stablehlo.add %445, %453 : tensor<2x8x32xf32>
    %455 = stablehlo.multiply %454, %137 : tensor<2x8x32xf32>
    %456 = stablehlo.multiply %455, %cst_23 : tensor<2x8x32xf32>
    %457 = stablehlo.reduce(%455 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %459 = stablehlo.subtract %456, %458 : tensor<2x8x32xf32>
    %460 = stablehlo.reshape %batch_mean_62 : (tensor<16xf32>) -> tensor<2x8xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %462 = stablehlo.subtract %134, %461 : tensor<2x8x32xf32>
    %463 = stablehlo.reshape %347 : (tensor<16xf32>) -> tensor<2x8xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %465 = stablehlo.multiply %462, %464 : tensor<2x8x32xf32>
    %466 = stablehlo.multiply %455, %465 : tensor<2x8x32xf32>
    %467 = stablehlo.reduce(%466 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %469 = stablehlo.multiply %465, %468 : tensor<2x8x32xf32>
    %470 = stablehlo.subtract %459, %469 : tensor<2x8x32xf32>
    %471 = stablehlo.multiply %351, %470 : tensor<2x8x32xf32>
    %472 = stablehlo.reshape %471 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %473 = stablehlo.dot_general %472, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %474 = stablehlo.reshape %473 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %475 = stablehlo.multiply %126, %cst_38 : tensor<2x8x64xf32>
    %476 = stablehlo.multiply %122, %122 : tensor<2x8x64xf32>
    %477 = stablehlo.multiply %476, %cst_13 : tensor<2x8x64xf32>
    %478 = stablehlo.exponential %477 : tensor<2x8x64xf32>
    %479 = stablehlo.multiply %478, %cst_12 : tensor<2x8x64xf32>
    %480 = stablehlo.multiply %122, %479 : tensor<2x8x64xf32>
    %481 = stablehlo.add %475, %480 : tensor<2x8x64xf32>
    %482 = stablehlo.multiply %474, %481 : tensor<2x8x64xf32>
    %483 = stablehlo.reshape %482 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %484 = stablehlo.dot_general %483, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %485 = stablehlo.reshape %484 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %486 = stablehlo.add %471, %485 : tensor<2x8x32xf32>
    %487 = stablehlo.multiply %486, %114 : tensor<2x8x32xf32>
    %488 = stablehlo.multiply %487, %cst_23 : tensor<2x8x32xf32>
    %489 = stablehlo.reduce(%487 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %491 = stablehlo.subtract %488, %490 : tensor<2x8x32xf32>
    %492 = stablehlo.reshape %batch_mean_59 : (tensor<16xf32>) -> tensor<2x8xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %494 = stablehlo.subtract %111, %493 : tensor<2x8x32xf32>
    %495 = stablehlo.reshape %341 : (tensor<16xf32>) -> tensor<2x8xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %497 = stablehlo.multiply %494, %496 : tensor<2x8x32xf32>
    %498 = stablehlo.multiply %487, %497 : tensor<2x8x32xf32>
    %499 = stablehlo.reduce(%498 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %501 = stablehlo.multiply %497, %500 : tensor<2x8x32xf32>
    %502 = stablehlo.subtract %491, %501 : tensor<2x8x32xf32>
    %503 = stablehlo.multiply %345, %502 : tensor<2x8x32xf32>
    %504 = stablehlo.transpose %94, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %505 = stablehlo.reshape %503 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %506 = stablehlo.dot_general %505, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %507 = stablehlo.reshape %506 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %508 = stablehlo.transpose %507, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %509 = stablehlo.reshape %508 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %510 = stablehlo.dot_general %504, %509, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %511 = stablehlo.reshape %510 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %512 = stablehlo.transpose %511, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %513 = stablehlo.reshape %512 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %514 = stablehlo.dot_general %513, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %515 = stablehlo.reshape %514 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %516 = stablehlo.add %503, %515 : tensor<2x8x32xf32>
    %517 = stablehlo.transpose %47, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %518 = stablehlo.transpose %101, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %519 = stablehlo.dot_general %509, %518, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %520 = stablehlo.reshape %519 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %521 = stablehlo.multiply %520, %93 : tensor<2x4x8x8xf32>
    %522 = stablehlo.reduce(%521 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %524 = stablehlo.multiply %93, %523 : tensor<2x4x8x8xf32>
    %525 = stablehlo.subtract %521, %524 : tensor<2x4x8x8xf32>
    %526 = stablehlo.reshape %525 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %527 = stablehlo.dot_general %517, %526, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %528 = stablehlo.reshape %527 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %529 = stablehlo.multiply %528, %cst_47 : tensor<2x4x8x8xf32>
    %530 = stablehlo.transpose %529, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %531 = stablehlo.reshape %530 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %532 = stablehlo.dot_general %531, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %533 = stablehlo.reshape %532 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %534 = stablehlo.add %516, %533 : tensor<2x8x32xf32>
    %535 = stablehlo.transpose %55, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %536 = stablehlo.dot_general %526, %535, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %537 = stablehlo.reshape %536 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %538 = stablehlo.multiply %537, %cst_47 : tensor<2x4x8x8xf32>
    %539 = stablehlo.transpose %538, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %540 = stablehlo.reshape %539 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %541 = stablehlo.dot_general %540, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %542 = stablehlo.reshape %541 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %543 = stablehlo.add %534, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.multiply %543, %36 : tensor<2x8x32xf32>
    %545 = stablehlo.multiply %544, %cst_23 : tensor<2x8x32xf32>
    %546 = stablehlo.reduce(%544 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %548 = stablehlo.subtract %545, %547 : tensor<2x8x32xf32>
    %549 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %551 = stablehlo.subtract %33, %550 : tensor<2x8x32xf32>
    %552 = stablehlo.reshape %335 : (tensor<16xf32>) -> tensor<2x8xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %554 = stablehlo.multiply %551, %553 : tensor<2x8x32xf32>
    %555 = stablehlo.multiply %544, %554 : tensor<2x8x32xf32>
    %556 = stablehlo.reduce(%555 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %558 = stablehlo.multiply %554, %557 : tensor<2x8x32xf32>
    %559 = stablehlo.subtract %548, %558 : tensor<2x8x32xf32>
    %560 = stablehlo.multiply %339, %559 : tensor<2x8x32xf32>
    %561 = stablehlo.select %333, %cst_14, %560 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %562 = "stablehlo.scatter"(%cst_16, %331, %561) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %778 = stablehlo.add %arg88, %arg89 : tensor<f32>
      stablehlo.return %778 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %563 = stablehlo.add %327, %562 : tensor<128x32xf32>
    %564 = stablehlo.add %325, %563 : tensor<128x32xf32>
    %565 = stablehlo.multiply %564, %cst_11 : tensor<128x32xf32>
    %566 = stablehlo.subtract %arg2, %565 : tensor<128x32xf32>
    %567 = stablehlo.multiply %arg52, %cst_10 : tensor<2x32xf32>
    %568 = stablehlo.compare  LT, %23, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %569 = stablehlo.add %23, %c_8 : tensor<2x8xi64>
    %570 = stablehlo.select %568, %569, %23 : tensor<2x8xi1>, tensor<2x8xi64>
    %571 = stablehlo.reshape %570 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %572 = stablehlo.compare  EQ, %23, %c_7 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %574 = stablehlo.select %573, %cst_14, %560 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %575 = "stablehlo.scatter"(%cst_9, %571, %574) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %778 = stablehlo.add %arg88, %arg89 : tensor<f32>
      stablehlo.return %778 : tensor<f32>
    }) : (tensor<2x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<2x32xf32>
    %576 = stablehlo.add %567, %575 : tensor<2x32xf32>
    %577 = stablehlo.multiply %576, %cst_6 : tensor<2x32xf32>
    %578 = stablehlo.subtract %arg13, %577 : tensor<2x32xf32>
    %579 = stablehlo.multiply %arg53, %cst_19 : tensor<32xf32>
    %580 = stablehlo.multiply %543, %554 : tensor<2x8x32xf32>
    %581 = stablehlo.reduce(%580 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %582 = stablehlo.add %579, %581 : tensor<32xf32>
    %583 = stablehlo.multiply %582, %cst_18 : tensor<32xf32>
    %584 = stablehlo.subtract %arg10, %583 : tensor<32xf32>
    %585 = stablehlo.multiply %arg54, %cst_19 : tensor<32xf32>
    %586 = stablehlo.reduce(%543 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %587 = stablehlo.add %585, %586 : tensor<32xf32>
    %588 = stablehlo.multiply %587, %cst_18 : tensor<32xf32>
    %589 = stablehlo.subtract %arg14, %588 : tensor<32xf32>
    %590 = stablehlo.multiply %arg55, %cst_5 : tensor<64x32xf32>
    %591 = stablehlo.compare  LT, %19, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %592 = stablehlo.add %19, %c : tensor<2x8xi64>
    %593 = stablehlo.select %591, %592, %19 : tensor<2x8xi1>, tensor<2x8xi64>
    %594 = stablehlo.reshape %593 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %595 = stablehlo.compare  EQ, %19, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %597 = stablehlo.select %596, %cst_14, %560 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %598 = "stablehlo.scatter"(%cst_4, %594, %597) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %778 = stablehlo.add %arg88, %arg89 : tensor<f32>
      stablehlo.return %778 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<64x32xf32>
    %599 = stablehlo.add %590, %598 : tensor<64x32xf32>
    %600 = stablehlo.multiply %599, %cst_3 : tensor<64x32xf32>
    %601 = stablehlo.subtract %arg11, %600 : tensor<64x32xf32>
    %602 = stablehlo.multiply %arg56, %cst_26 : tensor<32x32xf32>
    %603 = stablehlo.transpose %540, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %604 = stablehlo.dot_general %603, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %605 = stablehlo.add %602, %604 : tensor<32x32xf32>
    %606 = stablehlo.multiply %605, %cst_20 : tensor<32x32xf32>
    %607 = stablehlo.subtract %arg24, %606 : tensor<32x32xf32>
    %608 = stablehlo.multiply %arg57, %cst_19 : tensor<32xf32>
    %609 = stablehlo.reduce(%540 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %610 = stablehlo.add %608, %609 : tensor<32xf32>
    %611 = stablehlo.multiply %610, %cst_18 : tensor<32xf32>
    %612 = stablehlo.subtract %arg23, %611 : tensor<32xf32>
    %613 = stablehlo.multiply %arg58, %cst_26 : tensor<32x32xf32>
    %614 = stablehlo.transpose %531, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %615 = stablehlo.dot_general %614, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %616 = stablehlo.add %613, %615 : tensor<32x32xf32>
    %617 = stablehlo.multiply %616, %cst_20 : tensor<32x32xf32>
    %618 = stablehlo.subtract %arg22, %617 : tensor<32x32xf32>
    %619 = stablehlo.multiply %arg59, %cst_19 : tensor<32xf32>
    %620 = stablehlo.reduce(%531 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %621 = stablehlo.add %619, %620 : tensor<32xf32>
    %622 = stablehlo.multiply %621, %cst_18 : tensor<32xf32>
    %623 = stablehlo.subtract %arg21, %622 : tensor<32xf32>
    %624 = stablehlo.multiply %arg60, %cst_26 : tensor<32x32xf32>
    %625 = stablehlo.transpose %513, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %626 = stablehlo.dot_general %625, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %627 = stablehlo.add %624, %626 : tensor<32x32xf32>
    %628 = stablehlo.multiply %627, %cst_20 : tensor<32x32xf32>
    %629 = stablehlo.subtract %arg18, %628 : tensor<32x32xf32>
    %630 = stablehlo.multiply %arg61, %cst_19 : tensor<32xf32>
    %631 = stablehlo.reduce(%513 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %632 = stablehlo.add %630, %631 : tensor<32xf32>
    %633 = stablehlo.multiply %632, %cst_18 : tensor<32xf32>
    %634 = stablehlo.subtract %arg17, %633 : tensor<32xf32>
    %635 = stablehlo.multiply %arg62, %cst_26 : tensor<32x32xf32>
    %636 = stablehlo.transpose %505, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %637 = stablehlo.dot_general %636, %105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %638 = stablehlo.add %635, %637 : tensor<32x32xf32>
    %639 = stablehlo.multiply %638, %cst_20 : tensor<32x32xf32>
    %640 = stablehlo.subtract %arg16, %639 : tensor<32x32xf32>
    %641 = stablehlo.multiply %arg63, %cst_19 : tensor<32xf32>
    %642 = stablehlo.reduce(%505 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %643 = stablehlo.add %641, %642 : tensor<32xf32>
    %644 = stablehlo.multiply %643, %cst_18 : tensor<32xf32>
    %645 = stablehlo.subtract %arg15, %644 : tensor<32xf32>
    %646 = stablehlo.multiply %arg64, %cst_19 : tensor<32xf32>
    %647 = stablehlo.multiply %486, %497 : tensor<2x8x32xf32>
    %648 = stablehlo.reduce(%647 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %649 = stablehlo.add %646, %648 : tensor<32xf32>
    %650 = stablehlo.multiply %649, %cst_18 : tensor<32xf32>
    %651 = stablehlo.subtract %arg9, %650 : tensor<32xf32>
    %652 = stablehlo.multiply %arg65, %cst_19 : tensor<32xf32>
    %653 = stablehlo.reduce(%486 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %654 = stablehlo.add %652, %653 : tensor<32xf32>
    %655 = stablehlo.multiply %654, %cst_18 : tensor<32xf32>
    %656 = stablehlo.subtract %arg25, %655 : tensor<32xf32>
    %657 = stablehlo.multiply %arg66, %cst_5 : tensor<64x32xf32>
    %658 = stablehlo.transpose %483, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %659 = stablehlo.dot_general %658, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %660 = stablehlo.add %657, %659 : tensor<64x32xf32>
    %661 = stablehlo.multiply %660, %cst_3 : tensor<64x32xf32>
    %662 = stablehlo.subtract %arg29, %661 : tensor<64x32xf32>
    %663 = stablehlo.multiply %arg67, %cst_2 : tensor<64xf32>
    %664 = stablehlo.reduce(%483 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %665 = stablehlo.add %663, %664 : tensor<64xf32>
    %666 = stablehlo.multiply %665, %cst_1 : tensor<64xf32>
    %667 = stablehlo.subtract %arg28, %666 : tensor<64xf32>
    %668 = stablehlo.multiply %arg68, %cst_0 : tensor<32x64xf32>
    %669 = stablehlo.transpose %472, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %670 = stablehlo.dot_general %669, %128, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %671 = stablehlo.add %668, %670 : tensor<32x64xf32>
    %672 = stablehlo.multiply %671, %cst : tensor<32x64xf32>
    %673 = stablehlo.subtract %arg27, %672 : tensor<32x64xf32>
    %674 = stablehlo.multiply %arg69, %cst_19 : tensor<32xf32>
    %675 = stablehlo.reduce(%472 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %676 = stablehlo.add %674, %675 : tensor<32xf32>
    %677 = stablehlo.multiply %676, %cst_18 : tensor<32xf32>
    %678 = stablehlo.subtract %arg26, %677 : tensor<32xf32>
    %679 = stablehlo.multiply %arg70, %cst_19 : tensor<32xf32>
    %680 = stablehlo.multiply %454, %465 : tensor<2x8x32xf32>
    %681 = stablehlo.reduce(%680 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %682 = stablehlo.add %679, %681 : tensor<32xf32>
    %683 = stablehlo.multiply %682, %cst_18 : tensor<32xf32>
    %684 = stablehlo.subtract %arg8, %683 : tensor<32xf32>
    %685 = stablehlo.multiply %arg71, %cst_19 : tensor<32xf32>
    %686 = stablehlo.reduce(%454 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %687 = stablehlo.add %685, %686 : tensor<32xf32>
    %688 = stablehlo.multiply %687, %cst_18 : tensor<32xf32>
    %689 = stablehlo.subtract %arg30, %688 : tensor<32xf32>
    %690 = stablehlo.multiply %arg72, %cst_26 : tensor<32x32xf32>
    %691 = stablehlo.transpose %451, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %692 = stablehlo.dot_general %691, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %693 = stablehlo.add %690, %692 : tensor<32x32xf32>
    %694 = stablehlo.multiply %693, %cst_20 : tensor<32x32xf32>
    %695 = stablehlo.subtract %arg38, %694 : tensor<32x32xf32>
    %696 = stablehlo.multiply %arg73, %cst_19 : tensor<32xf32>
    %697 = stablehlo.reduce(%451 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %698 = stablehlo.add %696, %697 : tensor<32xf32>
    %699 = stablehlo.multiply %698, %cst_18 : tensor<32xf32>
    %700 = stablehlo.subtract %arg37, %699 : tensor<32xf32>
    %701 = stablehlo.multiply %arg74, %cst_26 : tensor<32x32xf32>
    %702 = stablehlo.transpose %442, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %703 = stablehlo.dot_general %702, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %704 = stablehlo.add %701, %703 : tensor<32x32xf32>
    %705 = stablehlo.multiply %704, %cst_20 : tensor<32x32xf32>
    %706 = stablehlo.subtract %arg36, %705 : tensor<32x32xf32>
    %707 = stablehlo.multiply %arg75, %cst_19 : tensor<32xf32>
    %708 = stablehlo.reduce(%442 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %709 = stablehlo.add %707, %708 : tensor<32xf32>
    %710 = stablehlo.multiply %709, %cst_18 : tensor<32xf32>
    %711 = stablehlo.subtract %arg35, %710 : tensor<32xf32>
    %712 = stablehlo.multiply %arg76, %cst_26 : tensor<32x32xf32>
    %713 = stablehlo.transpose %424, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %714 = stablehlo.dot_general %713, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %715 = stablehlo.add %712, %714 : tensor<32x32xf32>
    %716 = stablehlo.multiply %715, %cst_20 : tensor<32x32xf32>
    %717 = stablehlo.subtract %arg34, %716 : tensor<32x32xf32>
    %718 = stablehlo.multiply %arg77, %cst_19 : tensor<32xf32>
    %719 = stablehlo.reduce(%424 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %720 = stablehlo.add %718, %719 : tensor<32xf32>
    %721 = stablehlo.multiply %720, %cst_18 : tensor<32xf32>
    %722 = stablehlo.subtract %arg33, %721 : tensor<32xf32>
    %723 = stablehlo.multiply %arg78, %cst_26 : tensor<32x32xf32>
    %724 = stablehlo.transpose %416, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %725 = stablehlo.dot_general %724, %178, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %726 = stablehlo.add %723, %725 : tensor<32x32xf32>
    %727 = stablehlo.multiply %726, %cst_20 : tensor<32x32xf32>
    %728 = stablehlo.subtract %arg32, %727 : tensor<32x32xf32>
    %729 = stablehlo.multiply %arg79, %cst_19 : tensor<32xf32>
    %730 = stablehlo.reduce(%416 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %731 = stablehlo.add %729, %730 : tensor<32xf32>
    %732 = stablehlo.multiply %731, %cst_18 : tensor<32xf32>
    %733 = stablehlo.subtract %arg31, %732 : tensor<32xf32>
    %734 = stablehlo.multiply %arg80, %cst_19 : tensor<32xf32>
    %735 = stablehlo.multiply %397, %408 : tensor<2x8x32xf32>
    %736 = stablehlo.reduce(%735 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %737 = stablehlo.add %734, %736 : tensor<32xf32>
    %738 = stablehlo.multiply %737, %cst_18 : tensor<32xf32>
    %739 = stablehlo.subtract %arg7, %738 : tensor<32xf32>
    %740 = stablehlo.multiply %arg81, %cst_19 : tensor<32xf32>
    %741 = stablehlo.reduce(%397 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %742 = stablehlo.add %740, %741 : tensor<32xf32>
    %743 = stablehlo.multiply %742, %cst_18 : tensor<32xf32>
    %744 = stablehlo.subtract %arg39, %743 : tensor<32xf32>
    %745 = stablehlo.multiply %arg82, %cst_5 : tensor<64x32xf32>
    %746 = stablehlo.transpose %394, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %747 = stablehlo.dot_general %746, %190, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %748 = stablehlo.add %745, %747 : tensor<64x32xf32>
    %749 = stablehlo.multiply %748, %cst_3 : tensor<64x32xf32>
    %750 = stablehlo.subtract %arg43, %749 : tensor<64x32xf32>
    %751 = stablehlo.multiply %arg83, %cst_2 : tensor<64xf32>
    %752 = stablehlo.reduce(%394 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %753 = stablehlo.add %751, %752 : tensor<64xf32>
    %754 = stablehlo.multiply %753, %cst_1 : tensor<64xf32>
    %755 = stablehlo.subtract %arg42, %754 : tensor<64xf32>
    %756 = stablehlo.multiply %arg84, %cst_0 : tensor<32x64xf32>
    %757 = stablehlo.transpose %383, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %758 = stablehlo.dot_general %757, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %759 = stablehlo.add %756, %758 : tensor<32x64xf32>
    %760 = stablehlo.multiply %759, %cst : tensor<32x64xf32>
    %761 = stablehlo.subtract %arg41, %760 : tensor<32x64xf32>
    %762 = stablehlo.multiply %arg85, %cst_19 : tensor<32xf32>
    %763 = stablehlo.reduce(%383 init: %cst_57) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %764 = stablehlo.add %762, %763 : tensor<32xf32>
    %765 = stablehlo.multiply %764, %cst_18 : tensor<32xf32>
    %766 = stablehlo.subtract %arg40, %765 : tensor<32xf32>
    %767 = stablehlo.multiply %arg86, %cst_19 : tensor<32xf32>
    %768 = stablehlo.multiply %365, %376 : tensor<2x8x32xf32>
    %769 = stablehlo.reduce(%768 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %770 = stablehlo.add %767, %769 : tensor<32xf32>
    %771 = stablehlo.multiply %770, %cst_18 : tensor<32xf32>
    %772 = stablehlo.subtract %arg6, %771 : tensor<32xf32>
    %773 = stablehlo.multiply %arg87, %cst_19 : tensor<32xf32>
    %774 = stablehlo.reduce(%365 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %775 = stablehlo.add %773, %774 : tensor<32xf32>
    %776 = stablehlo.multiply %775, %cst_18 : tensor<32xf32>
    %777 = stablehlo.subtract %arg44, %776 : tensor<32xf32>
    return %254, %268, %308, %313, %319, %324, %566, %578, %584, %589, %601, %607, %612, %618, %623, %629, %634, %640, %645, %651, %656, %662, %667, %673, %678, %684, %689, %695, %700, %706, %711, %717, %722, %728, %733, %739, %744, %750, %755, %761, %766, %772, %777, %266, %306, %311, %317, %322, %564, %576, %582, %587, %599, %605, %610, %616, %621, %627, %632, %638, %643, %649, %654, %660, %665, %671, %676, %682, %687, %693, %698, %704, %709, %715, %720, %726, %731, %737, %742, %748, %753, %759, %764, %770, %775 : tensor<f32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
