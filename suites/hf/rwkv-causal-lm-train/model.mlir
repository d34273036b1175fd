module @IrToHlo.7604 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 42 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg3: tensor<32x64xf32> {tf.aliasing_output = 39 : i32}, %arg4: tensor<64x32xf32> {tf.aliasing_output = 37 : i32}, %arg5: tensor<1x1x32xf32> {tf.aliasing_output = 35 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg7: tensor<32x32xf32> {tf.aliasing_output = 34 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg10: tensor<1x1x32xf32> {tf.aliasing_output = 28 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg12: tensor<32x64xf32> {tf.aliasing_output = 21 : i32}, %arg13: tensor<64x32xf32> {tf.aliasing_output = 19 : i32}, %arg14: tensor<1x1x32xf32> {tf.aliasing_output = 17 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg18: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg19: tensor<1x1x32xf32> {tf.aliasing_output = 10 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg22: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg26: tensor<1x1x32xf32> {tf.aliasing_output = 11 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg29: tensor<1x1x32xf32> {tf.aliasing_output = 12 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 20 : i32}, %arg32: tensor<1x1x32xf32> {tf.aliasing_output = 18 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg35: tensor<1x1x32xf32> {tf.aliasing_output = 29 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<1x1x32xf32> {tf.aliasing_output = 30 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg40: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg41: tensor<1x1x32xf32> {tf.aliasing_output = 36 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg43: tensor<128x32xf32> {tf.aliasing_output = 43 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg47: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<1x1x32xf32> {tf.aliasing_output = 52 : i32}, %arg53: tensor<1x1x32xf32> {tf.aliasing_output = 53 : i32}, %arg54: tensor<1x1x32xf32> {tf.aliasing_output = 54 : i32}, %arg55: tensor<32x32xf32> {tf.aliasing_output = 55 : i32}, %arg56: tensor<32x32xf32> {tf.aliasing_output = 56 : i32}, %arg57: tensor<32x32xf32> {tf.aliasing_output = 57 : i32}, %arg58: tensor<32x32xf32> {tf.aliasing_output = 58 : i32}, %arg59: tensor<1x1x32xf32> {tf.aliasing_output = 59 : i32}, %arg60: tensor<1x1x32xf32> {tf.aliasing_output = 60 : i32}, %arg61: tensor<64x32xf32> {tf.aliasing_output = 61 : i32}, %arg62: tensor<32x32xf32> {tf.aliasing_output = 62 : i32}, %arg63: tensor<32x64xf32> {tf.aliasing_output = 63 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 64 : i32}, %arg65: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg66: tensor<32xf32> {tf.aliasing_output = 66 : i32}, %arg67: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 68 : i32}, %arg69: tensor<32xf32> {tf.aliasing_output = 69 : i32}, %arg70: tensor<1x1x32xf32> {tf.aliasing_output = 70 : i32}, %arg71: tensor<1x1x32xf32> {tf.aliasing_output = 71 : i32}, %arg72: tensor<1x1x32xf32> {tf.aliasing_output = 72 : i32}, %arg73: tensor<32x32xf32> {tf.aliasing_output = 73 : i32}, %arg74: tensor<32x32xf32> {tf.aliasing_output = 74 : i32}, %arg75: tensor<32x32xf32> {tf.aliasing_output = 75 : i32}, %arg76: tensor<32x32xf32> {tf.aliasing_output = 76 : i32}, %arg77: tensor<1x1x32xf32> {tf.aliasing_output = 77 : i32}, %arg78: tensor<1x1x32xf32> {tf.aliasing_output = 78 : i32}, %arg79: tensor<64x32xf32> {tf.aliasing_output = 79 : i32}, %arg80: tensor<32x32xf32> {tf.aliasing_output = 80 : i32}, %arg81: tensor<32x64xf32> {tf.aliasing_output = 81 : i32}, %arg82: tensor<32xf32> {tf.aliasing_output = 82 : i32}, %arg83: tensor<32xf32> {tf.aliasing_output = 83 : i32}, %arg84: tensor<128x32xf32> {tf.aliasing_output = 84 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<1x1x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<1x1x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<2x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_15 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %c_18 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_19 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %c_20 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_23 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_27 = stablehlo.constant dense<[true, false, false, false, false, false, false, false]> : tensor<8xi1>
    %c_28 = stablehlo.constant dense<[false, true, false, false, false, false, false, false]> : tensor<8xi1>
    %c_29 = stablehlo.constant dense<[false, false, true, false, false, false, false, false]> : tensor<8xi1>
    %c_30 = stablehlo.constant dense<[false, false, false, true, false, false, false, false]> : tensor<8xi1>
    %c_31 = stablehlo.constant dense<[false, false, false, false, true, false, false, false]> : tensor<8xi1>
    %c_32 = stablehlo.constant dense<[false, false, false, false, false, true, false, false]> : tensor<8xi1>
    %c_33 = stablehlo.constant dense<[false, false, false, false, false, false, true, false]> : tensor<8xi1>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<2x32xf32>
    %cst_35 = stablehlo.constant dense<-9.99999968E+37> : tensor<2x32xf32>
    %c_36 = stablehlo.constant dense<[false, false, false, false, false, false, false, true]> : tensor<8xi1>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<1x1x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_40 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %3 = stablehlo.convert %2 : (tensor<16xi64>) -> tensor<16xui32>
    %4 = "stablehlo.gather"(%arg22, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%6, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %7 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.add %1, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%12, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %13 = stablehlo.reshape %output_43 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.add %11, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %arg29 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.pad %16, %cst_42, low = [0, 1, 0], high = [0, -1, 0], interior = [0, 0, 0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.subtract %cst_37, %arg29 : tensor<1x1x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %24 = stablehlo.multiply %20, %23 : tensor<2x8x32xf32>
    %25 = stablehlo.add %19, %24 : tensor<2x8x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %28 = stablehlo.dot_general %26, %27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %30 = stablehlo.logistic %29 : tensor<2x8x32xf32>
    %31 = stablehlo.broadcast_in_dim %c_36, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %32 = stablehlo.exponential %arg27 : tensor<32xf32>
    %33 = stablehlo.negate %32 : tensor<32xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %35 = stablehlo.add %34, %cst_35 : tensor<2x32xf32>
    %36 = stablehlo.reshape %arg19 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %38 = stablehlo.multiply %16, %37 : tensor<2x8x32xf32>
    %39 = stablehlo.subtract %cst_37, %arg19 : tensor<1x1x32xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %42 = stablehlo.multiply %20, %41 : tensor<2x8x32xf32>
    %43 = stablehlo.add %38, %42 : tensor<2x8x32xf32>
    %44 = stablehlo.reshape %43 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %45 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %46 = stablehlo.dot_general %44, %45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %47 = stablehlo.reshape %46 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %48 = stablehlo.slice %47 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %50 = stablehlo.maximum %35, %49 : tensor<2x32xf32>
    %51 = stablehlo.add %50, %34 : tensor<2x32xf32>
    %52 = stablehlo.slice %47 [0:2, 1:2, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %54 = stablehlo.maximum %51, %53 : tensor<2x32xf32>
    %55 = stablehlo.add %54, %34 : tensor<2x32xf32>
    %56 = stablehlo.slice %47 [0:2, 2:3, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %58 = stablehlo.maximum %55, %57 : tensor<2x32xf32>
    %59 = stablehlo.add %58, %34 : tensor<2x32xf32>
    %60 = stablehlo.slice %47 [0:2, 3:4, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %62 = stablehlo.maximum %59, %61 : tensor<2x32xf32>
    %63 = stablehlo.add %62, %34 : tensor<2x32xf32>
    %64 = stablehlo.slice %47 [0:2, 4:5, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %66 = stablehlo.maximum %63, %65 : tensor<2x32xf32>
    %67 = stablehlo.add %66, %34 : tensor<2x32xf32>
    %68 = stablehlo.slice %47 [0:2, 5:6, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %70 = stablehlo.maximum %67, %69 : tensor<2x32xf32>
    %71 = stablehlo.add %70, %34 : tensor<2x32xf32>
    %72 = stablehlo.slice %47 [0:2, 6:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %74 = stablehlo.maximum %71, %73 : tensor<2x32xf32>
    %75 = stablehlo.slice %47 [0:2, 7:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %77 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %78 = stablehlo.add %76, %77 : tensor<2x32xf32>
    %79 = stablehlo.maximum %74, %78 : tensor<2x32xf32>
    %80 = stablehlo.subtract %74, %79 : tensor<2x32xf32>
    %81 = stablehlo.exponential %80 : tensor<2x32xf32>
    %82 = stablehlo.subtract %71, %74 : tensor<2x32xf32>
    %83 = stablehlo.exponential %82 : tensor<2x32xf32>
    %84 = stablehlo.subtract %67, %70 : tensor<2x32xf32>
    %85 = stablehlo.exponential %84 : tensor<2x32xf32>
    %86 = stablehlo.subtract %63, %66 : tensor<2x32xf32>
    %87 = stablehlo.exponential %86 : tensor<2x32xf32>
    %88 = stablehlo.subtract %59, %62 : tensor<2x32xf32>
    %89 = stablehlo.exponential %88 : tensor<2x32xf32>
    %90 = stablehlo.subtract %55, %58 : tensor<2x32xf32>
    %91 = stablehlo.exponential %90 : tensor<2x32xf32>
    %92 = stablehlo.subtract %51, %54 : tensor<2x32xf32>
    %93 = stablehlo.exponential %92 : tensor<2x32xf32>
    %94 = stablehlo.subtract %35, %50 : tensor<2x32xf32>
    %95 = stablehlo.exponential %94 : tensor<2x32xf32>
    %96 = stablehlo.multiply %95, %cst_34 : tensor<2x32xf32>
    %97 = stablehlo.subtract %49, %50 : tensor<2x32xf32>
    %98 = stablehlo.exponential %97 : tensor<2x32xf32>
    %99 = stablehlo.reshape %arg26 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %101 = stablehlo.multiply %16, %100 : tensor<2x8x32xf32>
    %102 = stablehlo.subtract %cst_37, %arg26 : tensor<1x1x32xf32>
    %103 = stablehlo.reshape %102 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %105 = stablehlo.multiply %20, %104 : tensor<2x8x32xf32>
    %106 = stablehlo.add %101, %105 : tensor<2x8x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %108 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %111 = stablehlo.slice %110 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %113 = stablehlo.multiply %98, %112 : tensor<2x32xf32>
    %114 = stablehlo.add %96, %113 : tensor<2x32xf32>
    %115 = stablehlo.multiply %93, %114 : tensor<2x32xf32>
    %116 = stablehlo.subtract %53, %54 : tensor<2x32xf32>
    %117 = stablehlo.exponential %116 : tensor<2x32xf32>
    %118 = stablehlo.slice %110 [0:2, 1:2, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %120 = stablehlo.multiply %117, %119 : tensor<2x32xf32>
    %121 = stablehlo.add %115, %120 : tensor<2x32xf32>
    %122 = stablehlo.multiply %91, %121 : tensor<2x32xf32>
    %123 = stablehlo.subtract %57, %58 : tensor<2x32xf32>
    %124 = stablehlo.exponential %123 : tensor<2x32xf32>
    %125 = stablehlo.slice %110 [0:2, 2:3, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %127 = stablehlo.multiply %124, %126 : tensor<2x32xf32>
    %128 = stablehlo.add %122, %127 : tensor<2x32xf32>
    %129 = stablehlo.multiply %89, %128 : tensor<2x32xf32>
    %130 = stablehlo.subtract %61, %62 : tensor<2x32xf32>
    %131 = stablehlo.exponential %130 : tensor<2x32xf32>
    %132 = stablehlo.slice %110 [0:2, 3:4, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %134 = stablehlo.multiply %131, %133 : tensor<2x32xf32>
    %135 = stablehlo.add %129, %134 : tensor<2x32xf32>
    %136 = stablehlo.multiply %87, %135 : tensor<2x32xf32>
    %137 = stablehlo.subtract %65, %66 : tensor<2x32xf32>
    %138 = stablehlo.exponential %137 : tensor<2x32xf32>
    %139 = stablehlo.slice %110 [0:2, 4:5, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %141 = stablehlo.multiply %138, %140 : tensor<2x32xf32>
    %142 = stablehlo.add %136, %141 : tensor<2x32xf32>
    %143 = stablehlo.multiply %85, %142 : tensor<2x32xf32>
    %144 = stablehlo.subtract %69, %70 : tensor<2x32xf32>
    %145 = stablehlo.exponential %144 : tensor<2x32xf32>
    %146 = stablehlo.slice %110 [0:2, 5:6, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %148 = stablehlo.multiply %145, %147 : tensor<2x32xf32>
    %149 = stablehlo.add %143, %148 : tensor<2x32xf32>
    %150 = stablehlo.multiply %83, %149 : tensor<2x32xf32>
    %151 = stablehlo.subtract %73, %74 : tensor<2x32xf32>
    %152 = stablehlo.exponential %151 : tensor<2x32xf32>
    %153 = stablehlo.slice %110 [0:2, 6:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %155 = stablehlo.multiply %152, %154 : tensor<2x32xf32>
    %156 = stablehlo.add %150, %155 : tensor<2x32xf32>
    %157 = stablehlo.multiply %81, %156 : tensor<2x32xf32>
    %158 = stablehlo.subtract %78, %79 : tensor<2x32xf32>
    %159 = stablehlo.exponential %158 : tensor<2x32xf32>
    %160 = stablehlo.slice %110 [0:2, 7:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %162 = stablehlo.multiply %159, %161 : tensor<2x32xf32>
    %163 = stablehlo.add %157, %162 : tensor<2x32xf32>
    %164 = stablehlo.add %96, %98 : tensor<2x32xf32>
    %165 = stablehlo.multiply %93, %164 : tensor<2x32xf32>
    %166 = stablehlo.add %165, %117 : tensor<2x32xf32>
    %167 = stablehlo.multiply %91, %166 : tensor<2x32xf32>
    %168 = stablehlo.add %167, %124 : tensor<2x32xf32>
    %169 = stablehlo.multiply %89, %168 : tensor<2x32xf32>
    %170 = stablehlo.add %169, %131 : tensor<2x32xf32>
    %171 = stablehlo.multiply %87, %170 : tensor<2x32xf32>
    %172 = stablehlo.add %171, %138 : tensor<2x32xf32>
    %173 = stablehlo.multiply %85, %172 : tensor<2x32xf32>
    %174 = stablehlo.add %173, %145 : tensor<2x32xf32>
    %175 = stablehlo.multiply %83, %174 : tensor<2x32xf32>
    %176 = stablehlo.add %175, %152 : tensor<2x32xf32>
    %177 = stablehlo.multiply %81, %176 : tensor<2x32xf32>
    %178 = stablehlo.add %177, %159 : tensor<2x32xf32>
    %179 = stablehlo.divide %163, %178 : tensor<2x32xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.broadcast_in_dim %c_33, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %182 = stablehlo.add %73, %77 : tensor<2x32xf32>
    %183 = stablehlo.maximum %70, %182 : tensor<2x32xf32>
    %184 = stablehlo.subtract %70, %183 : tensor<2x32xf32>
    %185 = stablehlo.exponential %184 : tensor<2x32xf32>
    %186 = stablehlo.multiply %185, %149 : tensor<2x32xf32>
    %187 = stablehlo.subtract %182, %183 : tensor<2x32xf32>
    %188 = stablehlo.exponential %187 : tensor<2x32xf32>
    %189 = stablehlo.multiply %188, %154 : tensor<2x32xf32>
    %190 = stablehlo.add %186, %189 : tensor<2x32xf32>
    %191 = stablehlo.multiply %185, %174 : tensor<2x32xf32>
    %192 = stablehlo.add %191, %188 : tensor<2x32xf32>
    %193 = stablehlo.divide %190, %192 : tensor<2x32xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %195 = stablehlo.broadcast_in_dim %c_32, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %196 = stablehlo.add %69, %77 : tensor<2x32xf32>
    %197 = stablehlo.maximum %66, %196 : tensor<2x32xf32>
    %198 = stablehlo.subtract %66, %197 : tensor<2x32xf32>
    %199 = stablehlo.exponential %198 : tensor<2x32xf32>
    %200 = stablehlo.multiply %199, %142 : tensor<2x32xf32>
    %201 = stablehlo.subtract %196, %197 : tensor<2x32xf32>
    %202 = stablehlo.exponential %201 : tensor<2x32xf32>
    %203 = stablehlo.multiply %202, %147 : tensor<2x32xf32>
    %204 = stablehlo.add %200, %203 : tensor<2x32xf32>
    %205 = stablehlo.multiply %199, %172 : tensor<2x32xf32>
    %206 = stablehlo.add %205, %202 : tensor<2x32xf32>
    %207 = stablehlo.divide %204, %206 : tensor<2x32xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.broadcast_in_dim %c_31, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %210 = stablehlo.add %65, %77 : tensor<2x32xf32>
    %211 = stablehlo.maximum %62, %210 : tensor<2x32xf32>
    %212 = stablehlo.subtract %62, %211 : tensor<2x32xf32>
    %213 = stablehlo.exponential %212 : tensor<2x32xf32>
    %214 = stablehlo.multiply %213, %135 : tensor<2x32xf32>
    %215 = stablehlo.subtract %210, %211 : tensor<2x32xf32>
    %216 = stablehlo.exponential %215 : tensor<2x32xf32>
    %217 = stablehlo.multiply %216, %140 : tensor<2x32xf32>
    %218 = stablehlo.add %214, %217 : tensor<2x32xf32>
    %219 = stablehlo.multiply %213, %170 : tensor<2x32xf32>
    %220 = stablehlo.add %219, %216 : tensor<2x32xf32>
    %221 = stablehlo.divide %218, %220 : tensor<2x32xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.broadcast_in_dim %c_30, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %224 = stablehlo.add %61, %77 : tensor<2x32xf32>
    %225 = stablehlo.maximum %58, %224 : tensor<2x32xf32>
    %226 = stablehlo.subtract %58, %225 : tensor<2x32xf32>
    %227 = stablehlo.exponential %226 : tensor<2x32xf32>
    %228 = stablehlo.multiply %227, %128 : tensor<2x32xf32>
    %229 = stablehlo.subtract %224, %225 : tensor<2x32xf32>
    %230 = stablehlo.exponential %229 : tensor<2x32xf32>
    %231 = stablehlo.multiply %230, %133 : tensor<2x32xf32>
    %232 = stablehlo.add %228, %231 : tensor<2x32xf32>
    %233 = stablehlo.multiply %227, %168 : tensor<2x32xf32>
    %234 = stablehlo.add %233, %230 : tensor<2x32xf32>
    %235 = stablehlo.divide %232, %234 : tensor<2x32xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %237 = stablehlo.broadcast_in_dim %c_29, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %238 = stablehlo.add %57, %77 : tensor<2x32xf32>
    %239 = stablehlo.maximum %54, %238 : tensor<2x32xf32>
    %240 = stablehlo.subtract %54, %239 : tensor<2x32xf32>
    %241 = stablehlo.exponential %240 : tensor<2x32xf32>
    %242 = stablehlo.multiply %241, %121 : tensor<2x32xf32>
    %243 = stablehlo.subtract %238, %239 : tensor<2x32xf32>
    %244 = stablehlo.exponential %243 : tensor<2x32xf32>
    %245 = stablehlo.multiply %244, %126 : tensor<2x32xf32>
    %246 = stablehlo.add %242, %245 : tensor<2x32xf32>
    %247 = stablehlo.multiply %241, %166 : tensor<2x32xf32>
    %248 = stablehlo.add %247, %244 : tensor<2x32xf32>
    %249 = stablehlo.divide %246, %248 : tensor<2x32xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %251 = stablehlo.broadcast_in_dim %c_28, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %252 = stablehlo.add %53, %77 : tensor<2x32xf32>
    %253 = stablehlo.maximum %50, %252 : tensor<2x32xf32>
    %254 = stablehlo.subtract %50, %253 : tensor<2x32xf32>
    %255 = stablehlo.exponential %254 : tensor<2x32xf32>
    %256 = stablehlo.multiply %255, %114 : tensor<2x32xf32>
    %257 = stablehlo.subtract %252, %253 : tensor<2x32xf32>
    %258 = stablehlo.exponential %257 : tensor<2x32xf32>
    %259 = stablehlo.multiply %258, %119 : tensor<2x32xf32>
    %260 = stablehlo.add %256, %259 : tensor<2x32xf32>
    %261 = stablehlo.multiply %255, %164 : tensor<2x32xf32>
    %262 = stablehlo.add %261, %258 : tensor<2x32xf32>
    %263 = stablehlo.divide %260, %262 : tensor<2x32xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %265 = stablehlo.broadcast_in_dim %c_27, dims = [1] : (tensor<8xi1>) -> tensor<2x8x32xi1>
    %266 = stablehlo.add %49, %77 : tensor<2x32xf32>
    %267 = stablehlo.maximum %266, %cst_35 : tensor<2x32xf32>
    %268 = stablehlo.subtract %cst_35, %267 : tensor<2x32xf32>
    %269 = stablehlo.exponential %268 : tensor<2x32xf32>
    %270 = stablehlo.multiply %269, %cst_34 : tensor<2x32xf32>
    %271 = stablehlo.subtract %266, %267 : tensor<2x32xf32>
    %272 = stablehlo.exponential %271 : tensor<2x32xf32>
    %273 = stablehlo.multiply %272, %112 : tensor<2x32xf32>
    %274 = stablehlo.add %270, %273 : tensor<2x32xf32>
    %275 = stablehlo.add %270, %272 : tensor<2x32xf32>
    %276 = stablehlo.divide %274, %275 : tensor<2x32xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.select %265, %277, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %279 = stablehlo.select %251, %264, %278 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %280 = stablehlo.select %237, %250, %279 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %281 = stablehlo.select %223, %236, %280 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %282 = stablehlo.select %209, %222, %281 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %283 = stablehlo.select %195, %208, %282 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %284 = stablehlo.select %181, %194, %283 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %285 = stablehlo.select %31, %180, %284 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %286 = stablehlo.multiply %30, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %288 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %289 = stablehlo.dot_general %287, %288, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %290 = stablehlo.reshape %289 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %291 = stablehlo.add %10, %290 : tensor<2x8x32xf32>
    %292 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %293 = stablehlo.reshape %291 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%293, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %294 = stablehlo.reshape %output_46 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %295 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %296 = stablehlo.multiply %294, %295 : tensor<2x8x32xf32>
    %297 = stablehlo.add %292, %296 : tensor<2x8x32xf32>
    %298 = stablehlo.reshape %arg32 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %300 = stablehlo.multiply %297, %299 : tensor<2x8x32xf32>
    %301 = stablehlo.pad %297, %cst_42, low = [0, 1, 0], high = [0, -1, 0], interior = [0, 0, 0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8x32xf32>
    %302 = stablehlo.subtract %cst_37, %arg32 : tensor<1x1x32xf32>
    %303 = stablehlo.reshape %302 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %305 = stablehlo.multiply %301, %304 : tensor<2x8x32xf32>
    %306 = stablehlo.add %300, %305 : tensor<2x8x32xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %308 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %309 = stablehlo.dot_general %307, %308, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %310 = stablehlo.reshape %309 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %311 = stablehlo.logistic %310 : tensor<2x8x32xf32>
    %312 = stablehlo.reshape %arg14 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %314 = stablehlo.multiply %297, %313 : tensor<2x8x32xf32>
    %315 = stablehlo.subtract %cst_37, %arg14 : tensor<1x1x32xf32>
    %316 = stablehlo.reshape %315 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %318 = stablehlo.multiply %301, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.add %314, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %321 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %322 = stablehlo.dot_general %320, %321, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %323 = stablehlo.reshape %322 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %324 = stablehlo.maximum %323, %cst_25 : tensor<2x8x64xf32>
    %325 = stablehlo.power %324, %cst_24 : tensor<2x8x64xf32>
    %326 = stablehlo.reshape %325 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %327 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %328 = stablehlo.dot_general %326, %327, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %329 = stablehlo.reshape %328 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %330 = stablehlo.multiply %311, %329 : tensor<2x8x32xf32>
    %331 = stablehlo.add %291, %330 : tensor<2x8x32xf32>
    %332 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %333 = stablehlo.reshape %331 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%333, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %334 = stablehlo.reshape %output_49 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %335 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %336 = stablehlo.multiply %334, %335 : tensor<2x8x32xf32>
    %337 = stablehlo.add %332, %336 : tensor<2x8x32xf32>
    %338 = stablehlo.reshape %arg38 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %340 = stablehlo.multiply %337, %339 : tensor<2x8x32xf32>
    %341 = stablehlo.pad %337, %cst_42, low = [0, 1, 0], high = [0, -1, 0], interior = [0, 0, 0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8x32xf32>
    %342 = stablehlo.subtract %cst_37, %arg38 : tensor<1x1x32xf32>
    %343 = stablehlo.reshape %342 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %345 = stablehlo.multiply %341, %344 : tensor<2x8x32xf32>
    %346 = stablehlo.add %340, %345 : tensor<2x8x32xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %348 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %349 = stablehlo.dot_general %347, %348, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %350 = stablehlo.reshape %349 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %351 = stablehlo.logistic %350 : tensor<2x8x32xf32>
    %352 = stablehlo.exponential %arg36 : tensor<32xf32>
    %353 = stablehlo.negate %352 : tensor<32xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %355 = stablehlo.add %354, %cst_35 : tensor<2x32xf32>
    %356 = stablehlo.reshape %arg10 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %358 = stablehlo.multiply %337, %357 : tensor<2x8x32xf32>
    %359 = stablehlo.subtract %cst_37, %arg10 : tensor<1x1x32xf32>
    %360 = stablehlo.reshape %359 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %362 = stablehlo.multiply %341, %361 : tensor<2x8x32xf32>
    %363 = stablehlo.add %358, %362 : tensor<2x8x32xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %365 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %366 = stablehlo.dot_general %364, %365, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %367 = stablehlo.reshape %366 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %368 = stablehlo.slice %367 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %369 = stablehlo.reshape %368 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %370 = stablehlo.maximum %355, %369 : tensor<2x32xf32>
    %371 = stablehlo.add %370, %354 : tensor<2x32xf32>
    %372 = stablehlo.slice %367 [0:2, 1:2, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %373 = stablehlo.reshape %372 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %374 = stablehlo.maximum %371, %373 : tensor<2x32xf32>
    %375 = stablehlo.add %374, %354 : tensor<2x32xf32>
    %376 = stablehlo.slice %367 [0:2, 2:3, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %377 = stablehlo.reshape %376 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %378 = stablehlo.maximum %375, %377 : tensor<2x32xf32>
    %379 = stablehlo.add %378, %354 : tensor<2x32xf32>
    %380 = stablehlo.slice %367 [0:2, 3:4, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %381 = stablehlo.reshape %380 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %382 = stablehlo.maximum %379, %381 : tensor<2x32xf32>
    %383 = stablehlo.add %382, %354 : tensor<2x32xf32>
    %384 = stablehlo.slice %367 [0:2, 4:5, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %385 = stablehlo.reshape %384 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %386 = stablehlo.maximum %383, %385 : tensor<2x32xf32>
    %387 = stablehlo.add %386, %354 : tensor<2x32xf32>
    %388 = stablehlo.slice %367 [0:2, 5:6, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %389 = stablehlo.reshape %388 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %390 = stablehlo.maximum %387, %389 : tensor<2x32xf32>
    %391 = stablehlo.add %390, %354 : tensor<2x32xf32>
    %392 = stablehlo.slice %367 [0:2, 6:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %394 = stablehlo.maximum %391, %393 : tensor<2x32xf32>
    %395 = stablehlo.slice %367 [0:2, 7:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %396 = stablehlo.reshape %395 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %397 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<2x32xf32>
    %398 = stablehlo.add %396, %397 : tensor<2x32xf32>
    %399 = stablehlo.maximum %394, %398 : tensor<2x32xf32>
    %400 = stablehlo.subtract %394, %399 : tensor<2x32xf32>
    %401 = stablehlo.exponential %400 : tensor<2x32xf32>
    %402 = stablehlo.subtract %391, %394 : tensor<2x32xf32>
    %403 = stablehlo.exponential %402 : tensor<2x32xf32>
    %404 = stablehlo.subtract %387, %390 : tensor<2x32xf32>
    %405 = stablehlo.exponential %404 : tensor<2x32xf32>
    %406 = stablehlo.subtract %383, %386 : tensor<2x32xf32>
    %407 = stablehlo.exponential %406 : tensor<2x32xf32>
    %408 = stablehlo.subtract %379, %382 : tensor<2x32xf32>
    %409 = stablehlo.exponential %408 : tensor<2x32xf32>
    %410 = stablehlo.subtract %375, %378 : tensor<2x32xf32>
    %411 = stablehlo.exponential %410 : tensor<2x32xf32>
    %412 = stablehlo.subtract %371, %374 : tensor<2x32xf32>
    %413 = stablehlo.exponential %412 : tensor<2x32xf32>
    %414 = stablehlo.subtract %355, %370 : tensor<2x32xf32>
    %415 = stablehlo.exponential %414 : tensor<2x32xf32>
    %416 = stablehlo.multiply %415, %cst_34 : tensor<2x32xf32>
    %417 = stablehlo.subtract %369, %370 : tensor<2x32xf32>
    %418 = stablehlo.exponential %417 : tensor<2x32xf32>
    %419 = stablehlo.reshape %arg35 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %421 = stablehlo.multiply %337, %420 : tensor<2x8x32xf32>
    %422 = stablehlo.subtract %cst_37, %arg35 : tensor<1x1x32xf32>
    %423 = stablehlo.reshape %422 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %425 = stablehlo.multiply %341, %424 : tensor<2x8x32xf32>
    %426 = stablehlo.add %421, %425 : tensor<2x8x32xf32>
    %427 = stablehlo.reshape %426 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %428 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %429 = stablehlo.dot_general %427, %428, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %430 = stablehlo.reshape %429 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %431 = stablehlo.slice %430 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %432 = stablehlo.reshape %431 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %433 = stablehlo.multiply %418, %432 : tensor<2x32xf32>
    %434 = stablehlo.add %416, %433 : tensor<2x32xf32>
    %435 = stablehlo.multiply %413, %434 : tensor<2x32xf32>
    %436 = stablehlo.subtract %373, %374 : tensor<2x32xf32>
    %437 = stablehlo.exponential %436 : tensor<2x32xf32>
    %438 = stablehlo.slice %430 [0:2, 1:2, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %439 = stablehlo.reshape %438 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %440 = stablehlo.multiply %437, %439 : tensor<2x32xf32>
    %441 = stablehlo.add %435, %440 : tensor<2x32xf32>
    %442 = stablehlo.multiply %411, %441 : tensor<2x32xf32>
    %443 = stablehlo.subtract %377, %378 : tensor<2x32xf32>
    %444 = stablehlo.exponential %443 : tensor<2x32xf32>
    %445 = stablehlo.slice %430 [0:2, 2:3, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %446 = stablehlo.reshape %445 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %447 = stablehlo.multiply %444, %446 : tensor<2x32xf32>
    %448 = stablehlo.add %442, %447 : tensor<2x32xf32>
    %449 = stablehlo.multiply %409, %448 : tensor<2x32xf32>
    %450 = stablehlo.subtract %381, %382 : tensor<2x32xf32>
    %451 = stablehlo.exponential %450 : tensor<2x32xf32>
    %452 = stablehlo.slice %430 [0:2, 3:4, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %453 = stablehlo.reshape %452 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %454 = stablehlo.multiply %451, %453 : tensor<2x32xf32>
    %455 = stablehlo.add %449, %454 : tensor<2x32xf32>
    %456 = stablehlo.multiply %407, %455 : tensor<2x32xf32>
    %457 = stablehlo.subtract %385, %386 : tensor<2x32xf32>
    %458 = stablehlo.exponential %457 : tensor<2x32xf32>
    %459 = stablehlo.slice %430 [0:2, 4:5, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %460 = stablehlo.reshape %459 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %461 = stablehlo.multiply %458, %460 : tensor<2x32xf32>
    %462 = stablehlo.add %456, %461 : tensor<2x32xf32>
    %463 = stablehlo.multiply %405, %462 : tensor<2x32xf32>
    %464 = stablehlo.subtract %389, %390 : tensor<2x32xf32>
    %465 = stablehlo.exponential %464 : tensor<2x32xf32>
    %466 = stablehlo.slice %430 [0:2, 5:6, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %467 = stablehlo.reshape %466 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %468 = stablehlo.multiply %465, %467 : tensor<2x32xf32>
    %469 = stablehlo.add %463, %468 : tensor<2x32xf32>
    %470 = stablehlo.multiply %403, %469 : tensor<2x32xf32>
    %471 = stablehlo.subtract %393, %394 : tensor<2x32xf32>
    %472 = stablehlo.exponential %471 : tensor<2x32xf32>
    %473 = stablehlo.slice %430 [0:2, 6:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %474 = stablehlo.reshape %473 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %475 = stablehlo.multiply %472, %474 : tensor<2x32xf32>
    %476 = stablehlo.add %470, %475 : tensor<2x32xf32>
    %477 = stablehlo.multiply %401, %476 : tensor<2x32xf32>
    %478 = stablehlo.subtract %398, %399 : tensor<2x32xf32>
    %479 = stablehlo.exponential %478 : tensor<2x32xf32>
    %480 = stablehlo.slice %430 [0:2, 7:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %481 = stablehlo.reshape %480 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %482 = stablehlo.multiply %479, %481 : tensor<2x32xf32>
    %483 = stablehlo.add %477, %482 : tensor<2x32xf32>
    %484 = stablehlo.add %416, %418 : tensor<2x32xf32>
    %485 = stablehlo.multiply %413, %484 : tensor<2x32xf32>
    %486 = stablehlo.add %485, %437 : tensor<2x32xf32>
    %487 = stablehlo.multiply %411, %486 : tensor<2x32xf32>
    %488 = stablehlo.add %487, %444 : tensor<2x32xf32>
    %489 = stablehlo.multiply %409, %488 : tensor<2x32xf32>
    %490 = stablehlo.add %489, %451 : tensor<2x32xf32>
    %491 = stablehlo.multiply %407, %490 : tensor<2x32xf32>
    %492 = stablehlo.add %491, %458 : tensor<2x32xf32>
    %493 = stablehlo.multiply %405, %492 : tensor<2x32xf32>
    %494 = stablehlo.add %493, %465 : tensor<2x32xf32>
    %495 = stablehlo.multiply %403, %494 : tensor<2x32xf32>
    %496 = stablehlo.add %495, %472 : tensor<2x32xf32>
    %497 = stablehlo.multiply %401, %496 : tensor<2x32xf32>
    %498 = stablehlo.add %497, %479 : tensor<2x32xf32>
    %499 = stablehlo.divide %483, %498 : tensor<2x32xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %501 = stablehlo.add %393, %397 : tensor<2x32xf32>
    %502 = stablehlo.maximum %390, %501 : tensor<2x32xf32>
    %503 = stablehlo.subtract %390, %502 : tensor<2x32xf32>
    %504 = stablehlo.exponential %503 : tensor<2x32xf32>
    %505 = stablehlo.multiply %504, %469 : tensor<2x32xf32>
    %506 = stablehlo.subtract %501, %502 : tensor<2x32xf32>
    %507 = stablehlo.exponential %506 : tensor<2x32xf32>
    %508 = stablehlo.multiply %507, %474 : tensor<2x32xf32>
    %509 = stablehlo.add %505, %508 : tensor<2x32xf32>
    %510 = stablehlo.multiply %504, %494 : tensor<2x32xf32>
    %511 = stablehlo.add %510, %507 : tensor<2x32xf32>
    %512 = stablehlo.divide %509, %511 : tensor<2x32xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %514 = stablehlo.add %389, %397 : tensor<2x32xf32>
    %515 = stablehlo.maximum %386, %514 : tensor<2x32xf32>
    %516 = stablehlo.subtract %386, %515 : tensor<2x32xf32>
    %517 = stablehlo.exponential %516 : tensor<2x32xf32>
    %518 = stablehlo.multiply %517, %462 : tensor<2x32xf32>
    %519 = stablehlo.subtract %514, %515 : tensor<2x32xf32>
    %520 = stablehlo.exponential %519 : tensor<2x32xf32>
    %521 = stablehlo.multiply %520, %467 : tensor<2x32xf32>
    %522 = stablehlo.add %518, %521 : tensor<2x32xf32>
    %523 = stablehlo.multiply %517, %492 : tensor<2x32xf32>
    %524 = stablehlo.add %523, %520 : tensor<2x32xf32>
    %525 = stablehlo.divide %522, %524 : tensor<2x32xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %527 = stablehlo.add %385, %397 : tensor<2x32xf32>
    %528 = stablehlo.maximum %382, %527 : tensor<2x32xf32>
    %529 = stablehlo.subtract %382, %528 : tensor<2x32xf32>
    %530 = stablehlo.exponential %529 : tensor<2x32xf32>
    %531 = stablehlo.multiply %530, %455 : tensor<2x32xf32>
    %532 = stablehlo.subtract %527, %528 : tensor<2x32xf32>
    %533 = stablehlo.exponential %532 : tensor<2x32xf32>
    %534 = stablehlo.multiply %533, %460 : tensor<2x32xf32>
    %535 = stablehlo.add %531, %534 : tensor<2x32xf32>
    %536 = stablehlo.multiply %530, %490 : tensor<2x32xf32>
    %537 = stablehlo.add %536, %533 : tensor<2x32xf32>
    %538 = stablehlo.divide %535, %537 : tensor<2x32xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %540 = stablehlo.add %381, %397 : tensor<2x32xf32>
    %541 = stablehlo.maximum %378, %540 : tensor<2x32xf32>
    %542 = stablehlo.subtract %378, %541 : tensor<2x32xf32>
    %543 = stablehlo.exponential %542 : tensor<2x32xf32>
    %544 = stablehlo.multiply %543, %448 : tensor<2x32xf32>
    %545 = stablehlo.subtract %540, %541 : tensor<2x32xf32>
    %546 = stablehlo.exponential %545 : tensor<2x32xf32>
    %547 = stablehlo.multiply %546, %453 : tensor<2x32xf32>
    %548 = stablehlo.add %544, %547 : tensor<2x32xf32>
    %549 = stablehlo.multiply %543, %488 : tensor<2x32xf32>
    %550 = stablehlo.add %549, %546 : tensor<2x32xf32>
    %551 = stablehlo.divide %548, %550 : tensor<2x32xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %553 = stablehlo.add %377, %397 : tensor<2x32xf32>
    %554 = stablehlo.maximum %374, %553 : tensor<2x32xf32>
    %555 = stablehlo.subtract %374, %554 : tensor<2x32xf32>
    %556 = stablehlo.exponential %555 : tensor<2x32xf32>
    %557 = stablehlo.multiply %556, %441 : tensor<2x32xf32>
    %558 = stablehlo.subtract %553, %554 : tensor<2x32xf32>
    %559 = stablehlo.exponential %558 : tensor<2x32xf32>
    %560 = stablehlo.multiply %559, %446 : tensor<2x32xf32>
    %561 = stablehlo.add %557, %560 : tensor<2x32xf32>
    %562 = stablehlo.multiply %556, %486 : tensor<2x32xf32>
    %563 = stablehlo.add %562, %559 : tensor<2x32xf32>
    %564 = stablehlo.divide %561, %563 : tensor<2x32xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %566 = stablehlo.add %373, %397 : tensor<2x32xf32>
    %567 = stablehlo.maximum %370, %566 : tensor<2x32xf32>
    %568 = stablehlo.subtract %370, %567 : tensor<2x32xf32>
    %569 = stablehlo.exponential %568 : tensor<2x32xf32>
    %570 = stablehlo.multiply %569, %434 : tensor<2x32xf32>
    %571 = stablehlo.subtract %566, %567 : tensor<2x32xf32>
    %572 = stablehlo.exponential %571 : tensor<2x32xf32>
    %573 = stablehlo.multiply %572, %439 : tensor<2x32xf32>
    %574 = stablehlo.add %570, %573 : tensor<2x32xf32>
    %575 = stablehlo.multiply %569, %484 : tensor<2x32xf32>
    %576 = stablehlo.add %575, %572 : tensor<2x32xf32>
    %577 = stablehlo.divide %574, %576 : tensor<2x32xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %579 = stablehlo.add %369, %397 : tensor<2x32xf32>
    %580 = stablehlo.maximum %579, %cst_35 : tensor<2x32xf32>
    %581 = stablehlo.subtract %cst_35, %580 : tensor<2x32xf32>
    %582 = stablehlo.exponential %581 : tensor<2x32xf32>
    %583 = stablehlo.multiply %582, %cst_34 : tensor<2x32xf32>
    %584 = stablehlo.subtract %579, %580 : tensor<2x32xf32>
    %585 = stablehlo.exponential %584 : tensor<2x32xf32>
    %586 = stablehlo.multiply %585, %432 : tensor<2x32xf32>
    %587 = stablehlo.add %583, %586 : tensor<2x32xf32>
    %588 = stablehlo.add %583, %585 : tensor<2x32xf32>
    %589 = stablehlo.divide %587, %588 : tensor<2x32xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %591 = stablehlo.select %265, %590, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %592 = stablehlo.select %251, %578, %591 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %593 = stablehlo.select %237, %565, %592 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %594 = stablehlo.select %223, %552, %593 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %595 = stablehlo.select %209, %539, %594 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %596 = stablehlo.select %195, %526, %595 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %597 = stablehlo.select %181, %513, %596 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %598 = stablehlo.select %31, %500, %597 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %599 = stablehlo.multiply %351, %598 : tensor<2x8x32xf32>
    %600 = stablehlo.reshape %599 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %601 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %602 = stablehlo.dot_general %600, %601, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %603 = stablehlo.reshape %602 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %604 = stablehlo.add %331, %603 : tensor<2x8x32xf32>
    %605 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %606 = stablehlo.reshape %604 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%606, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %607 = stablehlo.reshape %output_52 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %608 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %609 = stablehlo.multiply %607, %608 : tensor<2x8x32xf32>
    %610 = stablehlo.add %605, %609 : tensor<2x8x32xf32>
    %611 = stablehlo.reshape %arg41 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %613 = stablehlo.multiply %610, %612 : tensor<2x8x32xf32>
    %614 = stablehlo.pad %610, %cst_42, low = [0, 1, 0], high = [0, -1, 0], interior = [0, 0, 0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8x32xf32>
    %615 = stablehlo.subtract %cst_37, %arg41 : tensor<1x1x32xf32>
    %616 = stablehlo.reshape %615 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %617 = stablehlo.broadcast_in_dim %616, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %618 = stablehlo.multiply %614, %617 : tensor<2x8x32xf32>
    %619 = stablehlo.add %613, %618 : tensor<2x8x32xf32>
    %620 = stablehlo.reshape %619 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %621 = stablehlo.transpose %arg40, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %622 = stablehlo.dot_general %620, %621, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %623 = stablehlo.reshape %622 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %624 = stablehlo.logistic %623 : tensor<2x8x32xf32>
    %625 = stablehlo.reshape %arg5 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %627 = stablehlo.multiply %610, %626 : tensor<2x8x32xf32>
    %628 = stablehlo.subtract %cst_37, %arg5 : tensor<1x1x32xf32>
    %629 = stablehlo.reshape %628 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %631 = stablehlo.multiply %614, %630 : tensor<2x8x32xf32>
    %632 = stablehlo.add %627, %631 : tensor<2x8x32xf32>
    %633 = stablehlo.reshape %632 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %634 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %635 = stablehlo.dot_general %633, %634, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %636 = stablehlo.reshape %635 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %637 = stablehlo.maximum %636, %cst_25 : tensor<2x8x64xf32>
    %638 = stablehlo.power %637, %cst_24 : tensor<2x8x64xf32>
    %639 = stablehlo.reshape %638 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %640 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %641 = stablehlo.dot_general %639, %640, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %642 = stablehlo.reshape %641 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %643 = stablehlo.multiply %624, %642 : tensor<2x8x32xf32>
    %644 = stablehlo.add %604, %643 : tensor<2x8x32xf32>
    %645 = stablehlo.reshape %644 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_55, %batch_mean_56, %batch_var_57 = "stablehlo.batch_norm_training"(%645, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %646 = stablehlo.reshape %output_55 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %647 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %648 = stablehlo.multiply %646, %647 : tensor<2x8x32xf32>
    %649 = stablehlo.add %0, %648 : tensor<2x8x32xf32>
    %650 = stablehlo.reshape %649 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %651 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %652 = stablehlo.dot_general %650, %651, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %653 = stablehlo.reshape %652 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %654 = stablehlo.slice %653 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %655 = stablehlo.reduce(%654 init: %cst_41) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %657 = stablehlo.subtract %654, %656 : tensor<2x7x128xf32>
    %658 = stablehlo.exponential %657 : tensor<2x7x128xf32>
    %659 = stablehlo.reduce(%658 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %660 = stablehlo.log %659 : tensor<2x7xf32>
    %661 = stablehlo.broadcast_in_dim %660, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %662 = stablehlo.subtract %657, %661 : tensor<2x7x128xf32>
    %663 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %665 = stablehlo.broadcast_in_dim %c_40, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %666 = stablehlo.compare  EQ, %664, %665 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %667 = stablehlo.convert %666 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %668 = stablehlo.convert %667 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %669 = stablehlo.multiply %662, %668 : tensor<2x7x128xf32>
    %670 = stablehlo.reduce(%669 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %671 = stablehlo.reduce(%670 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %672 = stablehlo.multiply %671, %cst_23 : tensor<f32>
    %673 = stablehlo.negate %672 : tensor<f32>
    %674 = stablehlo.multiply %arg43, %cst_22 : tensor<128x32xf32>
    %675 = stablehlo.compare  LT, %arg0, %c_20 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %676 = stablehlo.add %arg0, %c_19 : tensor<2x8xi64>
    %677 = stablehlo.select %675, %676, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %678 = stablehlo.reshape %677 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %679 = stablehlo.compare  EQ, %arg0, %c_18 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %680 = stablehlo.broadcast_in_dim %679, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %681 = stablehlo.add %batch_var, %cst_17 : tensor<16xf32>
    %682 = stablehlo.rsqrt %681 : tensor<16xf32>
    %683 = stablehlo.reshape %682 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %684 = stablehlo.divide %683, %cst_16 : tensor<2x8x1xf32>
    %685 = stablehlo.reshape %684 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %687 = stablehlo.add %batch_var_57, %cst_17 : tensor<16xf32>
    %688 = stablehlo.rsqrt %687 : tensor<16xf32>
    %689 = stablehlo.reshape %688 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %690 = stablehlo.divide %689, %cst_16 : tensor<2x8x1xf32>
    %691 = stablehlo.reshape %690 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %693 = stablehlo.multiply %668, %cst_15 : tensor<2x7x128xf32>
    %694 = stablehlo.exponential %662 : tensor<2x7x128xf32>
    %695 = stablehlo.reduce(%693 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %697 = stablehlo.multiply %694, %696 : tensor<2x7x128xf32>
    %698 = stablehlo.subtract %693, %697 : tensor<2x7x128xf32>
    %699 = stablehlo.pad %698, %cst_42, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %700 = stablehlo.select %c, %699, %cst_14 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %701 = stablehlo.reshape %700 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %702 = stablehlo.dot_general %701, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %703 = stablehlo.reshape %702 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %704 = stablehlo.multiply %703, %647 : tensor<2x8x32xf32>
    %705 = stablehlo.multiply %704, %cst_13 : tensor<2x8x32xf32>
    %706 = stablehlo.reduce(%704 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %708 = stablehlo.subtract %705, %707 : tensor<2x8x32xf32>
    %709 = stablehlo.reshape %batch_mean_56 : (tensor<16xf32>) -> tensor<2x8xf32>
    %710 = stablehlo.broadcast_in_dim %709, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %711 = stablehlo.subtract %644, %710 : tensor<2x8x32xf32>
    %712 = stablehlo.reshape %688 : (tensor<16xf32>) -> tensor<2x8xf32>
    %713 = stablehlo.broadcast_in_dim %712, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %714 = stablehlo.multiply %711, %713 : tensor<2x8x32xf32>
    %715 = stablehlo.multiply %704, %714 : tensor<2x8x32xf32>
    %716 = stablehlo.reduce(%715 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %717 = stablehlo.broadcast_in_dim %716, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %718 = stablehlo.multiply %714, %717 : tensor<2x8x32xf32>
    %719 = stablehlo.subtract %708, %718 : tensor<2x8x32xf32>
    %720 = stablehlo.multiply %692, %719 : tensor<2x8x32xf32>
    %721 = stablehlo.add %batch_var_54, %cst_17 : tensor<16xf32>
    %722 = stablehlo.rsqrt %721 : tensor<16xf32>
    %723 = stablehlo.reshape %722 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %724 = stablehlo.divide %723, %cst_16 : tensor<2x8x1xf32>
    %725 = stablehlo.reshape %724 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %726 = stablehlo.broadcast_in_dim %725, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %727 = stablehlo.multiply %720, %642 : tensor<2x8x32xf32>
    %728 = stablehlo.subtract %cst_12, %624 : tensor<2x8x32xf32>
    %729 = stablehlo.multiply %624, %728 : tensor<2x8x32xf32>
    %730 = stablehlo.multiply %727, %729 : tensor<2x8x32xf32>
    %731 = stablehlo.reshape %730 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %732 = stablehlo.dot_general %731, %arg40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %733 = stablehlo.reshape %732 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %734 = stablehlo.multiply %733, %612 : tensor<2x8x32xf32>
    %735 = stablehlo.compare  LE, %637, %cst_25 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %736 = stablehlo.multiply %720, %624 : tensor<2x8x32xf32>
    %737 = stablehlo.reshape %736 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %738 = stablehlo.dot_general %737, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %739 = stablehlo.reshape %738 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %740 = stablehlo.power %637, %cst_11 : tensor<2x8x64xf32>
    %741 = stablehlo.multiply %740, %cst_24 : tensor<2x8x64xf32>
    %742 = stablehlo.multiply %739, %741 : tensor<2x8x64xf32>
    %743 = stablehlo.select %735, %cst_25, %742 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %744 = stablehlo.reshape %743 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %745 = stablehlo.dot_general %744, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %746 = stablehlo.reshape %745 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %747 = stablehlo.multiply %746, %626 : tensor<2x8x32xf32>
    %748 = stablehlo.add %734, %747 : tensor<2x8x32xf32>
    %749 = stablehlo.multiply %733, %617 : tensor<2x8x32xf32>
    %750 = stablehlo.multiply %746, %630 : tensor<2x8x32xf32>
    %751 = stablehlo.add %749, %750 : tensor<2x8x32xf32>
    %752 = stablehlo.pad %751, %cst_42, low = [0, -1, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8x32xf32>
    %753 = stablehlo.add %748, %752 : tensor<2x8x32xf32>
    %754 = stablehlo.multiply %753, %608 : tensor<2x8x32xf32>
    %755 = stablehlo.multiply %754, %cst_13 : tensor<2x8x32xf32>
    %756 = stablehlo.reduce(%754 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %757 = stablehlo.broadcast_in_dim %756, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %758 = stablehlo.subtract %755, %757 : tensor<2x8x32xf32>
    %759 = stablehlo.reshape %batch_mean_53 : (tensor<16xf32>) -> tensor<2x8xf32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %761 = stablehlo.subtract %604, %760 : tensor<2x8x32xf32>
    %762 = stablehlo.reshape %722 : (tensor<16xf32>) -> tensor<2x8xf32>
    %763 = stablehlo.broadcast_in_dim %762, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %764 = stablehlo.multiply %761, %763 : tensor<2x8x32xf32>
    %765 = stablehlo.multiply %754, %764 : tensor<2x8x32xf32>
    %766 = stablehlo.reduce(%765 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %768 = stablehlo.multiply %764, %767 : tensor<2x8x32xf32>
    %769 = stablehlo.subtract %758, %768 : tensor<2x8x32xf32>
    %770 = stablehlo.multiply %726, %769 : tensor<2x8x32xf32>
    %771 = stablehlo.add %720, %770 : tensor<2x8x32xf32>
    %772 = stablehlo.add %batch_var_51, %cst_17 : tensor<16xf32>
    %773 = stablehlo.rsqrt %772 : tensor<16xf32>
    %774 = stablehlo.reshape %773 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %775 = stablehlo.divide %774, %cst_16 : tensor<2x8x1xf32>
    %776 = stablehlo.reshape %775 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %778 = stablehlo.reshape %771 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %779 = stablehlo.dot_general %778, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %780 = stablehlo.reshape %779 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %781 = stablehlo.multiply %780, %598 : tensor<2x8x32xf32>
    %782 = stablehlo.subtract %cst_12, %351 : tensor<2x8x32xf32>
    %783 = stablehlo.multiply %351, %782 : tensor<2x8x32xf32>
    %784 = stablehlo.multiply %781, %783 : tensor<2x8x32xf32>
    %785 = stablehlo.reshape %784 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %786 = stablehlo.dot_general %785, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %787 = stablehlo.reshape %786 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %788 = stablehlo.multiply %787, %339 : tensor<2x8x32xf32>
    %789 = stablehlo.multiply %780, %351 : tensor<2x8x32xf32>
    %790 = stablehlo.slice %789 [0:2, 7:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %791 = stablehlo.reshape %790 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %792 = stablehlo.divide %791, %498 : tensor<2x32xf32>
    %793 = stablehlo.multiply %792, %479 : tensor<2x32xf32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %795 = stablehlo.select %31, %794, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %796 = stablehlo.multiply %792, %401 : tensor<2x32xf32>
    %797 = stablehlo.multiply %796, %472 : tensor<2x32xf32>
    %798 = stablehlo.select %31, %cst_26, %789 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %799 = stablehlo.slice %798 [0:2, 6:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %800 = stablehlo.reshape %799 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %801 = stablehlo.divide %800, %511 : tensor<2x32xf32>
    %802 = stablehlo.multiply %801, %507 : tensor<2x32xf32>
    %803 = stablehlo.add %797, %802 : tensor<2x32xf32>
    %804 = stablehlo.broadcast_in_dim %803, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %805 = stablehlo.select %181, %804, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %806 = stablehlo.add %795, %805 : tensor<2x8x32xf32>
    %807 = stablehlo.multiply %796, %403 : tensor<2x32xf32>
    %808 = stablehlo.multiply %801, %504 : tensor<2x32xf32>
    %809 = stablehlo.add %807, %808 : tensor<2x32xf32>
    %810 = stablehlo.multiply %809, %465 : tensor<2x32xf32>
    %811 = stablehlo.select %181, %cst_26, %798 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %812 = stablehlo.slice %811 [0:2, 5:6, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %813 = stablehlo.reshape %812 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %814 = stablehlo.divide %813, %524 : tensor<2x32xf32>
    %815 = stablehlo.multiply %814, %520 : tensor<2x32xf32>
    %816 = stablehlo.add %810, %815 : tensor<2x32xf32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %818 = stablehlo.select %195, %817, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %819 = stablehlo.add %806, %818 : tensor<2x8x32xf32>
    %820 = stablehlo.multiply %809, %405 : tensor<2x32xf32>
    %821 = stablehlo.multiply %814, %517 : tensor<2x32xf32>
    %822 = stablehlo.add %820, %821 : tensor<2x32xf32>
    %823 = stablehlo.multiply %822, %458 : tensor<2x32xf32>
    %824 = stablehlo.select %195, %cst_26, %811 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %825 = stablehlo.slice %824 [0:2, 4:5, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %826 = stablehlo.reshape %825 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %827 = stablehlo.divide %826, %537 : tensor<2x32xf32>
    %828 = stablehlo.multiply %827, %533 : tensor<2x32xf32>
    %829 = stablehlo.add %823, %828 : tensor<2x32xf32>
    %830 = stablehlo.broadcast_in_dim %829, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %831 = stablehlo.select %209, %830, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %832 = stablehlo.add %819, %831 : tensor<2x8x32xf32>
    %833 = stablehlo.multiply %822, %407 : tensor<2x32xf32>
    %834 = stablehlo.multiply %827, %530 : tensor<2x32xf32>
    %835 = stablehlo.add %833, %834 : tensor<2x32xf32>
    %836 = stablehlo.multiply %835, %451 : tensor<2x32xf32>
    %837 = stablehlo.select %209, %cst_26, %824 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %838 = stablehlo.slice %837 [0:2, 3:4, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %839 = stablehlo.reshape %838 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %840 = stablehlo.divide %839, %550 : tensor<2x32xf32>
    %841 = stablehlo.multiply %840, %546 : tensor<2x32xf32>
    %842 = stablehlo.add %836, %841 : tensor<2x32xf32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %844 = stablehlo.select %223, %843, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %845 = stablehlo.add %832, %844 : tensor<2x8x32xf32>
    %846 = stablehlo.multiply %835, %409 : tensor<2x32xf32>
    %847 = stablehlo.multiply %840, %543 : tensor<2x32xf32>
    %848 = stablehlo.add %846, %847 : tensor<2x32xf32>
    %849 = stablehlo.multiply %848, %444 : tensor<2x32xf32>
    %850 = stablehlo.select %223, %cst_26, %837 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %851 = stablehlo.slice %850 [0:2, 2:3, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %852 = stablehlo.reshape %851 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %853 = stablehlo.divide %852, %563 : tensor<2x32xf32>
    %854 = stablehlo.multiply %853, %559 : tensor<2x32xf32>
    %855 = stablehlo.add %849, %854 : tensor<2x32xf32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %857 = stablehlo.select %237, %856, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %858 = stablehlo.add %845, %857 : tensor<2x8x32xf32>
    %859 = stablehlo.multiply %848, %411 : tensor<2x32xf32>
    %860 = stablehlo.multiply %853, %556 : tensor<2x32xf32>
    %861 = stablehlo.add %859, %860 : tensor<2x32xf32>
    %862 = stablehlo.multiply %861, %437 : tensor<2x32xf32>
    %863 = stablehlo.select %237, %cst_26, %850 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %864 = stablehlo.slice %863 [0:2, 1:2, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %865 = stablehlo.reshape %864 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %866 = stablehlo.divide %865, %576 : tensor<2x32xf32>
    %867 = stablehlo.multiply %866, %572 : tensor<2x32xf32>
    %868 = stablehlo.add %862, %867 : tensor<2x32xf32>
    %869 = stablehlo.broadcast_in_dim %868, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %870 = stablehlo.select %251, %869, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %871 = stablehlo.add %858, %870 : tensor<2x8x32xf32>
    %872 = stablehlo.multiply %861, %413 : tensor<2x32xf32>
    %873 = stablehlo.multiply %866, %569 : tensor<2x32xf32>
    %874 = stablehlo.add %872, %873 : tensor<2x32xf32>
    %875 = stablehlo.multiply %874, %418 : tensor<2x32xf32>
    %876 = stablehlo.select %251, %cst_26, %863 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %877 = stablehlo.slice %876 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %878 = stablehlo.reshape %877 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %879 = stablehlo.divide %878, %588 : tensor<2x32xf32>
    %880 = stablehlo.multiply %879, %585 : tensor<2x32xf32>
    %881 = stablehlo.add %875, %880 : tensor<2x32xf32>
    %882 = stablehlo.broadcast_in_dim %881, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %883 = stablehlo.select %265, %882, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %884 = stablehlo.add %871, %883 : tensor<2x8x32xf32>
    %885 = stablehlo.reshape %884 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %886 = stablehlo.dot_general %885, %arg34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %887 = stablehlo.reshape %886 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %888 = stablehlo.multiply %887, %420 : tensor<2x8x32xf32>
    %889 = stablehlo.add %788, %888 : tensor<2x8x32xf32>
    %890 = stablehlo.negate %791 : tensor<2x32xf32>
    %891 = stablehlo.divide %499, %498 : tensor<2x32xf32>
    %892 = stablehlo.multiply %890, %891 : tensor<2x32xf32>
    %893 = stablehlo.multiply %792, %481 : tensor<2x32xf32>
    %894 = stablehlo.add %892, %893 : tensor<2x32xf32>
    %895 = stablehlo.multiply %894, %479 : tensor<2x32xf32>
    %896 = stablehlo.compare  GT, %394, %398 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %897 = stablehlo.compare  EQ, %394, %398 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %898 = stablehlo.negate %895 : tensor<2x32xf32>
    %899 = stablehlo.multiply %892, %496 : tensor<2x32xf32>
    %900 = stablehlo.multiply %792, %476 : tensor<2x32xf32>
    %901 = stablehlo.add %899, %900 : tensor<2x32xf32>
    %902 = stablehlo.multiply %901, %401 : tensor<2x32xf32>
    %903 = stablehlo.negate %902 : tensor<2x32xf32>
    %904 = stablehlo.add %898, %903 : tensor<2x32xf32>
    %905 = stablehlo.divide %904, %cst_10 : tensor<2x32xf32>
    %906 = stablehlo.select %897, %905, %904 : tensor<2x32xi1>, tensor<2x32xf32>
    %907 = stablehlo.select %896, %cst_34, %906 : tensor<2x32xi1>, tensor<2x32xf32>
    %908 = stablehlo.add %895, %907 : tensor<2x32xf32>
    %909 = stablehlo.broadcast_in_dim %908, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %910 = stablehlo.select %31, %909, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %911 = stablehlo.multiply %892, %401 : tensor<2x32xf32>
    %912 = stablehlo.multiply %796, %474 : tensor<2x32xf32>
    %913 = stablehlo.add %911, %912 : tensor<2x32xf32>
    %914 = stablehlo.multiply %913, %472 : tensor<2x32xf32>
    %915 = stablehlo.compare  GT, %391, %393 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %916 = stablehlo.compare  EQ, %391, %393 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %917 = stablehlo.compare  LT, %394, %398 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %918 = stablehlo.select %917, %cst_34, %906 : tensor<2x32xi1>, tensor<2x32xf32>
    %919 = stablehlo.add %902, %918 : tensor<2x32xf32>
    %920 = stablehlo.negate %914 : tensor<2x32xf32>
    %921 = stablehlo.add %919, %920 : tensor<2x32xf32>
    %922 = stablehlo.multiply %911, %494 : tensor<2x32xf32>
    %923 = stablehlo.multiply %796, %469 : tensor<2x32xf32>
    %924 = stablehlo.add %922, %923 : tensor<2x32xf32>
    %925 = stablehlo.multiply %924, %403 : tensor<2x32xf32>
    %926 = stablehlo.negate %925 : tensor<2x32xf32>
    %927 = stablehlo.add %921, %926 : tensor<2x32xf32>
    %928 = stablehlo.divide %927, %cst_10 : tensor<2x32xf32>
    %929 = stablehlo.select %916, %928, %927 : tensor<2x32xi1>, tensor<2x32xf32>
    %930 = stablehlo.select %915, %cst_34, %929 : tensor<2x32xi1>, tensor<2x32xf32>
    %931 = stablehlo.add %914, %930 : tensor<2x32xf32>
    %932 = stablehlo.negate %800 : tensor<2x32xf32>
    %933 = stablehlo.divide %512, %511 : tensor<2x32xf32>
    %934 = stablehlo.multiply %932, %933 : tensor<2x32xf32>
    %935 = stablehlo.multiply %801, %474 : tensor<2x32xf32>
    %936 = stablehlo.add %934, %935 : tensor<2x32xf32>
    %937 = stablehlo.multiply %936, %507 : tensor<2x32xf32>
    %938 = stablehlo.add %931, %937 : tensor<2x32xf32>
    %939 = stablehlo.compare  GT, %390, %501 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %940 = stablehlo.compare  EQ, %390, %501 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %941 = stablehlo.negate %937 : tensor<2x32xf32>
    %942 = stablehlo.multiply %934, %494 : tensor<2x32xf32>
    %943 = stablehlo.multiply %801, %469 : tensor<2x32xf32>
    %944 = stablehlo.add %942, %943 : tensor<2x32xf32>
    %945 = stablehlo.multiply %944, %504 : tensor<2x32xf32>
    %946 = stablehlo.negate %945 : tensor<2x32xf32>
    %947 = stablehlo.add %941, %946 : tensor<2x32xf32>
    %948 = stablehlo.divide %947, %cst_10 : tensor<2x32xf32>
    %949 = stablehlo.select %940, %948, %947 : tensor<2x32xi1>, tensor<2x32xf32>
    %950 = stablehlo.select %939, %cst_34, %949 : tensor<2x32xi1>, tensor<2x32xf32>
    %951 = stablehlo.add %938, %950 : tensor<2x32xf32>
    %952 = stablehlo.broadcast_in_dim %951, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %953 = stablehlo.select %181, %952, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %954 = stablehlo.add %910, %953 : tensor<2x8x32xf32>
    %955 = stablehlo.multiply %911, %403 : tensor<2x32xf32>
    %956 = stablehlo.multiply %934, %504 : tensor<2x32xf32>
    %957 = stablehlo.add %955, %956 : tensor<2x32xf32>
    %958 = stablehlo.multiply %809, %467 : tensor<2x32xf32>
    %959 = stablehlo.add %957, %958 : tensor<2x32xf32>
    %960 = stablehlo.multiply %959, %465 : tensor<2x32xf32>
    %961 = stablehlo.compare  GT, %387, %389 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %962 = stablehlo.compare  EQ, %387, %389 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %963 = stablehlo.compare  LT, %391, %393 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %964 = stablehlo.select %963, %cst_34, %929 : tensor<2x32xi1>, tensor<2x32xf32>
    %965 = stablehlo.add %925, %964 : tensor<2x32xf32>
    %966 = stablehlo.add %965, %945 : tensor<2x32xf32>
    %967 = stablehlo.compare  LT, %390, %501 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %968 = stablehlo.select %967, %cst_34, %949 : tensor<2x32xi1>, tensor<2x32xf32>
    %969 = stablehlo.add %966, %968 : tensor<2x32xf32>
    %970 = stablehlo.negate %960 : tensor<2x32xf32>
    %971 = stablehlo.add %969, %970 : tensor<2x32xf32>
    %972 = stablehlo.multiply %957, %492 : tensor<2x32xf32>
    %973 = stablehlo.multiply %809, %462 : tensor<2x32xf32>
    %974 = stablehlo.add %972, %973 : tensor<2x32xf32>
    %975 = stablehlo.multiply %974, %405 : tensor<2x32xf32>
    %976 = stablehlo.negate %975 : tensor<2x32xf32>
    %977 = stablehlo.add %971, %976 : tensor<2x32xf32>
    %978 = stablehlo.divide %977, %cst_10 : tensor<2x32xf32>
    %979 = stablehlo.select %962, %978, %977 : tensor<2x32xi1>, tensor<2x32xf32>
    %980 = stablehlo.select %961, %cst_34, %979 : tensor<2x32xi1>, tensor<2x32xf32>
    %981 = stablehlo.add %960, %980 : tensor<2x32xf32>
    %982 = stablehlo.negate %813 : tensor<2x32xf32>
    %983 = stablehlo.divide %525, %524 : tensor<2x32xf32>
    %984 = stablehlo.multiply %982, %983 : tensor<2x32xf32>
    %985 = stablehlo.multiply %814, %467 : tensor<2x32xf32>
    %986 = stablehlo.add %984, %985 : tensor<2x32xf32>
    %987 = stablehlo.multiply %986, %520 : tensor<2x32xf32>
    %988 = stablehlo.add %981, %987 : tensor<2x32xf32>
    %989 = stablehlo.compare  GT, %386, %514 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %990 = stablehlo.compare  EQ, %386, %514 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %991 = stablehlo.negate %987 : tensor<2x32xf32>
    %992 = stablehlo.multiply %984, %492 : tensor<2x32xf32>
    %993 = stablehlo.multiply %814, %462 : tensor<2x32xf32>
    %994 = stablehlo.add %992, %993 : tensor<2x32xf32>
    %995 = stablehlo.multiply %994, %517 : tensor<2x32xf32>
    %996 = stablehlo.negate %995 : tensor<2x32xf32>
    %997 = stablehlo.add %991, %996 : tensor<2x32xf32>
    %998 = stablehlo.divide %997, %cst_10 : tensor<2x32xf32>
    %999 = stablehlo.select %990, %998, %997 : tensor<2x32xi1>, tensor<2x32xf32>
    %1000 = stablehlo.select %989, %cst_34, %999 : tensor<2x32xi1>, tensor<2x32xf32>
    %1001 = stablehlo.add %988, %1000 : tensor<2x32xf32>
    %1002 = stablehlo.broadcast_in_dim %1001, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1003 = stablehlo.select %195, %1002, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1004 = stablehlo.add %954, %1003 : tensor<2x8x32xf32>
    %1005 = stablehlo.multiply %957, %405 : tensor<2x32xf32>
    %1006 = stablehlo.multiply %984, %517 : tensor<2x32xf32>
    %1007 = stablehlo.add %1005, %1006 : tensor<2x32xf32>
    %1008 = stablehlo.multiply %822, %460 : tensor<2x32xf32>
    %1009 = stablehlo.add %1007, %1008 : tensor<2x32xf32>
    %1010 = stablehlo.multiply %1009, %458 : tensor<2x32xf32>
    %1011 = stablehlo.compare  GT, %383, %385 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1012 = stablehlo.compare  EQ, %383, %385 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1013 = stablehlo.compare  LT, %387, %389 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1014 = stablehlo.select %1013, %cst_34, %979 : tensor<2x32xi1>, tensor<2x32xf32>
    %1015 = stablehlo.add %975, %1014 : tensor<2x32xf32>
    %1016 = stablehlo.add %1015, %995 : tensor<2x32xf32>
    %1017 = stablehlo.compare  LT, %386, %514 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1018 = stablehlo.select %1017, %cst_34, %999 : tensor<2x32xi1>, tensor<2x32xf32>
    %1019 = stablehlo.add %1016, %1018 : tensor<2x32xf32>
    %1020 = stablehlo.negate %1010 : tensor<2x32xf32>
    %1021 = stablehlo.add %1019, %1020 : tensor<2x32xf32>
    %1022 = stablehlo.multiply %1007, %490 : tensor<2x32xf32>
    %1023 = stablehlo.multiply %822, %455 : tensor<2x32xf32>
    %1024 = stablehlo.add %1022, %1023 : tensor<2x32xf32>
    %1025 = stablehlo.multiply %1024, %407 : tensor<2x32xf32>
    %1026 = stablehlo.negate %1025 : tensor<2x32xf32>
    %1027 = stablehlo.add %1021, %1026 : tensor<2x32xf32>
    %1028 = stablehlo.divide %1027, %cst_10 : tensor<2x32xf32>
    %1029 = stablehlo.select %1012, %1028, %1027 : tensor<2x32xi1>, tensor<2x32xf32>
    %1030 = stablehlo.select %1011, %cst_34, %1029 : tensor<2x32xi1>, tensor<2x32xf32>
    %1031 = stablehlo.add %1010, %1030 : tensor<2x32xf32>
    %1032 = stablehlo.negate %826 : tensor<2x32xf32>
    %1033 = stablehlo.divide %538, %537 : tensor<2x32xf32>
    %1034 = stablehlo.multiply %1032, %1033 : tensor<2x32xf32>
    %1035 = stablehlo.multiply %827, %460 : tensor<2x32xf32>
    %1036 = stablehlo.add %1034, %1035 : tensor<2x32xf32>
    %1037 = stablehlo.multiply %1036, %533 : tensor<2x32xf32>
    %1038 = stablehlo.add %1031, %1037 : tensor<2x32xf32>
    %1039 = stablehlo.compare  GT, %382, %527 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1040 = stablehlo.compare  EQ, %382, %527 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1041 = stablehlo.negate %1037 : tensor<2x32xf32>
    %1042 = stablehlo.multiply %1034, %490 : tensor<2x32xf32>
    %1043 = stablehlo.multiply %827, %455 : tensor<2x32xf32>
    %1044 = stablehlo.add %1042, %1043 : tensor<2x32xf32>
    %1045 = stablehlo.multiply %1044, %530 : tensor<2x32xf32>
    %1046 = stablehlo.negate %1045 : tensor<2x32xf32>
    %1047 = stablehlo.add %1041, %1046 : tensor<2x32xf32>
    %1048 = stablehlo.divide %1047, %cst_10 : tensor<2x32xf32>
    %1049 = stablehlo.select %1040, %1048, %1047 : tensor<2x32xi1>, tensor<2x32xf32>
    %1050 = stablehlo.select %1039, %cst_34, %1049 : tensor<2x32xi1>, tensor<2x32xf32>
    %1051 = stablehlo.add %1038, %1050 : tensor<2x32xf32>
    %1052 = stablehlo.broadcast_in_dim %1051, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1053 = stablehlo.select %209, %1052, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1054 = stablehlo.add %1004, %1053 : tensor<2x8x32xf32>
    %1055 = stablehlo.multiply %1007, %407 : tensor<2x32xf32>
    %1056 = stablehlo.multiply %1034, %530 : tensor<2x32xf32>
    %1057 = stablehlo.add %1055, %1056 : tensor<2x32xf32>
    %1058 = stablehlo.multiply %835, %453 : tensor<2x32xf32>
    %1059 = stablehlo.add %1057, %1058 : tensor<2x32xf32>
    %1060 = stablehlo.multiply %1059, %451 : tensor<2x32xf32>
    %1061 = stablehlo.compare  GT, %379, %381 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1062 = stablehlo.compare  EQ, %379, %381 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1063 = stablehlo.compare  LT, %383, %385 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1064 = stablehlo.select %1063, %cst_34, %1029 : tensor<2x32xi1>, tensor<2x32xf32>
    %1065 = stablehlo.add %1025, %1064 : tensor<2x32xf32>
    %1066 = stablehlo.add %1065, %1045 : tensor<2x32xf32>
    %1067 = stablehlo.compare  LT, %382, %527 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1068 = stablehlo.select %1067, %cst_34, %1049 : tensor<2x32xi1>, tensor<2x32xf32>
    %1069 = stablehlo.add %1066, %1068 : tensor<2x32xf32>
    %1070 = stablehlo.negate %1060 : tensor<2x32xf32>
    %1071 = stablehlo.add %1069, %1070 : tensor<2x32xf32>
    %1072 = stablehlo.multiply %1057, %488 : tensor<2x32xf32>
    %1073 = stablehlo.multiply %835, %448 : tensor<2x32xf32>
    %1074 = stablehlo.add %1072, %1073 : tensor<2x32xf32>
    %1075 = stablehlo.multiply %1074, %409 : tensor<2x32xf32>
    %1076 = stablehlo.negate %1075 : tensor<2x32xf32>
    %1077 = stablehlo.add %1071, %1076 : tensor<2x32xf32>
    %1078 = stablehlo.divide %1077, %cst_10 : tensor<2x32xf32>
    %1079 = stablehlo.select %1062, %1078, %1077 : tensor<2x32xi1>, tensor<2x32xf32>
    %1080 = stablehlo.select %1061, %cst_34, %1079 : tensor<2x32xi1>, tensor<2x32xf32>
    %1081 = stablehlo.add %1060, %1080 : tensor<2x32xf32>
    %1082 = stablehlo.negate %839 : tensor<2x32xf32>
    %1083 = stablehlo.divide %551, %550 : tensor<2x32xf32>
    %1084 = stablehlo.multiply %1082, %1083 : tensor<2x32xf32>
    %1085 = stablehlo.multiply %840, %453 : tensor<2x32xf32>
    %1086 = stablehlo.add %1084, %1085 : tensor<2x32xf32>
    %1087 = stablehlo.multiply %1086, %546 : tensor<2x32xf32>
    %1088 = stablehlo.add %1081, %1087 : tensor<2x32xf32>
    %1089 = stablehlo.compare  GT, %378, %540 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1090 = stablehlo.compare  EQ, %378, %540 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1091 = stablehlo.negate %1087 : tensor<2x32xf32>
    %1092 = stablehlo.multiply %1084, %488 : tensor<2x32xf32>
    %1093 = stablehlo.multiply %840, %448 : tensor<2x32xf32>
    %1094 = stablehlo.add %1092, %1093 : tensor<2x32xf32>
    %1095 = stablehlo.multiply %1094, %543 : tensor<2x32xf32>
    %1096 = stablehlo.negate %1095 : tensor<2x32xf32>
    %1097 = stablehlo.add %1091, %1096 : tensor<2x32xf32>
    %1098 = stablehlo.divide %1097, %cst_10 : tensor<2x32xf32>
    %1099 = stablehlo.select %1090, %1098, %1097 : tensor<2x32xi1>, tensor<2x32xf32>
    %1100 = stablehlo.select %1089, %cst_34, %1099 : tensor<2x32xi1>, tensor<2x32xf32>
    %1101 = stablehlo.add %1088, %1100 : tensor<2x32xf32>
    %1102 = stablehlo.broadcast_in_dim %1101, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1103 = stablehlo.select %223, %1102, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1104 = stablehlo.add %1054, %1103 : tensor<2x8x32xf32>
    %1105 = stablehlo.multiply %1057, %409 : tensor<2x32xf32>
    %1106 = stablehlo.multiply %1084, %543 : tensor<2x32xf32>
    %1107 = stablehlo.add %1105, %1106 : tensor<2x32xf32>
    %1108 = stablehlo.multiply %848, %446 : tensor<2x32xf32>
    %1109 = stablehlo.add %1107, %1108 : tensor<2x32xf32>
    %1110 = stablehlo.multiply %1109, %444 : tensor<2x32xf32>
    %1111 = stablehlo.compare  GT, %375, %377 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1112 = stablehlo.compare  EQ, %375, %377 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1113 = stablehlo.compare  LT, %379, %381 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1114 = stablehlo.select %1113, %cst_34, %1079 : tensor<2x32xi1>, tensor<2x32xf32>
    %1115 = stablehlo.add %1075, %1114 : tensor<2x32xf32>
    %1116 = stablehlo.add %1115, %1095 : tensor<2x32xf32>
    %1117 = stablehlo.compare  LT, %378, %540 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1118 = stablehlo.select %1117, %cst_34, %1099 : tensor<2x32xi1>, tensor<2x32xf32>
    %1119 = stablehlo.add %1116, %1118 : tensor<2x32xf32>
    %1120 = stablehlo.negate %1110 : tensor<2x32xf32>
    %1121 = stablehlo.add %1119, %1120 : tensor<2x32xf32>
    %1122 = stablehlo.multiply %1107, %486 : tensor<2x32xf32>
    %1123 = stablehlo.multiply %848, %441 : tensor<2x32xf32>
    %1124 = stablehlo.add %1122, %1123 : tensor<2x32xf32>
    %1125 = stablehlo.multiply %1124, %411 : tensor<2x32xf32>
    %1126 = stablehlo.negate %1125 : tensor<2x32xf32>
    %1127 = stablehlo.add %1121, %1126 : tensor<2x32xf32>
    %1128 = stablehlo.divide %1127, %cst_10 : tensor<2x32xf32>
    %1129 = stablehlo.select %1112, %1128, %1127 : tensor<2x32xi1>, tensor<2x32xf32>
    %1130 = stablehlo.select %1111, %cst_34, %1129 : tensor<2x32xi1>, tensor<2x32xf32>
    %1131 = stablehlo.add %1110, %1130 : tensor<2x32xf32>
    %1132 = stablehlo.negate %852 : tensor<2x32xf32>
    %1133 = stablehlo.divide %564, %563 : tensor<2x32xf32>
    %1134 = stablehlo.multiply %1132, %1133 : tensor<2x32xf32>
    %1135 = stablehlo.multiply %853, %446 : tensor<2x32xf32>
    %1136 = stablehlo.add %1134, %1135 : tensor<2x32xf32>
    %1137 = stablehlo.multiply %1136, %559 : tensor<2x32xf32>
    %1138 = stablehlo.add %1131, %1137 : tensor<2x32xf32>
    %1139 = stablehlo.compare  GT, %374, %553 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1140 = stablehlo.compare  EQ, %374, %553 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1141 = stablehlo.negate %1137 : tensor<2x32xf32>
    %1142 = stablehlo.multiply %1134, %486 : tensor<2x32xf32>
    %1143 = stablehlo.multiply %853, %441 : tensor<2x32xf32>
    %1144 = stablehlo.add %1142, %1143 : tensor<2x32xf32>
    %1145 = stablehlo.multiply %1144, %556 : tensor<2x32xf32>
    %1146 = stablehlo.negate %1145 : tensor<2x32xf32>
    %1147 = stablehlo.add %1141, %1146 : tensor<2x32xf32>
    %1148 = stablehlo.divide %1147, %cst_10 : tensor<2x32xf32>
    %1149 = stablehlo.select %1140, %1148, %1147 : tensor<2x32xi1>, tensor<2x32xf32>
    %1150 = stablehlo.select %1139, %cst_34, %1149 : tensor<2x32xi1>, tensor<2x32xf32>
    %1151 = stablehlo.add %1138, %1150 : tensor<2x32xf32>
    %1152 = stablehlo.broadcast_in_dim %1151, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1153 = stablehlo.select %237, %1152, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1154 = stablehlo.add %1104, %1153 : tensor<2x8x32xf32>
    %1155 = stablehlo.multiply %1107, %411 : tensor<2x32xf32>
    %1156 = stablehlo.multiply %1134, %556 : tensor<2x32xf32>
    %1157 = stablehlo.add %1155, %1156 : tensor<2x32xf32>
    %1158 = stablehlo.multiply %861, %439 : tensor<2x32xf32>
    %1159 = stablehlo.add %1157, %1158 : tensor<2x32xf32>
    %1160 = stablehlo.multiply %1159, %437 : tensor<2x32xf32>
    %1161 = stablehlo.compare  GT, %371, %373 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1162 = stablehlo.compare  EQ, %371, %373 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1163 = stablehlo.compare  LT, %375, %377 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1164 = stablehlo.select %1163, %cst_34, %1129 : tensor<2x32xi1>, tensor<2x32xf32>
    %1165 = stablehlo.add %1125, %1164 : tensor<2x32xf32>
    %1166 = stablehlo.add %1165, %1145 : tensor<2x32xf32>
    %1167 = stablehlo.compare  LT, %374, %553 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1168 = stablehlo.select %1167, %cst_34, %1149 : tensor<2x32xi1>, tensor<2x32xf32>
    %1169 = stablehlo.add %1166, %1168 : tensor<2x32xf32>
    %1170 = stablehlo.negate %1160 : tensor<2x32xf32>
    %1171 = stablehlo.add %1169, %1170 : tensor<2x32xf32>
    %1172 = stablehlo.multiply %1157, %484 : tensor<2x32xf32>
    %1173 = stablehlo.multiply %861, %434 : tensor<2x32xf32>
    %1174 = stablehlo.add %1172, %1173 : tensor<2x32xf32>
    %1175 = stablehlo.multiply %1174, %413 : tensor<2x32xf32>
    %1176 = stablehlo.negate %1175 : tensor<2x32xf32>
    %1177 = stablehlo.add %1171, %1176 : tensor<2x32xf32>
    %1178 = stablehlo.divide %1177, %cst_10 : tensor<2x32xf32>
    %1179 = stablehlo.select %1162, %1178, %1177 : tensor<2x32xi1>, tensor<2x32xf32>
    %1180 = stablehlo.select %1161, %cst_34, %1179 : tensor<2x32xi1>, tensor<2x32xf32>
    %1181 = stablehlo.add %1160, %1180 : tensor<2x32xf32>
    %1182 = stablehlo.negate %865 : tensor<2x32xf32>
    %1183 = stablehlo.divide %577, %576 : tensor<2x32xf32>
    %1184 = stablehlo.multiply %1182, %1183 : tensor<2x32xf32>
    %1185 = stablehlo.multiply %866, %439 : tensor<2x32xf32>
    %1186 = stablehlo.add %1184, %1185 : tensor<2x32xf32>
    %1187 = stablehlo.multiply %1186, %572 : tensor<2x32xf32>
    %1188 = stablehlo.add %1181, %1187 : tensor<2x32xf32>
    %1189 = stablehlo.compare  GT, %370, %566 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1190 = stablehlo.compare  EQ, %370, %566 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1191 = stablehlo.negate %1187 : tensor<2x32xf32>
    %1192 = stablehlo.multiply %1184, %484 : tensor<2x32xf32>
    %1193 = stablehlo.multiply %866, %434 : tensor<2x32xf32>
    %1194 = stablehlo.add %1192, %1193 : tensor<2x32xf32>
    %1195 = stablehlo.multiply %1194, %569 : tensor<2x32xf32>
    %1196 = stablehlo.negate %1195 : tensor<2x32xf32>
    %1197 = stablehlo.add %1191, %1196 : tensor<2x32xf32>
    %1198 = stablehlo.divide %1197, %cst_10 : tensor<2x32xf32>
    %1199 = stablehlo.select %1190, %1198, %1197 : tensor<2x32xi1>, tensor<2x32xf32>
    %1200 = stablehlo.select %1189, %cst_34, %1199 : tensor<2x32xi1>, tensor<2x32xf32>
    %1201 = stablehlo.add %1188, %1200 : tensor<2x32xf32>
    %1202 = stablehlo.broadcast_in_dim %1201, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1203 = stablehlo.select %251, %1202, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1204 = stablehlo.add %1154, %1203 : tensor<2x8x32xf32>
    %1205 = stablehlo.multiply %1157, %413 : tensor<2x32xf32>
    %1206 = stablehlo.multiply %1184, %569 : tensor<2x32xf32>
    %1207 = stablehlo.add %1205, %1206 : tensor<2x32xf32>
    %1208 = stablehlo.multiply %874, %432 : tensor<2x32xf32>
    %1209 = stablehlo.add %1207, %1208 : tensor<2x32xf32>
    %1210 = stablehlo.multiply %1209, %418 : tensor<2x32xf32>
    %1211 = stablehlo.compare  GT, %355, %369 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1212 = stablehlo.compare  EQ, %355, %369 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1213 = stablehlo.compare  LT, %371, %373 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1214 = stablehlo.select %1213, %cst_34, %1179 : tensor<2x32xi1>, tensor<2x32xf32>
    %1215 = stablehlo.add %1175, %1214 : tensor<2x32xf32>
    %1216 = stablehlo.add %1215, %1195 : tensor<2x32xf32>
    %1217 = stablehlo.compare  LT, %370, %566 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1218 = stablehlo.select %1217, %cst_34, %1199 : tensor<2x32xi1>, tensor<2x32xf32>
    %1219 = stablehlo.add %1216, %1218 : tensor<2x32xf32>
    %1220 = stablehlo.negate %1210 : tensor<2x32xf32>
    %1221 = stablehlo.add %1219, %1220 : tensor<2x32xf32>
    %1222 = stablehlo.multiply %1207, %cst_34 : tensor<2x32xf32>
    %1223 = stablehlo.multiply %874, %cst_34 : tensor<2x32xf32>
    %1224 = stablehlo.add %1222, %1223 : tensor<2x32xf32>
    %1225 = stablehlo.multiply %1224, %415 : tensor<2x32xf32>
    %1226 = stablehlo.negate %1225 : tensor<2x32xf32>
    %1227 = stablehlo.add %1221, %1226 : tensor<2x32xf32>
    %1228 = stablehlo.divide %1227, %cst_10 : tensor<2x32xf32>
    %1229 = stablehlo.select %1212, %1228, %1227 : tensor<2x32xi1>, tensor<2x32xf32>
    %1230 = stablehlo.select %1211, %cst_34, %1229 : tensor<2x32xi1>, tensor<2x32xf32>
    %1231 = stablehlo.add %1210, %1230 : tensor<2x32xf32>
    %1232 = stablehlo.negate %878 : tensor<2x32xf32>
    %1233 = stablehlo.divide %589, %588 : tensor<2x32xf32>
    %1234 = stablehlo.multiply %1232, %1233 : tensor<2x32xf32>
    %1235 = stablehlo.multiply %879, %432 : tensor<2x32xf32>
    %1236 = stablehlo.add %1234, %1235 : tensor<2x32xf32>
    %1237 = stablehlo.multiply %1236, %585 : tensor<2x32xf32>
    %1238 = stablehlo.add %1231, %1237 : tensor<2x32xf32>
    %1239 = stablehlo.compare  GT, %cst_35, %579 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1240 = stablehlo.compare  EQ, %cst_35, %579 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1241 = stablehlo.negate %1237 : tensor<2x32xf32>
    %1242 = stablehlo.multiply %1234, %cst_34 : tensor<2x32xf32>
    %1243 = stablehlo.multiply %879, %cst_34 : tensor<2x32xf32>
    %1244 = stablehlo.add %1242, %1243 : tensor<2x32xf32>
    %1245 = stablehlo.multiply %1244, %582 : tensor<2x32xf32>
    %1246 = stablehlo.negate %1245 : tensor<2x32xf32>
    %1247 = stablehlo.add %1241, %1246 : tensor<2x32xf32>
    %1248 = stablehlo.divide %1247, %cst_10 : tensor<2x32xf32>
    %1249 = stablehlo.select %1240, %1248, %1247 : tensor<2x32xi1>, tensor<2x32xf32>
    %1250 = stablehlo.select %1239, %cst_34, %1249 : tensor<2x32xi1>, tensor<2x32xf32>
    %1251 = stablehlo.add %1238, %1250 : tensor<2x32xf32>
    %1252 = stablehlo.broadcast_in_dim %1251, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1253 = stablehlo.select %265, %1252, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1254 = stablehlo.add %1204, %1253 : tensor<2x8x32xf32>
    %1255 = stablehlo.reshape %1254 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1256 = stablehlo.dot_general %1255, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1257 = stablehlo.reshape %1256 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1258 = stablehlo.multiply %1257, %357 : tensor<2x8x32xf32>
    %1259 = stablehlo.add %889, %1258 : tensor<2x8x32xf32>
    %1260 = stablehlo.multiply %787, %344 : tensor<2x8x32xf32>
    %1261 = stablehlo.multiply %887, %424 : tensor<2x8x32xf32>
    %1262 = stablehlo.add %1260, %1261 : tensor<2x8x32xf32>
    %1263 = stablehlo.multiply %1257, %361 : tensor<2x8x32xf32>
    %1264 = stablehlo.add %1262, %1263 : tensor<2x8x32xf32>
    %1265 = stablehlo.pad %1264, %cst_42, low = [0, -1, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8x32xf32>
    %1266 = stablehlo.add %1259, %1265 : tensor<2x8x32xf32>
    %1267 = stablehlo.multiply %1266, %335 : tensor<2x8x32xf32>
    %1268 = stablehlo.multiply %1267, %cst_13 : tensor<2x8x32xf32>
    %1269 = stablehlo.reduce(%1267 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1270 = stablehlo.broadcast_in_dim %1269, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1271 = stablehlo.subtract %1268, %1270 : tensor<2x8x32xf32>
    %1272 = stablehlo.reshape %batch_mean_50 : (tensor<16xf32>) -> tensor<2x8xf32>
    %1273 = stablehlo.broadcast_in_dim %1272, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1274 = stablehlo.subtract %331, %1273 : tensor<2x8x32xf32>
    %1275 = stablehlo.reshape %773 : (tensor<16xf32>) -> tensor<2x8xf32>
    %1276 = stablehlo.broadcast_in_dim %1275, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1277 = stablehlo.multiply %1274, %1276 : tensor<2x8x32xf32>
    %1278 = stablehlo.multiply %1267, %1277 : tensor<2x8x32xf32>
    %1279 = stablehlo.reduce(%1278 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1280 = stablehlo.broadcast_in_dim %1279, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1281 = stablehlo.multiply %1277, %1280 : tensor<2x8x32xf32>
    %1282 = stablehlo.subtract %1271, %1281 : tensor<2x8x32xf32>
    %1283 = stablehlo.multiply %777, %1282 : tensor<2x8x32xf32>
    %1284 = stablehlo.add %771, %1283 : tensor<2x8x32xf32>
    %1285 = stablehlo.add %batch_var_48, %cst_17 : tensor<16xf32>
    %1286 = stablehlo.rsqrt %1285 : tensor<16xf32>
    %1287 = stablehlo.reshape %1286 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %1288 = stablehlo.divide %1287, %cst_16 : tensor<2x8x1xf32>
    %1289 = stablehlo.reshape %1288 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1290 = stablehlo.broadcast_in_dim %1289, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1291 = stablehlo.multiply %1284, %329 : tensor<2x8x32xf32>
    %1292 = stablehlo.subtract %cst_12, %311 : tensor<2x8x32xf32>
    %1293 = stablehlo.multiply %311, %1292 : tensor<2x8x32xf32>
    %1294 = stablehlo.multiply %1291, %1293 : tensor<2x8x32xf32>
    %1295 = stablehlo.reshape %1294 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1296 = stablehlo.dot_general %1295, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1297 = stablehlo.reshape %1296 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1298 = stablehlo.multiply %1297, %299 : tensor<2x8x32xf32>
    %1299 = stablehlo.compare  LE, %324, %cst_25 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %1300 = stablehlo.multiply %1284, %311 : tensor<2x8x32xf32>
    %1301 = stablehlo.reshape %1300 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1302 = stablehlo.dot_general %1301, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1303 = stablehlo.reshape %1302 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %1304 = stablehlo.power %324, %cst_11 : tensor<2x8x64xf32>
    %1305 = stablehlo.multiply %1304, %cst_24 : tensor<2x8x64xf32>
    %1306 = stablehlo.multiply %1303, %1305 : tensor<2x8x64xf32>
    %1307 = stablehlo.select %1299, %cst_25, %1306 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %1308 = stablehlo.reshape %1307 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %1309 = stablehlo.dot_general %1308, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %1310 = stablehlo.reshape %1309 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1311 = stablehlo.multiply %1310, %313 : tensor<2x8x32xf32>
    %1312 = stablehlo.add %1298, %1311 : tensor<2x8x32xf32>
    %1313 = stablehlo.multiply %1297, %304 : tensor<2x8x32xf32>
    %1314 = stablehlo.multiply %1310, %317 : tensor<2x8x32xf32>
    %1315 = stablehlo.add %1313, %1314 : tensor<2x8x32xf32>
    %1316 = stablehlo.pad %1315, %cst_42, low = [0, -1, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8x32xf32>
    %1317 = stablehlo.add %1312, %1316 : tensor<2x8x32xf32>
    %1318 = stablehlo.multiply %1317, %295 : tensor<2x8x32xf32>
    %1319 = stablehlo.multiply %1318, %cst_13 : tensor<2x8x32xf32>
    %1320 = stablehlo.reduce(%1318 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1321 = stablehlo.broadcast_in_dim %1320, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1322 = stablehlo.subtract %1319, %1321 : tensor<2x8x32xf32>
    %1323 = stablehlo.reshape %batch_mean_47 : (tensor<16xf32>) -> tensor<2x8xf32>
    %1324 = stablehlo.broadcast_in_dim %1323, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1325 = stablehlo.subtract %291, %1324 : tensor<2x8x32xf32>
    %1326 = stablehlo.reshape %1286 : (tensor<16xf32>) -> tensor<2x8xf32>
    %1327 = stablehlo.broadcast_in_dim %1326, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1328 = stablehlo.multiply %1325, %1327 : tensor<2x8x32xf32>
    %1329 = stablehlo.multiply %1318, %1328 : tensor<2x8x32xf32>
    %1330 = stablehlo.reduce(%1329 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1331 = stablehlo.broadcast_in_dim %1330, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1332 = stablehlo.multiply %1328, %1331 : tensor<2x8x32xf32>
    %1333 = stablehlo.subtract %1322, %1332 : tensor<2x8x32xf32>
    %1334 = stablehlo.multiply %1290, %1333 : tensor<2x8x32xf32>
    %1335 = stablehlo.add %1284, %1334 : tensor<2x8x32xf32>
    %1336 = stablehlo.add %batch_var_45, %cst_17 : tensor<16xf32>
    %1337 = stablehlo.rsqrt %1336 : tensor<16xf32>
    %1338 = stablehlo.reshape %1337 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %1339 = stablehlo.divide %1338, %cst_16 : tensor<2x8x1xf32>
    %1340 = stablehlo.reshape %1339 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1341 = stablehlo.broadcast_in_dim %1340, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1342 = stablehlo.reshape %1335 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1343 = stablehlo.dot_general %1342, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1344 = stablehlo.reshape %1343 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1345 = stablehlo.multiply %1344, %285 : tensor<2x8x32xf32>
    %1346 = stablehlo.subtract %cst_12, %30 : tensor<2x8x32xf32>
    %1347 = stablehlo.multiply %30, %1346 : tensor<2x8x32xf32>
    %1348 = stablehlo.multiply %1345, %1347 : tensor<2x8x32xf32>
    %1349 = stablehlo.reshape %1348 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1350 = stablehlo.dot_general %1349, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1351 = stablehlo.reshape %1350 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1352 = stablehlo.multiply %1351, %18 : tensor<2x8x32xf32>
    %1353 = stablehlo.multiply %1344, %30 : tensor<2x8x32xf32>
    %1354 = stablehlo.slice %1353 [0:2, 7:8, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %1355 = stablehlo.reshape %1354 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %1356 = stablehlo.divide %1355, %178 : tensor<2x32xf32>
    %1357 = stablehlo.multiply %1356, %159 : tensor<2x32xf32>
    %1358 = stablehlo.broadcast_in_dim %1357, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1359 = stablehlo.select %31, %1358, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1360 = stablehlo.multiply %1356, %81 : tensor<2x32xf32>
    %1361 = stablehlo.multiply %1360, %152 : tensor<2x32xf32>
    %1362 = stablehlo.select %31, %cst_26, %1353 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1363 = stablehlo.slice %1362 [0:2, 6:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %1364 = stablehlo.reshape %1363 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %1365 = stablehlo.divide %1364, %192 : tensor<2x32xf32>
    %1366 = stablehlo.multiply %1365, %188 : tensor<2x32xf32>
    %1367 = stablehlo.add %1361, %1366 : tensor<2x32xf32>
    %1368 = stablehlo.broadcast_in_dim %1367, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1369 = stablehlo.select %181, %1368, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1370 = stablehlo.add %1359, %1369 : tensor<2x8x32xf32>
    %1371 = stablehlo.multiply %1360, %83 : tensor<2x32xf32>
    %1372 = stablehlo.multiply %1365, %185 : tensor<2x32xf32>
    %1373 = stablehlo.add %1371, %1372 : tensor<2x32xf32>
    %1374 = stablehlo.multiply %1373, %145 : tensor<2x32xf32>
    %1375 = stablehlo.select %181, %cst_26, %1362 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1376 = stablehlo.slice %1375 [0:2, 5:6, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %1377 = stablehlo.reshape %1376 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %1378 = stablehlo.divide %1377, %206 : tensor<2x32xf32>
    %1379 = stablehlo.multiply %1378, %202 : tensor<2x32xf32>
    %1380 = stablehlo.add %1374, %1379 : tensor<2x32xf32>
    %1381 = stablehlo.broadcast_in_dim %1380, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1382 = stablehlo.select %195, %1381, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1383 = stablehlo.add %1370, %1382 : tensor<2x8x32xf32>
    %1384 = stablehlo.multiply %1373, %85 : tensor<2x32xf32>
    %1385 = stablehlo.multiply %1378, %199 : tensor<2x32xf32>
    %1386 = stablehlo.add %1384, %1385 : tensor<2x32xf32>
    %1387 = stablehlo.multiply %1386, %138 : tensor<2x32xf32>
    %1388 = stablehlo.select %195, %cst_26, %1375 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1389 = stablehlo.slice %1388 [0:2, 4:5, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %1390 = stablehlo.reshape %1389 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %1391 = stablehlo.divide %1390, %220 : tensor<2x32xf32>
    %1392 = stablehlo.multiply %1391, %216 : tensor<2x32xf32>
    %1393 = stablehlo.add %1387, %1392 : tensor<2x32xf32>
    %1394 = stablehlo.broadcast_in_dim %1393, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1395 = stablehlo.select %209, %1394, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1396 = stablehlo.add %1383, %1395 : tensor<2x8x32xf32>
    %1397 = stablehlo.multiply %1386, %87 : tensor<2x32xf32>
    %1398 = stablehlo.multiply %1391, %213 : tensor<2x32xf32>
    %1399 = stablehlo.add %1397, %1398 : tensor<2x32xf32>
    %1400 = stablehlo.multiply %1399, %131 : tensor<2x32xf32>
    %1401 = stablehlo.select %209, %cst_26, %1388 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1402 = stablehlo.slice %1401 [0:2, 3:4, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %1403 = stablehlo.reshape %1402 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %1404 = stablehlo.divide %1403, %234 : tensor<2x32xf32>
    %1405 = stablehlo.multiply %1404, %230 : tensor<2x32xf32>
    %1406 = stablehlo.add %1400, %1405 : tensor<2x32xf32>
    %1407 = stablehlo.broadcast_in_dim %1406, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1408 = stablehlo.select %223, %1407, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1409 = stablehlo.add %1396, %1408 : tensor<2x8x32xf32>
    %1410 = stablehlo.multiply %1399, %89 : tensor<2x32xf32>
    %1411 = stablehlo.multiply %1404, %227 : tensor<2x32xf32>
    %1412 = stablehlo.add %1410, %1411 : tensor<2x32xf32>
    %1413 = stablehlo.multiply %1412, %124 : tensor<2x32xf32>
    %1414 = stablehlo.select %223, %cst_26, %1401 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1415 = stablehlo.slice %1414 [0:2, 2:3, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %1416 = stablehlo.reshape %1415 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %1417 = stablehlo.divide %1416, %248 : tensor<2x32xf32>
    %1418 = stablehlo.multiply %1417, %244 : tensor<2x32xf32>
    %1419 = stablehlo.add %1413, %1418 : tensor<2x32xf32>
    %1420 = stablehlo.broadcast_in_dim %1419, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1421 = stablehlo.select %237, %1420, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1422 = stablehlo.add %1409, %1421 : tensor<2x8x32xf32>
    %1423 = stablehlo.multiply %1412, %91 : tensor<2x32xf32>
    %1424 = stablehlo.multiply %1417, %241 : tensor<2x32xf32>
    %1425 = stablehlo.add %1423, %1424 : tensor<2x32xf32>
    %1426 = stablehlo.multiply %1425, %117 : tensor<2x32xf32>
    %1427 = stablehlo.select %237, %cst_26, %1414 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1428 = stablehlo.slice %1427 [0:2, 1:2, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %1429 = stablehlo.reshape %1428 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %1430 = stablehlo.divide %1429, %262 : tensor<2x32xf32>
    %1431 = stablehlo.multiply %1430, %258 : tensor<2x32xf32>
    %1432 = stablehlo.add %1426, %1431 : tensor<2x32xf32>
    %1433 = stablehlo.broadcast_in_dim %1432, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1434 = stablehlo.select %251, %1433, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1435 = stablehlo.add %1422, %1434 : tensor<2x8x32xf32>
    %1436 = stablehlo.multiply %1425, %93 : tensor<2x32xf32>
    %1437 = stablehlo.multiply %1430, %255 : tensor<2x32xf32>
    %1438 = stablehlo.add %1436, %1437 : tensor<2x32xf32>
    %1439 = stablehlo.multiply %1438, %98 : tensor<2x32xf32>
    %1440 = stablehlo.select %251, %cst_26, %1427 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1441 = stablehlo.slice %1440 [0:2, 0:1, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x1x32xf32>
    %1442 = stablehlo.reshape %1441 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %1443 = stablehlo.divide %1442, %275 : tensor<2x32xf32>
    %1444 = stablehlo.multiply %1443, %272 : tensor<2x32xf32>
    %1445 = stablehlo.add %1439, %1444 : tensor<2x32xf32>
    %1446 = stablehlo.broadcast_in_dim %1445, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1447 = stablehlo.select %265, %1446, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1448 = stablehlo.add %1435, %1447 : tensor<2x8x32xf32>
    %1449 = stablehlo.reshape %1448 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1450 = stablehlo.dot_general %1449, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1451 = stablehlo.reshape %1450 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1452 = stablehlo.multiply %1451, %100 : tensor<2x8x32xf32>
    %1453 = stablehlo.add %1352, %1452 : tensor<2x8x32xf32>
    %1454 = stablehlo.negate %1355 : tensor<2x32xf32>
    %1455 = stablehlo.divide %179, %178 : tensor<2x32xf32>
    %1456 = stablehlo.multiply %1454, %1455 : tensor<2x32xf32>
    %1457 = stablehlo.multiply %1356, %161 : tensor<2x32xf32>
    %1458 = stablehlo.add %1456, %1457 : tensor<2x32xf32>
    %1459 = stablehlo.multiply %1458, %159 : tensor<2x32xf32>
    %1460 = stablehlo.compare  GT, %74, %78 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1461 = stablehlo.compare  EQ, %74, %78 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1462 = stablehlo.negate %1459 : tensor<2x32xf32>
    %1463 = stablehlo.multiply %1456, %176 : tensor<2x32xf32>
    %1464 = stablehlo.multiply %1356, %156 : tensor<2x32xf32>
    %1465 = stablehlo.add %1463, %1464 : tensor<2x32xf32>
    %1466 = stablehlo.multiply %1465, %81 : tensor<2x32xf32>
    %1467 = stablehlo.negate %1466 : tensor<2x32xf32>
    %1468 = stablehlo.add %1462, %1467 : tensor<2x32xf32>
    %1469 = stablehlo.divide %1468, %cst_10 : tensor<2x32xf32>
    %1470 = stablehlo.select %1461, %1469, %1468 : tensor<2x32xi1>, tensor<2x32xf32>
    %1471 = stablehlo.select %1460, %cst_34, %1470 : tensor<2x32xi1>, tensor<2x32xf32>
    %1472 = stablehlo.add %1459, %1471 : tensor<2x32xf32>
    %1473 = stablehlo.broadcast_in_dim %1472, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1474 = stablehlo.select %31, %1473, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1475 = stablehlo.multiply %1456, %81 : tensor<2x32xf32>
    %1476 = stablehlo.multiply %1360, %154 : tensor<2x32xf32>
    %1477 = stablehlo.add %1475, %1476 : tensor<2x32xf32>
    %1478 = stablehlo.multiply %1477, %152 : tensor<2x32xf32>
    %1479 = stablehlo.compare  GT, %71, %73 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1480 = stablehlo.compare  EQ, %71, %73 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1481 = stablehlo.compare  LT, %74, %78 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1482 = stablehlo.select %1481, %cst_34, %1470 : tensor<2x32xi1>, tensor<2x32xf32>
    %1483 = stablehlo.add %1466, %1482 : tensor<2x32xf32>
    %1484 = stablehlo.negate %1478 : tensor<2x32xf32>
    %1485 = stablehlo.add %1483, %1484 : tensor<2x32xf32>
    %1486 = stablehlo.multiply %1475, %174 : tensor<2x32xf32>
    %1487 = stablehlo.multiply %1360, %149 : tensor<2x32xf32>
    %1488 = stablehlo.add %1486, %1487 : tensor<2x32xf32>
    %1489 = stablehlo.multiply %1488, %83 : tensor<2x32xf32>
    %1490 = stablehlo.negate %1489 : tensor<2x32xf32>
    %1491 = stablehlo.add %1485, %1490 : tensor<2x32xf32>
    %1492 = stablehlo.divide %1491, %cst_10 : tensor<2x32xf32>
    %1493 = stablehlo.select %1480, %1492, %1491 : tensor<2x32xi1>, tensor<2x32xf32>
    %1494 = stablehlo.select %1479, %cst_34, %1493 : tensor<2x32xi1>, tensor<2x32xf32>
    %1495 = stablehlo.add %1478, %1494 : tensor<2x32xf32>
    %1496 = stablehlo.negate %1364 : tensor<2x32xf32>
    %1497 = stablehlo.divide %193, %192 : tensor<2x32xf32>
    %1498 = stablehlo.multiply %1496, %1497 : tensor<2x32xf32>
    %1499 = stablehlo.multiply %1365, %154 : tensor<2x32xf32>
    %1500 = stablehlo.add %1498, %1499 : tensor<2x32xf32>
    %1501 = stablehlo.multiply %1500, %188 : tensor<2x32xf32>
    %1502 = stablehlo.add %1495, %1501 : tensor<2x32xf32>
    %1503 = stablehlo.compare  GT, %70, %182 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1504 = stablehlo.compare  EQ, %70, %182 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1505 = stablehlo.negate %1501 : tensor<2x32xf32>
    %1506 = stablehlo.multiply %1498, %174 : tensor<2x32xf32>
    %1507 = stablehlo.multiply %1365, %149 : tensor<2x32xf32>
    %1508 = stablehlo.add %1506, %1507 : tensor<2x32xf32>
    %1509 = stablehlo.multiply %1508, %185 : tensor<2x32xf32>
    %1510 = stablehlo.negate %1509 : tensor<2x32xf32>
    %1511 = stablehlo.add %1505, %1510 : tensor<2x32xf32>
    %1512 = stablehlo.divide %1511, %cst_10 : tensor<2x32xf32>
    %1513 = stablehlo.select %1504, %1512, %1511 : tensor<2x32xi1>, tensor<2x32xf32>
    %1514 = stablehlo.select %1503, %cst_34, %1513 : tensor<2x32xi1>, tensor<2x32xf32>
    %1515 = stablehlo.add %1502, %1514 : tensor<2x32xf32>
    %1516 = stablehlo.broadcast_in_dim %1515, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1517 = stablehlo.select %181, %1516, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1518 = stablehlo.add %1474, %1517 : tensor<2x8x32xf32>
    %1519 = stablehlo.multiply %1475, %83 : tensor<2x32xf32>
    %1520 = stablehlo.multiply %1498, %185 : tensor<2x32xf32>
    %1521 = stablehlo.add %1519, %1520 : tensor<2x32xf32>
    %1522 = stablehlo.multiply %1373, %147 : tensor<2x32xf32>
    %1523 = stablehlo.add %1521, %1522 : tensor<2x32xf32>
    %1524 = stablehlo.multiply %1523, %145 : tensor<2x32xf32>
    %1525 = stablehlo.compare  GT, %67, %69 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1526 = stablehlo.compare  EQ, %67, %69 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1527 = stablehlo.compare  LT, %71, %73 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1528 = stablehlo.select %1527, %cst_34, %1493 : tensor<2x32xi1>, tensor<2x32xf32>
    %1529 = stablehlo.add %1489, %1528 : tensor<2x32xf32>
    %1530 = stablehlo.add %1529, %1509 : tensor<2x32xf32>
    %1531 = stablehlo.compare  LT, %70, %182 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1532 = stablehlo.select %1531, %cst_34, %1513 : tensor<2x32xi1>, tensor<2x32xf32>
    %1533 = stablehlo.add %1530, %1532 : tensor<2x32xf32>
    %1534 = stablehlo.negate %1524 : tensor<2x32xf32>
    %1535 = stablehlo.add %1533, %1534 : tensor<2x32xf32>
    %1536 = stablehlo.multiply %1521, %172 : tensor<2x32xf32>
    %1537 = stablehlo.multiply %1373, %142 : tensor<2x32xf32>
    %1538 = stablehlo.add %1536, %1537 : tensor<2x32xf32>
    %1539 = stablehlo.multiply %1538, %85 : tensor<2x32xf32>
    %1540 = stablehlo.negate %1539 : tensor<2x32xf32>
    %1541 = stablehlo.add %1535, %1540 : tensor<2x32xf32>
    %1542 = stablehlo.divide %1541, %cst_10 : tensor<2x32xf32>
    %1543 = stablehlo.select %1526, %1542, %1541 : tensor<2x32xi1>, tensor<2x32xf32>
    %1544 = stablehlo.select %1525, %cst_34, %1543 : tensor<2x32xi1>, tensor<2x32xf32>
    %1545 = stablehlo.add %1524, %1544 : tensor<2x32xf32>
    %1546 = stablehlo.negate %1377 : tensor<2x32xf32>
    %1547 = stablehlo.divide %207, %206 : tensor<2x32xf32>
    %1548 = stablehlo.multiply %1546, %1547 : tensor<2x32xf32>
    %1549 = stablehlo.multiply %1378, %147 : tensor<2x32xf32>
    %1550 = stablehlo.add %1548, %1549 : tensor<2x32xf32>
    %1551 = stablehlo.multiply %1550, %202 : tensor<2x32xf32>
    %1552 = stablehlo.add %1545, %1551 : tensor<2x32xf32>
    %1553 = stablehlo.compare  GT, %66, %196 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1554 = stablehlo.compare  EQ, %66, %196 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1555 = stablehlo.negate %1551 : tensor<2x32xf32>
    %1556 = stablehlo.multiply %1548, %172 : tensor<2x32xf32>
    %1557 = stablehlo.multiply %1378, %142 : tensor<2x32xf32>
    %1558 = stablehlo.add %1556, %1557 : tensor<2x32xf32>
    %1559 = stablehlo.multiply %1558, %199 : tensor<2x32xf32>
    %1560 = stablehlo.negate %1559 : tensor<2x32xf32>
    %1561 = stablehlo.add %1555, %1560 : tensor<2x32xf32>
    %1562 = stablehlo.divide %1561, %cst_10 : tensor<2x32xf32>
    %1563 = stablehlo.select %1554, %1562, %1561 : tensor<2x32xi1>, tensor<2x32xf32>
    %1564 = stablehlo.select %1553, %cst_34, %1563 : tensor<2x32xi1>, tensor<2x32xf32>
    %1565 = stablehlo.add %1552, %1564 : tensor<2x32xf32>
    %1566 = stablehlo.broadcast_in_dim %1565, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1567 = stablehlo.select %195, %1566, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1568 = stablehlo.add %1518, %1567 : tensor<2x8x32xf32>
    %1569 = stablehlo.multiply %1521, %85 : tensor<2x32xf32>
    %1570 = stablehlo.multiply %1548, %199 : tensor<2x32xf32>
    %1571 = stablehlo.add %1569, %1570 : tensor<2x32xf32>
    %1572 = stablehlo.multiply %1386, %140 : tensor<2x32xf32>
    %1573 = stablehlo.add %1571, %1572 : tensor<2x32xf32>
    %1574 = stablehlo.multiply %1573, %138 : tensor<2x32xf32>
    %1575 = stablehlo.compare  GT, %63, %65 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1576 = stablehlo.compare  EQ, %63, %65 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1577 = stablehlo.compare  LT, %67, %69 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1578 = stablehlo.select %1577, %cst_34, %1543 : tensor<2x32xi1>, tensor<2x32xf32>
    %1579 = stablehlo.add %1539, %1578 : tensor<2x32xf32>
    %1580 = stablehlo.add %1579, %1559 : tensor<2x32xf32>
    %1581 = stablehlo.compare  LT, %66, %196 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1582 = stablehlo.select %1581, %cst_34, %1563 : tensor<2x32xi1>, tensor<2x32xf32>
    %1583 = stablehlo.add %1580, %1582 : tensor<2x32xf32>
    %1584 = stablehlo.negate %1574 : tensor<2x32xf32>
    %1585 = stablehlo.add %1583, %1584 : tensor<2x32xf32>
    %1586 = stablehlo.multiply %1571, %170 : tensor<2x32xf32>
    %1587 = stablehlo.multiply %1386, %135 : tensor<2x32xf32>
    %1588 = stablehlo.add %1586, %1587 : tensor<2x32xf32>
    %1589 = stablehlo.multiply %1588, %87 : tensor<2x32xf32>
    %1590 = stablehlo.negate %1589 : tensor<2x32xf32>
    %1591 = stablehlo.add %1585, %1590 : tensor<2x32xf32>
    %1592 = stablehlo.divide %1591, %cst_10 : tensor<2x32xf32>
    %1593 = stablehlo.select %1576, %1592, %1591 : tensor<2x32xi1>, tensor<2x32xf32>
    %1594 = stablehlo.select %1575, %cst_34, %1593 : tensor<2x32xi1>, tensor<2x32xf32>
    %1595 = stablehlo.add %1574, %1594 : tensor<2x32xf32>
    %1596 = stablehlo.negate %1390 : tensor<2x32xf32>
    %1597 = stablehlo.divide %221, %220 : tensor<2x32xf32>
    %1598 = stablehlo.multiply %1596, %1597 : tensor<2x32xf32>
    %1599 = stablehlo.multiply %1391, %140 : tensor<2x32xf32>
    %1600 = stablehlo.add %1598, %1599 : tensor<2x32xf32>
    %1601 = stablehlo.multiply %1600, %216 : tensor<2x32xf32>
    %1602 = stablehlo.add %1595, %1601 : tensor<2x32xf32>
    %1603 = stablehlo.compare  GT, %62, %210 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1604 = stablehlo.compare  EQ, %62, %210 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1605 = stablehlo.negate %1601 : tensor<2x32xf32>
    %1606 = stablehlo.multiply %1598, %170 : tensor<2x32xf32>
    %1607 = stablehlo.multiply %1391, %135 : tensor<2x32xf32>
    %1608 = stablehlo.add %1606, %1607 : tensor<2x32xf32>
    %1609 = stablehlo.multiply %1608, %213 : tensor<2x32xf32>
    %1610 = stablehlo.negate %1609 : tensor<2x32xf32>
    %1611 = stablehlo.add %1605, %1610 : tensor<2x32xf32>
    %1612 = stablehlo.divide %1611, %cst_10 : tensor<2x32xf32>
    %1613 = stablehlo.select %1604, %1612, %1611 : tensor<2x32xi1>, tensor<2x32xf32>
    %1614 = stablehlo.select %1603, %cst_34, %1613 : tensor<2x32xi1>, tensor<2x32xf32>
    %1615 = stablehlo.add %1602, %1614 : tensor<2x32xf32>
    %1616 = stablehlo.broadcast_in_dim %1615, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1617 = stablehlo.select %209, %1616, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1618 = stablehlo.add %1568, %1617 : tensor<2x8x32xf32>
    %1619 = stablehlo.multiply %1571, %87 : tensor<2x32xf32>
    %1620 = stablehlo.multiply %1598, %213 : tensor<2x32xf32>
    %1621 = stablehlo.add %1619, %1620 : tensor<2x32xf32>
    %1622 = stablehlo.multiply %1399, %133 : tensor<2x32xf32>
    %1623 = stablehlo.add %1621, %1622 : tensor<2x32xf32>
    %1624 = stablehlo.multiply %1623, %131 : tensor<2x32xf32>
    %1625 = stablehlo.compare  GT, %59, %61 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1626 = stablehlo.compare  EQ, %59, %61 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1627 = stablehlo.compare  LT, %63, %65 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1628 = stablehlo.select %1627, %cst_34, %1593 : tensor<2x32xi1>, tensor<2x32xf32>
    %1629 = stablehlo.add %1589, %1628 : tensor<2x32xf32>
    %1630 = stablehlo.add %1629, %1609 : tensor<2x32xf32>
    %1631 = stablehlo.compare  LT, %62, %210 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1632 = stablehlo.select %1631, %cst_34, %1613 : tensor<2x32xi1>, tensor<2x32xf32>
    %1633 = stablehlo.add %1630, %1632 : tensor<2x32xf32>
    %1634 = stablehlo.negate %1624 : tensor<2x32xf32>
    %1635 = stablehlo.add %1633, %1634 : tensor<2x32xf32>
    %1636 = stablehlo.multiply %1621, %168 : tensor<2x32xf32>
    %1637 = stablehlo.multiply %1399, %128 : tensor<2x32xf32>
    %1638 = stablehlo.add %1636, %1637 : tensor<2x32xf32>
    %1639 = stablehlo.multiply %1638, %89 : tensor<2x32xf32>
    %1640 = stablehlo.negate %1639 : tensor<2x32xf32>
    %1641 = stablehlo.add %1635, %1640 : tensor<2x32xf32>
    %1642 = stablehlo.divide %1641, %cst_10 : tensor<2x32xf32>
    %1643 = stablehlo.select %1626, %1642, %1641 : tensor<2x32xi1>, tensor<2x32xf32>
    %1644 = stablehlo.select %1625, %cst_34, %1643 : tensor<2x32xi1>, tensor<2x32xf32>
    %1645 = stablehlo.add %1624, %1644 : tensor<2x32xf32>
    %1646 = stablehlo.negate %1403 : tensor<2x32xf32>
    %1647 = stablehlo.divide %235, %234 : tensor<2x32xf32>
    %1648 = stablehlo.multiply %1646, %1647 : tensor<2x32xf32>
    %1649 = stablehlo.multiply %1404, %133 : tensor<2x32xf32>
    %1650 = stablehlo.add %1648, %1649 : tensor<2x32xf32>
    %1651 = stablehlo.multiply %1650, %230 : tensor<2x32xf32>
    %1652 = stablehlo.add %1645, %1651 : tensor<2x32xf32>
    %1653 = stablehlo.compare  GT, %58, %224 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1654 = stablehlo.compare  EQ, %58, %224 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1655 = stablehlo.negate %1651 : tensor<2x32xf32>
    %1656 = stablehlo.multiply %1648, %168 : tensor<2x32xf32>
    %1657 = stablehlo.multiply %1404, %128 : tensor<2x32xf32>
    %1658 = stablehlo.add %1656, %1657 : tensor<2x32xf32>
    %1659 = stablehlo.multiply %1658, %227 : tensor<2x32xf32>
    %1660 = stablehlo.negate %1659 : tensor<2x32xf32>
    %1661 = stablehlo.add %1655, %1660 : tensor<2x32xf32>
    %1662 = stablehlo.divide %1661, %cst_10 : tensor<2x32xf32>
    %1663 = stablehlo.select %1654, %1662, %1661 : tensor<2x32xi1>, tensor<2x32xf32>
    %1664 = stablehlo.select %1653, %cst_34, %1663 : tensor<2x32xi1>, tensor<2x32xf32>
    %1665 = stablehlo.add %1652, %1664 : tensor<2x32xf32>
    %1666 = stablehlo.broadcast_in_dim %1665, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1667 = stablehlo.select %223, %1666, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1668 = stablehlo.add %1618, %1667 : tensor<2x8x32xf32>
    %1669 = stablehlo.multiply %1621, %89 : tensor<2x32xf32>
    %1670 = stablehlo.multiply %1648, %227 : tensor<2x32xf32>
    %1671 = stablehlo.add %1669, %1670 : tensor<2x32xf32>
    %1672 = stablehlo.multiply %1412, %126 : tensor<2x32xf32>
    %1673 = stablehlo.add %1671, %1672 : tensor<2x32xf32>
    %1674 = stablehlo.multiply %1673, %124 : tensor<2x32xf32>
    %1675 = stablehlo.compare  GT, %55, %57 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1676 = stablehlo.compare  EQ, %55, %57 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1677 = stablehlo.compare  LT, %59, %61 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1678 = stablehlo.select %1677, %cst_34, %1643 : tensor<2x32xi1>, tensor<2x32xf32>
    %1679 = stablehlo.add %1639, %1678 : tensor<2x32xf32>
    %1680 = stablehlo.add %1679, %1659 : tensor<2x32xf32>
    %1681 = stablehlo.compare  LT, %58, %224 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1682 = stablehlo.select %1681, %cst_34, %1663 : tensor<2x32xi1>, tensor<2x32xf32>
    %1683 = stablehlo.add %1680, %1682 : tensor<2x32xf32>
    %1684 = stablehlo.negate %1674 : tensor<2x32xf32>
    %1685 = stablehlo.add %1683, %1684 : tensor<2x32xf32>
    %1686 = stablehlo.multiply %1671, %166 : tensor<2x32xf32>
    %1687 = stablehlo.multiply %1412, %121 : tensor<2x32xf32>
    %1688 = stablehlo.add %1686, %1687 : tensor<2x32xf32>
    %1689 = stablehlo.multiply %1688, %91 : tensor<2x32xf32>
    %1690 = stablehlo.negate %1689 : tensor<2x32xf32>
    %1691 = stablehlo.add %1685, %1690 : tensor<2x32xf32>
    %1692 = stablehlo.divide %1691, %cst_10 : tensor<2x32xf32>
    %1693 = stablehlo.select %1676, %1692, %1691 : tensor<2x32xi1>, tensor<2x32xf32>
    %1694 = stablehlo.select %1675, %cst_34, %1693 : tensor<2x32xi1>, tensor<2x32xf32>
    %1695 = stablehlo.add %1674, %1694 : tensor<2x32xf32>
    %1696 = stablehlo.negate %1416 : tensor<2x32xf32>
    %1697 = stablehlo.divide %249, %248 : tensor<2x32xf32>
    %1698 = stablehlo.multiply %1696, %1697 : tensor<2x32xf32>
    %1699 = stablehlo.multiply %1417, %126 : tensor<2x32xf32>
    %1700 = stablehlo.add %1698, %1699 : tensor<2x32xf32>
    %1701 = stablehlo.multiply %1700, %244 : tensor<2x32xf32>
    %1702 = stablehlo.add %1695, %1701 : tensor<2x32xf32>
    %1703 = stablehlo.compare  GT, %54, %238 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1704 = stablehlo.compare  EQ, %54, %238 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1705 = stablehlo.negate %1701 : tensor<2x32xf32>
    %1706 = stablehlo.multiply %1698, %166 : tensor<2x32xf32>
    %1707 = stablehlo.multiply %1417, %121 : tensor<2x32xf32>
    %1708 = stablehlo.add %1706, %1707 : tensor<2x32xf32>
    %1709 = stablehlo.multiply %1708, %241 : tensor<2x32xf32>
    %1710 = stablehlo.negate %1709 : tensor<2x32xf32>
    %1711 = stablehlo.add %1705, %1710 : tensor<2x32xf32>
    %1712 = stablehlo.divide %1711, %cst_10 : tensor<2x32xf32>
    %1713 = stablehlo.select %1704, %1712, %1711 : tensor<2x32xi1>, tensor<2x32xf32>
    %1714 = stablehlo.select %1703, %cst_34, %1713 : tensor<2x32xi1>, tensor<2x32xf32>
    %1715 = stablehlo.add %1702, %1714 : tensor<2x32xf32>
    %1716 = stablehlo.broadcast_in_dim %1715, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1717 = stablehlo.select %237, %1716, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1718 = stablehlo.add %1668, %1717 : tensor<2x8x32xf32>
    %1719 = stablehlo.multiply %1671, %91 : tensor<2x32xf32>
    %1720 = stablehlo.multiply %1698, %241 : tensor<2x32xf32>
    %1721 = stablehlo.add %1719, %1720 : tensor<2x32xf32>
    %1722 = stablehlo.multiply %1425, %119 : tensor<2x32xf32>
    %1723 = stablehlo.add %1721, %1722 : tensor<2x32xf32>
    %1724 = stablehlo.multiply %1723, %117 : tensor<2x32xf32>
    %1725 = stablehlo.compare  GT, %51, %53 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1726 = stablehlo.compare  EQ, %51, %53 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1727 = stablehlo.compare  LT, %55, %57 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1728 = stablehlo.select %1727, %cst_34, %1693 : tensor<2x32xi1>, tensor<2x32xf32>
    %1729 = stablehlo.add %1689, %1728 : tensor<2x32xf32>
    %1730 = stablehlo.add %1729, %1709 : tensor<2x32xf32>
    %1731 = stablehlo.compare  LT, %54, %238 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1732 = stablehlo.select %1731, %cst_34, %1713 : tensor<2x32xi1>, tensor<2x32xf32>
    %1733 = stablehlo.add %1730, %1732 : tensor<2x32xf32>
    %1734 = stablehlo.negate %1724 : tensor<2x32xf32>
    %1735 = stablehlo.add %1733, %1734 : tensor<2x32xf32>
    %1736 = stablehlo.multiply %1721, %164 : tensor<2x32xf32>
    %1737 = stablehlo.multiply %1425, %114 : tensor<2x32xf32>
    %1738 = stablehlo.add %1736, %1737 : tensor<2x32xf32>
    %1739 = stablehlo.multiply %1738, %93 : tensor<2x32xf32>
    %1740 = stablehlo.negate %1739 : tensor<2x32xf32>
    %1741 = stablehlo.add %1735, %1740 : tensor<2x32xf32>
    %1742 = stablehlo.divide %1741, %cst_10 : tensor<2x32xf32>
    %1743 = stablehlo.select %1726, %1742, %1741 : tensor<2x32xi1>, tensor<2x32xf32>
    %1744 = stablehlo.select %1725, %cst_34, %1743 : tensor<2x32xi1>, tensor<2x32xf32>
    %1745 = stablehlo.add %1724, %1744 : tensor<2x32xf32>
    %1746 = stablehlo.negate %1429 : tensor<2x32xf32>
    %1747 = stablehlo.divide %263, %262 : tensor<2x32xf32>
    %1748 = stablehlo.multiply %1746, %1747 : tensor<2x32xf32>
    %1749 = stablehlo.multiply %1430, %119 : tensor<2x32xf32>
    %1750 = stablehlo.add %1748, %1749 : tensor<2x32xf32>
    %1751 = stablehlo.multiply %1750, %258 : tensor<2x32xf32>
    %1752 = stablehlo.add %1745, %1751 : tensor<2x32xf32>
    %1753 = stablehlo.compare  GT, %50, %252 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1754 = stablehlo.compare  EQ, %50, %252 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1755 = stablehlo.negate %1751 : tensor<2x32xf32>
    %1756 = stablehlo.multiply %1748, %164 : tensor<2x32xf32>
    %1757 = stablehlo.multiply %1430, %114 : tensor<2x32xf32>
    %1758 = stablehlo.add %1756, %1757 : tensor<2x32xf32>
    %1759 = stablehlo.multiply %1758, %255 : tensor<2x32xf32>
    %1760 = stablehlo.negate %1759 : tensor<2x32xf32>
    %1761 = stablehlo.add %1755, %1760 : tensor<2x32xf32>
    %1762 = stablehlo.divide %1761, %cst_10 : tensor<2x32xf32>
    %1763 = stablehlo.select %1754, %1762, %1761 : tensor<2x32xi1>, tensor<2x32xf32>
    %1764 = stablehlo.select %1753, %cst_34, %1763 : tensor<2x32xi1>, tensor<2x32xf32>
    %1765 = stablehlo.add %1752, %1764 : tensor<2x32xf32>
    %1766 = stablehlo.broadcast_in_dim %1765, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1767 = stablehlo.select %251, %1766, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1768 = stablehlo.add %1718, %1767 : tensor<2x8x32xf32>
    %1769 = stablehlo.multiply %1721, %93 : tensor<2x32xf32>
    %1770 = stablehlo.multiply %1748, %255 : tensor<2x32xf32>
    %1771 = stablehlo.add %1769, %1770 : tensor<2x32xf32>
    %1772 = stablehlo.multiply %1438, %112 : tensor<2x32xf32>
    %1773 = stablehlo.add %1771, %1772 : tensor<2x32xf32>
    %1774 = stablehlo.multiply %1773, %98 : tensor<2x32xf32>
    %1775 = stablehlo.compare  GT, %35, %49 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1776 = stablehlo.compare  EQ, %35, %49 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1777 = stablehlo.compare  LT, %51, %53 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1778 = stablehlo.select %1777, %cst_34, %1743 : tensor<2x32xi1>, tensor<2x32xf32>
    %1779 = stablehlo.add %1739, %1778 : tensor<2x32xf32>
    %1780 = stablehlo.add %1779, %1759 : tensor<2x32xf32>
    %1781 = stablehlo.compare  LT, %50, %252 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1782 = stablehlo.select %1781, %cst_34, %1763 : tensor<2x32xi1>, tensor<2x32xf32>
    %1783 = stablehlo.add %1780, %1782 : tensor<2x32xf32>
    %1784 = stablehlo.negate %1774 : tensor<2x32xf32>
    %1785 = stablehlo.add %1783, %1784 : tensor<2x32xf32>
    %1786 = stablehlo.multiply %1771, %cst_34 : tensor<2x32xf32>
    %1787 = stablehlo.multiply %1438, %cst_34 : tensor<2x32xf32>
    %1788 = stablehlo.add %1786, %1787 : tensor<2x32xf32>
    %1789 = stablehlo.multiply %1788, %95 : tensor<2x32xf32>
    %1790 = stablehlo.negate %1789 : tensor<2x32xf32>
    %1791 = stablehlo.add %1785, %1790 : tensor<2x32xf32>
    %1792 = stablehlo.divide %1791, %cst_10 : tensor<2x32xf32>
    %1793 = stablehlo.select %1776, %1792, %1791 : tensor<2x32xi1>, tensor<2x32xf32>
    %1794 = stablehlo.select %1775, %cst_34, %1793 : tensor<2x32xi1>, tensor<2x32xf32>
    %1795 = stablehlo.add %1774, %1794 : tensor<2x32xf32>
    %1796 = stablehlo.negate %1442 : tensor<2x32xf32>
    %1797 = stablehlo.divide %276, %275 : tensor<2x32xf32>
    %1798 = stablehlo.multiply %1796, %1797 : tensor<2x32xf32>
    %1799 = stablehlo.multiply %1443, %112 : tensor<2x32xf32>
    %1800 = stablehlo.add %1798, %1799 : tensor<2x32xf32>
    %1801 = stablehlo.multiply %1800, %272 : tensor<2x32xf32>
    %1802 = stablehlo.add %1795, %1801 : tensor<2x32xf32>
    %1803 = stablehlo.compare  GT, %cst_35, %266 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1804 = stablehlo.compare  EQ, %cst_35, %266 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1805 = stablehlo.negate %1801 : tensor<2x32xf32>
    %1806 = stablehlo.multiply %1798, %cst_34 : tensor<2x32xf32>
    %1807 = stablehlo.multiply %1443, %cst_34 : tensor<2x32xf32>
    %1808 = stablehlo.add %1806, %1807 : tensor<2x32xf32>
    %1809 = stablehlo.multiply %1808, %269 : tensor<2x32xf32>
    %1810 = stablehlo.negate %1809 : tensor<2x32xf32>
    %1811 = stablehlo.add %1805, %1810 : tensor<2x32xf32>
    %1812 = stablehlo.divide %1811, %cst_10 : tensor<2x32xf32>
    %1813 = stablehlo.select %1804, %1812, %1811 : tensor<2x32xi1>, tensor<2x32xf32>
    %1814 = stablehlo.select %1803, %cst_34, %1813 : tensor<2x32xi1>, tensor<2x32xf32>
    %1815 = stablehlo.add %1802, %1814 : tensor<2x32xf32>
    %1816 = stablehlo.broadcast_in_dim %1815, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x8x32xf32>
    %1817 = stablehlo.select %265, %1816, %cst_26 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1818 = stablehlo.add %1768, %1817 : tensor<2x8x32xf32>
    %1819 = stablehlo.reshape %1818 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1820 = stablehlo.dot_general %1819, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1821 = stablehlo.reshape %1820 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1822 = stablehlo.multiply %1821, %37 : tensor<2x8x32xf32>
    %1823 = stablehlo.add %1453, %1822 : tensor<2x8x32xf32>
    %1824 = stablehlo.multiply %1351, %23 : tensor<2x8x32xf32>
    %1825 = stablehlo.multiply %1451, %104 : tensor<2x8x32xf32>
    %1826 = stablehlo.add %1824, %1825 : tensor<2x8x32xf32>
    %1827 = stablehlo.multiply %1821, %41 : tensor<2x8x32xf32>
    %1828 = stablehlo.add %1826, %1827 : tensor<2x8x32xf32>
    %1829 = stablehlo.pad %1828, %cst_42, low = [0, -1, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8x32xf32>
    %1830 = stablehlo.add %1823, %1829 : tensor<2x8x32xf32>
    %1831 = stablehlo.multiply %1830, %14 : tensor<2x8x32xf32>
    %1832 = stablehlo.multiply %1831, %cst_13 : tensor<2x8x32xf32>
    %1833 = stablehlo.reduce(%1831 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1834 = stablehlo.broadcast_in_dim %1833, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1835 = stablehlo.subtract %1832, %1834 : tensor<2x8x32xf32>
    %1836 = stablehlo.reshape %batch_mean_44 : (tensor<16xf32>) -> tensor<2x8xf32>
    %1837 = stablehlo.broadcast_in_dim %1836, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1838 = stablehlo.subtract %10, %1837 : tensor<2x8x32xf32>
    %1839 = stablehlo.reshape %1337 : (tensor<16xf32>) -> tensor<2x8xf32>
    %1840 = stablehlo.broadcast_in_dim %1839, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1841 = stablehlo.multiply %1838, %1840 : tensor<2x8x32xf32>
    %1842 = stablehlo.multiply %1831, %1841 : tensor<2x8x32xf32>
    %1843 = stablehlo.reduce(%1842 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1844 = stablehlo.broadcast_in_dim %1843, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1845 = stablehlo.multiply %1841, %1844 : tensor<2x8x32xf32>
    %1846 = stablehlo.subtract %1835, %1845 : tensor<2x8x32xf32>
    %1847 = stablehlo.multiply %1341, %1846 : tensor<2x8x32xf32>
    %1848 = stablehlo.add %1335, %1847 : tensor<2x8x32xf32>
    %1849 = stablehlo.multiply %1848, %8 : tensor<2x8x32xf32>
    %1850 = stablehlo.multiply %1849, %cst_13 : tensor<2x8x32xf32>
    %1851 = stablehlo.reduce(%1849 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1852 = stablehlo.broadcast_in_dim %1851, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1853 = stablehlo.subtract %1850, %1852 : tensor<2x8x32xf32>
    %1854 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %1855 = stablehlo.broadcast_in_dim %1854, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1856 = stablehlo.subtract %5, %1855 : tensor<2x8x32xf32>
    %1857 = stablehlo.reshape %682 : (tensor<16xf32>) -> tensor<2x8xf32>
    %1858 = stablehlo.broadcast_in_dim %1857, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1859 = stablehlo.multiply %1856, %1858 : tensor<2x8x32xf32>
    %1860 = stablehlo.multiply %1849, %1859 : tensor<2x8x32xf32>
    %1861 = stablehlo.reduce(%1860 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1862 = stablehlo.broadcast_in_dim %1861, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1863 = stablehlo.multiply %1859, %1862 : tensor<2x8x32xf32>
    %1864 = stablehlo.subtract %1853, %1863 : tensor<2x8x32xf32>
    %1865 = stablehlo.multiply %686, %1864 : tensor<2x8x32xf32>
    %1866 = stablehlo.select %680, %cst_26, %1865 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1867 = "stablehlo.scatter"(%cst_21, %678, %1866) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg85: tensor<f32>, %arg86: tensor<f32>):
      %2287 = stablehlo.add %arg85, %arg86 : tensor<f32>
      stablehlo.return %2287 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %1868 = stablehlo.add %674, %1867 : tensor<128x32xf32>
    %1869 = stablehlo.multiply %1868, %cst_9 : tensor<128x32xf32>
    %1870 = stablehlo.subtract %arg22, %1869 : tensor<128x32xf32>
    %1871 = stablehlo.multiply %arg44, %cst_8 : tensor<32xf32>
    %1872 = stablehlo.multiply %1848, %1859 : tensor<2x8x32xf32>
    %1873 = stablehlo.reduce(%1872 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1874 = stablehlo.add %1871, %1873 : tensor<32xf32>
    %1875 = stablehlo.multiply %1874, %cst_7 : tensor<32xf32>
    %1876 = stablehlo.subtract %arg21, %1875 : tensor<32xf32>
    %1877 = stablehlo.multiply %arg45, %cst_8 : tensor<32xf32>
    %1878 = stablehlo.reduce(%1848 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1879 = stablehlo.add %1877, %1878 : tensor<32xf32>
    %1880 = stablehlo.multiply %1879, %cst_7 : tensor<32xf32>
    %1881 = stablehlo.subtract %arg23, %1880 : tensor<32xf32>
    %1882 = stablehlo.multiply %arg46, %cst_8 : tensor<32xf32>
    %1883 = stablehlo.multiply %1830, %1841 : tensor<2x8x32xf32>
    %1884 = stablehlo.reduce(%1883 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1885 = stablehlo.add %1882, %1884 : tensor<32xf32>
    %1886 = stablehlo.multiply %1885, %cst_7 : tensor<32xf32>
    %1887 = stablehlo.subtract %arg20, %1886 : tensor<32xf32>
    %1888 = stablehlo.multiply %arg47, %cst_8 : tensor<32xf32>
    %1889 = stablehlo.reduce(%1830 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1890 = stablehlo.add %1888, %1889 : tensor<32xf32>
    %1891 = stablehlo.multiply %1890, %cst_7 : tensor<32xf32>
    %1892 = stablehlo.subtract %arg24, %1891 : tensor<32xf32>
    %1893 = stablehlo.multiply %arg48, %cst_8 : tensor<32xf32>
    %1894 = stablehlo.multiply %1317, %1328 : tensor<2x8x32xf32>
    %1895 = stablehlo.reduce(%1894 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1896 = stablehlo.add %1893, %1895 : tensor<32xf32>
    %1897 = stablehlo.multiply %1896, %cst_7 : tensor<32xf32>
    %1898 = stablehlo.subtract %arg15, %1897 : tensor<32xf32>
    %1899 = stablehlo.multiply %arg49, %cst_8 : tensor<32xf32>
    %1900 = stablehlo.reduce(%1317 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1901 = stablehlo.add %1899, %1900 : tensor<32xf32>
    %1902 = stablehlo.multiply %1901, %cst_7 : tensor<32xf32>
    %1903 = stablehlo.subtract %arg30, %1902 : tensor<32xf32>
    %1904 = stablehlo.multiply %arg50, %cst_8 : tensor<32xf32>
    %1905 = stablehlo.reduce(%1489 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1906 = stablehlo.reduce(%1528 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1907 = stablehlo.add %1905, %1906 : tensor<32xf32>
    %1908 = stablehlo.reduce(%1539 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1909 = stablehlo.add %1907, %1908 : tensor<32xf32>
    %1910 = stablehlo.reduce(%1578 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1911 = stablehlo.add %1909, %1910 : tensor<32xf32>
    %1912 = stablehlo.reduce(%1589 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1913 = stablehlo.add %1911, %1912 : tensor<32xf32>
    %1914 = stablehlo.reduce(%1628 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1915 = stablehlo.add %1913, %1914 : tensor<32xf32>
    %1916 = stablehlo.reduce(%1639 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1917 = stablehlo.add %1915, %1916 : tensor<32xf32>
    %1918 = stablehlo.reduce(%1678 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1919 = stablehlo.add %1917, %1918 : tensor<32xf32>
    %1920 = stablehlo.reduce(%1689 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1921 = stablehlo.add %1919, %1920 : tensor<32xf32>
    %1922 = stablehlo.reduce(%1728 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1923 = stablehlo.add %1921, %1922 : tensor<32xf32>
    %1924 = stablehlo.reduce(%1739 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1925 = stablehlo.add %1923, %1924 : tensor<32xf32>
    %1926 = stablehlo.reduce(%1778 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1927 = stablehlo.add %1925, %1926 : tensor<32xf32>
    %1928 = stablehlo.reduce(%1789 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1929 = stablehlo.add %1927, %1928 : tensor<32xf32>
    %1930 = stablehlo.compare  LT, %35, %49 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %1931 = stablehlo.select %1930, %cst_34, %1793 : tensor<2x32xi1>, tensor<2x32xf32>
    %1932 = stablehlo.reduce(%1931 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1933 = stablehlo.add %1929, %1932 : tensor<32xf32>
    %1934 = stablehlo.negate %1933 : tensor<32xf32>
    %1935 = stablehlo.multiply %1934, %32 : tensor<32xf32>
    %1936 = stablehlo.add %1904, %1935 : tensor<32xf32>
    %1937 = stablehlo.multiply %1936, %cst_7 : tensor<32xf32>
    %1938 = stablehlo.subtract %arg27, %1937 : tensor<32xf32>
    %1939 = stablehlo.multiply %arg51, %cst_8 : tensor<32xf32>
    %1940 = stablehlo.reduce(%1459 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1941 = stablehlo.reduce(%1471 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1942 = stablehlo.add %1940, %1941 : tensor<32xf32>
    %1943 = stablehlo.reduce(%1501 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1944 = stablehlo.add %1942, %1943 : tensor<32xf32>
    %1945 = stablehlo.reduce(%1514 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1946 = stablehlo.add %1944, %1945 : tensor<32xf32>
    %1947 = stablehlo.reduce(%1551 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1948 = stablehlo.add %1946, %1947 : tensor<32xf32>
    %1949 = stablehlo.reduce(%1564 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1950 = stablehlo.add %1948, %1949 : tensor<32xf32>
    %1951 = stablehlo.reduce(%1601 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1952 = stablehlo.add %1950, %1951 : tensor<32xf32>
    %1953 = stablehlo.reduce(%1614 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1954 = stablehlo.add %1952, %1953 : tensor<32xf32>
    %1955 = stablehlo.reduce(%1651 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1956 = stablehlo.add %1954, %1955 : tensor<32xf32>
    %1957 = stablehlo.reduce(%1664 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1958 = stablehlo.add %1956, %1957 : tensor<32xf32>
    %1959 = stablehlo.reduce(%1701 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1960 = stablehlo.add %1958, %1959 : tensor<32xf32>
    %1961 = stablehlo.reduce(%1714 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1962 = stablehlo.add %1960, %1961 : tensor<32xf32>
    %1963 = stablehlo.reduce(%1751 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1964 = stablehlo.add %1962, %1963 : tensor<32xf32>
    %1965 = stablehlo.reduce(%1764 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1966 = stablehlo.add %1964, %1965 : tensor<32xf32>
    %1967 = stablehlo.reduce(%1801 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1968 = stablehlo.add %1966, %1967 : tensor<32xf32>
    %1969 = stablehlo.reduce(%1814 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1970 = stablehlo.add %1968, %1969 : tensor<32xf32>
    %1971 = stablehlo.add %1939, %1970 : tensor<32xf32>
    %1972 = stablehlo.multiply %1971, %cst_7 : tensor<32xf32>
    %1973 = stablehlo.subtract %arg17, %1972 : tensor<32xf32>
    %1974 = stablehlo.multiply %arg52, %cst_6 : tensor<1x1x32xf32>
    %1975 = stablehlo.multiply %1821, %20 : tensor<2x8x32xf32>
    %1976 = stablehlo.reduce(%1975 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1977 = stablehlo.reshape %1976 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1978 = stablehlo.negate %1977 : tensor<1x1x32xf32>
    %1979 = stablehlo.multiply %1821, %16 : tensor<2x8x32xf32>
    %1980 = stablehlo.reduce(%1979 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1981 = stablehlo.reshape %1980 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1982 = stablehlo.add %1978, %1981 : tensor<1x1x32xf32>
    %1983 = stablehlo.add %1974, %1982 : tensor<1x1x32xf32>
    %1984 = stablehlo.multiply %1983, %cst_5 : tensor<1x1x32xf32>
    %1985 = stablehlo.subtract %arg19, %1984 : tensor<1x1x32xf32>
    %1986 = stablehlo.multiply %arg53, %cst_6 : tensor<1x1x32xf32>
    %1987 = stablehlo.multiply %1451, %20 : tensor<2x8x32xf32>
    %1988 = stablehlo.reduce(%1987 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1989 = stablehlo.reshape %1988 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1990 = stablehlo.negate %1989 : tensor<1x1x32xf32>
    %1991 = stablehlo.multiply %1451, %16 : tensor<2x8x32xf32>
    %1992 = stablehlo.reduce(%1991 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1993 = stablehlo.reshape %1992 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1994 = stablehlo.add %1990, %1993 : tensor<1x1x32xf32>
    %1995 = stablehlo.add %1986, %1994 : tensor<1x1x32xf32>
    %1996 = stablehlo.multiply %1995, %cst_5 : tensor<1x1x32xf32>
    %1997 = stablehlo.subtract %arg26, %1996 : tensor<1x1x32xf32>
    %1998 = stablehlo.multiply %arg54, %cst_6 : tensor<1x1x32xf32>
    %1999 = stablehlo.multiply %1351, %20 : tensor<2x8x32xf32>
    %2000 = stablehlo.reduce(%1999 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2001 = stablehlo.reshape %2000 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2002 = stablehlo.negate %2001 : tensor<1x1x32xf32>
    %2003 = stablehlo.multiply %1351, %16 : tensor<2x8x32xf32>
    %2004 = stablehlo.reduce(%2003 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2005 = stablehlo.reshape %2004 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2006 = stablehlo.add %2002, %2005 : tensor<1x1x32xf32>
    %2007 = stablehlo.add %1998, %2006 : tensor<1x1x32xf32>
    %2008 = stablehlo.multiply %2007, %cst_5 : tensor<1x1x32xf32>
    %2009 = stablehlo.subtract %arg29, %2008 : tensor<1x1x32xf32>
    %2010 = stablehlo.multiply %arg55, %cst_4 : tensor<32x32xf32>
    %2011 = stablehlo.transpose %1819, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %2012 = stablehlo.dot_general %2011, %44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %2013 = stablehlo.add %2010, %2012 : tensor<32x32xf32>
    %2014 = stablehlo.multiply %2013, %cst_3 : tensor<32x32xf32>
    %2015 = stablehlo.subtract %arg18, %2014 : tensor<32x32xf32>
    %2016 = stablehlo.multiply %arg56, %cst_4 : tensor<32x32xf32>
    %2017 = stablehlo.transpose %1449, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %2018 = stablehlo.dot_general %2017, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %2019 = stablehlo.add %2016, %2018 : tensor<32x32xf32>
    %2020 = stablehlo.multiply %2019, %cst_3 : tensor<32x32xf32>
    %2021 = stablehlo.subtract %arg25, %2020 : tensor<32x32xf32>
    %2022 = stablehlo.multiply %arg57, %cst_4 : tensor<32x32xf32>
    %2023 = stablehlo.transpose %1349, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %2024 = stablehlo.dot_general %2023, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %2025 = stablehlo.add %2022, %2024 : tensor<32x32xf32>
    %2026 = stablehlo.multiply %2025, %cst_3 : tensor<32x32xf32>
    %2027 = stablehlo.subtract %arg28, %2026 : tensor<32x32xf32>
    %2028 = stablehlo.multiply %arg58, %cst_4 : tensor<32x32xf32>
    %2029 = stablehlo.transpose %1342, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %2030 = stablehlo.dot_general %2029, %287, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %2031 = stablehlo.add %2028, %2030 : tensor<32x32xf32>
    %2032 = stablehlo.multiply %2031, %cst_3 : tensor<32x32xf32>
    %2033 = stablehlo.subtract %arg16, %2032 : tensor<32x32xf32>
    %2034 = stablehlo.multiply %arg59, %cst_6 : tensor<1x1x32xf32>
    %2035 = stablehlo.multiply %1310, %301 : tensor<2x8x32xf32>
    %2036 = stablehlo.reduce(%2035 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2037 = stablehlo.reshape %2036 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2038 = stablehlo.negate %2037 : tensor<1x1x32xf32>
    %2039 = stablehlo.multiply %1310, %297 : tensor<2x8x32xf32>
    %2040 = stablehlo.reduce(%2039 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2041 = stablehlo.reshape %2040 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2042 = stablehlo.add %2038, %2041 : tensor<1x1x32xf32>
    %2043 = stablehlo.add %2034, %2042 : tensor<1x1x32xf32>
    %2044 = stablehlo.multiply %2043, %cst_5 : tensor<1x1x32xf32>
    %2045 = stablehlo.subtract %arg14, %2044 : tensor<1x1x32xf32>
    %2046 = stablehlo.multiply %arg60, %cst_6 : tensor<1x1x32xf32>
    %2047 = stablehlo.multiply %1297, %301 : tensor<2x8x32xf32>
    %2048 = stablehlo.reduce(%2047 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2049 = stablehlo.reshape %2048 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2050 = stablehlo.negate %2049 : tensor<1x1x32xf32>
    %2051 = stablehlo.multiply %1297, %297 : tensor<2x8x32xf32>
    %2052 = stablehlo.reduce(%2051 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2053 = stablehlo.reshape %2052 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2054 = stablehlo.add %2050, %2053 : tensor<1x1x32xf32>
    %2055 = stablehlo.add %2046, %2054 : tensor<1x1x32xf32>
    %2056 = stablehlo.multiply %2055, %cst_5 : tensor<1x1x32xf32>
    %2057 = stablehlo.subtract %arg32, %2056 : tensor<1x1x32xf32>
    %2058 = stablehlo.multiply %arg61, %cst_2 : tensor<64x32xf32>
    %2059 = stablehlo.transpose %1308, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %2060 = stablehlo.dot_general %2059, %320, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %2061 = stablehlo.add %2058, %2060 : tensor<64x32xf32>
    %2062 = stablehlo.multiply %2061, %cst_1 : tensor<64x32xf32>
    %2063 = stablehlo.subtract %arg13, %2062 : tensor<64x32xf32>
    %2064 = stablehlo.multiply %arg62, %cst_4 : tensor<32x32xf32>
    %2065 = stablehlo.transpose %1295, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %2066 = stablehlo.dot_general %2065, %307, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %2067 = stablehlo.add %2064, %2066 : tensor<32x32xf32>
    %2068 = stablehlo.multiply %2067, %cst_3 : tensor<32x32xf32>
    %2069 = stablehlo.subtract %arg31, %2068 : tensor<32x32xf32>
    %2070 = stablehlo.multiply %arg63, %cst_0 : tensor<32x64xf32>
    %2071 = stablehlo.transpose %1301, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %2072 = stablehlo.dot_general %2071, %326, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %2073 = stablehlo.add %2070, %2072 : tensor<32x64xf32>
    %2074 = stablehlo.multiply %2073, %cst : tensor<32x64xf32>
    %2075 = stablehlo.subtract %arg12, %2074 : tensor<32x64xf32>
    %2076 = stablehlo.multiply %arg64, %cst_8 : tensor<32xf32>
    %2077 = stablehlo.multiply %1266, %1277 : tensor<2x8x32xf32>
    %2078 = stablehlo.reduce(%2077 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2079 = stablehlo.add %2076, %2078 : tensor<32xf32>
    %2080 = stablehlo.multiply %2079, %cst_7 : tensor<32xf32>
    %2081 = stablehlo.subtract %arg11, %2080 : tensor<32xf32>
    %2082 = stablehlo.multiply %arg65, %cst_8 : tensor<32xf32>
    %2083 = stablehlo.reduce(%1266 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2084 = stablehlo.add %2082, %2083 : tensor<32xf32>
    %2085 = stablehlo.multiply %2084, %cst_7 : tensor<32xf32>
    %2086 = stablehlo.subtract %arg33, %2085 : tensor<32xf32>
    %2087 = stablehlo.multiply %arg66, %cst_8 : tensor<32xf32>
    %2088 = stablehlo.multiply %753, %764 : tensor<2x8x32xf32>
    %2089 = stablehlo.reduce(%2088 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2090 = stablehlo.add %2087, %2089 : tensor<32xf32>
    %2091 = stablehlo.multiply %2090, %cst_7 : tensor<32xf32>
    %2092 = stablehlo.subtract %arg6, %2091 : tensor<32xf32>
    %2093 = stablehlo.multiply %arg67, %cst_8 : tensor<32xf32>
    %2094 = stablehlo.reduce(%753 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2095 = stablehlo.add %2093, %2094 : tensor<32xf32>
    %2096 = stablehlo.multiply %2095, %cst_7 : tensor<32xf32>
    %2097 = stablehlo.subtract %arg39, %2096 : tensor<32xf32>
    %2098 = stablehlo.multiply %arg68, %cst_8 : tensor<32xf32>
    %2099 = stablehlo.reduce(%925 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2100 = stablehlo.reduce(%964 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2101 = stablehlo.add %2099, %2100 : tensor<32xf32>
    %2102 = stablehlo.reduce(%975 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2103 = stablehlo.add %2101, %2102 : tensor<32xf32>
    %2104 = stablehlo.reduce(%1014 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2105 = stablehlo.add %2103, %2104 : tensor<32xf32>
    %2106 = stablehlo.reduce(%1025 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2107 = stablehlo.add %2105, %2106 : tensor<32xf32>
    %2108 = stablehlo.reduce(%1064 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2109 = stablehlo.add %2107, %2108 : tensor<32xf32>
    %2110 = stablehlo.reduce(%1075 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2111 = stablehlo.add %2109, %2110 : tensor<32xf32>
    %2112 = stablehlo.reduce(%1114 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2113 = stablehlo.add %2111, %2112 : tensor<32xf32>
    %2114 = stablehlo.reduce(%1125 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2115 = stablehlo.add %2113, %2114 : tensor<32xf32>
    %2116 = stablehlo.reduce(%1164 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2117 = stablehlo.add %2115, %2116 : tensor<32xf32>
    %2118 = stablehlo.reduce(%1175 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2119 = stablehlo.add %2117, %2118 : tensor<32xf32>
    %2120 = stablehlo.reduce(%1214 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2121 = stablehlo.add %2119, %2120 : tensor<32xf32>
    %2122 = stablehlo.reduce(%1225 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2123 = stablehlo.add %2121, %2122 : tensor<32xf32>
    %2124 = stablehlo.compare  LT, %355, %369 : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %2125 = stablehlo.select %2124, %cst_34, %1229 : tensor<2x32xi1>, tensor<2x32xf32>
    %2126 = stablehlo.reduce(%2125 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2127 = stablehlo.add %2123, %2126 : tensor<32xf32>
    %2128 = stablehlo.negate %2127 : tensor<32xf32>
    %2129 = stablehlo.multiply %2128, %352 : tensor<32xf32>
    %2130 = stablehlo.add %2098, %2129 : tensor<32xf32>
    %2131 = stablehlo.multiply %2130, %cst_7 : tensor<32xf32>
    %2132 = stablehlo.subtract %arg36, %2131 : tensor<32xf32>
    %2133 = stablehlo.multiply %arg69, %cst_8 : tensor<32xf32>
    %2134 = stablehlo.reduce(%895 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2135 = stablehlo.reduce(%907 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2136 = stablehlo.add %2134, %2135 : tensor<32xf32>
    %2137 = stablehlo.reduce(%937 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2138 = stablehlo.add %2136, %2137 : tensor<32xf32>
    %2139 = stablehlo.reduce(%950 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2140 = stablehlo.add %2138, %2139 : tensor<32xf32>
    %2141 = stablehlo.reduce(%987 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2142 = stablehlo.add %2140, %2141 : tensor<32xf32>
    %2143 = stablehlo.reduce(%1000 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2144 = stablehlo.add %2142, %2143 : tensor<32xf32>
    %2145 = stablehlo.reduce(%1037 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2146 = stablehlo.add %2144, %2145 : tensor<32xf32>
    %2147 = stablehlo.reduce(%1050 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2148 = stablehlo.add %2146, %2147 : tensor<32xf32>
    %2149 = stablehlo.reduce(%1087 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2150 = stablehlo.add %2148, %2149 : tensor<32xf32>
    %2151 = stablehlo.reduce(%1100 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2152 = stablehlo.add %2150, %2151 : tensor<32xf32>
    %2153 = stablehlo.reduce(%1137 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2154 = stablehlo.add %2152, %2153 : tensor<32xf32>
    %2155 = stablehlo.reduce(%1150 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2156 = stablehlo.add %2154, %2155 : tensor<32xf32>
    %2157 = stablehlo.reduce(%1187 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2158 = stablehlo.add %2156, %2157 : tensor<32xf32>
    %2159 = stablehlo.reduce(%1200 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2160 = stablehlo.add %2158, %2159 : tensor<32xf32>
    %2161 = stablehlo.reduce(%1237 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2162 = stablehlo.add %2160, %2161 : tensor<32xf32>
    %2163 = stablehlo.reduce(%1250 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2164 = stablehlo.add %2162, %2163 : tensor<32xf32>
    %2165 = stablehlo.add %2133, %2164 : tensor<32xf32>
    %2166 = stablehlo.multiply %2165, %cst_7 : tensor<32xf32>
    %2167 = stablehlo.subtract %arg8, %2166 : tensor<32xf32>
    %2168 = stablehlo.multiply %arg70, %cst_6 : tensor<1x1x32xf32>
    %2169 = stablehlo.multiply %1257, %341 : tensor<2x8x32xf32>
    %2170 = stablehlo.reduce(%2169 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2171 = stablehlo.reshape %2170 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2172 = stablehlo.negate %2171 : tensor<1x1x32xf32>
    %2173 = stablehlo.multiply %1257, %337 : tensor<2x8x32xf32>
    %2174 = stablehlo.reduce(%2173 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2175 = stablehlo.reshape %2174 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2176 = stablehlo.add %2172, %2175 : tensor<1x1x32xf32>
    %2177 = stablehlo.add %2168, %2176 : tensor<1x1x32xf32>
    %2178 = stablehlo.multiply %2177, %cst_5 : tensor<1x1x32xf32>
    %2179 = stablehlo.subtract %arg10, %2178 : tensor<1x1x32xf32>
    %2180 = stablehlo.multiply %arg71, %cst_6 : tensor<1x1x32xf32>
    %2181 = stablehlo.multiply %887, %341 : tensor<2x8x32xf32>
    %2182 = stablehlo.reduce(%2181 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2183 = stablehlo.reshape %2182 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2184 = stablehlo.negate %2183 : tensor<1x1x32xf32>
    %2185 = stablehlo.multiply %887, %337 : tensor<2x8x32xf32>
    %2186 = stablehlo.reduce(%2185 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2187 = stablehlo.reshape %2186 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2188 = stablehlo.add %2184, %2187 : tensor<1x1x32xf32>
    %2189 = stablehlo.add %2180, %2188 : tensor<1x1x32xf32>
    %2190 = stablehlo.multiply %2189, %cst_5 : tensor<1x1x32xf32>
    %2191 = stablehlo.subtract %arg35, %2190 : tensor<1x1x32xf32>
    %2192 = stablehlo.multiply %arg72, %cst_6 : tensor<1x1x32xf32>
    %2193 = stablehlo.multiply %787, %341 : tensor<2x8x32xf32>
    %2194 = stablehlo.reduce(%2193 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2195 = stablehlo.reshape %2194 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2196 = stablehlo.negate %2195 : tensor<1x1x32xf32>
    %2197 = stablehlo.multiply %787, %337 : tensor<2x8x32xf32>
    %2198 = stablehlo.reduce(%2197 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2199 = stablehlo.reshape %2198 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2200 = stablehlo.add %2196, %2199 : tensor<1x1x32xf32>
    %2201 = stablehlo.add %2192, %2200 : tensor<1x1x32xf32>
    %2202 = stablehlo.multiply %2201, %cst_5 : tensor<1x1x32xf32>
    %2203 = stablehlo.subtract %arg38, %2202 : tensor<1x1x32xf32>
    %2204 = stablehlo.multiply %arg73, %cst_4 : tensor<32x32xf32>
    %2205 = stablehlo.transpose %1255, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %2206 = stablehlo.dot_general %2205, %364, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %2207 = stablehlo.add %2204, %2206 : tensor<32x32xf32>
    %2208 = stablehlo.multiply %2207, %cst_3 : tensor<32x32xf32>
    %2209 = stablehlo.subtract %arg9, %2208 : tensor<32x32xf32>
    %2210 = stablehlo.multiply %arg74, %cst_4 : tensor<32x32xf32>
    %2211 = stablehlo.transpose %885, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %2212 = stablehlo.dot_general %2211, %427, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %2213 = stablehlo.add %2210, %2212 : tensor<32x32xf32>
    %2214 = stablehlo.multiply %2213, %cst_3 : tensor<32x32xf32>
    %2215 = stablehlo.subtract %arg34, %2214 : tensor<32x32xf32>
    %2216 = stablehlo.multiply %arg75, %cst_4 : tensor<32x32xf32>
    %2217 = stablehlo.transpose %785, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %2218 = stablehlo.dot_general %2217, %347, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %2219 = stablehlo.add %2216, %2218 : tensor<32x32xf32>
    %2220 = stablehlo.multiply %2219, %cst_3 : tensor<32x32xf32>
    %2221 = stablehlo.subtract %arg37, %2220 : tensor<32x32xf32>
    %2222 = stablehlo.multiply %arg76, %cst_4 : tensor<32x32xf32>
    %2223 = stablehlo.transpose %778, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %2224 = stablehlo.dot_general %2223, %600, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %2225 = stablehlo.add %2222, %2224 : tensor<32x32xf32>
    %2226 = stablehlo.multiply %2225, %cst_3 : tensor<32x32xf32>
    %2227 = stablehlo.subtract %arg7, %2226 : tensor<32x32xf32>
    %2228 = stablehlo.multiply %arg77, %cst_6 : tensor<1x1x32xf32>
    %2229 = stablehlo.multiply %746, %614 : tensor<2x8x32xf32>
    %2230 = stablehlo.reduce(%2229 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2231 = stablehlo.reshape %2230 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2232 = stablehlo.negate %2231 : tensor<1x1x32xf32>
    %2233 = stablehlo.multiply %746, %610 : tensor<2x8x32xf32>
    %2234 = stablehlo.reduce(%2233 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2235 = stablehlo.reshape %2234 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2236 = stablehlo.add %2232, %2235 : tensor<1x1x32xf32>
    %2237 = stablehlo.add %2228, %2236 : tensor<1x1x32xf32>
    %2238 = stablehlo.multiply %2237, %cst_5 : tensor<1x1x32xf32>
    %2239 = stablehlo.subtract %arg5, %2238 : tensor<1x1x32xf32>
    %2240 = stablehlo.multiply %arg78, %cst_6 : tensor<1x1x32xf32>
    %2241 = stablehlo.multiply %733, %614 : tensor<2x8x32xf32>
    %2242 = stablehlo.reduce(%2241 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2243 = stablehlo.reshape %2242 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2244 = stablehlo.negate %2243 : tensor<1x1x32xf32>
    %2245 = stablehlo.multiply %733, %610 : tensor<2x8x32xf32>
    %2246 = stablehlo.reduce(%2245 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2247 = stablehlo.reshape %2246 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2248 = stablehlo.add %2244, %2247 : tensor<1x1x32xf32>
    %2249 = stablehlo.add %2240, %2248 : tensor<1x1x32xf32>
    %2250 = stablehlo.multiply %2249, %cst_5 : tensor<1x1x32xf32>
    %2251 = stablehlo.subtract %arg41, %2250 : tensor<1x1x32xf32>
    %2252 = stablehlo.multiply %arg79, %cst_2 : tensor<64x32xf32>
    %2253 = stablehlo.transpose %744, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %2254 = stablehlo.dot_general %2253, %633, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %2255 = stablehlo.add %2252, %2254 : tensor<64x32xf32>
    %2256 = stablehlo.multiply %2255, %cst_1 : tensor<64x32xf32>
    %2257 = stablehlo.subtract %arg4, %2256 : tensor<64x32xf32>
    %2258 = stablehlo.multiply %arg80, %cst_4 : tensor<32x32xf32>
    %2259 = stablehlo.transpose %731, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %2260 = stablehlo.dot_general %2259, %620, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %2261 = stablehlo.add %2258, %2260 : tensor<32x32xf32>
    %2262 = stablehlo.multiply %2261, %cst_3 : tensor<32x32xf32>
    %2263 = stablehlo.subtract %arg40, %2262 : tensor<32x32xf32>
    %2264 = stablehlo.multiply %arg81, %cst_0 : tensor<32x64xf32>
    %2265 = stablehlo.transpose %737, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %2266 = stablehlo.dot_general %2265, %639, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %2267 = stablehlo.add %2264, %2266 : tensor<32x64xf32>
    %2268 = stablehlo.multiply %2267, %cst : tensor<32x64xf32>
    %2269 = stablehlo.subtract %arg3, %2268 : tensor<32x64xf32>
    %2270 = stablehlo.multiply %arg82, %cst_8 : tensor<32xf32>
    %2271 = stablehlo.multiply %703, %714 : tensor<2x8x32xf32>
    %2272 = stablehlo.reduce(%2271 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2273 = stablehlo.add %2270, %2272 : tensor<32xf32>
    %2274 = stablehlo.multiply %2273, %cst_7 : tensor<32xf32>
    %2275 = stablehlo.subtract %arg2, %2274 : tensor<32xf32>
    %2276 = stablehlo.multiply %arg83, %cst_8 : tensor<32xf32>
    %2277 = stablehlo.reduce(%703 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %2278 = stablehlo.add %2276, %2277 : tensor<32xf32>
    %2279 = stablehlo.multiply %2278, %cst_7 : tensor<32xf32>
    %2280 = stablehlo.subtract %arg42, %2279 : tensor<32xf32>
    %2281 = stablehlo.multiply %arg84, %cst_22 : tensor<128x32xf32>
    %2282 = stablehlo.transpose %701, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %2283 = stablehlo.dot_general %2282, %650, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %2284 = stablehlo.add %2281, %2283 : tensor<128x32xf32>
    %2285 = stablehlo.multiply %2284, %cst_9 : tensor<128x32xf32>
    %2286 = stablehlo.subtract %arg1, %2285 : tensor<128x32xf32>
    return %673, %1870, %1876, %1881, %1887, %1892, %1898, %1903, %1938, %1973, %1985, %1997, %2009, %2015, %2021, %2027, %2033, %2045, %2057, %2063, %2069, %2075, %2081, %2086, %2092, %2097, %2132, %2167, %2179, %2191, %2203, %2209, %2215, %2221, %2227, %2239, %2251, %2257, %2263, %2269, %2275, %2280, %2286, %1868, %1874, %1879, %1885, %1890, %1896, %1901, %1936, %1971, %1983, %1995, %2007, %2013, %2019, %2025, %2031, %2043, %2055, %2061, %2067, %2073, %2079, %2084, %2090, %2095, %2130, %2165, %2177, %2189, %2201, %2207, %2213, %2219, %2225, %2237, %2249, %2255, %2261, %2267, %2273, %2278, %2284 : tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x1x32xf32>, tensor<1x1x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
