module @IrToHlo.2377 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 38 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg5: tensor<32x32xf32> {tf.aliasing_output = 39 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg11: tensor<1x64xi64>, %arg12: tensor<64x32xf32> {tf.aliasing_output = 2 : i32}, %arg13: tensor<1x64xi64>, %arg14: tensor<2x32xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg20: tensor<2x8xi64>, %arg21: tensor<i1>, %arg22: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg28: tensor<32x64xf32> {tf.aliasing_output = 18 : i32}, %arg29: tensor<64xf32> {tf.aliasing_output = 17 : i32}, %arg30: tensor<64x32xf32> {tf.aliasing_output = 16 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg42: tensor<32x64xf32> {tf.aliasing_output = 34 : i32}, %arg43: tensor<64xf32> {tf.aliasing_output = 33 : i32}, %arg44: tensor<64x32xf32> {tf.aliasing_output = 32 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg47: tensor<128x32xf32> {tf.aliasing_output = 43 : i32}, %arg48: tensor<64x32xf32> {tf.aliasing_output = 44 : i32}, %arg49: tensor<2x32xf32> {tf.aliasing_output = 45 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg52: tensor<32x32xf32> {tf.aliasing_output = 48 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg54: tensor<32x32xf32> {tf.aliasing_output = 50 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg56: tensor<32x32xf32> {tf.aliasing_output = 52 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg58: tensor<32x32xf32> {tf.aliasing_output = 54 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg61: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg62: tensor<64x32xf32> {tf.aliasing_output = 58 : i32}, %arg63: tensor<64xf32> {tf.aliasing_output = 59 : i32}, %arg64: tensor<32x64xf32> {tf.aliasing_output = 60 : i32}, %arg65: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg66: tensor<32xf32> {tf.aliasing_output = 62 : i32}, %arg67: tensor<32xf32> {tf.aliasing_output = 63 : i32}, %arg68: tensor<32x32xf32> {tf.aliasing_output = 64 : i32}, %arg69: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg70: tensor<32x32xf32> {tf.aliasing_output = 66 : i32}, %arg71: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg72: tensor<32x32xf32> {tf.aliasing_output = 68 : i32}, %arg73: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg74: tensor<32x32xf32> {tf.aliasing_output = 70 : i32}, %arg75: tensor<32xf32> {tf.aliasing_output = 71 : i32}, %arg76: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %arg77: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %arg78: tensor<64x32xf32> {tf.aliasing_output = 74 : i32}, %arg79: tensor<64xf32> {tf.aliasing_output = 75 : i32}, %arg80: tensor<32x64xf32> {tf.aliasing_output = 76 : i32}, %arg81: tensor<32xf32> {tf.aliasing_output = 77 : i32}, %arg82: tensor<32xf32> {tf.aliasing_output = 78 : i32}, %arg83: tensor<32xf32> {tf.aliasing_output = 79 : i32}, %arg84: tensor<128xf32> {tf.aliasing_output = 80 : i32}, %arg85: tensor<32x32xf32> {tf.aliasing_output = 81 : i32}, %arg86: tensor<32xf32> {tf.aliasing_output = 82 : i32}, %arg87: tensor<32xf32> {tf.aliasing_output = 83 : i32}, %arg88: tensor<32xf32> {tf.aliasing_output = 84 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
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
    %c = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_10 = stablehlo.constant dense<2> : tensor<2x8xi64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<2x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x32xf32>
    %c_15 = stablehlo.constant dense<-1> : tensor<1x8xi64>
    %c_16 = stablehlo.constant dense<64> : tensor<1x8xi64>
    %c_17 = stablehlo.constant dense<0> : tensor<1x8xi64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_21 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_23 = stablehlo.constant dense<0.398942292> : tensor<2x8x32xf32>
    %cst_24 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x32xf32>
    %cst_25 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_26 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999996E-13> : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_29 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_32 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_33 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_35 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_37 = stablehlo.constant dense<0.707106769> : tensor<2x8x32xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x32xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_40 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_41 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_44 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_45 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_46 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_47 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_48 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_49 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_50 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_53 = stablehlo.constant dense<0> : tensor<1x8x1xui32>
    %c_54 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_56 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_57 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_58 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %7 = stablehlo.convert %6 : (tensor<16xi64>) -> tensor<16xui32>
    %8 = "stablehlo.gather"(%arg2, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.slice %arg11 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %11 = stablehlo.convert %10 : (tensor<1x8xi64>) -> tensor<1x8xui32>
    %12 = stablehlo.reshape %11 : (tensor<1x8xui32>) -> tensor<1x8x1xui32>
    %13 = stablehlo.concatenate %c_53, %12, dim = 2 : (tensor<1x8x1xui32>, tensor<1x8x1xui32>) -> tensor<1x8x2xui32>
    %14 = "stablehlo.gather"(%arg13, %13) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1x64xi64>, tensor<1x8x2xui32>) -> tensor<1x8xi64>
    %15 = stablehlo.reshape %14 : (tensor<1x8xi64>) -> tensor<8xi64>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %17 = stablehlo.reshape %16 : (tensor<2x8xi64>) -> tensor<16xi64>
    %18 = stablehlo.convert %17 : (tensor<16xi64>) -> tensor<16xui32>
    %19 = "stablehlo.gather"(%arg14, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.add %9, %20 : tensor<2x8x32xf32>
    %22 = stablehlo.reshape %10 : (tensor<1x8xi64>) -> tensor<8xi64>
    %23 = stablehlo.convert %22 : (tensor<8xi64>) -> tensor<8xui32>
    %24 = "stablehlo.gather"(%arg12, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %26 = stablehlo.add %21, %25 : tensor<2x8x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%27, %cst_52, %cst_51) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %28 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %29 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<2x8x32xf32>
    %31 = stablehlo.add %5, %30 : tensor<2x8x32xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %34 = stablehlo.dot_general %32, %33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %35 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %36 = stablehlo.add %34, %35 : tensor<16x32xf32>
    %37 = stablehlo.reshape %36 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %38 = stablehlo.transpose %37, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.multiply %38, %cst_50 : tensor<2x4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %42 = stablehlo.dot_general %32, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %43 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %44 = stablehlo.add %42, %43 : tensor<16x32xf32>
    %45 = stablehlo.reshape %44 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %46 = stablehlo.transpose %45, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %47 = stablehlo.multiply %46, %cst_50 : tensor<2x4x8x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %49 = stablehlo.dot_general %40, %48, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %51 = stablehlo.convert %arg21 : (tensor<i1>) -> tensor<ui8>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %53 = stablehlo.and %52, %c_49 : tensor<1x1x8x1xui8>
    %54 = stablehlo.compare  NE, %53, %c_58 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %55 = stablehlo.convert %54 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %56 = stablehlo.reshape %55 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %57 = stablehlo.broadcast_in_dim %56, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %58 = stablehlo.compare  NE, %arg20, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %59 = stablehlo.broadcast_in_dim %c_48, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %60 = stablehlo.compare  LT, %59, %c_47 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %61 = stablehlo.add %59, %c_46 : tensor<2x1x1x8xi64>
    %62 = stablehlo.select %60, %61, %59 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %63 = stablehlo.reshape %62 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %64 = stablehlo.broadcast_in_dim %c_45, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %65 = stablehlo.compare  LT, %64, %c_47 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %66 = stablehlo.add %64, %c_44 : tensor<2x1x1x8xi64>
    %67 = stablehlo.select %65, %66, %64 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %68 = stablehlo.reshape %67 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %69 = stablehlo.concatenate %63, %68, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %70 = "stablehlo.gather"(%58, %69) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %71 = stablehlo.convert %70 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %72 = stablehlo.reshape %71 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %74 = stablehlo.and %57, %73 : tensor<2x1x8x8xui8>
    %75 = stablehlo.compare  NE, %74, %c_56 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %76 = stablehlo.select %75, %cst_43, %cst_42 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %79 = stablehlo.add %50, %78 : tensor<2x4x8x8xf32>
    %80 = stablehlo.reduce(%79 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.subtract %79, %81 : tensor<2x4x8x8xf32>
    %83 = stablehlo.exponential %82 : tensor<2x4x8x8xf32>
    %84 = stablehlo.reduce(%83 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %86 = stablehlo.divide %83, %85 : tensor<2x4x8x8xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %88 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %89 = stablehlo.dot_general %32, %88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %91 = stablehlo.add %89, %90 : tensor<16x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %93 = stablehlo.transpose %92, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %95 = stablehlo.dot_general %87, %94, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %96 = stablehlo.reshape %95 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %97 = stablehlo.transpose %96, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %99 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %100 = stablehlo.dot_general %98, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %102 = stablehlo.add %100, %101 : tensor<16x32xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %104 = stablehlo.add %103, %31 : tensor<2x8x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_60, %batch_mean_61, %batch_var_62 = "stablehlo.batch_norm_training"(%105, %cst_52, %cst_51) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %106 = stablehlo.reshape %output_60 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %107 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<2x8x32xf32>
    %109 = stablehlo.add %4, %108 : tensor<2x8x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %113 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %114 = stablehlo.add %112, %113 : tensor<16x64xf32>
    %115 = stablehlo.reshape %114 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %116 = stablehlo.multiply %115, %cst_41 : tensor<2x8x64xf32>
    %117 = stablehlo.multiply %115, %cst_40 : tensor<2x8x64xf32>
    %118 = stablehlo.custom_call @mhlo.erf(%117) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %119 = stablehlo.add %118, %cst_39 : tensor<2x8x64xf32>
    %120 = stablehlo.multiply %116, %119 : tensor<2x8x64xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %122 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.add %123, %124 : tensor<16x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.add %126, %109 : tensor<2x8x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_63, %batch_mean_64, %batch_var_65 = "stablehlo.batch_norm_training"(%128, %cst_52, %cst_51) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %129 = stablehlo.reshape %output_63 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.add %3, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %135 = stablehlo.dot_general %133, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %136 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.add %135, %136 : tensor<16x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %139 = stablehlo.transpose %138, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %140 = stablehlo.multiply %139, %cst_50 : tensor<2x4x8x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %142 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %143 = stablehlo.dot_general %133, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %144 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %145 = stablehlo.add %143, %144 : tensor<16x32xf32>
    %146 = stablehlo.reshape %145 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %147 = stablehlo.transpose %146, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %148 = stablehlo.multiply %147, %cst_50 : tensor<2x4x8x8xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %150 = stablehlo.dot_general %141, %149, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %151 = stablehlo.reshape %150 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %152 = stablehlo.add %151, %78 : tensor<2x4x8x8xf32>
    %153 = stablehlo.reduce(%152 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %155 = stablehlo.subtract %152, %154 : tensor<2x4x8x8xf32>
    %156 = stablehlo.exponential %155 : tensor<2x4x8x8xf32>
    %157 = stablehlo.reduce(%156 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %159 = stablehlo.divide %156, %158 : tensor<2x4x8x8xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %161 = stablehlo.transpose %arg35, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %162 = stablehlo.dot_general %133, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %163 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %164 = stablehlo.add %162, %163 : tensor<16x32xf32>
    %165 = stablehlo.reshape %164 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %168 = stablehlo.dot_general %160, %167, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %169 = stablehlo.reshape %168 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %170 = stablehlo.transpose %169, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %172 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %173 = stablehlo.dot_general %171, %172, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %175 = stablehlo.add %173, %174 : tensor<16x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.add %176, %132 : tensor<2x8x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_66, %batch_mean_67, %batch_var_68 = "stablehlo.batch_norm_training"(%178, %cst_52, %cst_51) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %179 = stablehlo.reshape %output_66 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.add %2, %181 : tensor<2x8x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %184 = stablehlo.transpose %arg44, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %185 = stablehlo.dot_general %183, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %186 = stablehlo.broadcast_in_dim %arg43, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %187 = stablehlo.add %185, %186 : tensor<16x64xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %189 = stablehlo.multiply %188, %cst_41 : tensor<2x8x64xf32>
    %190 = stablehlo.multiply %188, %cst_40 : tensor<2x8x64xf32>
    %191 = stablehlo.custom_call @mhlo.erf(%190) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %192 = stablehlo.add %191, %cst_39 : tensor<2x8x64xf32>
    %193 = stablehlo.multiply %189, %192 : tensor<2x8x64xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %195 = stablehlo.transpose %arg42, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %196 = stablehlo.dot_general %194, %195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %197 = stablehlo.broadcast_in_dim %arg41, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %198 = stablehlo.add %196, %197 : tensor<16x32xf32>
    %199 = stablehlo.reshape %198 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %200 = stablehlo.add %199, %182 : tensor<2x8x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_69, %batch_mean_70, %batch_var_71 = "stablehlo.batch_norm_training"(%201, %cst_52, %cst_51) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %202 = stablehlo.reshape %output_69 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %203 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<2x8x32xf32>
    %205 = stablehlo.add %1, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %207 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %208 = stablehlo.dot_general %206, %207, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %209 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %210 = stablehlo.add %208, %209 : tensor<16x32xf32>
    %211 = stablehlo.reshape %210 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %212 = stablehlo.multiply %211, %cst_38 : tensor<2x8x32xf32>
    %213 = stablehlo.multiply %211, %cst_37 : tensor<2x8x32xf32>
    %214 = stablehlo.custom_call @mhlo.erf(%213) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.add %214, %cst_36 : tensor<2x8x32xf32>
    %216 = stablehlo.multiply %212, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_72, %batch_mean_73, %batch_var_74 = "stablehlo.batch_norm_training"(%217, %cst_52, %cst_51) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %218 = stablehlo.reshape %output_72 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<2x8x32xf32>
    %221 = stablehlo.add %0, %220 : tensor<2x8x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %224 = stablehlo.dot_general %222, %223, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %225 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %226 = stablehlo.add %224, %225 : tensor<16x128xf32>
    %227 = stablehlo.reshape %226 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %228 = stablehlo.slice %227 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %229 = stablehlo.reduce(%228 init: %cst_55) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %231 = stablehlo.subtract %228, %230 : tensor<2x7x128xf32>
    %232 = stablehlo.exponential %231 : tensor<2x7x128xf32>
    %233 = stablehlo.reduce(%232 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %234 = stablehlo.log %233 : tensor<2x7xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %236 = stablehlo.subtract %231, %235 : tensor<2x7x128xf32>
    %237 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %239 = stablehlo.broadcast_in_dim %c_54, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %240 = stablehlo.compare  EQ, %238, %239 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %241 = stablehlo.convert %240 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %242 = stablehlo.convert %241 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %243 = stablehlo.multiply %236, %242 : tensor<2x7x128xf32>
    %244 = stablehlo.reduce(%243 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %245 = stablehlo.reduce(%244 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %246 = stablehlo.multiply %245, %cst_35 : tensor<f32>
    %247 = stablehlo.negate %246 : tensor<f32>
    %248 = stablehlo.multiply %arg47, %cst_34 : tensor<128x32xf32>
    %249 = stablehlo.multiply %242, %cst_32 : tensor<2x7x128xf32>
    %250 = stablehlo.exponential %236 : tensor<2x7x128xf32>
    %251 = stablehlo.reduce(%249 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %253 = stablehlo.multiply %250, %252 : tensor<2x7x128xf32>
    %254 = stablehlo.subtract %249, %253 : tensor<2x7x128xf32>
    %255 = stablehlo.pad %254, %cst_59, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %256 = stablehlo.select %c_33, %255, %cst_31 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %258 = stablehlo.transpose %257, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %259 = stablehlo.dot_general %258, %222, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %260 = stablehlo.compare  LT, %arg0, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %261 = stablehlo.add %arg0, %c_29 : tensor<2x8xi64>
    %262 = stablehlo.select %260, %261, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %263 = stablehlo.reshape %262 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %264 = stablehlo.compare  EQ, %arg0, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %266 = stablehlo.add %batch_var, %cst_27 : tensor<16xf32>
    %267 = stablehlo.rsqrt %266 : tensor<16xf32>
    %268 = stablehlo.reshape %267 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %269 = stablehlo.divide %268, %cst_26 : tensor<2x8x1xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %272 = stablehlo.add %batch_var_62, %cst_27 : tensor<16xf32>
    %273 = stablehlo.rsqrt %272 : tensor<16xf32>
    %274 = stablehlo.reshape %273 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %275 = stablehlo.divide %274, %cst_26 : tensor<2x8x1xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.add %batch_var_65, %cst_27 : tensor<16xf32>
    %279 = stablehlo.rsqrt %278 : tensor<16xf32>
    %280 = stablehlo.reshape %279 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %281 = stablehlo.divide %280, %cst_26 : tensor<2x8x1xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.add %batch_var_68, %cst_27 : tensor<16xf32>
    %285 = stablehlo.rsqrt %284 : tensor<16xf32>
    %286 = stablehlo.reshape %285 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %287 = stablehlo.divide %286, %cst_26 : tensor<2x8x1xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %290 = stablehlo.add %batch_var_71, %cst_27 : tensor<16xf32>
    %291 = stablehlo.rsqrt %290 : tensor<16xf32>
    %292 = stablehlo.reshape %291 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %293 = stablehlo.divide %292, %cst_26 : tensor<2x8x1xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %296 = stablehlo.add %batch_var_74, %cst_27 : tensor<16xf32>
    %297 = stablehlo.rsqrt %296 : tensor<16xf32>
    %298 = stablehlo.reshape %297 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %299 = stablehlo.divide %298, %cst_26 : tensor<2x8x1xf32>
    %300 = stablehlo.reshape %299 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %302 = stablehlo.dot_general %257, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %303 = stablehlo.reshape %302 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %304 = stablehlo.multiply %303, %219 : tensor<2x8x32xf32>
    %305 = stablehlo.multiply %304, %cst_25 : tensor<2x8x32xf32>
    %306 = stablehlo.reduce(%304 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %308 = stablehlo.subtract %305, %307 : tensor<2x8x32xf32>
    %309 = stablehlo.reshape %batch_mean_73 : (tensor<16xf32>) -> tensor<2x8xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %311 = stablehlo.subtract %216, %310 : tensor<2x8x32xf32>
    %312 = stablehlo.reshape %297 : (tensor<16xf32>) -> tensor<2x8xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %314 = stablehlo.multiply %311, %313 : tensor<2x8x32xf32>
    %315 = stablehlo.multiply %304, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.reduce(%315 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %318 = stablehlo.multiply %314, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.subtract %308, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.multiply %301, %319 : tensor<2x8x32xf32>
    %321 = stablehlo.multiply %215, %cst_38 : tensor<2x8x32xf32>
    %322 = stablehlo.multiply %211, %211 : tensor<2x8x32xf32>
    %323 = stablehlo.multiply %322, %cst_24 : tensor<2x8x32xf32>
    %324 = stablehlo.exponential %323 : tensor<2x8x32xf32>
    %325 = stablehlo.multiply %324, %cst_23 : tensor<2x8x32xf32>
    %326 = stablehlo.multiply %211, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.add %321, %326 : tensor<2x8x32xf32>
    %328 = stablehlo.multiply %320, %327 : tensor<2x8x32xf32>
    %329 = stablehlo.reshape %328 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %330 = stablehlo.dot_general %329, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %331 = stablehlo.reshape %330 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %332 = stablehlo.multiply %331, %203 : tensor<2x8x32xf32>
    %333 = stablehlo.multiply %332, %cst_25 : tensor<2x8x32xf32>
    %334 = stablehlo.reduce(%332 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %336 = stablehlo.subtract %333, %335 : tensor<2x8x32xf32>
    %337 = stablehlo.reshape %batch_mean_70 : (tensor<16xf32>) -> tensor<2x8xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %339 = stablehlo.subtract %200, %338 : tensor<2x8x32xf32>
    %340 = stablehlo.reshape %291 : (tensor<16xf32>) -> tensor<2x8xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %342 = stablehlo.multiply %339, %341 : tensor<2x8x32xf32>
    %343 = stablehlo.multiply %332, %342 : tensor<2x8x32xf32>
    %344 = stablehlo.reduce(%343 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %346 = stablehlo.multiply %342, %345 : tensor<2x8x32xf32>
    %347 = stablehlo.subtract %336, %346 : tensor<2x8x32xf32>
    %348 = stablehlo.multiply %295, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.reshape %348 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %350 = stablehlo.dot_general %349, %arg42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %351 = stablehlo.reshape %350 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %352 = stablehlo.multiply %192, %cst_41 : tensor<2x8x64xf32>
    %353 = stablehlo.multiply %188, %188 : tensor<2x8x64xf32>
    %354 = stablehlo.multiply %353, %cst_22 : tensor<2x8x64xf32>
    %355 = stablehlo.exponential %354 : tensor<2x8x64xf32>
    %356 = stablehlo.multiply %355, %cst_21 : tensor<2x8x64xf32>
    %357 = stablehlo.multiply %188, %356 : tensor<2x8x64xf32>
    %358 = stablehlo.add %352, %357 : tensor<2x8x64xf32>
    %359 = stablehlo.multiply %351, %358 : tensor<2x8x64xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %361 = stablehlo.dot_general %360, %arg44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %362 = stablehlo.reshape %361 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %363 = stablehlo.add %348, %362 : tensor<2x8x32xf32>
    %364 = stablehlo.multiply %363, %180 : tensor<2x8x32xf32>
    %365 = stablehlo.multiply %364, %cst_25 : tensor<2x8x32xf32>
    %366 = stablehlo.reduce(%364 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %368 = stablehlo.subtract %365, %367 : tensor<2x8x32xf32>
    %369 = stablehlo.reshape %batch_mean_67 : (tensor<16xf32>) -> tensor<2x8xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %371 = stablehlo.subtract %177, %370 : tensor<2x8x32xf32>
    %372 = stablehlo.reshape %285 : (tensor<16xf32>) -> tensor<2x8xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %374 = stablehlo.multiply %371, %373 : tensor<2x8x32xf32>
    %375 = stablehlo.multiply %364, %374 : tensor<2x8x32xf32>
    %376 = stablehlo.reduce(%375 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %378 = stablehlo.multiply %374, %377 : tensor<2x8x32xf32>
    %379 = stablehlo.subtract %368, %378 : tensor<2x8x32xf32>
    %380 = stablehlo.multiply %289, %379 : tensor<2x8x32xf32>
    %381 = stablehlo.transpose %160, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %382 = stablehlo.reshape %380 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %383 = stablehlo.dot_general %382, %arg33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %384 = stablehlo.reshape %383 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %385 = stablehlo.transpose %384, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %386 = stablehlo.reshape %385 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %387 = stablehlo.dot_general %381, %386, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %388 = stablehlo.reshape %387 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %389 = stablehlo.transpose %388, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %390 = stablehlo.reshape %389 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %391 = stablehlo.dot_general %390, %arg35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %392 = stablehlo.reshape %391 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %393 = stablehlo.add %380, %392 : tensor<2x8x32xf32>
    %394 = stablehlo.transpose %141, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %395 = stablehlo.transpose %167, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %396 = stablehlo.dot_general %386, %395, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %397 = stablehlo.reshape %396 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %398 = stablehlo.multiply %397, %159 : tensor<2x4x8x8xf32>
    %399 = stablehlo.reduce(%398 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %401 = stablehlo.multiply %159, %400 : tensor<2x4x8x8xf32>
    %402 = stablehlo.subtract %398, %401 : tensor<2x4x8x8xf32>
    %403 = stablehlo.reshape %402 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %404 = stablehlo.dot_general %394, %403, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %405 = stablehlo.reshape %404 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %406 = stablehlo.multiply %405, %cst_50 : tensor<2x4x8x8xf32>
    %407 = stablehlo.transpose %406, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %408 = stablehlo.reshape %407 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %409 = stablehlo.dot_general %408, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %410 = stablehlo.reshape %409 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %411 = stablehlo.add %393, %410 : tensor<2x8x32xf32>
    %412 = stablehlo.transpose %149, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %413 = stablehlo.dot_general %403, %412, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %414 = stablehlo.reshape %413 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %415 = stablehlo.multiply %414, %cst_50 : tensor<2x4x8x8xf32>
    %416 = stablehlo.transpose %415, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %417 = stablehlo.reshape %416 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %418 = stablehlo.dot_general %417, %arg39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %419 = stablehlo.reshape %418 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %420 = stablehlo.add %411, %419 : tensor<2x8x32xf32>
    %421 = stablehlo.multiply %420, %130 : tensor<2x8x32xf32>
    %422 = stablehlo.multiply %421, %cst_25 : tensor<2x8x32xf32>
    %423 = stablehlo.reduce(%421 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %425 = stablehlo.subtract %422, %424 : tensor<2x8x32xf32>
    %426 = stablehlo.reshape %batch_mean_64 : (tensor<16xf32>) -> tensor<2x8xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %428 = stablehlo.subtract %127, %427 : tensor<2x8x32xf32>
    %429 = stablehlo.reshape %279 : (tensor<16xf32>) -> tensor<2x8xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %431 = stablehlo.multiply %428, %430 : tensor<2x8x32xf32>
    %432 = stablehlo.multiply %421, %431 : tensor<2x8x32xf32>
    %433 = stablehlo.reduce(%432 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %435 = stablehlo.multiply %431, %434 : tensor<2x8x32xf32>
    %436 = stablehlo.subtract %425, %435 : tensor<2x8x32xf32>
    %437 = stablehlo.multiply %283, %436 : tensor<2x8x32xf32>
    %438 = stablehlo.reshape %437 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %439 = stablehlo.dot_general %438, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %440 = stablehlo.reshape %439 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %441 = stablehlo.multiply %119, %cst_41 : tensor<2x8x64xf32>
    %442 = stablehlo.multiply %115, %115 : tensor<2x8x64xf32>
    %443 = stablehlo.multiply %442, %cst_22 : tensor<2x8x64xf32>
    %444 = stablehlo.exponential %443 : tensor<2x8x64xf32>
    %445 = stablehlo.multiply %444, %cst_21 : tensor<2x8x64xf32>
    %446 = stablehlo.multiply %115, %445 : tensor<2x8x64xf32>
    %447 = stablehlo.add %441, %446 : tensor<2x8x64xf32>
    %448 = stablehlo.multiply %440, %447 : tensor<2x8x64xf32>
    %449 = stablehlo.reshape %448 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %450 = stablehlo.dot_general %449, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %451 = stablehlo.reshape %450 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %452 = stablehlo.add %437, %451 : tensor<2x8x32xf32>
    %453 = stablehlo.multiply %452, %107 : tensor<2x8x32xf32>
    %454 = stablehlo.multiply %453, %cst_25 : tensor<2x8x32xf32>
    %455 = stablehlo.reduce(%453 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %457 = stablehlo.subtract %454, %456 : tensor<2x8x32xf32>
    %458 = stablehlo.reshape %batch_mean_61 : (tensor<16xf32>) -> tensor<2x8xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %460 = stablehlo.subtract %104, %459 : tensor<2x8x32xf32>
    %461 = stablehlo.reshape %273 : (tensor<16xf32>) -> tensor<2x8xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %463 = stablehlo.multiply %460, %462 : tensor<2x8x32xf32>
    %464 = stablehlo.multiply %453, %463 : tensor<2x8x32xf32>
    %465 = stablehlo.reduce(%464 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %467 = stablehlo.multiply %463, %466 : tensor<2x8x32xf32>
    %468 = stablehlo.subtract %457, %467 : tensor<2x8x32xf32>
    %469 = stablehlo.multiply %277, %468 : tensor<2x8x32xf32>
    %470 = stablehlo.transpose %87, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %471 = stablehlo.reshape %469 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %472 = stablehlo.dot_general %471, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %473 = stablehlo.reshape %472 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %474 = stablehlo.transpose %473, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %475 = stablehlo.reshape %474 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %476 = stablehlo.dot_general %470, %475, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %477 = stablehlo.reshape %476 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %478 = stablehlo.transpose %477, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %479 = stablehlo.reshape %478 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %480 = stablehlo.dot_general %479, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %481 = stablehlo.reshape %480 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %482 = stablehlo.add %469, %481 : tensor<2x8x32xf32>
    %483 = stablehlo.transpose %40, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %484 = stablehlo.transpose %94, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %485 = stablehlo.dot_general %475, %484, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %486 = stablehlo.reshape %485 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %487 = stablehlo.multiply %486, %86 : tensor<2x4x8x8xf32>
    %488 = stablehlo.reduce(%487 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %490 = stablehlo.multiply %86, %489 : tensor<2x4x8x8xf32>
    %491 = stablehlo.subtract %487, %490 : tensor<2x4x8x8xf32>
    %492 = stablehlo.reshape %491 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %493 = stablehlo.dot_general %483, %492, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %494 = stablehlo.reshape %493 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %495 = stablehlo.multiply %494, %cst_50 : tensor<2x4x8x8xf32>
    %496 = stablehlo.transpose %495, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %497 = stablehlo.reshape %496 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %498 = stablehlo.dot_general %497, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %499 = stablehlo.reshape %498 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %500 = stablehlo.add %482, %499 : tensor<2x8x32xf32>
    %501 = stablehlo.transpose %48, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %502 = stablehlo.dot_general %492, %501, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %503 = stablehlo.reshape %502 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %504 = stablehlo.multiply %503, %cst_50 : tensor<2x4x8x8xf32>
    %505 = stablehlo.transpose %504, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %506 = stablehlo.reshape %505 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %507 = stablehlo.dot_general %506, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %508 = stablehlo.reshape %507 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %509 = stablehlo.add %500, %508 : tensor<2x8x32xf32>
    %510 = stablehlo.multiply %509, %29 : tensor<2x8x32xf32>
    %511 = stablehlo.multiply %510, %cst_25 : tensor<2x8x32xf32>
    %512 = stablehlo.reduce(%510 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %514 = stablehlo.subtract %511, %513 : tensor<2x8x32xf32>
    %515 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %517 = stablehlo.subtract %26, %516 : tensor<2x8x32xf32>
    %518 = stablehlo.reshape %267 : (tensor<16xf32>) -> tensor<2x8xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %520 = stablehlo.multiply %517, %519 : tensor<2x8x32xf32>
    %521 = stablehlo.multiply %510, %520 : tensor<2x8x32xf32>
    %522 = stablehlo.reduce(%521 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %524 = stablehlo.multiply %520, %523 : tensor<2x8x32xf32>
    %525 = stablehlo.subtract %514, %524 : tensor<2x8x32xf32>
    %526 = stablehlo.multiply %271, %525 : tensor<2x8x32xf32>
    %527 = stablehlo.select %265, %cst_28, %526 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %528 = "stablehlo.scatter"(%cst_30, %263, %527) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %773 = stablehlo.add %arg89, %arg90 : tensor<f32>
      stablehlo.return %773 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %529 = stablehlo.add %259, %528 : tensor<128x32xf32>
    %530 = stablehlo.add %248, %529 : tensor<128x32xf32>
    %531 = stablehlo.multiply %530, %cst_20 : tensor<128x32xf32>
    %532 = stablehlo.subtract %arg2, %531 : tensor<128x32xf32>
    %533 = stablehlo.multiply %arg48, %cst_19 : tensor<64x32xf32>
    %534 = stablehlo.compare  LT, %10, %c_17 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %535 = stablehlo.add %10, %c_16 : tensor<1x8xi64>
    %536 = stablehlo.select %534, %535, %10 : tensor<1x8xi1>, tensor<1x8xi64>
    %537 = stablehlo.reshape %536 : (tensor<1x8xi64>) -> tensor<1x8x1xi64>
    %538 = stablehlo.compare  EQ, %10, %c_15 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<1x8x32xi1>
    %540 = stablehlo.reduce(%526 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %541 = stablehlo.reshape %540 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %542 = stablehlo.select %539, %cst_14, %541 : tensor<1x8x32xi1>, tensor<1x8x32xf32>
    %543 = "stablehlo.scatter"(%cst_18, %537, %542) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %773 = stablehlo.add %arg89, %arg90 : tensor<f32>
      stablehlo.return %773 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<64x32xf32>
    %544 = stablehlo.add %533, %543 : tensor<64x32xf32>
    %545 = stablehlo.multiply %544, %cst_13 : tensor<64x32xf32>
    %546 = stablehlo.subtract %arg12, %545 : tensor<64x32xf32>
    %547 = stablehlo.multiply %arg49, %cst_12 : tensor<2x32xf32>
    %548 = stablehlo.compare  LT, %16, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %549 = stablehlo.add %16, %c_10 : tensor<2x8xi64>
    %550 = stablehlo.select %548, %549, %16 : tensor<2x8xi1>, tensor<2x8xi64>
    %551 = stablehlo.reshape %550 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %552 = stablehlo.compare  EQ, %16, %c : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %554 = stablehlo.select %553, %cst_28, %526 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %555 = "stablehlo.scatter"(%cst_11, %551, %554) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg89: tensor<f32>, %arg90: tensor<f32>):
      %773 = stablehlo.add %arg89, %arg90 : tensor<f32>
      stablehlo.return %773 : tensor<f32>
    }) : (tensor<2x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<2x32xf32>
    %556 = stablehlo.add %547, %555 : tensor<2x32xf32>
    %557 = stablehlo.multiply %556, %cst_9 : tensor<2x32xf32>
    %558 = stablehlo.subtract %arg14, %557 : tensor<2x32xf32>
    %559 = stablehlo.multiply %arg50, %cst_8 : tensor<32xf32>
    %560 = stablehlo.multiply %509, %520 : tensor<2x8x32xf32>
    %561 = stablehlo.reduce(%560 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %562 = stablehlo.add %559, %561 : tensor<32xf32>
    %563 = stablehlo.multiply %562, %cst_7 : tensor<32xf32>
    %564 = stablehlo.subtract %arg10, %563 : tensor<32xf32>
    %565 = stablehlo.multiply %arg51, %cst_8 : tensor<32xf32>
    %566 = stablehlo.reduce(%509 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %567 = stablehlo.add %565, %566 : tensor<32xf32>
    %568 = stablehlo.multiply %567, %cst_7 : tensor<32xf32>
    %569 = stablehlo.subtract %arg15, %568 : tensor<32xf32>
    %570 = stablehlo.multiply %arg52, %cst_6 : tensor<32x32xf32>
    %571 = stablehlo.transpose %506, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %572 = stablehlo.dot_general %571, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %573 = stablehlo.add %570, %572 : tensor<32x32xf32>
    %574 = stablehlo.multiply %573, %cst_5 : tensor<32x32xf32>
    %575 = stablehlo.subtract %arg25, %574 : tensor<32x32xf32>
    %576 = stablehlo.multiply %arg53, %cst_8 : tensor<32xf32>
    %577 = stablehlo.reduce(%506 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %578 = stablehlo.add %576, %577 : tensor<32xf32>
    %579 = stablehlo.multiply %578, %cst_7 : tensor<32xf32>
    %580 = stablehlo.subtract %arg24, %579 : tensor<32xf32>
    %581 = stablehlo.multiply %arg54, %cst_6 : tensor<32x32xf32>
    %582 = stablehlo.transpose %497, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %583 = stablehlo.dot_general %582, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %584 = stablehlo.add %581, %583 : tensor<32x32xf32>
    %585 = stablehlo.multiply %584, %cst_5 : tensor<32x32xf32>
    %586 = stablehlo.subtract %arg23, %585 : tensor<32x32xf32>
    %587 = stablehlo.multiply %arg55, %cst_8 : tensor<32xf32>
    %588 = stablehlo.reduce(%497 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %589 = stablehlo.add %587, %588 : tensor<32xf32>
    %590 = stablehlo.multiply %589, %cst_7 : tensor<32xf32>
    %591 = stablehlo.subtract %arg22, %590 : tensor<32xf32>
    %592 = stablehlo.multiply %arg56, %cst_6 : tensor<32x32xf32>
    %593 = stablehlo.transpose %479, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %594 = stablehlo.dot_general %593, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %595 = stablehlo.add %592, %594 : tensor<32x32xf32>
    %596 = stablehlo.multiply %595, %cst_5 : tensor<32x32xf32>
    %597 = stablehlo.subtract %arg19, %596 : tensor<32x32xf32>
    %598 = stablehlo.multiply %arg57, %cst_8 : tensor<32xf32>
    %599 = stablehlo.reduce(%479 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %600 = stablehlo.add %598, %599 : tensor<32xf32>
    %601 = stablehlo.multiply %600, %cst_7 : tensor<32xf32>
    %602 = stablehlo.subtract %arg18, %601 : tensor<32xf32>
    %603 = stablehlo.multiply %arg58, %cst_6 : tensor<32x32xf32>
    %604 = stablehlo.transpose %471, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %605 = stablehlo.dot_general %604, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %606 = stablehlo.add %603, %605 : tensor<32x32xf32>
    %607 = stablehlo.multiply %606, %cst_5 : tensor<32x32xf32>
    %608 = stablehlo.subtract %arg17, %607 : tensor<32x32xf32>
    %609 = stablehlo.multiply %arg59, %cst_8 : tensor<32xf32>
    %610 = stablehlo.reduce(%471 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %611 = stablehlo.add %609, %610 : tensor<32xf32>
    %612 = stablehlo.multiply %611, %cst_7 : tensor<32xf32>
    %613 = stablehlo.subtract %arg16, %612 : tensor<32xf32>
    %614 = stablehlo.multiply %arg60, %cst_8 : tensor<32xf32>
    %615 = stablehlo.multiply %452, %463 : tensor<2x8x32xf32>
    %616 = stablehlo.reduce(%615 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %617 = stablehlo.add %614, %616 : tensor<32xf32>
    %618 = stablehlo.multiply %617, %cst_7 : tensor<32xf32>
    %619 = stablehlo.subtract %arg9, %618 : tensor<32xf32>
    %620 = stablehlo.multiply %arg61, %cst_8 : tensor<32xf32>
    %621 = stablehlo.reduce(%452 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %622 = stablehlo.add %620, %621 : tensor<32xf32>
    %623 = stablehlo.multiply %622, %cst_7 : tensor<32xf32>
    %624 = stablehlo.subtract %arg26, %623 : tensor<32xf32>
    %625 = stablehlo.multiply %arg62, %cst_19 : tensor<64x32xf32>
    %626 = stablehlo.transpose %449, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %627 = stablehlo.dot_general %626, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %628 = stablehlo.add %625, %627 : tensor<64x32xf32>
    %629 = stablehlo.multiply %628, %cst_13 : tensor<64x32xf32>
    %630 = stablehlo.subtract %arg30, %629 : tensor<64x32xf32>
    %631 = stablehlo.multiply %arg63, %cst_4 : tensor<64xf32>
    %632 = stablehlo.reduce(%449 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %633 = stablehlo.add %631, %632 : tensor<64xf32>
    %634 = stablehlo.multiply %633, %cst_3 : tensor<64xf32>
    %635 = stablehlo.subtract %arg29, %634 : tensor<64xf32>
    %636 = stablehlo.multiply %arg64, %cst_2 : tensor<32x64xf32>
    %637 = stablehlo.transpose %438, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %638 = stablehlo.dot_general %637, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %639 = stablehlo.add %636, %638 : tensor<32x64xf32>
    %640 = stablehlo.multiply %639, %cst_1 : tensor<32x64xf32>
    %641 = stablehlo.subtract %arg28, %640 : tensor<32x64xf32>
    %642 = stablehlo.multiply %arg65, %cst_8 : tensor<32xf32>
    %643 = stablehlo.reduce(%438 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %644 = stablehlo.add %642, %643 : tensor<32xf32>
    %645 = stablehlo.multiply %644, %cst_7 : tensor<32xf32>
    %646 = stablehlo.subtract %arg27, %645 : tensor<32xf32>
    %647 = stablehlo.multiply %arg66, %cst_8 : tensor<32xf32>
    %648 = stablehlo.multiply %420, %431 : tensor<2x8x32xf32>
    %649 = stablehlo.reduce(%648 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %650 = stablehlo.add %647, %649 : tensor<32xf32>
    %651 = stablehlo.multiply %650, %cst_7 : tensor<32xf32>
    %652 = stablehlo.subtract %arg8, %651 : tensor<32xf32>
    %653 = stablehlo.multiply %arg67, %cst_8 : tensor<32xf32>
    %654 = stablehlo.reduce(%420 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %655 = stablehlo.add %653, %654 : tensor<32xf32>
    %656 = stablehlo.multiply %655, %cst_7 : tensor<32xf32>
    %657 = stablehlo.subtract %arg31, %656 : tensor<32xf32>
    %658 = stablehlo.multiply %arg68, %cst_6 : tensor<32x32xf32>
    %659 = stablehlo.transpose %417, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %660 = stablehlo.dot_general %659, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %661 = stablehlo.add %658, %660 : tensor<32x32xf32>
    %662 = stablehlo.multiply %661, %cst_5 : tensor<32x32xf32>
    %663 = stablehlo.subtract %arg39, %662 : tensor<32x32xf32>
    %664 = stablehlo.multiply %arg69, %cst_8 : tensor<32xf32>
    %665 = stablehlo.reduce(%417 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %666 = stablehlo.add %664, %665 : tensor<32xf32>
    %667 = stablehlo.multiply %666, %cst_7 : tensor<32xf32>
    %668 = stablehlo.subtract %arg38, %667 : tensor<32xf32>
    %669 = stablehlo.multiply %arg70, %cst_6 : tensor<32x32xf32>
    %670 = stablehlo.transpose %408, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %671 = stablehlo.dot_general %670, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %672 = stablehlo.add %669, %671 : tensor<32x32xf32>
    %673 = stablehlo.multiply %672, %cst_5 : tensor<32x32xf32>
    %674 = stablehlo.subtract %arg37, %673 : tensor<32x32xf32>
    %675 = stablehlo.multiply %arg71, %cst_8 : tensor<32xf32>
    %676 = stablehlo.reduce(%408 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %677 = stablehlo.add %675, %676 : tensor<32xf32>
    %678 = stablehlo.multiply %677, %cst_7 : tensor<32xf32>
    %679 = stablehlo.subtract %arg36, %678 : tensor<32xf32>
    %680 = stablehlo.multiply %arg72, %cst_6 : tensor<32x32xf32>
    %681 = stablehlo.transpose %390, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %682 = stablehlo.dot_general %681, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %683 = stablehlo.add %680, %682 : tensor<32x32xf32>
    %684 = stablehlo.multiply %683, %cst_5 : tensor<32x32xf32>
    %685 = stablehlo.subtract %arg35, %684 : tensor<32x32xf32>
    %686 = stablehlo.multiply %arg73, %cst_8 : tensor<32xf32>
    %687 = stablehlo.reduce(%390 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %688 = stablehlo.add %686, %687 : tensor<32xf32>
    %689 = stablehlo.multiply %688, %cst_7 : tensor<32xf32>
    %690 = stablehlo.subtract %arg34, %689 : tensor<32xf32>
    %691 = stablehlo.multiply %arg74, %cst_6 : tensor<32x32xf32>
    %692 = stablehlo.transpose %382, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %693 = stablehlo.dot_general %692, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %694 = stablehlo.add %691, %693 : tensor<32x32xf32>
    %695 = stablehlo.multiply %694, %cst_5 : tensor<32x32xf32>
    %696 = stablehlo.subtract %arg33, %695 : tensor<32x32xf32>
    %697 = stablehlo.multiply %arg75, %cst_8 : tensor<32xf32>
    %698 = stablehlo.reduce(%382 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %699 = stablehlo.add %697, %698 : tensor<32xf32>
    %700 = stablehlo.multiply %699, %cst_7 : tensor<32xf32>
    %701 = stablehlo.subtract %arg32, %700 : tensor<32xf32>
    %702 = stablehlo.multiply %arg76, %cst_8 : tensor<32xf32>
    %703 = stablehlo.multiply %363, %374 : tensor<2x8x32xf32>
    %704 = stablehlo.reduce(%703 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %705 = stablehlo.add %702, %704 : tensor<32xf32>
    %706 = stablehlo.multiply %705, %cst_7 : tensor<32xf32>
    %707 = stablehlo.subtract %arg7, %706 : tensor<32xf32>
    %708 = stablehlo.multiply %arg77, %cst_8 : tensor<32xf32>
    %709 = stablehlo.reduce(%363 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %710 = stablehlo.add %708, %709 : tensor<32xf32>
    %711 = stablehlo.multiply %710, %cst_7 : tensor<32xf32>
    %712 = stablehlo.subtract %arg40, %711 : tensor<32xf32>
    %713 = stablehlo.multiply %arg78, %cst_19 : tensor<64x32xf32>
    %714 = stablehlo.transpose %360, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %715 = stablehlo.dot_general %714, %183, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %716 = stablehlo.add %713, %715 : tensor<64x32xf32>
    %717 = stablehlo.multiply %716, %cst_13 : tensor<64x32xf32>
    %718 = stablehlo.subtract %arg44, %717 : tensor<64x32xf32>
    %719 = stablehlo.multiply %arg79, %cst_4 : tensor<64xf32>
    %720 = stablehlo.reduce(%360 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %721 = stablehlo.add %719, %720 : tensor<64xf32>
    %722 = stablehlo.multiply %721, %cst_3 : tensor<64xf32>
    %723 = stablehlo.subtract %arg43, %722 : tensor<64xf32>
    %724 = stablehlo.multiply %arg80, %cst_2 : tensor<32x64xf32>
    %725 = stablehlo.transpose %349, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %726 = stablehlo.dot_general %725, %194, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %727 = stablehlo.add %724, %726 : tensor<32x64xf32>
    %728 = stablehlo.multiply %727, %cst_1 : tensor<32x64xf32>
    %729 = stablehlo.subtract %arg42, %728 : tensor<32x64xf32>
    %730 = stablehlo.multiply %arg81, %cst_8 : tensor<32xf32>
    %731 = stablehlo.reduce(%349 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %732 = stablehlo.add %730, %731 : tensor<32xf32>
    %733 = stablehlo.multiply %732, %cst_7 : tensor<32xf32>
    %734 = stablehlo.subtract %arg41, %733 : tensor<32xf32>
    %735 = stablehlo.multiply %arg82, %cst_8 : tensor<32xf32>
    %736 = stablehlo.multiply %331, %342 : tensor<2x8x32xf32>
    %737 = stablehlo.reduce(%736 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %738 = stablehlo.add %735, %737 : tensor<32xf32>
    %739 = stablehlo.multiply %738, %cst_7 : tensor<32xf32>
    %740 = stablehlo.subtract %arg6, %739 : tensor<32xf32>
    %741 = stablehlo.multiply %arg83, %cst_8 : tensor<32xf32>
    %742 = stablehlo.reduce(%331 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %743 = stablehlo.add %741, %742 : tensor<32xf32>
    %744 = stablehlo.multiply %743, %cst_7 : tensor<32xf32>
    %745 = stablehlo.subtract %arg45, %744 : tensor<32xf32>
    %746 = stablehlo.multiply %arg84, %cst_0 : tensor<128xf32>
    %747 = stablehlo.reduce(%257 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %748 = stablehlo.add %746, %747 : tensor<128xf32>
    %749 = stablehlo.multiply %748, %cst : tensor<128xf32>
    %750 = stablehlo.subtract %arg1, %749 : tensor<128xf32>
    %751 = stablehlo.multiply %arg85, %cst_6 : tensor<32x32xf32>
    %752 = stablehlo.transpose %329, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %753 = stablehlo.dot_general %752, %206, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %754 = stablehlo.add %751, %753 : tensor<32x32xf32>
    %755 = stablehlo.multiply %754, %cst_5 : tensor<32x32xf32>
    %756 = stablehlo.subtract %arg5, %755 : tensor<32x32xf32>
    %757 = stablehlo.multiply %arg86, %cst_8 : tensor<32xf32>
    %758 = stablehlo.reduce(%329 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %759 = stablehlo.add %757, %758 : tensor<32xf32>
    %760 = stablehlo.multiply %759, %cst_7 : tensor<32xf32>
    %761 = stablehlo.subtract %arg4, %760 : tensor<32xf32>
    %762 = stablehlo.multiply %arg87, %cst_8 : tensor<32xf32>
    %763 = stablehlo.multiply %303, %314 : tensor<2x8x32xf32>
    %764 = stablehlo.reduce(%763 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %765 = stablehlo.add %762, %764 : tensor<32xf32>
    %766 = stablehlo.multiply %765, %cst_7 : tensor<32xf32>
    %767 = stablehlo.subtract %arg3, %766 : tensor<32xf32>
    %768 = stablehlo.multiply %arg88, %cst_8 : tensor<32xf32>
    %769 = stablehlo.reduce(%303 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %770 = stablehlo.add %768, %769 : tensor<32xf32>
    %771 = stablehlo.multiply %770, %cst_7 : tensor<32xf32>
    %772 = stablehlo.subtract %arg46, %771 : tensor<32xf32>
    return %247, %532, %546, %558, %564, %569, %575, %580, %586, %591, %597, %602, %608, %613, %619, %624, %630, %635, %641, %646, %652, %657, %663, %668, %674, %679, %685, %690, %696, %701, %707, %712, %718, %723, %729, %734, %740, %745, %750, %756, %761, %767, %772, %530, %544, %556, %562, %567, %573, %578, %584, %589, %595, %600, %606, %611, %617, %622, %628, %633, %639, %644, %650, %655, %661, %666, %672, %677, %683, %688, %694, %699, %705, %710, %716, %721, %727, %732, %738, %743, %748, %754, %759, %765, %770 : tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<2x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
