module @IrToHlo.4577 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 37 : i32}, %arg2: tensor<4x32xf32> {tf.aliasing_output = 31 : i32}, %arg3: tensor<32x64xf32> {tf.aliasing_output = 27 : i32}, %arg4: tensor<128x32xf32> {tf.aliasing_output = 23 : i32}, %arg5: tensor<2x8xi64>, %arg6: tensor<32x64xf32> {tf.aliasing_output = 16 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 15 : i32}, %arg8: tensor<32x64xf32> {tf.aliasing_output = 10 : i32}, %arg9: tensor<128x32xf32> {tf.aliasing_output = 6 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg12: tensor<64xf32> {tf.aliasing_output = 3 : i32}, %arg13: tensor<64xf32> {tf.aliasing_output = 5 : i32}, %arg14: tensor<64x1x4xf32> {tf.aliasing_output = 4 : i32}, %arg15: tensor<34x64xf32> {tf.aliasing_output = 7 : i32}, %arg16: tensor<16xf32> {tf.aliasing_output = 13 : i32}, %arg17: tensor<16xf32> {tf.aliasing_output = 12 : i32}, %arg18: tensor<64xf32> {tf.aliasing_output = 9 : i32}, %arg19: tensor<64x2xf32> {tf.aliasing_output = 8 : i32}, %arg20: tensor<2xf32> {tf.aliasing_output = 11 : i32}, %arg21: tensor<64x16xf32> {tf.aliasing_output = 2 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg23: tensor<64x32xf32> {tf.aliasing_output = 14 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg25: tensor<64xf32> {tf.aliasing_output = 20 : i32}, %arg26: tensor<64xf32> {tf.aliasing_output = 22 : i32}, %arg27: tensor<64x1x4xf32> {tf.aliasing_output = 21 : i32}, %arg28: tensor<34x64xf32> {tf.aliasing_output = 24 : i32}, %arg29: tensor<16xf32> {tf.aliasing_output = 30 : i32}, %arg30: tensor<16xf32> {tf.aliasing_output = 29 : i32}, %arg31: tensor<64xf32> {tf.aliasing_output = 26 : i32}, %arg32: tensor<64x2xf32> {tf.aliasing_output = 25 : i32}, %arg33: tensor<2xf32> {tf.aliasing_output = 28 : i32}, %arg34: tensor<64x16xf32> {tf.aliasing_output = 19 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<4x128x32xf32> {tf.aliasing_output = 32 : i32}, %arg37: tensor<4x32x64xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg39: tensor<128x32xf32> {tf.aliasing_output = 38 : i32}, %arg40: tensor<64x16xf32> {tf.aliasing_output = 39 : i32}, %arg41: tensor<64xf32> {tf.aliasing_output = 40 : i32}, %arg42: tensor<64x1x4xf32> {tf.aliasing_output = 41 : i32}, %arg43: tensor<64xf32> {tf.aliasing_output = 42 : i32}, %arg44: tensor<128x32xf32> {tf.aliasing_output = 43 : i32}, %arg45: tensor<34x64xf32> {tf.aliasing_output = 44 : i32}, %arg46: tensor<64x2xf32> {tf.aliasing_output = 45 : i32}, %arg47: tensor<64xf32> {tf.aliasing_output = 46 : i32}, %arg48: tensor<32x64xf32> {tf.aliasing_output = 47 : i32}, %arg49: tensor<2xf32> {tf.aliasing_output = 48 : i32}, %arg50: tensor<16xf32> {tf.aliasing_output = 49 : i32}, %arg51: tensor<16xf32> {tf.aliasing_output = 50 : i32}, %arg52: tensor<64x32xf32> {tf.aliasing_output = 51 : i32}, %arg53: tensor<64x32xf32> {tf.aliasing_output = 52 : i32}, %arg54: tensor<32x64xf32> {tf.aliasing_output = 53 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg57: tensor<64x16xf32> {tf.aliasing_output = 56 : i32}, %arg58: tensor<64xf32> {tf.aliasing_output = 57 : i32}, %arg59: tensor<64x1x4xf32> {tf.aliasing_output = 58 : i32}, %arg60: tensor<64xf32> {tf.aliasing_output = 59 : i32}, %arg61: tensor<128x32xf32> {tf.aliasing_output = 60 : i32}, %arg62: tensor<34x64xf32> {tf.aliasing_output = 61 : i32}, %arg63: tensor<64x2xf32> {tf.aliasing_output = 62 : i32}, %arg64: tensor<64xf32> {tf.aliasing_output = 63 : i32}, %arg65: tensor<32x64xf32> {tf.aliasing_output = 64 : i32}, %arg66: tensor<2xf32> {tf.aliasing_output = 65 : i32}, %arg67: tensor<16xf32> {tf.aliasing_output = 66 : i32}, %arg68: tensor<16xf32> {tf.aliasing_output = 67 : i32}, %arg69: tensor<4x32xf32> {tf.aliasing_output = 68 : i32}, %arg70: tensor<4x128x32xf32> {tf.aliasing_output = 69 : i32}, %arg71: tensor<4x32x64xf32> {tf.aliasing_output = 70 : i32}, %arg72: tensor<32xf32> {tf.aliasing_output = 71 : i32}, %arg73: tensor<32xf32> {tf.aliasing_output = 72 : i32}, %arg74: tensor<32xf32> {tf.aliasing_output = 73 : i32}, %arg75: tensor<128x32xf32> {tf.aliasing_output = 74 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<4x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<4x32x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<4x128x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<4x128x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<4x128x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<2xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<2xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<64x2xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<64x2xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<34x64xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<34x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<64x1x4xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<64x1x4xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<64x16xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<64x16xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x64x11xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x16xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x16xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<2x8x16xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<2x64x8xf32>
    %c = stablehlo.constant dense<[true, false, false, false, false, false, false, false]> : tensor<8xi1>
    %c_35 = stablehlo.constant dense<[false, true, false, false, false, false, false, false]> : tensor<8xi1>
    %c_36 = stablehlo.constant dense<[false, false, true, false, false, false, false, false]> : tensor<8xi1>
    %c_37 = stablehlo.constant dense<[false, false, false, true, false, false, false, false]> : tensor<8xi1>
    %c_38 = stablehlo.constant dense<[false, false, false, false, true, false, false, false]> : tensor<8xi1>
    %c_39 = stablehlo.constant dense<[false, false, false, false, false, true, false, false]> : tensor<8xi1>
    %c_40 = stablehlo.constant dense<[false, false, false, false, false, false, true, false]> : tensor<8xi1>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<2x64x8x16xf32>
    %c_42 = stablehlo.constant dense<[false, false, false, false, false, false, false, true]> : tensor<8xi1>
    %c_43 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false], [true, true, true, true, true, true, true, true, false, false, false]]]> : tensor<2x64x11xi1>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<32x64xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_47 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_48 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_49 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_51 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_52 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_54 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %c_55 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_58 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %c_59 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_60 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_61 = stablehlo.constant dense<6.250000e-02> : tensor<2x8xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<2x64x16xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+01> : tensor<2x64x8xf32>
    %cst_65 = stablehlo.constant dense<5.000000e-01> : tensor<2x8xf32>
    %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2xf32>
    %cst_67 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_68 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_70 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.exponential %arg21 : tensor<64x16xf32>
    %6 = stablehlo.negate %5 : tensor<64x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<2x64x8x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<2xf32>) -> tensor<2x8x2xf32>
    %9 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.power %4, %cst_69 : tensor<2x8x32xf32>
    %11 = stablehlo.reduce(%10 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.multiply %11, %cst_68 : tensor<2x8xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.add %13, %cst_67 : tensor<2x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x8x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %4, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.multiply %9, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %arg5 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %21 = stablehlo.convert %20 : (tensor<2x8x1xi64>) -> tensor<2x8x1xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %24 = stablehlo.multiply %19, %23 : tensor<2x8x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %27 = stablehlo.dot_general %25, %26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %28 = stablehlo.reshape %27 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,128,8]{1,2,0}"} : (tensor<2x8x128xf32>) -> tensor<2x128x8xf32>
    %30 = stablehlo.slice %29 [0:2, 0:64, 0:8] : (tensor<2x128x8xf32>) -> tensor<2x64x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x64x8xf32>) -> tensor<2x64x1x8xf32>
    %32 = stablehlo.reshape %arg14 : (tensor<64x1x4xf32>) -> tensor<64x1x1x4xf32>
    %33 = stablehlo.convolution(%31, %32) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<64x1x1x4xf32>) -> tensor<2x64x1x11xf32>
    %34 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x11xf32>
    %35 = stablehlo.add %33, %34 : tensor<2x64x1x11xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x64x1x11xf32>) -> tensor<2x64x11xf32>
    %37 = stablehlo.slice %36 [0:2, 0:64, 0:8] : (tensor<2x64x11xf32>) -> tensor<2x64x8xf32>
    %38 = stablehlo.logistic %37 : tensor<2x64x8xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<2x64x8xf32>
    %40 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %41 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<2x8x64xf32>
    %43 = stablehlo.reshape %42 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %44 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,34]{0,1}"} : (tensor<34x64xf32>) -> tensor<64x34xf32>
    %45 = stablehlo.dot_general %43, %44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x34xf32>) -> tensor<16x34xf32>
    %46 = stablehlo.reshape %45 : (tensor<16x34xf32>) -> tensor<2x8x34xf32>
    %47 = stablehlo.slice %46 [0:2, 0:8, 0:2] : (tensor<2x8x34xf32>) -> tensor<2x8x2xf32>
    %48 = stablehlo.power %47, %cst_66 : tensor<2x8x2xf32>
    %49 = stablehlo.reduce(%48 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x2xf32>, tensor<f32>) -> tensor<2x8xf32>
    %50 = stablehlo.multiply %49, %cst_65 : tensor<2x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %52 = stablehlo.add %51, %cst_67 : tensor<2x8x1xf32>
    %53 = stablehlo.rsqrt %52 : tensor<2x8x1xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x2xf32>
    %56 = stablehlo.multiply %47, %55 : tensor<2x8x2xf32>
    %57 = stablehlo.multiply %8, %56 : tensor<2x8x2xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x8x2xf32>) -> tensor<16x2xf32>
    %59 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,64]{0,1}"} : (tensor<64x2xf32>) -> tensor<2x64xf32>
    %60 = stablehlo.dot_general %58, %59, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2xf32>, tensor<2x64xf32>) -> tensor<16x64xf32>
    %61 = stablehlo.reshape %60 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %62 = stablehlo.transpose %61, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %63 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<64x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [1, 2] : (tensor<64x1xf32>) -> tensor<2x64x1xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x64x1xf32>) -> tensor<2x64xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x8xf32>
    %67 = stablehlo.add %62, %66 : tensor<2x64x8xf32>
    %68 = stablehlo.compare  GT, %67, %cst_64 : (tensor<2x64x8xf32>, tensor<2x64x8xf32>) -> tensor<2x64x8xi1>
    %69 = stablehlo.exponential %67 : tensor<2x64x8xf32>
    %70 = stablehlo.log_plus_one %69 : tensor<2x64x8xf32>
    %71 = stablehlo.select %68, %67, %70 : tensor<2x64x8xi1>, tensor<2x64x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x64x8xf32>) -> tensor<2x64x8x16xf32>
    %73 = stablehlo.multiply %7, %72 : tensor<2x64x8x16xf32>
    %74 = stablehlo.exponential %73 : tensor<2x64x8x16xf32>
    %75 = stablehlo.slice %74 [0:2, 0:64, 0:1, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %77 = stablehlo.multiply %76, %cst_63 : tensor<2x64x16xf32>
    %78 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %79 = stablehlo.slice %46 [0:2, 0:8, 2:18] : (tensor<2x8x34xf32>) -> tensor<2x8x16xf32>
    %80 = stablehlo.power %79, %cst_62 : tensor<2x8x16xf32>
    %81 = stablehlo.reduce(%80 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %82 = stablehlo.multiply %81, %cst_61 : tensor<2x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %84 = stablehlo.add %83, %cst_67 : tensor<2x8x1xf32>
    %85 = stablehlo.rsqrt %84 : tensor<2x8x1xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %88 = stablehlo.multiply %79, %87 : tensor<2x8x16xf32>
    %89 = stablehlo.multiply %78, %88 : tensor<2x8x16xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 2, 3] : (tensor<2x8x16xf32>) -> tensor<2x64x8x16xf32>
    %91 = stablehlo.multiply %72, %90 : tensor<2x64x8x16xf32>
    %92 = stablehlo.transpose %42, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x64x8xf32>) -> tensor<2x64x8x16xf32>
    %94 = stablehlo.multiply %91, %93 : tensor<2x64x8x16xf32>
    %95 = stablehlo.slice %94 [0:2, 0:64, 0:1, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %97 = stablehlo.add %77, %96 : tensor<2x64x16xf32>
    %98 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %99 = stablehlo.slice %46 [0:2, 0:8, 18:34] : (tensor<2x8x34xf32>) -> tensor<2x8x16xf32>
    %100 = stablehlo.power %99, %cst_62 : tensor<2x8x16xf32>
    %101 = stablehlo.reduce(%100 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %102 = stablehlo.multiply %101, %cst_61 : tensor<2x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %104 = stablehlo.add %103, %cst_67 : tensor<2x8x1xf32>
    %105 = stablehlo.rsqrt %104 : tensor<2x8x1xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %108 = stablehlo.multiply %99, %107 : tensor<2x8x16xf32>
    %109 = stablehlo.multiply %98, %108 : tensor<2x8x16xf32>
    %110 = stablehlo.slice %109 [0:2, 0:1, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %112 = stablehlo.dot_general %97, %111, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %113 = stablehlo.slice %74 [0:2, 0:64, 1:2, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %115 = stablehlo.multiply %114, %97 : tensor<2x64x16xf32>
    %116 = stablehlo.slice %94 [0:2, 0:64, 1:2, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %118 = stablehlo.add %115, %117 : tensor<2x64x16xf32>
    %119 = stablehlo.slice %109 [0:2, 1:2, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %121 = stablehlo.dot_general %118, %120, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %122 = stablehlo.slice %74 [0:2, 0:64, 2:3, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %124 = stablehlo.multiply %123, %118 : tensor<2x64x16xf32>
    %125 = stablehlo.slice %94 [0:2, 0:64, 2:3, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %127 = stablehlo.add %124, %126 : tensor<2x64x16xf32>
    %128 = stablehlo.slice %109 [0:2, 2:3, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %129 = stablehlo.reshape %128 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %130 = stablehlo.dot_general %127, %129, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %131 = stablehlo.slice %74 [0:2, 0:64, 3:4, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %133 = stablehlo.multiply %132, %127 : tensor<2x64x16xf32>
    %134 = stablehlo.slice %94 [0:2, 0:64, 3:4, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %136 = stablehlo.add %133, %135 : tensor<2x64x16xf32>
    %137 = stablehlo.slice %109 [0:2, 3:4, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %139 = stablehlo.dot_general %136, %138, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %140 = stablehlo.slice %74 [0:2, 0:64, 4:5, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %142 = stablehlo.multiply %141, %136 : tensor<2x64x16xf32>
    %143 = stablehlo.slice %94 [0:2, 0:64, 4:5, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %145 = stablehlo.add %142, %144 : tensor<2x64x16xf32>
    %146 = stablehlo.slice %109 [0:2, 4:5, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %148 = stablehlo.dot_general %145, %147, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %149 = stablehlo.slice %74 [0:2, 0:64, 5:6, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %151 = stablehlo.multiply %150, %145 : tensor<2x64x16xf32>
    %152 = stablehlo.slice %94 [0:2, 0:64, 5:6, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %154 = stablehlo.add %151, %153 : tensor<2x64x16xf32>
    %155 = stablehlo.slice %109 [0:2, 5:6, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %157 = stablehlo.dot_general %154, %156, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %158 = stablehlo.slice %74 [0:2, 0:64, 6:7, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %160 = stablehlo.multiply %159, %154 : tensor<2x64x16xf32>
    %161 = stablehlo.slice %94 [0:2, 0:64, 6:7, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %162 = stablehlo.reshape %161 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %163 = stablehlo.add %160, %162 : tensor<2x64x16xf32>
    %164 = stablehlo.slice %109 [0:2, 6:7, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %166 = stablehlo.dot_general %163, %165, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %167 = stablehlo.slice %74 [0:2, 0:64, 7:8, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %169 = stablehlo.multiply %168, %163 : tensor<2x64x16xf32>
    %170 = stablehlo.slice %94 [0:2, 0:64, 7:8, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %172 = stablehlo.add %169, %171 : tensor<2x64x16xf32>
    %173 = stablehlo.slice %109 [0:2, 7:8, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %175 = stablehlo.dot_general %172, %174, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %176 = stablehlo.concatenate %112, %121, %130, %139, %148, %157, %166, %175, dim = 2 : (tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>) -> tensor<2x64x8xf32>
    %177 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<64xf32>) -> tensor<2x64x8xf32>
    %178 = stablehlo.multiply %92, %177 : tensor<2x64x8xf32>
    %179 = stablehlo.add %176, %178 : tensor<2x64x8xf32>
    %180 = stablehlo.slice %29 [0:2, 64:128, 0:8] : (tensor<2x128x8xf32>) -> tensor<2x64x8xf32>
    %181 = stablehlo.logistic %180 : tensor<2x64x8xf32>
    %182 = stablehlo.multiply %180, %181 : tensor<2x64x8xf32>
    %183 = stablehlo.multiply %179, %182 : tensor<2x64x8xf32>
    %184 = stablehlo.transpose %183, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %186 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %187 = stablehlo.dot_general %185, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %189 = stablehlo.add %4, %188 : tensor<2x8x32xf32>
    %190 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.power %189, %cst_69 : tensor<2x8x32xf32>
    %192 = stablehlo.reduce(%191 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %193 = stablehlo.multiply %192, %cst_68 : tensor<2x8xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %195 = stablehlo.add %194, %cst_67 : tensor<2x8x1xf32>
    %196 = stablehlo.rsqrt %195 : tensor<2x8x1xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %199 = stablehlo.multiply %189, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.multiply %190, %199 : tensor<2x8x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %203 = stablehlo.dot_general %201, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %204 = stablehlo.reshape %203 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %205 = stablehlo.logistic %204 : tensor<2x8x64xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<2x8x64xf32>
    %207 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %208 = stablehlo.dot_general %201, %207, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %209 = stablehlo.reshape %208 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %210 = stablehlo.multiply %206, %209 : tensor<2x8x64xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %212 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %213 = stablehlo.dot_general %211, %212, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.add %189, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.exponential %arg34 : tensor<64x16xf32>
    %217 = stablehlo.negate %216 : tensor<64x16xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<2x64x8x16xf32>
    %219 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<2xf32>) -> tensor<2x8x2xf32>
    %220 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %221 = stablehlo.power %215, %cst_69 : tensor<2x8x32xf32>
    %222 = stablehlo.reduce(%221 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %223 = stablehlo.multiply %222, %cst_68 : tensor<2x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %225 = stablehlo.add %224, %cst_67 : tensor<2x8x1xf32>
    %226 = stablehlo.rsqrt %225 : tensor<2x8x1xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %229 = stablehlo.multiply %215, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.multiply %220, %229 : tensor<2x8x32xf32>
    %231 = stablehlo.multiply %230, %23 : tensor<2x8x32xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %233 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %234 = stablehlo.dot_general %232, %233, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %235 = stablehlo.reshape %234 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %236 = stablehlo.transpose %235, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,128,8]{1,2,0}"} : (tensor<2x8x128xf32>) -> tensor<2x128x8xf32>
    %237 = stablehlo.slice %236 [0:2, 0:64, 0:8] : (tensor<2x128x8xf32>) -> tensor<2x64x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x64x8xf32>) -> tensor<2x64x1x8xf32>
    %239 = stablehlo.reshape %arg27 : (tensor<64x1x4xf32>) -> tensor<64x1x1x4xf32>
    %240 = stablehlo.convolution(%238, %239) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<64x1x1x4xf32>) -> tensor<2x64x1x11xf32>
    %241 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<64xf32>) -> tensor<2x64x1x11xf32>
    %242 = stablehlo.add %240, %241 : tensor<2x64x1x11xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x64x1x11xf32>) -> tensor<2x64x11xf32>
    %244 = stablehlo.slice %243 [0:2, 0:64, 0:8] : (tensor<2x64x11xf32>) -> tensor<2x64x8xf32>
    %245 = stablehlo.logistic %244 : tensor<2x64x8xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<2x64x8xf32>
    %247 = stablehlo.transpose %246, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %248 = stablehlo.multiply %247, %41 : tensor<2x8x64xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %250 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,34]{0,1}"} : (tensor<34x64xf32>) -> tensor<64x34xf32>
    %251 = stablehlo.dot_general %249, %250, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x34xf32>) -> tensor<16x34xf32>
    %252 = stablehlo.reshape %251 : (tensor<16x34xf32>) -> tensor<2x8x34xf32>
    %253 = stablehlo.slice %252 [0:2, 0:8, 0:2] : (tensor<2x8x34xf32>) -> tensor<2x8x2xf32>
    %254 = stablehlo.power %253, %cst_66 : tensor<2x8x2xf32>
    %255 = stablehlo.reduce(%254 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x2xf32>, tensor<f32>) -> tensor<2x8xf32>
    %256 = stablehlo.multiply %255, %cst_65 : tensor<2x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %258 = stablehlo.add %257, %cst_67 : tensor<2x8x1xf32>
    %259 = stablehlo.rsqrt %258 : tensor<2x8x1xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x2xf32>
    %262 = stablehlo.multiply %253, %261 : tensor<2x8x2xf32>
    %263 = stablehlo.multiply %219, %262 : tensor<2x8x2xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x8x2xf32>) -> tensor<16x2xf32>
    %265 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,64]{0,1}"} : (tensor<64x2xf32>) -> tensor<2x64xf32>
    %266 = stablehlo.dot_general %264, %265, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2xf32>, tensor<2x64xf32>) -> tensor<16x64xf32>
    %267 = stablehlo.reshape %266 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %268 = stablehlo.transpose %267, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %269 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<64x1xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [1, 2] : (tensor<64x1xf32>) -> tensor<2x64x1xf32>
    %271 = stablehlo.reshape %270 : (tensor<2x64x1xf32>) -> tensor<2x64xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x8xf32>
    %273 = stablehlo.add %268, %272 : tensor<2x64x8xf32>
    %274 = stablehlo.compare  GT, %273, %cst_64 : (tensor<2x64x8xf32>, tensor<2x64x8xf32>) -> tensor<2x64x8xi1>
    %275 = stablehlo.exponential %273 : tensor<2x64x8xf32>
    %276 = stablehlo.log_plus_one %275 : tensor<2x64x8xf32>
    %277 = stablehlo.select %274, %273, %276 : tensor<2x64x8xi1>, tensor<2x64x8xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<2x64x8xf32>) -> tensor<2x64x8x16xf32>
    %279 = stablehlo.multiply %218, %278 : tensor<2x64x8x16xf32>
    %280 = stablehlo.exponential %279 : tensor<2x64x8x16xf32>
    %281 = stablehlo.slice %280 [0:2, 0:64, 0:1, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %283 = stablehlo.multiply %282, %cst_63 : tensor<2x64x16xf32>
    %284 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %285 = stablehlo.slice %252 [0:2, 0:8, 2:18] : (tensor<2x8x34xf32>) -> tensor<2x8x16xf32>
    %286 = stablehlo.power %285, %cst_62 : tensor<2x8x16xf32>
    %287 = stablehlo.reduce(%286 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %288 = stablehlo.multiply %287, %cst_61 : tensor<2x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %290 = stablehlo.add %289, %cst_67 : tensor<2x8x1xf32>
    %291 = stablehlo.rsqrt %290 : tensor<2x8x1xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %294 = stablehlo.multiply %285, %293 : tensor<2x8x16xf32>
    %295 = stablehlo.multiply %284, %294 : tensor<2x8x16xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 2, 3] : (tensor<2x8x16xf32>) -> tensor<2x64x8x16xf32>
    %297 = stablehlo.multiply %278, %296 : tensor<2x64x8x16xf32>
    %298 = stablehlo.transpose %248, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<2x64x8xf32>) -> tensor<2x64x8x16xf32>
    %300 = stablehlo.multiply %297, %299 : tensor<2x64x8x16xf32>
    %301 = stablehlo.slice %300 [0:2, 0:64, 0:1, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %303 = stablehlo.add %283, %302 : tensor<2x64x16xf32>
    %304 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %305 = stablehlo.slice %252 [0:2, 0:8, 18:34] : (tensor<2x8x34xf32>) -> tensor<2x8x16xf32>
    %306 = stablehlo.power %305, %cst_62 : tensor<2x8x16xf32>
    %307 = stablehlo.reduce(%306 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %308 = stablehlo.multiply %307, %cst_61 : tensor<2x8xf32>
    %309 = stablehlo.reshape %308 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %310 = stablehlo.add %309, %cst_67 : tensor<2x8x1xf32>
    %311 = stablehlo.rsqrt %310 : tensor<2x8x1xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %314 = stablehlo.multiply %305, %313 : tensor<2x8x16xf32>
    %315 = stablehlo.multiply %304, %314 : tensor<2x8x16xf32>
    %316 = stablehlo.slice %315 [0:2, 0:1, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %317 = stablehlo.reshape %316 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %318 = stablehlo.dot_general %303, %317, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %319 = stablehlo.slice %280 [0:2, 0:64, 1:2, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %321 = stablehlo.multiply %320, %303 : tensor<2x64x16xf32>
    %322 = stablehlo.slice %300 [0:2, 0:64, 1:2, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %324 = stablehlo.add %321, %323 : tensor<2x64x16xf32>
    %325 = stablehlo.slice %315 [0:2, 1:2, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %326 = stablehlo.reshape %325 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %327 = stablehlo.dot_general %324, %326, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %328 = stablehlo.slice %280 [0:2, 0:64, 2:3, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %329 = stablehlo.reshape %328 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %330 = stablehlo.multiply %329, %324 : tensor<2x64x16xf32>
    %331 = stablehlo.slice %300 [0:2, 0:64, 2:3, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %333 = stablehlo.add %330, %332 : tensor<2x64x16xf32>
    %334 = stablehlo.slice %315 [0:2, 2:3, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %336 = stablehlo.dot_general %333, %335, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %337 = stablehlo.slice %280 [0:2, 0:64, 3:4, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %339 = stablehlo.multiply %338, %333 : tensor<2x64x16xf32>
    %340 = stablehlo.slice %300 [0:2, 0:64, 3:4, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %341 = stablehlo.reshape %340 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %342 = stablehlo.add %339, %341 : tensor<2x64x16xf32>
    %343 = stablehlo.slice %315 [0:2, 3:4, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %345 = stablehlo.dot_general %342, %344, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %346 = stablehlo.slice %280 [0:2, 0:64, 4:5, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %348 = stablehlo.multiply %347, %342 : tensor<2x64x16xf32>
    %349 = stablehlo.slice %300 [0:2, 0:64, 4:5, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %350 = stablehlo.reshape %349 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %351 = stablehlo.add %348, %350 : tensor<2x64x16xf32>
    %352 = stablehlo.slice %315 [0:2, 4:5, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %353 = stablehlo.reshape %352 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %354 = stablehlo.dot_general %351, %353, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %355 = stablehlo.slice %280 [0:2, 0:64, 5:6, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %356 = stablehlo.reshape %355 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %357 = stablehlo.multiply %356, %351 : tensor<2x64x16xf32>
    %358 = stablehlo.slice %300 [0:2, 0:64, 5:6, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %359 = stablehlo.reshape %358 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %360 = stablehlo.add %357, %359 : tensor<2x64x16xf32>
    %361 = stablehlo.slice %315 [0:2, 5:6, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %362 = stablehlo.reshape %361 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %363 = stablehlo.dot_general %360, %362, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %364 = stablehlo.slice %280 [0:2, 0:64, 6:7, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %365 = stablehlo.reshape %364 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %366 = stablehlo.multiply %365, %360 : tensor<2x64x16xf32>
    %367 = stablehlo.slice %300 [0:2, 0:64, 6:7, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %368 = stablehlo.reshape %367 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %369 = stablehlo.add %366, %368 : tensor<2x64x16xf32>
    %370 = stablehlo.slice %315 [0:2, 6:7, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %372 = stablehlo.dot_general %369, %371, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %373 = stablehlo.slice %280 [0:2, 0:64, 7:8, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %374 = stablehlo.reshape %373 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %375 = stablehlo.multiply %374, %369 : tensor<2x64x16xf32>
    %376 = stablehlo.slice %300 [0:2, 0:64, 7:8, 0:16] : (tensor<2x64x8x16xf32>) -> tensor<2x64x1x16xf32>
    %377 = stablehlo.reshape %376 : (tensor<2x64x1x16xf32>) -> tensor<2x64x16xf32>
    %378 = stablehlo.add %375, %377 : tensor<2x64x16xf32>
    %379 = stablehlo.slice %315 [0:2, 7:8, 0:16] : (tensor<2x8x16xf32>) -> tensor<2x1x16xf32>
    %380 = stablehlo.reshape %379 : (tensor<2x1x16xf32>) -> tensor<2x16x1xf32>
    %381 = stablehlo.dot_general %378, %380, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x1xf32>) -> tensor<2x64x1xf32>
    %382 = stablehlo.concatenate %318, %327, %336, %345, %354, %363, %372, %381, dim = 2 : (tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>, tensor<2x64x1xf32>) -> tensor<2x64x8xf32>
    %383 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<64xf32>) -> tensor<2x64x8xf32>
    %384 = stablehlo.multiply %298, %383 : tensor<2x64x8xf32>
    %385 = stablehlo.add %382, %384 : tensor<2x64x8xf32>
    %386 = stablehlo.slice %236 [0:2, 64:128, 0:8] : (tensor<2x128x8xf32>) -> tensor<2x64x8xf32>
    %387 = stablehlo.logistic %386 : tensor<2x64x8xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<2x64x8xf32>
    %389 = stablehlo.multiply %385, %388 : tensor<2x64x8xf32>
    %390 = stablehlo.transpose %389, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %391 = stablehlo.reshape %390 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %392 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %393 = stablehlo.dot_general %391, %392, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %394 = stablehlo.reshape %393 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %395 = stablehlo.add %215, %394 : tensor<2x8x32xf32>
    %396 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %397 = stablehlo.power %395, %cst_69 : tensor<2x8x32xf32>
    %398 = stablehlo.reduce(%397 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %399 = stablehlo.multiply %398, %cst_68 : tensor<2x8xf32>
    %400 = stablehlo.reshape %399 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %401 = stablehlo.add %400, %cst_67 : tensor<2x8x1xf32>
    %402 = stablehlo.rsqrt %401 : tensor<2x8x1xf32>
    %403 = stablehlo.reshape %402 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %405 = stablehlo.multiply %395, %404 : tensor<2x8x32xf32>
    %406 = stablehlo.multiply %396, %405 : tensor<2x8x32xf32>
    %407 = stablehlo.reshape %406 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %408 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %409 = stablehlo.dot_general %407, %408, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %410 = stablehlo.reduce(%409 init: %cst_71) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %412 = stablehlo.subtract %409, %411 : tensor<16x4xf32>
    %413 = stablehlo.exponential %412 : tensor<16x4xf32>
    %414 = stablehlo.reduce(%413 init: %cst_72) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %416 = stablehlo.divide %413, %415 : tensor<16x4xf32>
    %417 = stablehlo.iota dim = 0 : tensor<4xi32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %419:2 = "stablehlo.sort"(%416, %418) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>, %arg78: tensor<i32>, %arg79: tensor<i32>):
      %1345 = stablehlo.compare  GT, %arg76, %arg77,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1345 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %420 = stablehlo.slice %419#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %421 = stablehlo.convert %420 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %422 = stablehlo.reshape %421 : (tensor<16x2xi64>) -> tensor<32xi64>
    %423 = stablehlo.compare  LT, %422, %c_60 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %424 = stablehlo.add %422, %c_59 : tensor<32xi64>
    %425 = stablehlo.select %423, %424, %422 : tensor<32xi1>, tensor<32xi64>
    %426 = stablehlo.reshape %425 : (tensor<32xi64>) -> tensor<32x1xi64>
    %427 = "stablehlo.gather"(%arg37, %426) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %428 = "stablehlo.gather"(%arg36, %426) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %429 = stablehlo.broadcast_in_dim %407, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %430 = stablehlo.reshape %429 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %431 = stablehlo.dot_general %428, %430, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %432 = stablehlo.reshape %431 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %433 = stablehlo.slice %432 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %434 = stablehlo.logistic %433 : tensor<32x64xf32>
    %435 = stablehlo.multiply %433, %434 : tensor<32x64xf32>
    %436 = stablehlo.slice %432 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %437 = stablehlo.multiply %435, %436 : tensor<32x64xf32>
    %438 = stablehlo.reshape %437 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %439 = stablehlo.dot_general %427, %438, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %440 = stablehlo.reshape %439 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %441 = stablehlo.slice %419#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %442 = stablehlo.reshape %441 : (tensor<16x2xf32>) -> tensor<32xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %444 = stablehlo.multiply %440, %443 : tensor<32x32xf32>
    %445 = stablehlo.reshape %444 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %446 = stablehlo.reduce(%445 init: %cst_72) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %447 = stablehlo.reshape %446 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %448 = stablehlo.add %395, %447 : tensor<2x8x32xf32>
    %449 = stablehlo.power %448, %cst_69 : tensor<2x8x32xf32>
    %450 = stablehlo.reduce(%449 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %451 = stablehlo.multiply %450, %cst_68 : tensor<2x8xf32>
    %452 = stablehlo.reshape %451 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %453 = stablehlo.add %452, %cst_67 : tensor<2x8x1xf32>
    %454 = stablehlo.rsqrt %453 : tensor<2x8x1xf32>
    %455 = stablehlo.reshape %454 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %457 = stablehlo.multiply %448, %456 : tensor<2x8x32xf32>
    %458 = stablehlo.multiply %0, %457 : tensor<2x8x32xf32>
    %459 = stablehlo.reshape %458 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %460 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %461 = stablehlo.dot_general %459, %460, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %462 = stablehlo.reshape %461 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %463 = stablehlo.slice %462 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %464 = stablehlo.reduce(%463 init: %cst_71) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %466 = stablehlo.subtract %463, %465 : tensor<2x7x128xf32>
    %467 = stablehlo.exponential %466 : tensor<2x7x128xf32>
    %468 = stablehlo.reduce(%467 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %469 = stablehlo.log %468 : tensor<2x7xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %471 = stablehlo.subtract %466, %470 : tensor<2x7x128xf32>
    %472 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %474 = stablehlo.broadcast_in_dim %c_70, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %475 = stablehlo.compare  EQ, %473, %474 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %476 = stablehlo.convert %475 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %477 = stablehlo.convert %476 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %478 = stablehlo.multiply %471, %477 : tensor<2x7x128xf32>
    %479 = stablehlo.reduce(%478 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %480 = stablehlo.reduce(%479 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %481 = stablehlo.multiply %480, %cst_58 : tensor<f32>
    %482 = stablehlo.negate %481 : tensor<f32>
    %483 = stablehlo.multiply %arg39, %cst_57 : tensor<128x32xf32>
    %484 = stablehlo.compare  LT, %arg0, %c_55 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %485 = stablehlo.add %arg0, %c_54 : tensor<2x8xi64>
    %486 = stablehlo.select %484, %485, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %487 = stablehlo.reshape %486 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %488 = stablehlo.compare  EQ, %arg0, %c_55 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %490 = stablehlo.multiply %477, %cst_51 : tensor<2x7x128xf32>
    %491 = stablehlo.exponential %471 : tensor<2x7x128xf32>
    %492 = stablehlo.reduce(%490 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %494 = stablehlo.multiply %491, %493 : tensor<2x7x128xf32>
    %495 = stablehlo.subtract %490, %494 : tensor<2x7x128xf32>
    %496 = stablehlo.pad %495, %cst_72, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %497 = stablehlo.select %c_52, %496, %cst_50 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %498 = stablehlo.reshape %497 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %499 = stablehlo.dot_general %498, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %500 = stablehlo.reshape %499 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %501 = stablehlo.multiply %500, %0 : tensor<2x8x32xf32>
    %502 = stablehlo.multiply %501, %456 : tensor<2x8x32xf32>
    %503 = stablehlo.multiply %501, %448 : tensor<2x8x32xf32>
    %504 = stablehlo.reduce(%503 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %505 = stablehlo.reshape %504 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %506 = stablehlo.multiply %505, %cst_49 : tensor<2x8x1xf32>
    %507 = stablehlo.power %454, %cst_48 : tensor<2x8x1xf32>
    %508 = stablehlo.multiply %506, %507 : tensor<2x8x1xf32>
    %509 = stablehlo.reshape %508 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %511 = stablehlo.divide %510, %cst_47 : tensor<2x8x32xf32>
    %512 = stablehlo.power %448, %cst_46 : tensor<2x8x32xf32>
    %513 = stablehlo.multiply %512, %cst_69 : tensor<2x8x32xf32>
    %514 = stablehlo.multiply %511, %513 : tensor<2x8x32xf32>
    %515 = stablehlo.add %502, %514 : tensor<2x8x32xf32>
    %516 = stablehlo.transpose %428, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %517 = stablehlo.transpose %427, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %518 = stablehlo.reshape %515 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %520 = stablehlo.reshape %519 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %521 = stablehlo.multiply %520, %443 : tensor<32x32xf32>
    %522 = stablehlo.reshape %521 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %523 = stablehlo.dot_general %517, %522, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %524 = stablehlo.reshape %523 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %525 = stablehlo.multiply %524, %436 : tensor<32x64xf32>
    %526 = stablehlo.subtract %cst_45, %434 : tensor<32x64xf32>
    %527 = stablehlo.multiply %433, %526 : tensor<32x64xf32>
    %528 = stablehlo.add %527, %cst_45 : tensor<32x64xf32>
    %529 = stablehlo.multiply %434, %528 : tensor<32x64xf32>
    %530 = stablehlo.multiply %525, %529 : tensor<32x64xf32>
    %531 = stablehlo.multiply %524, %435 : tensor<32x64xf32>
    %532 = stablehlo.concatenate %530, %531, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %533 = stablehlo.reshape %532 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %534 = stablehlo.dot_general %516, %533, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %535 = stablehlo.reshape %534 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %536 = stablehlo.reduce(%535 init: %cst_72) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %537 = stablehlo.iota dim = 0 : tensor<16xi64>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %539 = stablehlo.reshape %421 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %540 = stablehlo.concatenate %538, %539, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %541 = stablehlo.multiply %520, %440 : tensor<32x32xf32>
    %542 = stablehlo.reduce(%541 init: %cst_72) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %543 = stablehlo.reshape %542 : (tensor<32xf32>) -> tensor<16x2xf32>
    %544 = "stablehlo.scatter"(%cst_44, %540, %543) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      stablehlo.return %arg77 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %545 = stablehlo.multiply %544, %416 : tensor<16x4xf32>
    %546 = stablehlo.reduce(%545 init: %cst_72) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %548 = stablehlo.multiply %416, %547 : tensor<16x4xf32>
    %549 = stablehlo.subtract %545, %548 : tensor<16x4xf32>
    %550 = stablehlo.dot_general %549, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %551 = stablehlo.add %536, %550 : tensor<16x32xf32>
    %552 = stablehlo.reshape %551 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %553 = stablehlo.multiply %552, %396 : tensor<2x8x32xf32>
    %554 = stablehlo.multiply %553, %404 : tensor<2x8x32xf32>
    %555 = stablehlo.add %515, %554 : tensor<2x8x32xf32>
    %556 = stablehlo.multiply %553, %395 : tensor<2x8x32xf32>
    %557 = stablehlo.reduce(%556 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %558 = stablehlo.reshape %557 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %559 = stablehlo.multiply %558, %cst_49 : tensor<2x8x1xf32>
    %560 = stablehlo.power %402, %cst_48 : tensor<2x8x1xf32>
    %561 = stablehlo.multiply %559, %560 : tensor<2x8x1xf32>
    %562 = stablehlo.reshape %561 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %564 = stablehlo.divide %563, %cst_47 : tensor<2x8x32xf32>
    %565 = stablehlo.power %395, %cst_46 : tensor<2x8x32xf32>
    %566 = stablehlo.multiply %565, %cst_69 : tensor<2x8x32xf32>
    %567 = stablehlo.multiply %564, %566 : tensor<2x8x32xf32>
    %568 = stablehlo.add %555, %567 : tensor<2x8x32xf32>
    %569 = stablehlo.reshape %568 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %570 = stablehlo.dot_general %569, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %571 = stablehlo.reshape %570 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %572 = stablehlo.transpose %571, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %573 = stablehlo.multiply %572, %388 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %574 = stablehlo.multiply %573, %383 : tensor<2x64x8xf32>
    %575 = stablehlo.broadcast_in_dim %c_42, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %576 = stablehlo.slice %573 [0:2, 0:64, 7:8] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %577 = stablehlo.dot_general %576, %379, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %579 = stablehlo.select %575, %578, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %580 = stablehlo.broadcast_in_dim %c_40, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %581 = stablehlo.multiply %577, %374 : tensor<2x64x16xf32>
    %582 = stablehlo.slice %573 [0:2, 0:64, 6:7] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %583 = stablehlo.dot_general %582, %370, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %584 = stablehlo.add %581, %583 : tensor<2x64x16xf32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %586 = stablehlo.select %580, %585, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %587 = stablehlo.add %579, %586 : tensor<2x64x8x16xf32>
    %588 = stablehlo.broadcast_in_dim %c_39, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %589 = stablehlo.multiply %584, %365 : tensor<2x64x16xf32>
    %590 = stablehlo.slice %573 [0:2, 0:64, 5:6] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %591 = stablehlo.dot_general %590, %361, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %592 = stablehlo.add %589, %591 : tensor<2x64x16xf32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %594 = stablehlo.select %588, %593, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %595 = stablehlo.add %587, %594 : tensor<2x64x8x16xf32>
    %596 = stablehlo.broadcast_in_dim %c_38, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %597 = stablehlo.multiply %592, %356 : tensor<2x64x16xf32>
    %598 = stablehlo.slice %573 [0:2, 0:64, 4:5] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %599 = stablehlo.dot_general %598, %352, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %600 = stablehlo.add %597, %599 : tensor<2x64x16xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %602 = stablehlo.select %596, %601, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %603 = stablehlo.add %595, %602 : tensor<2x64x8x16xf32>
    %604 = stablehlo.broadcast_in_dim %c_37, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %605 = stablehlo.multiply %600, %347 : tensor<2x64x16xf32>
    %606 = stablehlo.slice %573 [0:2, 0:64, 3:4] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %607 = stablehlo.dot_general %606, %343, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %608 = stablehlo.add %605, %607 : tensor<2x64x16xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %610 = stablehlo.select %604, %609, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %611 = stablehlo.add %603, %610 : tensor<2x64x8x16xf32>
    %612 = stablehlo.broadcast_in_dim %c_36, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %613 = stablehlo.multiply %608, %338 : tensor<2x64x16xf32>
    %614 = stablehlo.slice %573 [0:2, 0:64, 2:3] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %615 = stablehlo.dot_general %614, %334, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %616 = stablehlo.add %613, %615 : tensor<2x64x16xf32>
    %617 = stablehlo.broadcast_in_dim %616, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %618 = stablehlo.select %612, %617, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %619 = stablehlo.add %611, %618 : tensor<2x64x8x16xf32>
    %620 = stablehlo.broadcast_in_dim %c_35, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %621 = stablehlo.multiply %616, %329 : tensor<2x64x16xf32>
    %622 = stablehlo.slice %573 [0:2, 0:64, 1:2] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %623 = stablehlo.dot_general %622, %325, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %624 = stablehlo.add %621, %623 : tensor<2x64x16xf32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %626 = stablehlo.select %620, %625, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %627 = stablehlo.add %619, %626 : tensor<2x64x8x16xf32>
    %628 = stablehlo.broadcast_in_dim %c, dims = [2] : (tensor<8xi1>) -> tensor<2x64x8x16xi1>
    %629 = stablehlo.multiply %624, %320 : tensor<2x64x16xf32>
    %630 = stablehlo.slice %573 [0:2, 0:64, 0:1] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %631 = stablehlo.dot_general %630, %316, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %632 = stablehlo.add %629, %631 : tensor<2x64x16xf32>
    %633 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %634 = stablehlo.select %628, %633, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %635 = stablehlo.add %627, %634 : tensor<2x64x8x16xf32>
    %636 = stablehlo.multiply %635, %297 : tensor<2x64x8x16xf32>
    %637 = stablehlo.reduce(%636 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %638 = stablehlo.add %574, %637 : tensor<2x64x8xf32>
    %639 = stablehlo.transpose %638, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %640 = stablehlo.multiply %635, %299 : tensor<2x64x8x16xf32>
    %641 = stablehlo.multiply %640, %296 : tensor<2x64x8x16xf32>
    %642 = stablehlo.reduce(%641 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %643 = stablehlo.multiply %577, %369 : tensor<2x64x16xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %645 = stablehlo.select %575, %644, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %646 = stablehlo.multiply %584, %360 : tensor<2x64x16xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %648 = stablehlo.select %580, %647, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %649 = stablehlo.add %645, %648 : tensor<2x64x8x16xf32>
    %650 = stablehlo.multiply %592, %351 : tensor<2x64x16xf32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %652 = stablehlo.select %588, %651, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %653 = stablehlo.add %649, %652 : tensor<2x64x8x16xf32>
    %654 = stablehlo.multiply %600, %342 : tensor<2x64x16xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %656 = stablehlo.select %596, %655, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %657 = stablehlo.add %653, %656 : tensor<2x64x8x16xf32>
    %658 = stablehlo.multiply %608, %333 : tensor<2x64x16xf32>
    %659 = stablehlo.broadcast_in_dim %658, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %660 = stablehlo.select %604, %659, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %661 = stablehlo.add %657, %660 : tensor<2x64x8x16xf32>
    %662 = stablehlo.multiply %616, %324 : tensor<2x64x16xf32>
    %663 = stablehlo.broadcast_in_dim %662, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %664 = stablehlo.select %612, %663, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %665 = stablehlo.add %661, %664 : tensor<2x64x8x16xf32>
    %666 = stablehlo.multiply %624, %303 : tensor<2x64x16xf32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %668 = stablehlo.select %620, %667, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %669 = stablehlo.add %665, %668 : tensor<2x64x8x16xf32>
    %670 = stablehlo.multiply %632, %cst_63 : tensor<2x64x16xf32>
    %671 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %672 = stablehlo.select %628, %671, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %673 = stablehlo.add %669, %672 : tensor<2x64x8x16xf32>
    %674 = stablehlo.multiply %673, %280 : tensor<2x64x8x16xf32>
    %675 = stablehlo.multiply %674, %218 : tensor<2x64x8x16xf32>
    %676 = stablehlo.reduce(%675 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %677 = stablehlo.add %642, %676 : tensor<2x64x8xf32>
    %678 = stablehlo.multiply %677, %275 : tensor<2x64x8xf32>
    %679 = stablehlo.add %275, %cst_34 : tensor<2x64x8xf32>
    %680 = stablehlo.divide %678, %679 : tensor<2x64x8xf32>
    %681 = stablehlo.select %274, %677, %680 : tensor<2x64x8xi1>, tensor<2x64x8xf32>
    %682 = stablehlo.transpose %681, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %683 = stablehlo.reshape %682 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %684 = stablehlo.dot_general %683, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x2xf32>) -> tensor<16x2xf32>
    %685 = stablehlo.reshape %684 : (tensor<16x2xf32>) -> tensor<2x8x2xf32>
    %686 = stablehlo.multiply %685, %219 : tensor<2x8x2xf32>
    %687 = stablehlo.multiply %686, %261 : tensor<2x8x2xf32>
    %688 = stablehlo.multiply %686, %253 : tensor<2x8x2xf32>
    %689 = stablehlo.reduce(%688 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x2xf32>, tensor<f32>) -> tensor<2x8xf32>
    %690 = stablehlo.reshape %689 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %691 = stablehlo.multiply %690, %cst_49 : tensor<2x8x1xf32>
    %692 = stablehlo.power %259, %cst_48 : tensor<2x8x1xf32>
    %693 = stablehlo.multiply %691, %692 : tensor<2x8x1xf32>
    %694 = stablehlo.reshape %693 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %695 = stablehlo.broadcast_in_dim %694, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x2xf32>
    %696 = stablehlo.divide %695, %cst_66 : tensor<2x8x2xf32>
    %697 = stablehlo.power %253, %cst_33 : tensor<2x8x2xf32>
    %698 = stablehlo.multiply %697, %cst_66 : tensor<2x8x2xf32>
    %699 = stablehlo.multiply %696, %698 : tensor<2x8x2xf32>
    %700 = stablehlo.add %687, %699 : tensor<2x8x2xf32>
    %701 = stablehlo.multiply %640, %278 : tensor<2x64x8x16xf32>
    %702 = stablehlo.reduce(%701 init: %cst_72) applies stablehlo.add across dimensions = [1] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x8x16xf32>
    %703 = stablehlo.multiply %702, %284 : tensor<2x8x16xf32>
    %704 = stablehlo.multiply %703, %293 : tensor<2x8x16xf32>
    %705 = stablehlo.multiply %703, %285 : tensor<2x8x16xf32>
    %706 = stablehlo.reduce(%705 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %707 = stablehlo.reshape %706 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %708 = stablehlo.multiply %707, %cst_49 : tensor<2x8x1xf32>
    %709 = stablehlo.power %291, %cst_48 : tensor<2x8x1xf32>
    %710 = stablehlo.multiply %708, %709 : tensor<2x8x1xf32>
    %711 = stablehlo.reshape %710 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %713 = stablehlo.divide %712, %cst_32 : tensor<2x8x16xf32>
    %714 = stablehlo.power %285, %cst_31 : tensor<2x8x16xf32>
    %715 = stablehlo.multiply %714, %cst_62 : tensor<2x8x16xf32>
    %716 = stablehlo.multiply %713, %715 : tensor<2x8x16xf32>
    %717 = stablehlo.add %704, %716 : tensor<2x8x16xf32>
    %718 = stablehlo.broadcast_in_dim %c_42, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %719 = stablehlo.transpose %378, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %720 = stablehlo.dot_general %719, %576, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %721 = stablehlo.reshape %720 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %722 = stablehlo.broadcast_in_dim %721, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %723 = stablehlo.select %718, %722, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %724 = stablehlo.broadcast_in_dim %c_40, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %725 = stablehlo.transpose %369, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %726 = stablehlo.dot_general %725, %582, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %727 = stablehlo.reshape %726 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %729 = stablehlo.select %724, %728, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %730 = stablehlo.add %723, %729 : tensor<2x8x16xf32>
    %731 = stablehlo.broadcast_in_dim %c_39, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %732 = stablehlo.transpose %360, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %733 = stablehlo.dot_general %732, %590, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %734 = stablehlo.reshape %733 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %735 = stablehlo.broadcast_in_dim %734, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %736 = stablehlo.select %731, %735, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %737 = stablehlo.add %730, %736 : tensor<2x8x16xf32>
    %738 = stablehlo.broadcast_in_dim %c_38, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %739 = stablehlo.transpose %351, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %740 = stablehlo.dot_general %739, %598, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %741 = stablehlo.reshape %740 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %743 = stablehlo.select %738, %742, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %744 = stablehlo.add %737, %743 : tensor<2x8x16xf32>
    %745 = stablehlo.broadcast_in_dim %c_37, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %746 = stablehlo.transpose %342, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %747 = stablehlo.dot_general %746, %606, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %748 = stablehlo.reshape %747 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %750 = stablehlo.select %745, %749, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %751 = stablehlo.add %744, %750 : tensor<2x8x16xf32>
    %752 = stablehlo.broadcast_in_dim %c_36, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %753 = stablehlo.transpose %333, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %754 = stablehlo.dot_general %753, %614, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %755 = stablehlo.reshape %754 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %757 = stablehlo.select %752, %756, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %758 = stablehlo.add %751, %757 : tensor<2x8x16xf32>
    %759 = stablehlo.broadcast_in_dim %c_35, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %760 = stablehlo.transpose %324, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %761 = stablehlo.dot_general %760, %622, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %762 = stablehlo.reshape %761 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %763 = stablehlo.broadcast_in_dim %762, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %764 = stablehlo.select %759, %763, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %765 = stablehlo.add %758, %764 : tensor<2x8x16xf32>
    %766 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<8xi1>) -> tensor<2x8x16xi1>
    %767 = stablehlo.transpose %303, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %768 = stablehlo.dot_general %767, %630, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %769 = stablehlo.reshape %768 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %770 = stablehlo.broadcast_in_dim %769, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %771 = stablehlo.select %766, %770, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %772 = stablehlo.add %765, %771 : tensor<2x8x16xf32>
    %773 = stablehlo.multiply %772, %304 : tensor<2x8x16xf32>
    %774 = stablehlo.multiply %773, %313 : tensor<2x8x16xf32>
    %775 = stablehlo.multiply %773, %305 : tensor<2x8x16xf32>
    %776 = stablehlo.reduce(%775 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %777 = stablehlo.reshape %776 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %778 = stablehlo.multiply %777, %cst_49 : tensor<2x8x1xf32>
    %779 = stablehlo.power %311, %cst_48 : tensor<2x8x1xf32>
    %780 = stablehlo.multiply %778, %779 : tensor<2x8x1xf32>
    %781 = stablehlo.reshape %780 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %782 = stablehlo.broadcast_in_dim %781, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %783 = stablehlo.divide %782, %cst_32 : tensor<2x8x16xf32>
    %784 = stablehlo.power %305, %cst_31 : tensor<2x8x16xf32>
    %785 = stablehlo.multiply %784, %cst_62 : tensor<2x8x16xf32>
    %786 = stablehlo.multiply %783, %785 : tensor<2x8x16xf32>
    %787 = stablehlo.add %774, %786 : tensor<2x8x16xf32>
    %788 = stablehlo.concatenate %700, %717, %787, dim = 2 : (tensor<2x8x2xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x34xf32>
    %789 = stablehlo.reshape %788 : (tensor<2x8x34xf32>) -> tensor<16x34xf32>
    %790 = stablehlo.dot_general %789, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x34xf32>, tensor<34x64xf32>) -> tensor<16x64xf32>
    %791 = stablehlo.reshape %790 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %792 = stablehlo.add %639, %791 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : tensor<2x8x64xf32>
    %793 = stablehlo.multiply %792, %41 : tensor<2x8x64xf32>
    %794 = stablehlo.transpose %793, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %795 = stablehlo.subtract %cst_34, %245 : tensor<2x64x8xf32>
    %796 = stablehlo.multiply %244, %795 : tensor<2x64x8xf32>
    %797 = stablehlo.add %796, %cst_34 : tensor<2x64x8xf32>
    %798 = stablehlo.multiply %245, %797 : tensor<2x64x8xf32>
    %799 = stablehlo.multiply %794, %798 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %800 = stablehlo.pad %799, %cst_72, low = [0, 0, 0], high = [0, 0, 3], interior = [0, 0, 0] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<2x64x11xf32>
    %801 = stablehlo.select %c_43, %800, %cst_29 : tensor<2x64x11xi1>, tensor<2x64x11xf32>
    %802 = stablehlo.reshape %801 : (tensor<2x64x11xf32>) -> tensor<2x64x1x11xf32>
    %803 = stablehlo.transpose %239, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,4,1,64]{1,0,2,3}"} : (tensor<64x1x1x4xf32>) -> tensor<1x4x1x64xf32>
    %804 = stablehlo.reshape %803 : (tensor<1x4x1x64xf32>) -> tensor<1x4x64x1xf32>
    %805 = stablehlo.reverse %804, dims = [0, 1] : tensor<1x4x64x1xf32>
    %806 = stablehlo.convolution(%802, %805) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x11xf32>, tensor<1x4x64x1xf32>) -> tensor<2x64x1x8xf32>
    %807 = stablehlo.reshape %806 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %808 = stablehlo.multiply %572, %385 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %809 = stablehlo.subtract %cst_34, %387 : tensor<2x64x8xf32>
    %810 = stablehlo.multiply %386, %809 : tensor<2x64x8xf32>
    %811 = stablehlo.add %810, %cst_34 : tensor<2x64x8xf32>
    %812 = stablehlo.multiply %387, %811 : tensor<2x64x8xf32>
    %813 = stablehlo.multiply %808, %812 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %814 = stablehlo.concatenate %807, %813, dim = 1 : (tensor<2x64x8xf32>, tensor<2x64x8xf32>) -> tensor<2x128x8xf32>
    %815 = stablehlo.transpose %814, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,128]{1,2,0}"} : (tensor<2x128x8xf32>) -> tensor<2x8x128xf32>
    %816 = stablehlo.reshape %815 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %817 = stablehlo.dot_general %816, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %818 = stablehlo.reshape %817 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %819 = stablehlo.multiply %818, %23 : tensor<2x8x32xf32>
    %820 = stablehlo.multiply %819, %220 : tensor<2x8x32xf32>
    %821 = stablehlo.multiply %820, %228 : tensor<2x8x32xf32>
    %822 = stablehlo.add %568, %821 : tensor<2x8x32xf32>
    %823 = stablehlo.multiply %820, %215 : tensor<2x8x32xf32>
    %824 = stablehlo.reduce(%823 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %825 = stablehlo.reshape %824 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %826 = stablehlo.multiply %825, %cst_49 : tensor<2x8x1xf32>
    %827 = stablehlo.power %226, %cst_48 : tensor<2x8x1xf32>
    %828 = stablehlo.multiply %826, %827 : tensor<2x8x1xf32>
    %829 = stablehlo.reshape %828 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %830 = stablehlo.broadcast_in_dim %829, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %831 = stablehlo.divide %830, %cst_47 : tensor<2x8x32xf32>
    %832 = stablehlo.power %215, %cst_46 : tensor<2x8x32xf32>
    %833 = stablehlo.multiply %832, %cst_69 : tensor<2x8x32xf32>
    %834 = stablehlo.multiply %831, %833 : tensor<2x8x32xf32>
    %835 = stablehlo.add %822, %834 : tensor<2x8x32xf32>
    %836 = stablehlo.reshape %835 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %837 = stablehlo.dot_general %836, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %838 = stablehlo.reshape %837 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %839 = stablehlo.multiply %838, %206 : tensor<2x8x64xf32>
    %840 = stablehlo.reshape %839 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %841 = stablehlo.dot_general %840, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %842 = stablehlo.reshape %841 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %843 = stablehlo.multiply %838, %209 : tensor<2x8x64xf32>
    %844 = stablehlo.subtract %cst_28, %205 : tensor<2x8x64xf32>
    %845 = stablehlo.multiply %204, %844 : tensor<2x8x64xf32>
    %846 = stablehlo.add %845, %cst_28 : tensor<2x8x64xf32>
    %847 = stablehlo.multiply %205, %846 : tensor<2x8x64xf32>
    %848 = stablehlo.multiply %843, %847 : tensor<2x8x64xf32>
    %849 = stablehlo.reshape %848 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %850 = stablehlo.dot_general %849, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %851 = stablehlo.reshape %850 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %852 = stablehlo.add %842, %851 : tensor<2x8x32xf32>
    %853 = stablehlo.multiply %852, %190 : tensor<2x8x32xf32>
    %854 = stablehlo.multiply %853, %198 : tensor<2x8x32xf32>
    %855 = stablehlo.add %835, %854 : tensor<2x8x32xf32>
    %856 = stablehlo.multiply %853, %189 : tensor<2x8x32xf32>
    %857 = stablehlo.reduce(%856 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %858 = stablehlo.reshape %857 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %859 = stablehlo.multiply %858, %cst_49 : tensor<2x8x1xf32>
    %860 = stablehlo.power %196, %cst_48 : tensor<2x8x1xf32>
    %861 = stablehlo.multiply %859, %860 : tensor<2x8x1xf32>
    %862 = stablehlo.reshape %861 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %863 = stablehlo.broadcast_in_dim %862, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %864 = stablehlo.divide %863, %cst_47 : tensor<2x8x32xf32>
    %865 = stablehlo.power %189, %cst_46 : tensor<2x8x32xf32>
    %866 = stablehlo.multiply %865, %cst_69 : tensor<2x8x32xf32>
    %867 = stablehlo.multiply %864, %866 : tensor<2x8x32xf32>
    %868 = stablehlo.add %855, %867 : tensor<2x8x32xf32>
    %869 = stablehlo.reshape %868 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %870 = stablehlo.dot_general %869, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %871 = stablehlo.reshape %870 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %872 = stablehlo.transpose %871, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %873 = stablehlo.multiply %872, %182 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %874 = stablehlo.multiply %873, %177 : tensor<2x64x8xf32>
    %875 = stablehlo.slice %873 [0:2, 0:64, 7:8] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %876 = stablehlo.dot_general %875, %173, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %877 = stablehlo.broadcast_in_dim %876, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %878 = stablehlo.select %575, %877, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %879 = stablehlo.multiply %876, %168 : tensor<2x64x16xf32>
    %880 = stablehlo.slice %873 [0:2, 0:64, 6:7] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %881 = stablehlo.dot_general %880, %164, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %882 = stablehlo.add %879, %881 : tensor<2x64x16xf32>
    %883 = stablehlo.broadcast_in_dim %882, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %884 = stablehlo.select %580, %883, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %885 = stablehlo.add %878, %884 : tensor<2x64x8x16xf32>
    %886 = stablehlo.multiply %882, %159 : tensor<2x64x16xf32>
    %887 = stablehlo.slice %873 [0:2, 0:64, 5:6] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %888 = stablehlo.dot_general %887, %155, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %889 = stablehlo.add %886, %888 : tensor<2x64x16xf32>
    %890 = stablehlo.broadcast_in_dim %889, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %891 = stablehlo.select %588, %890, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %892 = stablehlo.add %885, %891 : tensor<2x64x8x16xf32>
    %893 = stablehlo.multiply %889, %150 : tensor<2x64x16xf32>
    %894 = stablehlo.slice %873 [0:2, 0:64, 4:5] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %895 = stablehlo.dot_general %894, %146, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %896 = stablehlo.add %893, %895 : tensor<2x64x16xf32>
    %897 = stablehlo.broadcast_in_dim %896, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %898 = stablehlo.select %596, %897, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %899 = stablehlo.add %892, %898 : tensor<2x64x8x16xf32>
    %900 = stablehlo.multiply %896, %141 : tensor<2x64x16xf32>
    %901 = stablehlo.slice %873 [0:2, 0:64, 3:4] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %902 = stablehlo.dot_general %901, %137, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %903 = stablehlo.add %900, %902 : tensor<2x64x16xf32>
    %904 = stablehlo.broadcast_in_dim %903, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %905 = stablehlo.select %604, %904, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %906 = stablehlo.add %899, %905 : tensor<2x64x8x16xf32>
    %907 = stablehlo.multiply %903, %132 : tensor<2x64x16xf32>
    %908 = stablehlo.slice %873 [0:2, 0:64, 2:3] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %909 = stablehlo.dot_general %908, %128, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %910 = stablehlo.add %907, %909 : tensor<2x64x16xf32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %912 = stablehlo.select %612, %911, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %913 = stablehlo.add %906, %912 : tensor<2x64x8x16xf32>
    %914 = stablehlo.multiply %910, %123 : tensor<2x64x16xf32>
    %915 = stablehlo.slice %873 [0:2, 0:64, 1:2] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %916 = stablehlo.dot_general %915, %119, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %917 = stablehlo.add %914, %916 : tensor<2x64x16xf32>
    %918 = stablehlo.broadcast_in_dim %917, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %919 = stablehlo.select %620, %918, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %920 = stablehlo.add %913, %919 : tensor<2x64x8x16xf32>
    %921 = stablehlo.multiply %917, %114 : tensor<2x64x16xf32>
    %922 = stablehlo.slice %873 [0:2, 0:64, 0:1] : (tensor<2x64x8xf32>) -> tensor<2x64x1xf32>
    %923 = stablehlo.dot_general %922, %110, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x1xf32>, tensor<2x1x16xf32>) -> tensor<2x64x16xf32>
    %924 = stablehlo.add %921, %923 : tensor<2x64x16xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %926 = stablehlo.select %628, %925, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %927 = stablehlo.add %920, %926 : tensor<2x64x8x16xf32>
    %928 = stablehlo.multiply %927, %91 : tensor<2x64x8x16xf32>
    %929 = stablehlo.reduce(%928 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %930 = stablehlo.add %874, %929 : tensor<2x64x8xf32>
    %931 = stablehlo.transpose %930, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %932 = stablehlo.multiply %927, %93 : tensor<2x64x8x16xf32>
    %933 = stablehlo.multiply %932, %90 : tensor<2x64x8x16xf32>
    %934 = stablehlo.reduce(%933 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %935 = stablehlo.multiply %876, %163 : tensor<2x64x16xf32>
    %936 = stablehlo.broadcast_in_dim %935, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %937 = stablehlo.select %575, %936, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %938 = stablehlo.multiply %882, %154 : tensor<2x64x16xf32>
    %939 = stablehlo.broadcast_in_dim %938, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %940 = stablehlo.select %580, %939, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %941 = stablehlo.add %937, %940 : tensor<2x64x8x16xf32>
    %942 = stablehlo.multiply %889, %145 : tensor<2x64x16xf32>
    %943 = stablehlo.broadcast_in_dim %942, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %944 = stablehlo.select %588, %943, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %945 = stablehlo.add %941, %944 : tensor<2x64x8x16xf32>
    %946 = stablehlo.multiply %896, %136 : tensor<2x64x16xf32>
    %947 = stablehlo.broadcast_in_dim %946, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %948 = stablehlo.select %596, %947, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %949 = stablehlo.add %945, %948 : tensor<2x64x8x16xf32>
    %950 = stablehlo.multiply %903, %127 : tensor<2x64x16xf32>
    %951 = stablehlo.broadcast_in_dim %950, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %952 = stablehlo.select %604, %951, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %953 = stablehlo.add %949, %952 : tensor<2x64x8x16xf32>
    %954 = stablehlo.multiply %910, %118 : tensor<2x64x16xf32>
    %955 = stablehlo.broadcast_in_dim %954, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %956 = stablehlo.select %612, %955, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %957 = stablehlo.add %953, %956 : tensor<2x64x8x16xf32>
    %958 = stablehlo.multiply %917, %97 : tensor<2x64x16xf32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %960 = stablehlo.select %620, %959, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %961 = stablehlo.add %957, %960 : tensor<2x64x8x16xf32>
    %962 = stablehlo.multiply %924, %cst_63 : tensor<2x64x16xf32>
    %963 = stablehlo.broadcast_in_dim %962, dims = [0, 1, 3] : (tensor<2x64x16xf32>) -> tensor<2x64x8x16xf32>
    %964 = stablehlo.select %628, %963, %cst_41 : tensor<2x64x8x16xi1>, tensor<2x64x8x16xf32>
    %965 = stablehlo.add %961, %964 : tensor<2x64x8x16xf32>
    %966 = stablehlo.multiply %965, %74 : tensor<2x64x8x16xf32>
    %967 = stablehlo.multiply %966, %7 : tensor<2x64x8x16xf32>
    %968 = stablehlo.reduce(%967 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x64x8xf32>
    %969 = stablehlo.add %934, %968 : tensor<2x64x8xf32>
    %970 = stablehlo.multiply %969, %69 : tensor<2x64x8xf32>
    %971 = stablehlo.add %69, %cst_34 : tensor<2x64x8xf32>
    %972 = stablehlo.divide %970, %971 : tensor<2x64x8xf32>
    %973 = stablehlo.select %68, %969, %972 : tensor<2x64x8xi1>, tensor<2x64x8xf32>
    %974 = stablehlo.transpose %973, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : (tensor<2x64x8xf32>) -> tensor<2x8x64xf32>
    %975 = stablehlo.reshape %974 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %976 = stablehlo.dot_general %975, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x2xf32>) -> tensor<16x2xf32>
    %977 = stablehlo.reshape %976 : (tensor<16x2xf32>) -> tensor<2x8x2xf32>
    %978 = stablehlo.multiply %977, %8 : tensor<2x8x2xf32>
    %979 = stablehlo.multiply %978, %55 : tensor<2x8x2xf32>
    %980 = stablehlo.multiply %978, %47 : tensor<2x8x2xf32>
    %981 = stablehlo.reduce(%980 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x2xf32>, tensor<f32>) -> tensor<2x8xf32>
    %982 = stablehlo.reshape %981 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %983 = stablehlo.multiply %982, %cst_49 : tensor<2x8x1xf32>
    %984 = stablehlo.power %53, %cst_48 : tensor<2x8x1xf32>
    %985 = stablehlo.multiply %983, %984 : tensor<2x8x1xf32>
    %986 = stablehlo.reshape %985 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %987 = stablehlo.broadcast_in_dim %986, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x2xf32>
    %988 = stablehlo.divide %987, %cst_66 : tensor<2x8x2xf32>
    %989 = stablehlo.power %47, %cst_33 : tensor<2x8x2xf32>
    %990 = stablehlo.multiply %989, %cst_66 : tensor<2x8x2xf32>
    %991 = stablehlo.multiply %988, %990 : tensor<2x8x2xf32>
    %992 = stablehlo.add %979, %991 : tensor<2x8x2xf32>
    %993 = stablehlo.multiply %932, %72 : tensor<2x64x8x16xf32>
    %994 = stablehlo.reduce(%993 init: %cst_72) applies stablehlo.add across dimensions = [1] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<2x8x16xf32>
    %995 = stablehlo.multiply %994, %78 : tensor<2x8x16xf32>
    %996 = stablehlo.multiply %995, %87 : tensor<2x8x16xf32>
    %997 = stablehlo.multiply %995, %79 : tensor<2x8x16xf32>
    %998 = stablehlo.reduce(%997 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %999 = stablehlo.reshape %998 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1000 = stablehlo.multiply %999, %cst_49 : tensor<2x8x1xf32>
    %1001 = stablehlo.power %85, %cst_48 : tensor<2x8x1xf32>
    %1002 = stablehlo.multiply %1000, %1001 : tensor<2x8x1xf32>
    %1003 = stablehlo.reshape %1002 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1004 = stablehlo.broadcast_in_dim %1003, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %1005 = stablehlo.divide %1004, %cst_32 : tensor<2x8x16xf32>
    %1006 = stablehlo.power %79, %cst_31 : tensor<2x8x16xf32>
    %1007 = stablehlo.multiply %1006, %cst_62 : tensor<2x8x16xf32>
    %1008 = stablehlo.multiply %1005, %1007 : tensor<2x8x16xf32>
    %1009 = stablehlo.add %996, %1008 : tensor<2x8x16xf32>
    %1010 = stablehlo.transpose %172, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %1011 = stablehlo.dot_general %1010, %875, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %1012 = stablehlo.reshape %1011 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %1013 = stablehlo.broadcast_in_dim %1012, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %1014 = stablehlo.select %718, %1013, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %1015 = stablehlo.transpose %163, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %1016 = stablehlo.dot_general %1015, %880, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %1017 = stablehlo.reshape %1016 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %1018 = stablehlo.broadcast_in_dim %1017, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %1019 = stablehlo.select %724, %1018, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %1020 = stablehlo.add %1014, %1019 : tensor<2x8x16xf32>
    %1021 = stablehlo.transpose %154, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %1022 = stablehlo.dot_general %1021, %887, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %1023 = stablehlo.reshape %1022 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %1024 = stablehlo.broadcast_in_dim %1023, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %1025 = stablehlo.select %731, %1024, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %1026 = stablehlo.add %1020, %1025 : tensor<2x8x16xf32>
    %1027 = stablehlo.transpose %145, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %1028 = stablehlo.dot_general %1027, %894, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %1029 = stablehlo.reshape %1028 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %1030 = stablehlo.broadcast_in_dim %1029, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %1031 = stablehlo.select %738, %1030, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %1032 = stablehlo.add %1026, %1031 : tensor<2x8x16xf32>
    %1033 = stablehlo.transpose %136, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %1034 = stablehlo.dot_general %1033, %901, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %1035 = stablehlo.reshape %1034 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %1036 = stablehlo.broadcast_in_dim %1035, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %1037 = stablehlo.select %745, %1036, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %1038 = stablehlo.add %1032, %1037 : tensor<2x8x16xf32>
    %1039 = stablehlo.transpose %127, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %1040 = stablehlo.dot_general %1039, %908, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %1041 = stablehlo.reshape %1040 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %1042 = stablehlo.broadcast_in_dim %1041, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %1043 = stablehlo.select %752, %1042, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %1044 = stablehlo.add %1038, %1043 : tensor<2x8x16xf32>
    %1045 = stablehlo.transpose %118, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %1046 = stablehlo.dot_general %1045, %915, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %1047 = stablehlo.reshape %1046 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %1048 = stablehlo.broadcast_in_dim %1047, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %1049 = stablehlo.select %759, %1048, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %1050 = stablehlo.add %1044, %1049 : tensor<2x8x16xf32>
    %1051 = stablehlo.transpose %97, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,2,0}"} : (tensor<2x64x16xf32>) -> tensor<2x16x64xf32>
    %1052 = stablehlo.dot_general %1051, %922, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x1xf32>) -> tensor<2x16x1xf32>
    %1053 = stablehlo.reshape %1052 : (tensor<2x16x1xf32>) -> tensor<2x16xf32>
    %1054 = stablehlo.broadcast_in_dim %1053, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x8x16xf32>
    %1055 = stablehlo.select %766, %1054, %cst_30 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %1056 = stablehlo.add %1050, %1055 : tensor<2x8x16xf32>
    %1057 = stablehlo.multiply %1056, %98 : tensor<2x8x16xf32>
    %1058 = stablehlo.multiply %1057, %107 : tensor<2x8x16xf32>
    %1059 = stablehlo.multiply %1057, %99 : tensor<2x8x16xf32>
    %1060 = stablehlo.reduce(%1059 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1061 = stablehlo.reshape %1060 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1062 = stablehlo.multiply %1061, %cst_49 : tensor<2x8x1xf32>
    %1063 = stablehlo.power %105, %cst_48 : tensor<2x8x1xf32>
    %1064 = stablehlo.multiply %1062, %1063 : tensor<2x8x1xf32>
    %1065 = stablehlo.reshape %1064 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1066 = stablehlo.broadcast_in_dim %1065, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %1067 = stablehlo.divide %1066, %cst_32 : tensor<2x8x16xf32>
    %1068 = stablehlo.power %99, %cst_31 : tensor<2x8x16xf32>
    %1069 = stablehlo.multiply %1068, %cst_62 : tensor<2x8x16xf32>
    %1070 = stablehlo.multiply %1067, %1069 : tensor<2x8x16xf32>
    %1071 = stablehlo.add %1058, %1070 : tensor<2x8x16xf32>
    %1072 = stablehlo.concatenate %992, %1009, %1071, dim = 2 : (tensor<2x8x2xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x34xf32>
    %1073 = stablehlo.reshape %1072 : (tensor<2x8x34xf32>) -> tensor<16x34xf32>
    %1074 = stablehlo.dot_general %1073, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x34xf32>, tensor<34x64xf32>) -> tensor<16x64xf32>
    %1075 = stablehlo.reshape %1074 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %1076 = stablehlo.add %931, %1075 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,64]{1,2,0}"} : tensor<2x8x64xf32>
    %1077 = stablehlo.multiply %1076, %41 : tensor<2x8x64xf32>
    %1078 = stablehlo.transpose %1077, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : (tensor<2x8x64xf32>) -> tensor<2x64x8xf32>
    %1079 = stablehlo.subtract %cst_34, %38 : tensor<2x64x8xf32>
    %1080 = stablehlo.multiply %37, %1079 : tensor<2x64x8xf32>
    %1081 = stablehlo.add %1080, %cst_34 : tensor<2x64x8xf32>
    %1082 = stablehlo.multiply %38, %1081 : tensor<2x64x8xf32>
    %1083 = stablehlo.multiply %1078, %1082 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %1084 = stablehlo.pad %1083, %cst_72, low = [0, 0, 0], high = [0, 0, 3], interior = [0, 0, 0] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<2x64x11xf32>
    %1085 = stablehlo.select %c_43, %1084, %cst_29 : tensor<2x64x11xi1>, tensor<2x64x11xf32>
    %1086 = stablehlo.reshape %1085 : (tensor<2x64x11xf32>) -> tensor<2x64x1x11xf32>
    %1087 = stablehlo.transpose %32, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,4,1,64]{1,0,2,3}"} : (tensor<64x1x1x4xf32>) -> tensor<1x4x1x64xf32>
    %1088 = stablehlo.reshape %1087 : (tensor<1x4x1x64xf32>) -> tensor<1x4x64x1xf32>
    %1089 = stablehlo.reverse %1088, dims = [0, 1] : tensor<1x4x64x1xf32>
    %1090 = stablehlo.convolution(%1086, %1089) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x11xf32>, tensor<1x4x64x1xf32>) -> tensor<2x64x1x8xf32>
    %1091 = stablehlo.reshape %1090 : (tensor<2x64x1x8xf32>) -> tensor<2x64x8xf32>
    %1092 = stablehlo.multiply %872, %179 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %1093 = stablehlo.subtract %cst_34, %181 : tensor<2x64x8xf32>
    %1094 = stablehlo.multiply %180, %1093 : tensor<2x64x8xf32>
    %1095 = stablehlo.add %1094, %cst_34 : tensor<2x64x8xf32>
    %1096 = stablehlo.multiply %181, %1095 : tensor<2x64x8xf32>
    %1097 = stablehlo.multiply %1092, %1096 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %1098 = stablehlo.concatenate %1091, %1097, dim = 1 : (tensor<2x64x8xf32>, tensor<2x64x8xf32>) -> tensor<2x128x8xf32>
    %1099 = stablehlo.transpose %1098, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,128]{1,2,0}"} : (tensor<2x128x8xf32>) -> tensor<2x8x128xf32>
    %1100 = stablehlo.reshape %1099 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %1101 = stablehlo.dot_general %1100, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %1102 = stablehlo.reshape %1101 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1103 = stablehlo.multiply %1102, %23 : tensor<2x8x32xf32>
    %1104 = stablehlo.multiply %1103, %9 : tensor<2x8x32xf32>
    %1105 = stablehlo.multiply %1104, %17 : tensor<2x8x32xf32>
    %1106 = stablehlo.add %868, %1105 : tensor<2x8x32xf32>
    %1107 = stablehlo.multiply %1104, %4 : tensor<2x8x32xf32>
    %1108 = stablehlo.reduce(%1107 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1109 = stablehlo.reshape %1108 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1110 = stablehlo.multiply %1109, %cst_49 : tensor<2x8x1xf32>
    %1111 = stablehlo.power %15, %cst_48 : tensor<2x8x1xf32>
    %1112 = stablehlo.multiply %1110, %1111 : tensor<2x8x1xf32>
    %1113 = stablehlo.reshape %1112 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1114 = stablehlo.broadcast_in_dim %1113, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1115 = stablehlo.divide %1114, %cst_47 : tensor<2x8x32xf32>
    %1116 = stablehlo.power %4, %cst_46 : tensor<2x8x32xf32>
    %1117 = stablehlo.multiply %1116, %cst_69 : tensor<2x8x32xf32>
    %1118 = stablehlo.multiply %1115, %1117 : tensor<2x8x32xf32>
    %1119 = stablehlo.add %1106, %1118 : tensor<2x8x32xf32>
    %1120 = stablehlo.select %489, %cst_53, %1119 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1121 = "stablehlo.scatter"(%cst_56, %487, %1120) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %1345 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %1345 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %1122 = stablehlo.add %483, %1121 : tensor<128x32xf32>
    %1123 = stablehlo.multiply %1122, %cst_27 : tensor<128x32xf32>
    %1124 = stablehlo.subtract %arg10, %1123 : tensor<128x32xf32>
    %1125 = stablehlo.multiply %arg40, %cst_26 : tensor<64x16xf32>
    %1126 = stablehlo.multiply %966, %72 : tensor<2x64x8x16xf32>
    %1127 = stablehlo.reduce(%1126 init: %cst_72) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<64x16xf32>
    %1128 = stablehlo.negate %1127 : tensor<64x16xf32>
    %1129 = stablehlo.multiply %1128, %5 : tensor<64x16xf32>
    %1130 = stablehlo.add %1125, %1129 : tensor<64x16xf32>
    %1131 = stablehlo.multiply %1130, %cst_25 : tensor<64x16xf32>
    %1132 = stablehlo.subtract %arg21, %1131 : tensor<64x16xf32>
    %1133 = stablehlo.multiply %arg41, %cst_24 : tensor<64xf32>
    %1134 = stablehlo.multiply %873, %92 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %1135 = stablehlo.reduce(%1134 init: %cst_72) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %1136 = stablehlo.add %1133, %1135 : tensor<64xf32>
    %1137 = stablehlo.multiply %1136, %cst_23 : tensor<64xf32>
    %1138 = stablehlo.subtract %arg12, %1137 : tensor<64xf32>
    %1139 = stablehlo.multiply %arg42, %cst_22 : tensor<64x1x4xf32>
    %1140 = stablehlo.convolution(%31, %1086) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 64 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<2x64x1x11xf32>) -> tensor<1x4x1x64xf32>
    %1141 = stablehlo.transpose %1140, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[64,1,1,4]{0,1,3,2}"} : (tensor<1x4x1x64xf32>) -> tensor<64x1x1x4xf32>
    %1142 = stablehlo.reshape %1141 : (tensor<64x1x1x4xf32>) -> tensor<64x1x4xf32>
    %1143 = stablehlo.add %1139, %1142 : tensor<64x1x4xf32>
    %1144 = stablehlo.multiply %1143, %cst_21 : tensor<64x1x4xf32>
    %1145 = stablehlo.subtract %arg14, %1144 : tensor<64x1x4xf32>
    %1146 = stablehlo.multiply %arg43, %cst_24 : tensor<64xf32>
    %1147 = stablehlo.reduce(%1086 init: %cst_72) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x1x11xf32>, tensor<f32>) -> tensor<64xf32>
    %1148 = stablehlo.add %1146, %1147 : tensor<64xf32>
    %1149 = stablehlo.multiply %1148, %cst_23 : tensor<64xf32>
    %1150 = stablehlo.subtract %arg13, %1149 : tensor<64xf32>
    %1151 = stablehlo.multiply %arg44, %cst_57 : tensor<128x32xf32>
    %1152 = stablehlo.transpose %1100, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %1153 = stablehlo.dot_general %1152, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %1154 = stablehlo.add %1151, %1153 : tensor<128x32xf32>
    %1155 = stablehlo.multiply %1154, %cst_27 : tensor<128x32xf32>
    %1156 = stablehlo.subtract %arg9, %1155 : tensor<128x32xf32>
    %1157 = stablehlo.multiply %arg45, %cst_20 : tensor<34x64xf32>
    %1158 = stablehlo.transpose %1073, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[34,16]{0,1}"} : (tensor<16x34xf32>) -> tensor<34x16xf32>
    %1159 = stablehlo.dot_general %1158, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x16xf32>, tensor<16x64xf32>) -> tensor<34x64xf32>
    %1160 = stablehlo.add %1157, %1159 : tensor<34x64xf32>
    %1161 = stablehlo.multiply %1160, %cst_19 : tensor<34x64xf32>
    %1162 = stablehlo.subtract %arg15, %1161 : tensor<34x64xf32>
    %1163 = stablehlo.multiply %arg46, %cst_18 : tensor<64x2xf32>
    %1164 = stablehlo.transpose %975, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1165 = stablehlo.dot_general %1164, %58, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x2xf32>) -> tensor<64x2xf32>
    %1166 = stablehlo.add %1163, %1165 : tensor<64x2xf32>
    %1167 = stablehlo.multiply %1166, %cst_17 : tensor<64x2xf32>
    %1168 = stablehlo.subtract %arg19, %1167 : tensor<64x2xf32>
    %1169 = stablehlo.multiply %arg47, %cst_24 : tensor<64xf32>
    %1170 = stablehlo.reduce(%973 init: %cst_72) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %1171 = stablehlo.add %1169, %1170 : tensor<64xf32>
    %1172 = stablehlo.multiply %1171, %cst_23 : tensor<64xf32>
    %1173 = stablehlo.subtract %arg18, %1172 : tensor<64xf32>
    %1174 = stablehlo.multiply %arg48, %cst_16 : tensor<32x64xf32>
    %1175 = stablehlo.transpose %869, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1176 = stablehlo.dot_general %1175, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %1177 = stablehlo.add %1174, %1176 : tensor<32x64xf32>
    %1178 = stablehlo.multiply %1177, %cst_15 : tensor<32x64xf32>
    %1179 = stablehlo.subtract %arg8, %1178 : tensor<32x64xf32>
    %1180 = stablehlo.multiply %arg49, %cst_14 : tensor<2xf32>
    %1181 = stablehlo.multiply %977, %56 : tensor<2x8x2xf32>
    %1182 = stablehlo.reduce(%1181 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2xf32>, tensor<f32>) -> tensor<2xf32>
    %1183 = stablehlo.add %1180, %1182 : tensor<2xf32>
    %1184 = stablehlo.multiply %1183, %cst_13 : tensor<2xf32>
    %1185 = stablehlo.subtract %arg20, %1184 : tensor<2xf32>
    %1186 = stablehlo.multiply %arg50, %cst_12 : tensor<16xf32>
    %1187 = stablehlo.multiply %994, %88 : tensor<2x8x16xf32>
    %1188 = stablehlo.reduce(%1187 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1189 = stablehlo.add %1186, %1188 : tensor<16xf32>
    %1190 = stablehlo.multiply %1189, %cst_11 : tensor<16xf32>
    %1191 = stablehlo.subtract %arg17, %1190 : tensor<16xf32>
    %1192 = stablehlo.multiply %arg51, %cst_12 : tensor<16xf32>
    %1193 = stablehlo.multiply %1056, %108 : tensor<2x8x16xf32>
    %1194 = stablehlo.reduce(%1193 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1195 = stablehlo.add %1192, %1194 : tensor<16xf32>
    %1196 = stablehlo.multiply %1195, %cst_11 : tensor<16xf32>
    %1197 = stablehlo.subtract %arg16, %1196 : tensor<16xf32>
    %1198 = stablehlo.multiply %arg52, %cst_10 : tensor<64x32xf32>
    %1199 = stablehlo.transpose %849, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1200 = stablehlo.dot_general %1199, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %1201 = stablehlo.add %1198, %1200 : tensor<64x32xf32>
    %1202 = stablehlo.multiply %1201, %cst_9 : tensor<64x32xf32>
    %1203 = stablehlo.subtract %arg23, %1202 : tensor<64x32xf32>
    %1204 = stablehlo.multiply %arg53, %cst_10 : tensor<64x32xf32>
    %1205 = stablehlo.transpose %840, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1206 = stablehlo.dot_general %1205, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %1207 = stablehlo.add %1204, %1206 : tensor<64x32xf32>
    %1208 = stablehlo.multiply %1207, %cst_9 : tensor<64x32xf32>
    %1209 = stablehlo.subtract %arg7, %1208 : tensor<64x32xf32>
    %1210 = stablehlo.multiply %arg54, %cst_16 : tensor<32x64xf32>
    %1211 = stablehlo.transpose %836, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1212 = stablehlo.dot_general %1211, %211, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %1213 = stablehlo.add %1210, %1212 : tensor<32x64xf32>
    %1214 = stablehlo.multiply %1213, %cst_15 : tensor<32x64xf32>
    %1215 = stablehlo.subtract %arg6, %1214 : tensor<32x64xf32>
    %1216 = stablehlo.multiply %arg55, %cst_8 : tensor<32xf32>
    %1217 = stablehlo.multiply %1103, %18 : tensor<2x8x32xf32>
    %1218 = stablehlo.reduce(%1217 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1219 = stablehlo.add %1216, %1218 : tensor<32xf32>
    %1220 = stablehlo.multiply %1219, %cst_7 : tensor<32xf32>
    %1221 = stablehlo.subtract %arg11, %1220 : tensor<32xf32>
    %1222 = stablehlo.multiply %arg56, %cst_8 : tensor<32xf32>
    %1223 = stablehlo.multiply %852, %199 : tensor<2x8x32xf32>
    %1224 = stablehlo.reduce(%1223 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1225 = stablehlo.add %1222, %1224 : tensor<32xf32>
    %1226 = stablehlo.multiply %1225, %cst_7 : tensor<32xf32>
    %1227 = stablehlo.subtract %arg22, %1226 : tensor<32xf32>
    %1228 = stablehlo.multiply %arg57, %cst_26 : tensor<64x16xf32>
    %1229 = stablehlo.multiply %674, %278 : tensor<2x64x8x16xf32>
    %1230 = stablehlo.reduce(%1229 init: %cst_72) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8x16xf32>, tensor<f32>) -> tensor<64x16xf32>
    %1231 = stablehlo.negate %1230 : tensor<64x16xf32>
    %1232 = stablehlo.multiply %1231, %216 : tensor<64x16xf32>
    %1233 = stablehlo.add %1228, %1232 : tensor<64x16xf32>
    %1234 = stablehlo.multiply %1233, %cst_25 : tensor<64x16xf32>
    %1235 = stablehlo.subtract %arg34, %1234 : tensor<64x16xf32>
    %1236 = stablehlo.multiply %arg58, %cst_24 : tensor<64xf32>
    %1237 = stablehlo.multiply %573, %298 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,64,8]{1,2,0}"} : tensor<2x64x8xf32>
    %1238 = stablehlo.reduce(%1237 init: %cst_72) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %1239 = stablehlo.add %1236, %1238 : tensor<64xf32>
    %1240 = stablehlo.multiply %1239, %cst_23 : tensor<64xf32>
    %1241 = stablehlo.subtract %arg25, %1240 : tensor<64xf32>
    %1242 = stablehlo.multiply %arg59, %cst_22 : tensor<64x1x4xf32>
    %1243 = stablehlo.convolution(%238, %802) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 64 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x64x1x8xf32>, tensor<2x64x1x11xf32>) -> tensor<1x4x1x64xf32>
    %1244 = stablehlo.transpose %1243, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[64,1,1,4]{0,1,3,2}"} : (tensor<1x4x1x64xf32>) -> tensor<64x1x1x4xf32>
    %1245 = stablehlo.reshape %1244 : (tensor<64x1x1x4xf32>) -> tensor<64x1x4xf32>
    %1246 = stablehlo.add %1242, %1245 : tensor<64x1x4xf32>
    %1247 = stablehlo.multiply %1246, %cst_21 : tensor<64x1x4xf32>
    %1248 = stablehlo.subtract %arg27, %1247 : tensor<64x1x4xf32>
    %1249 = stablehlo.multiply %arg60, %cst_24 : tensor<64xf32>
    %1250 = stablehlo.reduce(%802 init: %cst_72) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<2x64x1x11xf32>, tensor<f32>) -> tensor<64xf32>
    %1251 = stablehlo.add %1249, %1250 : tensor<64xf32>
    %1252 = stablehlo.multiply %1251, %cst_23 : tensor<64xf32>
    %1253 = stablehlo.subtract %arg26, %1252 : tensor<64xf32>
    %1254 = stablehlo.multiply %arg61, %cst_57 : tensor<128x32xf32>
    %1255 = stablehlo.transpose %816, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %1256 = stablehlo.dot_general %1255, %232, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %1257 = stablehlo.add %1254, %1256 : tensor<128x32xf32>
    %1258 = stablehlo.multiply %1257, %cst_27 : tensor<128x32xf32>
    %1259 = stablehlo.subtract %arg4, %1258 : tensor<128x32xf32>
    %1260 = stablehlo.multiply %arg62, %cst_20 : tensor<34x64xf32>
    %1261 = stablehlo.transpose %789, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[34,16]{0,1}"} : (tensor<16x34xf32>) -> tensor<34x16xf32>
    %1262 = stablehlo.dot_general %1261, %249, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<34x16xf32>, tensor<16x64xf32>) -> tensor<34x64xf32>
    %1263 = stablehlo.add %1260, %1262 : tensor<34x64xf32>
    %1264 = stablehlo.multiply %1263, %cst_19 : tensor<34x64xf32>
    %1265 = stablehlo.subtract %arg28, %1264 : tensor<34x64xf32>
    %1266 = stablehlo.multiply %arg63, %cst_18 : tensor<64x2xf32>
    %1267 = stablehlo.transpose %683, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1268 = stablehlo.dot_general %1267, %264, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x2xf32>) -> tensor<64x2xf32>
    %1269 = stablehlo.add %1266, %1268 : tensor<64x2xf32>
    %1270 = stablehlo.multiply %1269, %cst_17 : tensor<64x2xf32>
    %1271 = stablehlo.subtract %arg32, %1270 : tensor<64x2xf32>
    %1272 = stablehlo.multiply %arg64, %cst_24 : tensor<64xf32>
    %1273 = stablehlo.reduce(%681 init: %cst_72) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %1274 = stablehlo.add %1272, %1273 : tensor<64xf32>
    %1275 = stablehlo.multiply %1274, %cst_23 : tensor<64xf32>
    %1276 = stablehlo.subtract %arg31, %1275 : tensor<64xf32>
    %1277 = stablehlo.multiply %arg65, %cst_16 : tensor<32x64xf32>
    %1278 = stablehlo.transpose %569, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1279 = stablehlo.dot_general %1278, %391, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %1280 = stablehlo.add %1277, %1279 : tensor<32x64xf32>
    %1281 = stablehlo.multiply %1280, %cst_15 : tensor<32x64xf32>
    %1282 = stablehlo.subtract %arg3, %1281 : tensor<32x64xf32>
    %1283 = stablehlo.multiply %arg66, %cst_14 : tensor<2xf32>
    %1284 = stablehlo.multiply %685, %262 : tensor<2x8x2xf32>
    %1285 = stablehlo.reduce(%1284 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2xf32>, tensor<f32>) -> tensor<2xf32>
    %1286 = stablehlo.add %1283, %1285 : tensor<2xf32>
    %1287 = stablehlo.multiply %1286, %cst_13 : tensor<2xf32>
    %1288 = stablehlo.subtract %arg33, %1287 : tensor<2xf32>
    %1289 = stablehlo.multiply %arg67, %cst_12 : tensor<16xf32>
    %1290 = stablehlo.multiply %702, %294 : tensor<2x8x16xf32>
    %1291 = stablehlo.reduce(%1290 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1292 = stablehlo.add %1289, %1291 : tensor<16xf32>
    %1293 = stablehlo.multiply %1292, %cst_11 : tensor<16xf32>
    %1294 = stablehlo.subtract %arg30, %1293 : tensor<16xf32>
    %1295 = stablehlo.multiply %arg68, %cst_12 : tensor<16xf32>
    %1296 = stablehlo.multiply %772, %314 : tensor<2x8x16xf32>
    %1297 = stablehlo.reduce(%1296 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %1298 = stablehlo.add %1295, %1297 : tensor<16xf32>
    %1299 = stablehlo.multiply %1298, %cst_11 : tensor<16xf32>
    %1300 = stablehlo.subtract %arg29, %1299 : tensor<16xf32>
    %1301 = stablehlo.multiply %arg69, %cst_6 : tensor<4x32xf32>
    %1302 = stablehlo.transpose %549, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %1303 = stablehlo.dot_general %1302, %407, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %1304 = stablehlo.add %1301, %1303 : tensor<4x32xf32>
    %1305 = stablehlo.multiply %1304, %cst_5 : tensor<4x32xf32>
    %1306 = stablehlo.subtract %arg2, %1305 : tensor<4x32xf32>
    %1307 = stablehlo.multiply %arg70, %cst_4 : tensor<4x128x32xf32>
    %1308 = stablehlo.reshape %429 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %1309 = stablehlo.dot_general %533, %1308, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %1310 = "stablehlo.scatter"(%cst_3, %426, %1309) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %1345 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %1345 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %1311 = stablehlo.add %1307, %1310 : tensor<4x128x32xf32>
    %1312 = stablehlo.multiply %1311, %cst_2 : tensor<4x128x32xf32>
    %1313 = stablehlo.subtract %arg36, %1312 : tensor<4x128x32xf32>
    %1314 = stablehlo.multiply %arg71, %cst_1 : tensor<4x32x64xf32>
    %1315 = stablehlo.reshape %437 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %1316 = stablehlo.dot_general %522, %1315, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %1317 = "stablehlo.scatter"(%cst_0, %426, %1316) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %1345 = stablehlo.add %arg76, %arg77 : tensor<f32>
      stablehlo.return %1345 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %1318 = stablehlo.add %1314, %1317 : tensor<4x32x64xf32>
    %1319 = stablehlo.multiply %1318, %cst : tensor<4x32x64xf32>
    %1320 = stablehlo.subtract %arg37, %1319 : tensor<4x32x64xf32>
    %1321 = stablehlo.multiply %arg72, %cst_8 : tensor<32xf32>
    %1322 = stablehlo.multiply %819, %229 : tensor<2x8x32xf32>
    %1323 = stablehlo.reduce(%1322 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1324 = stablehlo.add %1321, %1323 : tensor<32xf32>
    %1325 = stablehlo.multiply %1324, %cst_7 : tensor<32xf32>
    %1326 = stablehlo.subtract %arg24, %1325 : tensor<32xf32>
    %1327 = stablehlo.multiply %arg73, %cst_8 : tensor<32xf32>
    %1328 = stablehlo.multiply %552, %405 : tensor<2x8x32xf32>
    %1329 = stablehlo.reduce(%1328 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1330 = stablehlo.add %1327, %1329 : tensor<32xf32>
    %1331 = stablehlo.multiply %1330, %cst_7 : tensor<32xf32>
    %1332 = stablehlo.subtract %arg35, %1331 : tensor<32xf32>
    %1333 = stablehlo.multiply %arg74, %cst_8 : tensor<32xf32>
    %1334 = stablehlo.multiply %500, %457 : tensor<2x8x32xf32>
    %1335 = stablehlo.reduce(%1334 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1336 = stablehlo.add %1333, %1335 : tensor<32xf32>
    %1337 = stablehlo.multiply %1336, %cst_7 : tensor<32xf32>
    %1338 = stablehlo.subtract %arg38, %1337 : tensor<32xf32>
    %1339 = stablehlo.multiply %arg75, %cst_57 : tensor<128x32xf32>
    %1340 = stablehlo.transpose %498, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %1341 = stablehlo.dot_general %1340, %459, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %1342 = stablehlo.add %1339, %1341 : tensor<128x32xf32>
    %1343 = stablehlo.multiply %1342, %cst_27 : tensor<128x32xf32>
    %1344 = stablehlo.subtract %arg1, %1343 : tensor<128x32xf32>
    return %482, %1124, %1132, %1138, %1145, %1150, %1156, %1162, %1168, %1173, %1179, %1185, %1191, %1197, %1203, %1209, %1215, %1221, %1227, %1235, %1241, %1248, %1253, %1259, %1265, %1271, %1276, %1282, %1288, %1294, %1300, %1306, %1313, %1320, %1326, %1332, %1338, %1344, %1122, %1130, %1136, %1143, %1148, %1154, %1160, %1166, %1171, %1177, %1183, %1189, %1195, %1201, %1207, %1213, %1219, %1225, %1233, %1239, %1246, %1251, %1257, %1263, %1269, %1274, %1280, %1286, %1292, %1298, %1304, %1311, %1318, %1324, %1330, %1336, %1342 : tensor<f32>, tensor<128x32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x16xf32>, tensor<64xf32>, tensor<64x1x4xf32>, tensor<64xf32>, tensor<128x32xf32>, tensor<34x64xf32>, tensor<64x2xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<2xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
