module @IrToHlo.2072 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 37 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg8: tensor<1x64xi64>, %arg9: tensor<64x32xf32> {tf.aliasing_output = 2 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg12: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg14: tensor<32x32xf32> {tf.aliasing_output = 9 : i32}, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg18: tensor<32x32xf32> {tf.aliasing_output = 7 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg23: tensor<32x64xf32> {tf.aliasing_output = 17 : i32}, %arg24: tensor<64xf32> {tf.aliasing_output = 16 : i32}, %arg25: tensor<64x32xf32> {tf.aliasing_output = 15 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 25 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg37: tensor<32x64xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<64xf32> {tf.aliasing_output = 32 : i32}, %arg39: tensor<64x32xf32> {tf.aliasing_output = 31 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg41: tensor<128x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<64x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<32x32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<32x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<32x32xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32x32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<64x32xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<64xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<32x64xf32> {tf.aliasing_output = 54 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg61: tensor<32x32xf32> {tf.aliasing_output = 58 : i32}, %arg62: tensor<32xf32> {tf.aliasing_output = 59 : i32}, %arg63: tensor<32x32xf32> {tf.aliasing_output = 60 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg65: tensor<32x32xf32> {tf.aliasing_output = 62 : i32}, %arg66: tensor<32xf32> {tf.aliasing_output = 63 : i32}, %arg67: tensor<32x32xf32> {tf.aliasing_output = 64 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg69: tensor<32xf32> {tf.aliasing_output = 66 : i32}, %arg70: tensor<32xf32> {tf.aliasing_output = 67 : i32}, %arg71: tensor<64x32xf32> {tf.aliasing_output = 68 : i32}, %arg72: tensor<64xf32> {tf.aliasing_output = 69 : i32}, %arg73: tensor<32x64xf32> {tf.aliasing_output = 70 : i32}, %arg74: tensor<32xf32> {tf.aliasing_output = 71 : i32}, %arg75: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %arg76: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %arg77: tensor<128xf32> {tf.aliasing_output = 74 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>) {
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
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x32xf32>
    %c = stablehlo.constant dense<-1> : tensor<1x8xi64>
    %c_11 = stablehlo.constant dense<64> : tensor<1x8xi64>
    %c_12 = stablehlo.constant dense<0> : tensor<1x8xi64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_16 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_18 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_19 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_20 = stablehlo.constant dense<9.99999996E-13> : tensor<16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_22 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_25 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_26 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_28 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_30 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_34 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_35 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_36 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_37 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_39 = stablehlo.constant dense<1> : tensor<1x1x8x1xui8>
    %cst_40 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_43 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_45 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_46 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_47 = stablehlo.constant dense<0> : tensor<1x1x8x1xui8>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %6 = stablehlo.convert %5 : (tensor<16xi64>) -> tensor<16xui32>
    %7 = "stablehlo.gather"(%arg2, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.slice %arg8 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %10 = stablehlo.reshape %9 : (tensor<1x8xi64>) -> tensor<8xi64>
    %11 = stablehlo.convert %10 : (tensor<8xi64>) -> tensor<8xui32>
    %12 = "stablehlo.gather"(%arg9, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.add %8, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%15, %cst_42, %cst_41) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %16 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.add %4, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<16x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %27 = stablehlo.multiply %26, %cst_40 : tensor<2x4x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %29 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %30 = stablehlo.dot_general %20, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %32 = stablehlo.add %30, %31 : tensor<16x32xf32>
    %33 = stablehlo.reshape %32 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.multiply %34, %cst_40 : tensor<2x4x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %37 = stablehlo.dot_general %28, %36, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<ui8>) -> tensor<1x1x8x1xui8>
    %41 = stablehlo.and %40, %c_39 : tensor<1x1x8x1xui8>
    %42 = stablehlo.compare  NE, %41, %c_47 : (tensor<1x1x8x1xui8>, tensor<1x1x8x1xui8>) -> tensor<1x1x8x1xi1>
    %43 = stablehlo.convert %42 : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x1xui8>
    %44 = stablehlo.reshape %43 : (tensor<1x1x8x1xui8>) -> tensor<1x8xui8>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 2] : (tensor<1x8xui8>) -> tensor<2x1x8x8xui8>
    %46 = stablehlo.compare  NE, %arg15, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %47 = stablehlo.broadcast_in_dim %c_38, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %48 = stablehlo.compare  LT, %47, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %49 = stablehlo.add %47, %c_36 : tensor<2x1x1x8xi64>
    %50 = stablehlo.select %48, %49, %47 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %51 = stablehlo.reshape %50 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %52 = stablehlo.broadcast_in_dim %c_35, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %53 = stablehlo.compare  LT, %52, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %54 = stablehlo.add %52, %c_34 : tensor<2x1x1x8xi64>
    %55 = stablehlo.select %53, %54, %52 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %56 = stablehlo.reshape %55 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %57 = stablehlo.concatenate %51, %56, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %58 = "stablehlo.gather"(%46, %57) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %59 = stablehlo.convert %58 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %60 = stablehlo.reshape %59 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %62 = stablehlo.and %45, %61 : tensor<2x1x8x8xui8>
    %63 = stablehlo.compare  NE, %62, %c_45 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %64 = stablehlo.select %63, %cst_33, %cst_32 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.add %38, %66 : tensor<2x4x8x8xf32>
    %68 = stablehlo.reduce(%67 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %70 = stablehlo.subtract %67, %69 : tensor<2x4x8x8xf32>
    %71 = stablehlo.exponential %70 : tensor<2x4x8x8xf32>
    %72 = stablehlo.reduce(%71 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %74 = stablehlo.divide %71, %73 : tensor<2x4x8x8xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %76 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %77 = stablehlo.dot_general %20, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %78 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %79 = stablehlo.add %77, %78 : tensor<16x32xf32>
    %80 = stablehlo.reshape %79 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %81 = stablehlo.transpose %80, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.dot_general %75, %82, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %85 = stablehlo.transpose %84, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %88 = stablehlo.dot_general %86, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %89 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.add %88, %89 : tensor<16x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.add %91, %19 : tensor<2x8x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%93, %cst_42, %cst_41) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %94 = stablehlo.reshape %output_49 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.add %3, %96 : tensor<2x8x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %99 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %100 = stablehlo.dot_general %98, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %101 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %102 = stablehlo.add %100, %101 : tensor<16x64xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %104 = stablehlo.multiply %103, %cst_31 : tensor<2x8x64xf32>
    %105 = stablehlo.multiply %103, %cst_30 : tensor<2x8x64xf32>
    %106 = stablehlo.custom_call @mhlo.erf(%105) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %107 = stablehlo.add %106, %cst_29 : tensor<2x8x64xf32>
    %108 = stablehlo.multiply %104, %107 : tensor<2x8x64xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %110 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %111 = stablehlo.dot_general %109, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.add %111, %112 : tensor<16x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.add %114, %97 : tensor<2x8x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%116, %cst_42, %cst_41) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %117 = stablehlo.reshape %output_52 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.add %2, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.add %123, %124 : tensor<16x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %127 = stablehlo.transpose %126, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %128 = stablehlo.multiply %127, %cst_40 : tensor<2x4x8x8xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %130 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %131 = stablehlo.dot_general %121, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %132 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.add %131, %132 : tensor<16x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %135 = stablehlo.transpose %134, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %136 = stablehlo.multiply %135, %cst_40 : tensor<2x4x8x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %138 = stablehlo.dot_general %129, %137, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %140 = stablehlo.add %139, %66 : tensor<2x4x8x8xf32>
    %141 = stablehlo.reduce(%140 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %143 = stablehlo.subtract %140, %142 : tensor<2x4x8x8xf32>
    %144 = stablehlo.exponential %143 : tensor<2x4x8x8xf32>
    %145 = stablehlo.reduce(%144 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %147 = stablehlo.divide %144, %146 : tensor<2x4x8x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %149 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %150 = stablehlo.dot_general %121, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.broadcast_in_dim %arg29, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.add %150, %151 : tensor<16x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %154 = stablehlo.transpose %153, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %156 = stablehlo.dot_general %148, %155, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %157 = stablehlo.reshape %156 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %158 = stablehlo.transpose %157, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %163 = stablehlo.add %161, %162 : tensor<16x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.add %164, %120 : tensor<2x8x32xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_55, %batch_mean_56, %batch_var_57 = "stablehlo.batch_norm_training"(%166, %cst_42, %cst_41) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %167 = stablehlo.reshape %output_55 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.add %1, %169 : tensor<2x8x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %172 = stablehlo.transpose %arg39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %173 = stablehlo.dot_general %171, %172, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %174 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %175 = stablehlo.add %173, %174 : tensor<16x64xf32>
    %176 = stablehlo.reshape %175 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %177 = stablehlo.multiply %176, %cst_31 : tensor<2x8x64xf32>
    %178 = stablehlo.multiply %176, %cst_30 : tensor<2x8x64xf32>
    %179 = stablehlo.custom_call @mhlo.erf(%178) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %180 = stablehlo.add %179, %cst_29 : tensor<2x8x64xf32>
    %181 = stablehlo.multiply %177, %180 : tensor<2x8x64xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %183 = stablehlo.transpose %arg37, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %184 = stablehlo.dot_general %182, %183, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %185 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.add %184, %185 : tensor<16x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.add %187, %170 : tensor<2x8x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_58, %batch_mean_59, %batch_var_60 = "stablehlo.batch_norm_training"(%189, %cst_42, %cst_41) <{epsilon = 9.99999996E-13 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %190 = stablehlo.reshape %output_58 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<2x8x32xf32>
    %193 = stablehlo.add %0, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %195 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %196 = stablehlo.dot_general %194, %195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %197 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %198 = stablehlo.add %196, %197 : tensor<16x128xf32>
    %199 = stablehlo.reshape %198 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %200 = stablehlo.slice %199 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %201 = stablehlo.reduce(%200 init: %cst_44) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %203 = stablehlo.subtract %200, %202 : tensor<2x7x128xf32>
    %204 = stablehlo.exponential %203 : tensor<2x7x128xf32>
    %205 = stablehlo.reduce(%204 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %206 = stablehlo.log %205 : tensor<2x7xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %208 = stablehlo.subtract %203, %207 : tensor<2x7x128xf32>
    %209 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %211 = stablehlo.broadcast_in_dim %c_43, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %212 = stablehlo.compare  EQ, %210, %211 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %213 = stablehlo.convert %212 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %214 = stablehlo.convert %213 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %215 = stablehlo.multiply %208, %214 : tensor<2x7x128xf32>
    %216 = stablehlo.reduce(%215 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %217 = stablehlo.reduce(%216 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %218 = stablehlo.multiply %217, %cst_28 : tensor<f32>
    %219 = stablehlo.negate %218 : tensor<f32>
    %220 = stablehlo.multiply %arg41, %cst_27 : tensor<128x32xf32>
    %221 = stablehlo.multiply %214, %cst_25 : tensor<2x7x128xf32>
    %222 = stablehlo.exponential %208 : tensor<2x7x128xf32>
    %223 = stablehlo.reduce(%221 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %225 = stablehlo.multiply %222, %224 : tensor<2x7x128xf32>
    %226 = stablehlo.subtract %221, %225 : tensor<2x7x128xf32>
    %227 = stablehlo.pad %226, %cst_48, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %228 = stablehlo.select %c_26, %227, %cst_24 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %230 = stablehlo.transpose %229, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %231 = stablehlo.dot_general %230, %194, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %232 = stablehlo.compare  LT, %arg0, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %233 = stablehlo.add %arg0, %c_22 : tensor<2x8xi64>
    %234 = stablehlo.select %232, %233, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %235 = stablehlo.reshape %234 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %236 = stablehlo.compare  EQ, %arg0, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %238 = stablehlo.add %batch_var, %cst_20 : tensor<16xf32>
    %239 = stablehlo.rsqrt %238 : tensor<16xf32>
    %240 = stablehlo.reshape %239 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %241 = stablehlo.divide %240, %cst_19 : tensor<2x8x1xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %244 = stablehlo.add %batch_var_51, %cst_20 : tensor<16xf32>
    %245 = stablehlo.rsqrt %244 : tensor<16xf32>
    %246 = stablehlo.reshape %245 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %247 = stablehlo.divide %246, %cst_19 : tensor<2x8x1xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.add %batch_var_54, %cst_20 : tensor<16xf32>
    %251 = stablehlo.rsqrt %250 : tensor<16xf32>
    %252 = stablehlo.reshape %251 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %253 = stablehlo.divide %252, %cst_19 : tensor<2x8x1xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %256 = stablehlo.add %batch_var_57, %cst_20 : tensor<16xf32>
    %257 = stablehlo.rsqrt %256 : tensor<16xf32>
    %258 = stablehlo.reshape %257 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %259 = stablehlo.divide %258, %cst_19 : tensor<2x8x1xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %262 = stablehlo.add %batch_var_60, %cst_20 : tensor<16xf32>
    %263 = stablehlo.rsqrt %262 : tensor<16xf32>
    %264 = stablehlo.reshape %263 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %265 = stablehlo.divide %264, %cst_19 : tensor<2x8x1xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %268 = stablehlo.dot_general %229, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %269 = stablehlo.reshape %268 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %270 = stablehlo.multiply %269, %191 : tensor<2x8x32xf32>
    %271 = stablehlo.multiply %270, %cst_18 : tensor<2x8x32xf32>
    %272 = stablehlo.reduce(%270 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.subtract %271, %273 : tensor<2x8x32xf32>
    %275 = stablehlo.reshape %batch_mean_59 : (tensor<16xf32>) -> tensor<2x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %277 = stablehlo.subtract %188, %276 : tensor<2x8x32xf32>
    %278 = stablehlo.reshape %263 : (tensor<16xf32>) -> tensor<2x8xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %280 = stablehlo.multiply %277, %279 : tensor<2x8x32xf32>
    %281 = stablehlo.multiply %270, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.reduce(%281 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.multiply %280, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.subtract %274, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.multiply %267, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %288 = stablehlo.dot_general %287, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %289 = stablehlo.reshape %288 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %290 = stablehlo.multiply %180, %cst_31 : tensor<2x8x64xf32>
    %291 = stablehlo.multiply %176, %176 : tensor<2x8x64xf32>
    %292 = stablehlo.multiply %291, %cst_17 : tensor<2x8x64xf32>
    %293 = stablehlo.exponential %292 : tensor<2x8x64xf32>
    %294 = stablehlo.multiply %293, %cst_16 : tensor<2x8x64xf32>
    %295 = stablehlo.multiply %176, %294 : tensor<2x8x64xf32>
    %296 = stablehlo.add %290, %295 : tensor<2x8x64xf32>
    %297 = stablehlo.multiply %289, %296 : tensor<2x8x64xf32>
    %298 = stablehlo.reshape %297 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %299 = stablehlo.dot_general %298, %arg39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %300 = stablehlo.reshape %299 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %301 = stablehlo.add %286, %300 : tensor<2x8x32xf32>
    %302 = stablehlo.multiply %301, %168 : tensor<2x8x32xf32>
    %303 = stablehlo.multiply %302, %cst_18 : tensor<2x8x32xf32>
    %304 = stablehlo.reduce(%302 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %306 = stablehlo.subtract %303, %305 : tensor<2x8x32xf32>
    %307 = stablehlo.reshape %batch_mean_56 : (tensor<16xf32>) -> tensor<2x8xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %309 = stablehlo.subtract %165, %308 : tensor<2x8x32xf32>
    %310 = stablehlo.reshape %257 : (tensor<16xf32>) -> tensor<2x8xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %312 = stablehlo.multiply %309, %311 : tensor<2x8x32xf32>
    %313 = stablehlo.multiply %302, %312 : tensor<2x8x32xf32>
    %314 = stablehlo.reduce(%313 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %316 = stablehlo.multiply %312, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.subtract %306, %316 : tensor<2x8x32xf32>
    %318 = stablehlo.multiply %261, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.transpose %148, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %320 = stablehlo.reshape %318 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %321 = stablehlo.dot_general %320, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %322 = stablehlo.reshape %321 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %323 = stablehlo.transpose %322, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %325 = stablehlo.dot_general %319, %324, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %326 = stablehlo.reshape %325 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %327 = stablehlo.transpose %326, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %328 = stablehlo.reshape %327 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %329 = stablehlo.dot_general %328, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %330 = stablehlo.reshape %329 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %331 = stablehlo.add %318, %330 : tensor<2x8x32xf32>
    %332 = stablehlo.transpose %129, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %333 = stablehlo.transpose %155, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %334 = stablehlo.dot_general %324, %333, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %335 = stablehlo.reshape %334 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %336 = stablehlo.multiply %335, %147 : tensor<2x4x8x8xf32>
    %337 = stablehlo.reduce(%336 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %339 = stablehlo.multiply %147, %338 : tensor<2x4x8x8xf32>
    %340 = stablehlo.subtract %336, %339 : tensor<2x4x8x8xf32>
    %341 = stablehlo.reshape %340 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %342 = stablehlo.dot_general %332, %341, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %343 = stablehlo.reshape %342 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %344 = stablehlo.multiply %343, %cst_40 : tensor<2x4x8x8xf32>
    %345 = stablehlo.transpose %344, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %347 = stablehlo.dot_general %346, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %348 = stablehlo.reshape %347 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %349 = stablehlo.add %331, %348 : tensor<2x8x32xf32>
    %350 = stablehlo.transpose %137, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %351 = stablehlo.dot_general %341, %350, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %352 = stablehlo.reshape %351 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %353 = stablehlo.multiply %352, %cst_40 : tensor<2x4x8x8xf32>
    %354 = stablehlo.transpose %353, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %355 = stablehlo.reshape %354 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %356 = stablehlo.dot_general %355, %arg34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %357 = stablehlo.reshape %356 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %358 = stablehlo.add %349, %357 : tensor<2x8x32xf32>
    %359 = stablehlo.multiply %358, %118 : tensor<2x8x32xf32>
    %360 = stablehlo.multiply %359, %cst_18 : tensor<2x8x32xf32>
    %361 = stablehlo.reduce(%359 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %363 = stablehlo.subtract %360, %362 : tensor<2x8x32xf32>
    %364 = stablehlo.reshape %batch_mean_53 : (tensor<16xf32>) -> tensor<2x8xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %366 = stablehlo.subtract %115, %365 : tensor<2x8x32xf32>
    %367 = stablehlo.reshape %251 : (tensor<16xf32>) -> tensor<2x8xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %369 = stablehlo.multiply %366, %368 : tensor<2x8x32xf32>
    %370 = stablehlo.multiply %359, %369 : tensor<2x8x32xf32>
    %371 = stablehlo.reduce(%370 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %373 = stablehlo.multiply %369, %372 : tensor<2x8x32xf32>
    %374 = stablehlo.subtract %363, %373 : tensor<2x8x32xf32>
    %375 = stablehlo.multiply %255, %374 : tensor<2x8x32xf32>
    %376 = stablehlo.reshape %375 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %377 = stablehlo.dot_general %376, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %378 = stablehlo.reshape %377 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %379 = stablehlo.multiply %107, %cst_31 : tensor<2x8x64xf32>
    %380 = stablehlo.multiply %103, %103 : tensor<2x8x64xf32>
    %381 = stablehlo.multiply %380, %cst_17 : tensor<2x8x64xf32>
    %382 = stablehlo.exponential %381 : tensor<2x8x64xf32>
    %383 = stablehlo.multiply %382, %cst_16 : tensor<2x8x64xf32>
    %384 = stablehlo.multiply %103, %383 : tensor<2x8x64xf32>
    %385 = stablehlo.add %379, %384 : tensor<2x8x64xf32>
    %386 = stablehlo.multiply %378, %385 : tensor<2x8x64xf32>
    %387 = stablehlo.reshape %386 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %388 = stablehlo.dot_general %387, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %389 = stablehlo.reshape %388 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %390 = stablehlo.add %375, %389 : tensor<2x8x32xf32>
    %391 = stablehlo.multiply %390, %95 : tensor<2x8x32xf32>
    %392 = stablehlo.multiply %391, %cst_18 : tensor<2x8x32xf32>
    %393 = stablehlo.reduce(%391 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %395 = stablehlo.subtract %392, %394 : tensor<2x8x32xf32>
    %396 = stablehlo.reshape %batch_mean_50 : (tensor<16xf32>) -> tensor<2x8xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %398 = stablehlo.subtract %92, %397 : tensor<2x8x32xf32>
    %399 = stablehlo.reshape %245 : (tensor<16xf32>) -> tensor<2x8xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %401 = stablehlo.multiply %398, %400 : tensor<2x8x32xf32>
    %402 = stablehlo.multiply %391, %401 : tensor<2x8x32xf32>
    %403 = stablehlo.reduce(%402 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %405 = stablehlo.multiply %401, %404 : tensor<2x8x32xf32>
    %406 = stablehlo.subtract %395, %405 : tensor<2x8x32xf32>
    %407 = stablehlo.multiply %249, %406 : tensor<2x8x32xf32>
    %408 = stablehlo.transpose %75, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %409 = stablehlo.reshape %407 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %410 = stablehlo.dot_general %409, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %411 = stablehlo.reshape %410 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %412 = stablehlo.transpose %411, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %413 = stablehlo.reshape %412 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %414 = stablehlo.dot_general %408, %413, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %415 = stablehlo.reshape %414 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %416 = stablehlo.transpose %415, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %417 = stablehlo.reshape %416 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %418 = stablehlo.dot_general %417, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %419 = stablehlo.reshape %418 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %420 = stablehlo.add %407, %419 : tensor<2x8x32xf32>
    %421 = stablehlo.transpose %28, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %422 = stablehlo.transpose %82, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %423 = stablehlo.dot_general %413, %422, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %424 = stablehlo.reshape %423 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %425 = stablehlo.multiply %424, %74 : tensor<2x4x8x8xf32>
    %426 = stablehlo.reduce(%425 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %428 = stablehlo.multiply %74, %427 : tensor<2x4x8x8xf32>
    %429 = stablehlo.subtract %425, %428 : tensor<2x4x8x8xf32>
    %430 = stablehlo.reshape %429 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %431 = stablehlo.dot_general %421, %430, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %432 = stablehlo.reshape %431 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %433 = stablehlo.multiply %432, %cst_40 : tensor<2x4x8x8xf32>
    %434 = stablehlo.transpose %433, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %435 = stablehlo.reshape %434 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %436 = stablehlo.dot_general %435, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %437 = stablehlo.reshape %436 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %438 = stablehlo.add %420, %437 : tensor<2x8x32xf32>
    %439 = stablehlo.transpose %36, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %440 = stablehlo.dot_general %430, %439, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %441 = stablehlo.reshape %440 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %442 = stablehlo.multiply %441, %cst_40 : tensor<2x4x8x8xf32>
    %443 = stablehlo.transpose %442, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %444 = stablehlo.reshape %443 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %445 = stablehlo.dot_general %444, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %446 = stablehlo.reshape %445 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %447 = stablehlo.add %438, %446 : tensor<2x8x32xf32>
    %448 = stablehlo.multiply %447, %17 : tensor<2x8x32xf32>
    %449 = stablehlo.multiply %448, %cst_18 : tensor<2x8x32xf32>
    %450 = stablehlo.reduce(%448 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %452 = stablehlo.subtract %449, %451 : tensor<2x8x32xf32>
    %453 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %455 = stablehlo.subtract %14, %454 : tensor<2x8x32xf32>
    %456 = stablehlo.reshape %239 : (tensor<16xf32>) -> tensor<2x8xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %458 = stablehlo.multiply %455, %457 : tensor<2x8x32xf32>
    %459 = stablehlo.multiply %448, %458 : tensor<2x8x32xf32>
    %460 = stablehlo.reduce(%459 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %462 = stablehlo.multiply %458, %461 : tensor<2x8x32xf32>
    %463 = stablehlo.subtract %452, %462 : tensor<2x8x32xf32>
    %464 = stablehlo.multiply %243, %463 : tensor<2x8x32xf32>
    %465 = stablehlo.select %237, %cst_21, %464 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %466 = "stablehlo.scatter"(%cst_23, %235, %465) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %677 = stablehlo.add %arg78, %arg79 : tensor<f32>
      stablehlo.return %677 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %467 = stablehlo.add %231, %466 : tensor<128x32xf32>
    %468 = stablehlo.add %220, %467 : tensor<128x32xf32>
    %469 = stablehlo.multiply %468, %cst_15 : tensor<128x32xf32>
    %470 = stablehlo.subtract %arg2, %469 : tensor<128x32xf32>
    %471 = stablehlo.multiply %arg42, %cst_14 : tensor<64x32xf32>
    %472 = stablehlo.compare  LT, %9, %c_12 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %473 = stablehlo.add %9, %c_11 : tensor<1x8xi64>
    %474 = stablehlo.select %472, %473, %9 : tensor<1x8xi1>, tensor<1x8xi64>
    %475 = stablehlo.reshape %474 : (tensor<1x8xi64>) -> tensor<1x8x1xi64>
    %476 = stablehlo.compare  EQ, %9, %c : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<1x8x32xi1>
    %478 = stablehlo.reduce(%464 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %479 = stablehlo.reshape %478 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %480 = stablehlo.select %477, %cst_10, %479 : tensor<1x8x32xi1>, tensor<1x8x32xf32>
    %481 = "stablehlo.scatter"(%cst_13, %475, %480) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %677 = stablehlo.add %arg78, %arg79 : tensor<f32>
      stablehlo.return %677 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<64x32xf32>
    %482 = stablehlo.add %471, %481 : tensor<64x32xf32>
    %483 = stablehlo.multiply %482, %cst_9 : tensor<64x32xf32>
    %484 = stablehlo.subtract %arg9, %483 : tensor<64x32xf32>
    %485 = stablehlo.multiply %arg43, %cst_8 : tensor<32xf32>
    %486 = stablehlo.multiply %447, %458 : tensor<2x8x32xf32>
    %487 = stablehlo.reduce(%486 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %488 = stablehlo.add %485, %487 : tensor<32xf32>
    %489 = stablehlo.multiply %488, %cst_7 : tensor<32xf32>
    %490 = stablehlo.subtract %arg7, %489 : tensor<32xf32>
    %491 = stablehlo.multiply %arg44, %cst_8 : tensor<32xf32>
    %492 = stablehlo.reduce(%447 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %493 = stablehlo.add %491, %492 : tensor<32xf32>
    %494 = stablehlo.multiply %493, %cst_7 : tensor<32xf32>
    %495 = stablehlo.subtract %arg10, %494 : tensor<32xf32>
    %496 = stablehlo.multiply %arg45, %cst_6 : tensor<32x32xf32>
    %497 = stablehlo.transpose %444, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %498 = stablehlo.dot_general %497, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %499 = stablehlo.add %496, %498 : tensor<32x32xf32>
    %500 = stablehlo.multiply %499, %cst_5 : tensor<32x32xf32>
    %501 = stablehlo.subtract %arg20, %500 : tensor<32x32xf32>
    %502 = stablehlo.multiply %arg46, %cst_8 : tensor<32xf32>
    %503 = stablehlo.reduce(%444 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %504 = stablehlo.add %502, %503 : tensor<32xf32>
    %505 = stablehlo.multiply %504, %cst_7 : tensor<32xf32>
    %506 = stablehlo.subtract %arg19, %505 : tensor<32xf32>
    %507 = stablehlo.multiply %arg47, %cst_6 : tensor<32x32xf32>
    %508 = stablehlo.transpose %435, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %509 = stablehlo.dot_general %508, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %510 = stablehlo.add %507, %509 : tensor<32x32xf32>
    %511 = stablehlo.multiply %510, %cst_5 : tensor<32x32xf32>
    %512 = stablehlo.subtract %arg18, %511 : tensor<32x32xf32>
    %513 = stablehlo.multiply %arg48, %cst_8 : tensor<32xf32>
    %514 = stablehlo.reduce(%435 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %515 = stablehlo.add %513, %514 : tensor<32xf32>
    %516 = stablehlo.multiply %515, %cst_7 : tensor<32xf32>
    %517 = stablehlo.subtract %arg17, %516 : tensor<32xf32>
    %518 = stablehlo.multiply %arg49, %cst_6 : tensor<32x32xf32>
    %519 = stablehlo.transpose %417, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %520 = stablehlo.dot_general %519, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %521 = stablehlo.add %518, %520 : tensor<32x32xf32>
    %522 = stablehlo.multiply %521, %cst_5 : tensor<32x32xf32>
    %523 = stablehlo.subtract %arg14, %522 : tensor<32x32xf32>
    %524 = stablehlo.multiply %arg50, %cst_8 : tensor<32xf32>
    %525 = stablehlo.reduce(%417 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %526 = stablehlo.add %524, %525 : tensor<32xf32>
    %527 = stablehlo.multiply %526, %cst_7 : tensor<32xf32>
    %528 = stablehlo.subtract %arg13, %527 : tensor<32xf32>
    %529 = stablehlo.multiply %arg51, %cst_6 : tensor<32x32xf32>
    %530 = stablehlo.transpose %409, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %531 = stablehlo.dot_general %530, %86, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %532 = stablehlo.add %529, %531 : tensor<32x32xf32>
    %533 = stablehlo.multiply %532, %cst_5 : tensor<32x32xf32>
    %534 = stablehlo.subtract %arg12, %533 : tensor<32x32xf32>
    %535 = stablehlo.multiply %arg52, %cst_8 : tensor<32xf32>
    %536 = stablehlo.reduce(%409 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %537 = stablehlo.add %535, %536 : tensor<32xf32>
    %538 = stablehlo.multiply %537, %cst_7 : tensor<32xf32>
    %539 = stablehlo.subtract %arg11, %538 : tensor<32xf32>
    %540 = stablehlo.multiply %arg53, %cst_8 : tensor<32xf32>
    %541 = stablehlo.multiply %390, %401 : tensor<2x8x32xf32>
    %542 = stablehlo.reduce(%541 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %543 = stablehlo.add %540, %542 : tensor<32xf32>
    %544 = stablehlo.multiply %543, %cst_7 : tensor<32xf32>
    %545 = stablehlo.subtract %arg6, %544 : tensor<32xf32>
    %546 = stablehlo.multiply %arg54, %cst_8 : tensor<32xf32>
    %547 = stablehlo.reduce(%390 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %548 = stablehlo.add %546, %547 : tensor<32xf32>
    %549 = stablehlo.multiply %548, %cst_7 : tensor<32xf32>
    %550 = stablehlo.subtract %arg21, %549 : tensor<32xf32>
    %551 = stablehlo.multiply %arg55, %cst_14 : tensor<64x32xf32>
    %552 = stablehlo.transpose %387, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %553 = stablehlo.dot_general %552, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %554 = stablehlo.add %551, %553 : tensor<64x32xf32>
    %555 = stablehlo.multiply %554, %cst_9 : tensor<64x32xf32>
    %556 = stablehlo.subtract %arg25, %555 : tensor<64x32xf32>
    %557 = stablehlo.multiply %arg56, %cst_4 : tensor<64xf32>
    %558 = stablehlo.reduce(%387 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %559 = stablehlo.add %557, %558 : tensor<64xf32>
    %560 = stablehlo.multiply %559, %cst_3 : tensor<64xf32>
    %561 = stablehlo.subtract %arg24, %560 : tensor<64xf32>
    %562 = stablehlo.multiply %arg57, %cst_2 : tensor<32x64xf32>
    %563 = stablehlo.transpose %376, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %564 = stablehlo.dot_general %563, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %565 = stablehlo.add %562, %564 : tensor<32x64xf32>
    %566 = stablehlo.multiply %565, %cst_1 : tensor<32x64xf32>
    %567 = stablehlo.subtract %arg23, %566 : tensor<32x64xf32>
    %568 = stablehlo.multiply %arg58, %cst_8 : tensor<32xf32>
    %569 = stablehlo.reduce(%376 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %570 = stablehlo.add %568, %569 : tensor<32xf32>
    %571 = stablehlo.multiply %570, %cst_7 : tensor<32xf32>
    %572 = stablehlo.subtract %arg22, %571 : tensor<32xf32>
    %573 = stablehlo.multiply %arg59, %cst_8 : tensor<32xf32>
    %574 = stablehlo.multiply %358, %369 : tensor<2x8x32xf32>
    %575 = stablehlo.reduce(%574 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %576 = stablehlo.add %573, %575 : tensor<32xf32>
    %577 = stablehlo.multiply %576, %cst_7 : tensor<32xf32>
    %578 = stablehlo.subtract %arg5, %577 : tensor<32xf32>
    %579 = stablehlo.multiply %arg60, %cst_8 : tensor<32xf32>
    %580 = stablehlo.reduce(%358 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %581 = stablehlo.add %579, %580 : tensor<32xf32>
    %582 = stablehlo.multiply %581, %cst_7 : tensor<32xf32>
    %583 = stablehlo.subtract %arg26, %582 : tensor<32xf32>
    %584 = stablehlo.multiply %arg61, %cst_6 : tensor<32x32xf32>
    %585 = stablehlo.transpose %355, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %586 = stablehlo.dot_general %585, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %587 = stablehlo.add %584, %586 : tensor<32x32xf32>
    %588 = stablehlo.multiply %587, %cst_5 : tensor<32x32xf32>
    %589 = stablehlo.subtract %arg34, %588 : tensor<32x32xf32>
    %590 = stablehlo.multiply %arg62, %cst_8 : tensor<32xf32>
    %591 = stablehlo.reduce(%355 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %592 = stablehlo.add %590, %591 : tensor<32xf32>
    %593 = stablehlo.multiply %592, %cst_7 : tensor<32xf32>
    %594 = stablehlo.subtract %arg33, %593 : tensor<32xf32>
    %595 = stablehlo.multiply %arg63, %cst_6 : tensor<32x32xf32>
    %596 = stablehlo.transpose %346, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %597 = stablehlo.dot_general %596, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %598 = stablehlo.add %595, %597 : tensor<32x32xf32>
    %599 = stablehlo.multiply %598, %cst_5 : tensor<32x32xf32>
    %600 = stablehlo.subtract %arg32, %599 : tensor<32x32xf32>
    %601 = stablehlo.multiply %arg64, %cst_8 : tensor<32xf32>
    %602 = stablehlo.reduce(%346 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %603 = stablehlo.add %601, %602 : tensor<32xf32>
    %604 = stablehlo.multiply %603, %cst_7 : tensor<32xf32>
    %605 = stablehlo.subtract %arg31, %604 : tensor<32xf32>
    %606 = stablehlo.multiply %arg65, %cst_6 : tensor<32x32xf32>
    %607 = stablehlo.transpose %328, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %608 = stablehlo.dot_general %607, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %609 = stablehlo.add %606, %608 : tensor<32x32xf32>
    %610 = stablehlo.multiply %609, %cst_5 : tensor<32x32xf32>
    %611 = stablehlo.subtract %arg30, %610 : tensor<32x32xf32>
    %612 = stablehlo.multiply %arg66, %cst_8 : tensor<32xf32>
    %613 = stablehlo.reduce(%328 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %614 = stablehlo.add %612, %613 : tensor<32xf32>
    %615 = stablehlo.multiply %614, %cst_7 : tensor<32xf32>
    %616 = stablehlo.subtract %arg29, %615 : tensor<32xf32>
    %617 = stablehlo.multiply %arg67, %cst_6 : tensor<32x32xf32>
    %618 = stablehlo.transpose %320, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %619 = stablehlo.dot_general %618, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %620 = stablehlo.add %617, %619 : tensor<32x32xf32>
    %621 = stablehlo.multiply %620, %cst_5 : tensor<32x32xf32>
    %622 = stablehlo.subtract %arg28, %621 : tensor<32x32xf32>
    %623 = stablehlo.multiply %arg68, %cst_8 : tensor<32xf32>
    %624 = stablehlo.reduce(%320 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %625 = stablehlo.add %623, %624 : tensor<32xf32>
    %626 = stablehlo.multiply %625, %cst_7 : tensor<32xf32>
    %627 = stablehlo.subtract %arg27, %626 : tensor<32xf32>
    %628 = stablehlo.multiply %arg69, %cst_8 : tensor<32xf32>
    %629 = stablehlo.multiply %301, %312 : tensor<2x8x32xf32>
    %630 = stablehlo.reduce(%629 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %631 = stablehlo.add %628, %630 : tensor<32xf32>
    %632 = stablehlo.multiply %631, %cst_7 : tensor<32xf32>
    %633 = stablehlo.subtract %arg4, %632 : tensor<32xf32>
    %634 = stablehlo.multiply %arg70, %cst_8 : tensor<32xf32>
    %635 = stablehlo.reduce(%301 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %636 = stablehlo.add %634, %635 : tensor<32xf32>
    %637 = stablehlo.multiply %636, %cst_7 : tensor<32xf32>
    %638 = stablehlo.subtract %arg35, %637 : tensor<32xf32>
    %639 = stablehlo.multiply %arg71, %cst_14 : tensor<64x32xf32>
    %640 = stablehlo.transpose %298, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %641 = stablehlo.dot_general %640, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %642 = stablehlo.add %639, %641 : tensor<64x32xf32>
    %643 = stablehlo.multiply %642, %cst_9 : tensor<64x32xf32>
    %644 = stablehlo.subtract %arg39, %643 : tensor<64x32xf32>
    %645 = stablehlo.multiply %arg72, %cst_4 : tensor<64xf32>
    %646 = stablehlo.reduce(%298 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %647 = stablehlo.add %645, %646 : tensor<64xf32>
    %648 = stablehlo.multiply %647, %cst_3 : tensor<64xf32>
    %649 = stablehlo.subtract %arg38, %648 : tensor<64xf32>
    %650 = stablehlo.multiply %arg73, %cst_2 : tensor<32x64xf32>
    %651 = stablehlo.transpose %287, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %652 = stablehlo.dot_general %651, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %653 = stablehlo.add %650, %652 : tensor<32x64xf32>
    %654 = stablehlo.multiply %653, %cst_1 : tensor<32x64xf32>
    %655 = stablehlo.subtract %arg37, %654 : tensor<32x64xf32>
    %656 = stablehlo.multiply %arg74, %cst_8 : tensor<32xf32>
    %657 = stablehlo.reduce(%287 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %658 = stablehlo.add %656, %657 : tensor<32xf32>
    %659 = stablehlo.multiply %658, %cst_7 : tensor<32xf32>
    %660 = stablehlo.subtract %arg36, %659 : tensor<32xf32>
    %661 = stablehlo.multiply %arg75, %cst_8 : tensor<32xf32>
    %662 = stablehlo.multiply %269, %280 : tensor<2x8x32xf32>
    %663 = stablehlo.reduce(%662 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %664 = stablehlo.add %661, %663 : tensor<32xf32>
    %665 = stablehlo.multiply %664, %cst_7 : tensor<32xf32>
    %666 = stablehlo.subtract %arg3, %665 : tensor<32xf32>
    %667 = stablehlo.multiply %arg76, %cst_8 : tensor<32xf32>
    %668 = stablehlo.reduce(%269 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %669 = stablehlo.add %667, %668 : tensor<32xf32>
    %670 = stablehlo.multiply %669, %cst_7 : tensor<32xf32>
    %671 = stablehlo.subtract %arg40, %670 : tensor<32xf32>
    %672 = stablehlo.multiply %arg77, %cst_0 : tensor<128xf32>
    %673 = stablehlo.reduce(%229 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %674 = stablehlo.add %672, %673 : tensor<128xf32>
    %675 = stablehlo.multiply %674, %cst : tensor<128xf32>
    %676 = stablehlo.subtract %arg1, %675 : tensor<128xf32>
    return %219, %470, %484, %490, %495, %501, %506, %512, %517, %523, %528, %534, %539, %545, %550, %556, %561, %567, %572, %578, %583, %589, %594, %600, %605, %611, %616, %622, %627, %633, %638, %644, %649, %655, %660, %666, %671, %676, %468, %482, %488, %493, %499, %504, %510, %515, %521, %526, %532, %537, %543, %548, %554, %559, %565, %570, %576, %581, %587, %592, %598, %603, %609, %614, %620, %625, %631, %636, %642, %647, %653, %658, %664, %669, %674 : tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>
  }
}
