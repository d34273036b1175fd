module @IrToHlo.1478 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg4: tensor<32x64xf32> {tf.aliasing_output = 25 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 24 : i32}, %arg6: tensor<64x32xf32> {tf.aliasing_output = 23 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg11: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg13: tensor<66x32xf32> {tf.aliasing_output = 2 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg18: tensor<32x32xf32> {tf.aliasing_output = 3 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 7 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg23: tensor<128x32xf32> {tf.aliasing_output = 31 : i32}, %arg24: tensor<66x32xf32> {tf.aliasing_output = 32 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 33 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 37 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 39 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 43 : i32}, %arg36: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 45 : i32}, %arg40: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg43: tensor<32x32xf32> {tf.aliasing_output = 47 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg47: tensor<32x32xf32> {tf.aliasing_output = 49 : i32}, %arg48: tensor<32x32xf32> {tf.aliasing_output = 19 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg55: tensor<64x32xf32> {tf.aliasing_output = 53 : i32}, %arg56: tensor<64xf32> {tf.aliasing_output = 54 : i32}, %arg57: tensor<32x64xf32> {tf.aliasing_output = 55 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 58 : i32}, %arg61: tensor<32xf32> {tf.aliasing_output = 59 : i32}, %arg62: tensor<32xf32> {tf.aliasing_output = 60 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<66x32xf32>
    %c = stablehlo.constant dense<[[[2], [3], [4], [5], [6], [7], [8], [9]]]> : tensor<1x8x1xi64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<66x32xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<66x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_13 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_19 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_20 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_23 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_24 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_25 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_26 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_28 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_32 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_33 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_35 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_36 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_37 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_40 = stablehlo.constant dense<[2, 3, 4, 5, 6, 7, 8, 9]> : tensor<8xui32>
    %cst_41 = stablehlo.constant dense<5.65685415> : tensor<2x8x32xf32>
    %c_42 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_44 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_45 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_46 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %4 = stablehlo.convert %3 : (tensor<16xi64>) -> tensor<16xui32>
    %5 = "stablehlo.gather"(%arg1, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %6 = stablehlo.reshape %5 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.multiply %6, %cst_41 : tensor<2x8x32xf32>
    %8 = "stablehlo.gather"(%arg13, %c_40) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<66x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.add %7, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%11, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %12 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.add %2, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.multiply %22, %cst_37 : tensor<2x4x8x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %25 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %26 = stablehlo.dot_general %16, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<16x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %31 = stablehlo.multiply %30, %cst_37 : tensor<2x4x8x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %33 = stablehlo.dot_general %24, %32, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %37 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %38 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %39 = stablehlo.compare  LE, %37, %38 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %40 = stablehlo.convert %39 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %41 = stablehlo.and %36, %40 : tensor<1x1x8x8xui8>
    %42 = stablehlo.compare  NE, %41, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %43 = stablehlo.convert %42 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %44 = stablehlo.reshape %43 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %46 = stablehlo.compare  NE, %arg15, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %47 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %48 = stablehlo.compare  LT, %47, %c_34 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %49 = stablehlo.add %47, %c_33 : tensor<2x1x1x8xi64>
    %50 = stablehlo.select %48, %49, %47 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %51 = stablehlo.reshape %50 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %52 = stablehlo.broadcast_in_dim %c_36, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %53 = stablehlo.compare  LT, %52, %c_34 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %54 = stablehlo.add %52, %c_32 : tensor<2x1x1x8xi64>
    %55 = stablehlo.select %53, %54, %52 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %56 = stablehlo.reshape %55 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %57 = stablehlo.concatenate %51, %56, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %58 = "stablehlo.gather"(%46, %57) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %59 = stablehlo.convert %58 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %60 = stablehlo.reshape %59 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %62 = stablehlo.and %45, %61 : tensor<2x1x8x8xui8>
    %63 = stablehlo.compare  NE, %62, %c_44 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %64 = stablehlo.select %63, %cst_31, %cst_30 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.add %34, %66 : tensor<2x4x8x8xf32>
    %68 = stablehlo.reduce(%67 init: %cst_43) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %70 = stablehlo.subtract %67, %69 : tensor<2x4x8x8xf32>
    %71 = stablehlo.exponential %70 : tensor<2x4x8x8xf32>
    %72 = stablehlo.reduce(%71 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %74 = stablehlo.divide %71, %73 : tensor<2x4x8x8xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %76 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %77 = stablehlo.dot_general %16, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %78 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %79 = stablehlo.add %77, %78 : tensor<16x32xf32>
    %80 = stablehlo.reshape %79 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %81 = stablehlo.transpose %80, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.dot_general %75, %82, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %85 = stablehlo.transpose %84, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %88 = stablehlo.dot_general %86, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %89 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.add %88, %89 : tensor<16x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.add %15, %91 : tensor<2x8x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_48, %batch_mean_49, %batch_var_50 = "stablehlo.batch_norm_training"(%93, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %94 = stablehlo.reshape %output_48 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.add %1, %96 : tensor<2x8x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %99 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %100 = stablehlo.dot_general %98, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %101 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %102 = stablehlo.add %100, %101 : tensor<16x64xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %104 = stablehlo.multiply %103, %cst_29 : tensor<2x8x64xf32>
    %105 = stablehlo.multiply %103, %cst_28 : tensor<2x8x64xf32>
    %106 = stablehlo.custom_call @mhlo.erf(%105) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %107 = stablehlo.add %106, %cst_27 : tensor<2x8x64xf32>
    %108 = stablehlo.multiply %104, %107 : tensor<2x8x64xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %110 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %111 = stablehlo.dot_general %109, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.add %111, %112 : tensor<16x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.add %97, %114 : tensor<2x8x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_51, %batch_mean_52, %batch_var_53 = "stablehlo.batch_norm_training"(%116, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %117 = stablehlo.reshape %output_51 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.add %0, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %123 = stablehlo.dot_general %121, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %124 = stablehlo.reshape %123 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %125 = stablehlo.slice %124 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %126 = stablehlo.reduce(%125 init: %cst_43) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %128 = stablehlo.subtract %125, %127 : tensor<2x7x128xf32>
    %129 = stablehlo.exponential %128 : tensor<2x7x128xf32>
    %130 = stablehlo.reduce(%129 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %131 = stablehlo.log %130 : tensor<2x7xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %133 = stablehlo.subtract %128, %132 : tensor<2x7x128xf32>
    %134 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %136 = stablehlo.broadcast_in_dim %c_42, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %137 = stablehlo.compare  EQ, %135, %136 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %138 = stablehlo.convert %137 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %139 = stablehlo.convert %138 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %140 = stablehlo.multiply %133, %139 : tensor<2x7x128xf32>
    %141 = stablehlo.reduce(%140 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %142 = stablehlo.reduce(%141 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %143 = stablehlo.multiply %142, %cst_26 : tensor<f32>
    %144 = stablehlo.negate %143 : tensor<f32>
    %145 = stablehlo.multiply %arg23, %cst_25 : tensor<128x32xf32>
    %146 = stablehlo.multiply %139, %cst_23 : tensor<2x7x128xf32>
    %147 = stablehlo.exponential %133 : tensor<2x7x128xf32>
    %148 = stablehlo.reduce(%146 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<2x7x128xf32>
    %151 = stablehlo.subtract %146, %150 : tensor<2x7x128xf32>
    %152 = stablehlo.pad %151, %cst_47, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %153 = stablehlo.select %c_24, %152, %cst_22 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %155 = stablehlo.transpose %154, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %156 = stablehlo.dot_general %155, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %157 = stablehlo.compare  LT, %arg0, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %158 = stablehlo.add %arg0, %c_20 : tensor<2x8xi64>
    %159 = stablehlo.select %157, %158, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %160 = stablehlo.reshape %159 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %161 = stablehlo.compare  EQ, %arg0, %c_19 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %163 = stablehlo.add %batch_var, %cst_17 : tensor<16xf32>
    %164 = stablehlo.rsqrt %163 : tensor<16xf32>
    %165 = stablehlo.reshape %164 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %166 = stablehlo.divide %165, %cst_16 : tensor<2x8x1xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %169 = stablehlo.add %batch_var_50, %cst_17 : tensor<16xf32>
    %170 = stablehlo.rsqrt %169 : tensor<16xf32>
    %171 = stablehlo.reshape %170 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %172 = stablehlo.divide %171, %cst_16 : tensor<2x8x1xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.add %batch_var_53, %cst_17 : tensor<16xf32>
    %176 = stablehlo.rsqrt %175 : tensor<16xf32>
    %177 = stablehlo.reshape %176 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %178 = stablehlo.divide %177, %cst_16 : tensor<2x8x1xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.dot_general %154, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %182 = stablehlo.reshape %181 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.multiply %182, %118 : tensor<2x8x32xf32>
    %184 = stablehlo.multiply %183, %cst_15 : tensor<2x8x32xf32>
    %185 = stablehlo.reduce(%183 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %187 = stablehlo.subtract %184, %186 : tensor<2x8x32xf32>
    %188 = stablehlo.reshape %batch_mean_52 : (tensor<16xf32>) -> tensor<2x8xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %190 = stablehlo.subtract %115, %189 : tensor<2x8x32xf32>
    %191 = stablehlo.reshape %176 : (tensor<16xf32>) -> tensor<2x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.multiply %190, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.multiply %183, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.reduce(%194 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.multiply %193, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.subtract %187, %197 : tensor<2x8x32xf32>
    %199 = stablehlo.multiply %180, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %201 = stablehlo.dot_general %200, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %202 = stablehlo.reshape %201 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %203 = stablehlo.multiply %107, %cst_29 : tensor<2x8x64xf32>
    %204 = stablehlo.multiply %103, %103 : tensor<2x8x64xf32>
    %205 = stablehlo.multiply %204, %cst_14 : tensor<2x8x64xf32>
    %206 = stablehlo.exponential %205 : tensor<2x8x64xf32>
    %207 = stablehlo.multiply %206, %cst_13 : tensor<2x8x64xf32>
    %208 = stablehlo.multiply %103, %207 : tensor<2x8x64xf32>
    %209 = stablehlo.add %203, %208 : tensor<2x8x64xf32>
    %210 = stablehlo.multiply %202, %209 : tensor<2x8x64xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %212 = stablehlo.dot_general %211, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %213 = stablehlo.reshape %212 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %214 = stablehlo.add %199, %213 : tensor<2x8x32xf32>
    %215 = stablehlo.multiply %214, %95 : tensor<2x8x32xf32>
    %216 = stablehlo.multiply %215, %cst_15 : tensor<2x8x32xf32>
    %217 = stablehlo.reduce(%215 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.subtract %216, %218 : tensor<2x8x32xf32>
    %220 = stablehlo.reshape %batch_mean_49 : (tensor<16xf32>) -> tensor<2x8xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %222 = stablehlo.subtract %92, %221 : tensor<2x8x32xf32>
    %223 = stablehlo.reshape %170 : (tensor<16xf32>) -> tensor<2x8xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.multiply %222, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.multiply %215, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.reduce(%226 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %229 = stablehlo.multiply %225, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.subtract %219, %229 : tensor<2x8x32xf32>
    %231 = stablehlo.multiply %174, %230 : tensor<2x8x32xf32>
    %232 = stablehlo.transpose %75, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %233 = stablehlo.reshape %231 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %234 = stablehlo.dot_general %233, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %235 = stablehlo.reshape %234 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %236 = stablehlo.transpose %235, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %238 = stablehlo.dot_general %232, %237, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %239 = stablehlo.reshape %238 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %242 = stablehlo.dot_general %241, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %243 = stablehlo.reshape %242 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %244 = stablehlo.add %231, %243 : tensor<2x8x32xf32>
    %245 = stablehlo.transpose %24, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %246 = stablehlo.transpose %82, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %247 = stablehlo.dot_general %237, %246, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %248 = stablehlo.reshape %247 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %249 = stablehlo.multiply %248, %74 : tensor<2x4x8x8xf32>
    %250 = stablehlo.reduce(%249 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %252 = stablehlo.multiply %74, %251 : tensor<2x4x8x8xf32>
    %253 = stablehlo.subtract %249, %252 : tensor<2x4x8x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %255 = stablehlo.dot_general %245, %254, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %256 = stablehlo.reshape %255 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %257 = stablehlo.multiply %256, %cst_37 : tensor<2x4x8x8xf32>
    %258 = stablehlo.transpose %257, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %260 = stablehlo.dot_general %259, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %261 = stablehlo.reshape %260 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %262 = stablehlo.add %244, %261 : tensor<2x8x32xf32>
    %263 = stablehlo.transpose %32, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %264 = stablehlo.dot_general %254, %263, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %265 = stablehlo.reshape %264 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %266 = stablehlo.multiply %265, %cst_37 : tensor<2x4x8x8xf32>
    %267 = stablehlo.transpose %266, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %269 = stablehlo.dot_general %268, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %270 = stablehlo.reshape %269 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %271 = stablehlo.add %262, %270 : tensor<2x8x32xf32>
    %272 = stablehlo.multiply %271, %13 : tensor<2x8x32xf32>
    %273 = stablehlo.multiply %272, %cst_15 : tensor<2x8x32xf32>
    %274 = stablehlo.reduce(%272 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %276 = stablehlo.subtract %273, %275 : tensor<2x8x32xf32>
    %277 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %279 = stablehlo.subtract %10, %278 : tensor<2x8x32xf32>
    %280 = stablehlo.reshape %164 : (tensor<16xf32>) -> tensor<2x8xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %282 = stablehlo.multiply %279, %281 : tensor<2x8x32xf32>
    %283 = stablehlo.multiply %272, %282 : tensor<2x8x32xf32>
    %284 = stablehlo.reduce(%283 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %286 = stablehlo.multiply %282, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.subtract %276, %286 : tensor<2x8x32xf32>
    %288 = stablehlo.multiply %168, %287 : tensor<2x8x32xf32>
    %289 = stablehlo.multiply %288, %cst_41 : tensor<2x8x32xf32>
    %290 = stablehlo.select %162, %cst_18, %289 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %291 = "stablehlo.scatter"(%cst_21, %160, %290) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %432 = stablehlo.add %arg63, %arg64 : tensor<f32>
      stablehlo.return %432 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %292 = stablehlo.add %156, %291 : tensor<128x32xf32>
    %293 = stablehlo.add %145, %292 : tensor<128x32xf32>
    %294 = stablehlo.multiply %293, %cst_12 : tensor<128x32xf32>
    %295 = stablehlo.subtract %arg1, %294 : tensor<128x32xf32>
    %296 = stablehlo.multiply %arg24, %cst_11 : tensor<66x32xf32>
    %297 = stablehlo.reduce(%288 init: %cst_47) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %298 = stablehlo.reshape %297 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %299 = "stablehlo.scatter"(%cst_10, %c, %298) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %432 = stablehlo.add %arg63, %arg64 : tensor<f32>
      stablehlo.return %432 : tensor<f32>
    }) : (tensor<66x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<66x32xf32>
    %300 = stablehlo.add %296, %299 : tensor<66x32xf32>
    %301 = stablehlo.multiply %300, %cst_9 : tensor<66x32xf32>
    %302 = stablehlo.subtract %arg13, %301 : tensor<66x32xf32>
    %303 = stablehlo.multiply %arg25, %cst_8 : tensor<32x32xf32>
    %304 = stablehlo.transpose %259, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %305 = stablehlo.dot_general %304, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %306 = stablehlo.add %303, %305 : tensor<32x32xf32>
    %307 = stablehlo.multiply %306, %cst_7 : tensor<32x32xf32>
    %308 = stablehlo.subtract %arg18, %307 : tensor<32x32xf32>
    %309 = stablehlo.multiply %arg26, %cst_6 : tensor<32xf32>
    %310 = stablehlo.reduce(%259 init: %cst_47) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %311 = stablehlo.add %309, %310 : tensor<32xf32>
    %312 = stablehlo.multiply %311, %cst_5 : tensor<32xf32>
    %313 = stablehlo.subtract %arg17, %312 : tensor<32xf32>
    %314 = stablehlo.multiply %arg27, %cst_8 : tensor<32x32xf32>
    %315 = stablehlo.transpose %241, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %316 = stablehlo.dot_general %315, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %317 = stablehlo.add %314, %316 : tensor<32x32xf32>
    %318 = stablehlo.multiply %317, %cst_7 : tensor<32x32xf32>
    %319 = stablehlo.subtract %arg11, %318 : tensor<32x32xf32>
    %320 = stablehlo.multiply %arg28, %cst_6 : tensor<32xf32>
    %321 = stablehlo.reduce(%241 init: %cst_47) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %322 = stablehlo.add %320, %321 : tensor<32xf32>
    %323 = stablehlo.multiply %322, %cst_5 : tensor<32xf32>
    %324 = stablehlo.subtract %arg10, %323 : tensor<32xf32>
    %325 = stablehlo.multiply %arg29, %cst_8 : tensor<32x32xf32>
    %326 = stablehlo.transpose %268, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %327 = stablehlo.dot_general %326, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %328 = stablehlo.add %325, %327 : tensor<32x32xf32>
    %329 = stablehlo.multiply %328, %cst_7 : tensor<32x32xf32>
    %330 = stablehlo.subtract %arg20, %329 : tensor<32x32xf32>
    %331 = stablehlo.multiply %arg30, %cst_6 : tensor<32xf32>
    %332 = stablehlo.reduce(%268 init: %cst_47) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %333 = stablehlo.add %331, %332 : tensor<32xf32>
    %334 = stablehlo.multiply %333, %cst_5 : tensor<32xf32>
    %335 = stablehlo.subtract %arg19, %334 : tensor<32xf32>
    %336 = stablehlo.multiply %arg31, %cst_8 : tensor<32x32xf32>
    %337 = stablehlo.transpose %233, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %338 = stablehlo.dot_general %337, %86, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %339 = stablehlo.add %336, %338 : tensor<32x32xf32>
    %340 = stablehlo.multiply %339, %cst_7 : tensor<32x32xf32>
    %341 = stablehlo.subtract %arg9, %340 : tensor<32x32xf32>
    %342 = stablehlo.multiply %arg32, %cst_6 : tensor<32xf32>
    %343 = stablehlo.reduce(%233 init: %cst_47) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %344 = stablehlo.add %342, %343 : tensor<32xf32>
    %345 = stablehlo.multiply %344, %cst_5 : tensor<32xf32>
    %346 = stablehlo.subtract %arg8, %345 : tensor<32xf32>
    %347 = stablehlo.multiply %arg33, %cst_6 : tensor<32xf32>
    %348 = stablehlo.multiply %214, %225 : tensor<2x8x32xf32>
    %349 = stablehlo.reduce(%348 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %350 = stablehlo.add %347, %349 : tensor<32xf32>
    %351 = stablehlo.multiply %350, %cst_5 : tensor<32xf32>
    %352 = stablehlo.subtract %arg7, %351 : tensor<32xf32>
    %353 = stablehlo.multiply %arg34, %cst_6 : tensor<32xf32>
    %354 = stablehlo.reduce(%214 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %355 = stablehlo.add %353, %354 : tensor<32xf32>
    %356 = stablehlo.multiply %355, %cst_5 : tensor<32xf32>
    %357 = stablehlo.subtract %arg21, %356 : tensor<32xf32>
    %358 = stablehlo.multiply %arg35, %cst_8 : tensor<32x32xf32>
    %359 = stablehlo.multiply %358, %cst_7 : tensor<32x32xf32>
    %360 = stablehlo.subtract %arg36, %359 : tensor<32x32xf32>
    %361 = stablehlo.multiply %arg37, %cst_6 : tensor<32xf32>
    %362 = stablehlo.multiply %361, %cst_5 : tensor<32xf32>
    %363 = stablehlo.subtract %arg38, %362 : tensor<32xf32>
    %364 = stablehlo.multiply %arg39, %cst_8 : tensor<32x32xf32>
    %365 = stablehlo.multiply %364, %cst_7 : tensor<32x32xf32>
    %366 = stablehlo.subtract %arg40, %365 : tensor<32x32xf32>
    %367 = stablehlo.multiply %arg41, %cst_6 : tensor<32xf32>
    %368 = stablehlo.multiply %367, %cst_5 : tensor<32xf32>
    %369 = stablehlo.subtract %arg42, %368 : tensor<32xf32>
    %370 = stablehlo.multiply %arg43, %cst_8 : tensor<32x32xf32>
    %371 = stablehlo.multiply %370, %cst_7 : tensor<32x32xf32>
    %372 = stablehlo.subtract %arg44, %371 : tensor<32x32xf32>
    %373 = stablehlo.multiply %arg45, %cst_6 : tensor<32xf32>
    %374 = stablehlo.multiply %373, %cst_5 : tensor<32xf32>
    %375 = stablehlo.subtract %arg46, %374 : tensor<32xf32>
    %376 = stablehlo.multiply %arg47, %cst_8 : tensor<32x32xf32>
    %377 = stablehlo.multiply %376, %cst_7 : tensor<32x32xf32>
    %378 = stablehlo.subtract %arg48, %377 : tensor<32x32xf32>
    %379 = stablehlo.multiply %arg49, %cst_6 : tensor<32xf32>
    %380 = stablehlo.multiply %379, %cst_5 : tensor<32xf32>
    %381 = stablehlo.subtract %arg50, %380 : tensor<32xf32>
    %382 = stablehlo.multiply %arg51, %cst_6 : tensor<32xf32>
    %383 = stablehlo.multiply %382, %cst_5 : tensor<32xf32>
    %384 = stablehlo.subtract %arg52, %383 : tensor<32xf32>
    %385 = stablehlo.multiply %arg53, %cst_6 : tensor<32xf32>
    %386 = stablehlo.multiply %385, %cst_5 : tensor<32xf32>
    %387 = stablehlo.subtract %arg54, %386 : tensor<32xf32>
    %388 = stablehlo.multiply %arg55, %cst_4 : tensor<64x32xf32>
    %389 = stablehlo.transpose %211, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %390 = stablehlo.dot_general %389, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %391 = stablehlo.add %388, %390 : tensor<64x32xf32>
    %392 = stablehlo.multiply %391, %cst_3 : tensor<64x32xf32>
    %393 = stablehlo.subtract %arg6, %392 : tensor<64x32xf32>
    %394 = stablehlo.multiply %arg56, %cst_2 : tensor<64xf32>
    %395 = stablehlo.reduce(%211 init: %cst_47) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %396 = stablehlo.add %394, %395 : tensor<64xf32>
    %397 = stablehlo.multiply %396, %cst_1 : tensor<64xf32>
    %398 = stablehlo.subtract %arg5, %397 : tensor<64xf32>
    %399 = stablehlo.multiply %arg57, %cst_0 : tensor<32x64xf32>
    %400 = stablehlo.transpose %200, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %401 = stablehlo.dot_general %400, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %402 = stablehlo.add %399, %401 : tensor<32x64xf32>
    %403 = stablehlo.multiply %402, %cst : tensor<32x64xf32>
    %404 = stablehlo.subtract %arg4, %403 : tensor<32x64xf32>
    %405 = stablehlo.multiply %arg58, %cst_6 : tensor<32xf32>
    %406 = stablehlo.reduce(%200 init: %cst_47) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %407 = stablehlo.add %405, %406 : tensor<32xf32>
    %408 = stablehlo.multiply %407, %cst_5 : tensor<32xf32>
    %409 = stablehlo.subtract %arg3, %408 : tensor<32xf32>
    %410 = stablehlo.multiply %arg59, %cst_6 : tensor<32xf32>
    %411 = stablehlo.multiply %182, %193 : tensor<2x8x32xf32>
    %412 = stablehlo.reduce(%411 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %413 = stablehlo.add %410, %412 : tensor<32xf32>
    %414 = stablehlo.multiply %413, %cst_5 : tensor<32xf32>
    %415 = stablehlo.subtract %arg2, %414 : tensor<32xf32>
    %416 = stablehlo.multiply %arg60, %cst_6 : tensor<32xf32>
    %417 = stablehlo.reduce(%182 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %418 = stablehlo.add %416, %417 : tensor<32xf32>
    %419 = stablehlo.multiply %418, %cst_5 : tensor<32xf32>
    %420 = stablehlo.subtract %arg22, %419 : tensor<32xf32>
    %421 = stablehlo.multiply %arg61, %cst_6 : tensor<32xf32>
    %422 = stablehlo.multiply %271, %282 : tensor<2x8x32xf32>
    %423 = stablehlo.reduce(%422 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %424 = stablehlo.add %421, %423 : tensor<32xf32>
    %425 = stablehlo.multiply %424, %cst_5 : tensor<32xf32>
    %426 = stablehlo.subtract %arg12, %425 : tensor<32xf32>
    %427 = stablehlo.multiply %arg62, %cst_6 : tensor<32xf32>
    %428 = stablehlo.reduce(%271 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %429 = stablehlo.add %427, %428 : tensor<32xf32>
    %430 = stablehlo.multiply %429, %cst_5 : tensor<32xf32>
    %431 = stablehlo.subtract %arg14, %430 : tensor<32xf32>
    return %144, %295, %302, %308, %313, %319, %324, %330, %335, %341, %346, %352, %357, %360, %363, %366, %369, %372, %375, %378, %381, %384, %387, %393, %398, %404, %409, %415, %420, %426, %431, %293, %300, %306, %311, %317, %322, %328, %333, %339, %344, %350, %355, %358, %361, %364, %367, %370, %373, %376, %379, %382, %385, %391, %396, %402, %407, %413, %418, %424, %429 : tensor<f32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
