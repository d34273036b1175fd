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
    %c_41 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_43 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_44 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_45 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %4 = stablehlo.convert %3 : (tensor<16xi64>) -> tensor<16xui32>
    %5 = "stablehlo.gather"(%arg1, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %6 = stablehlo.reshape %5 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %7 = "stablehlo.gather"(%arg13, %c_40) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<66x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.add %6, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%10, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %11 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.add %2, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %16 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.add %17, %18 : tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %22 = stablehlo.multiply %21, %cst_37 : tensor<2x4x8x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %24 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.dot_general %15, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.add %25, %26 : tensor<16x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.multiply %29, %cst_37 : tensor<2x4x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %32 = stablehlo.dot_general %23, %31, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %34 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %36 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %37 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %38 = stablehlo.compare  LE, %36, %37 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %39 = stablehlo.convert %38 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %40 = stablehlo.and %35, %39 : tensor<1x1x8x8xui8>
    %41 = stablehlo.compare  NE, %40, %c_45 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %42 = stablehlo.convert %41 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %43 = stablehlo.reshape %42 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %45 = stablehlo.compare  NE, %arg15, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %46 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %47 = stablehlo.compare  LT, %46, %c_34 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %48 = stablehlo.add %46, %c_33 : tensor<2x1x1x8xi64>
    %49 = stablehlo.select %47, %48, %46 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %50 = stablehlo.reshape %49 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %51 = stablehlo.broadcast_in_dim %c_36, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %52 = stablehlo.compare  LT, %51, %c_34 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %53 = stablehlo.add %51, %c_32 : tensor<2x1x1x8xi64>
    %54 = stablehlo.select %52, %53, %51 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %55 = stablehlo.reshape %54 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %56 = stablehlo.concatenate %50, %55, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %57 = "stablehlo.gather"(%45, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %58 = stablehlo.convert %57 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %59 = stablehlo.reshape %58 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %61 = stablehlo.and %44, %60 : tensor<2x1x8x8xui8>
    %62 = stablehlo.compare  NE, %61, %c_43 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %63 = stablehlo.select %62, %cst_31, %cst_30 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %66 = stablehlo.add %33, %65 : tensor<2x4x8x8xf32>
    %67 = stablehlo.reduce(%66 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %69 = stablehlo.subtract %66, %68 : tensor<2x4x8x8xf32>
    %70 = stablehlo.exponential %69 : tensor<2x4x8x8xf32>
    %71 = stablehlo.reduce(%70 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %73 = stablehlo.divide %70, %72 : tensor<2x4x8x8xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %75 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %76 = stablehlo.dot_general %15, %75, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %78 = stablehlo.add %76, %77 : tensor<16x32xf32>
    %79 = stablehlo.reshape %78 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %80 = stablehlo.transpose %79, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %82 = stablehlo.dot_general %74, %81, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %84 = stablehlo.transpose %83, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %86 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %87 = stablehlo.dot_general %85, %86, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %88 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %89 = stablehlo.add %87, %88 : tensor<16x32xf32>
    %90 = stablehlo.reshape %89 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %91 = stablehlo.add %14, %90 : tensor<2x8x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_47, %batch_mean_48, %batch_var_49 = "stablehlo.batch_norm_training"(%92, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %93 = stablehlo.reshape %output_47 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %94 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<2x8x32xf32>
    %96 = stablehlo.add %1, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %98 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %100 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %101 = stablehlo.add %99, %100 : tensor<16x64xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %103 = stablehlo.multiply %102, %cst_29 : tensor<2x8x64xf32>
    %104 = stablehlo.multiply %102, %cst_28 : tensor<2x8x64xf32>
    %105 = stablehlo.custom_call @mhlo.erf(%104) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %106 = stablehlo.add %105, %cst_27 : tensor<2x8x64xf32>
    %107 = stablehlo.multiply %103, %106 : tensor<2x8x64xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %109 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.add %110, %111 : tensor<16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.add %96, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_50, %batch_mean_51, %batch_var_52 = "stablehlo.batch_norm_training"(%115, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %116 = stablehlo.reshape %output_50 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<2x8x32xf32>
    %119 = stablehlo.add %0, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %121 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %122 = stablehlo.dot_general %120, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %124 = stablehlo.slice %123 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %125 = stablehlo.reduce(%124 init: %cst_42) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %127 = stablehlo.subtract %124, %126 : tensor<2x7x128xf32>
    %128 = stablehlo.exponential %127 : tensor<2x7x128xf32>
    %129 = stablehlo.reduce(%128 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %130 = stablehlo.log %129 : tensor<2x7xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %132 = stablehlo.subtract %127, %131 : tensor<2x7x128xf32>
    %133 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %135 = stablehlo.broadcast_in_dim %c_41, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %136 = stablehlo.compare  EQ, %134, %135 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %137 = stablehlo.convert %136 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %138 = stablehlo.convert %137 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %139 = stablehlo.multiply %132, %138 : tensor<2x7x128xf32>
    %140 = stablehlo.reduce(%139 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %141 = stablehlo.reduce(%140 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %142 = stablehlo.multiply %141, %cst_26 : tensor<f32>
    %143 = stablehlo.negate %142 : tensor<f32>
    %144 = stablehlo.multiply %arg23, %cst_25 : tensor<128x32xf32>
    %145 = stablehlo.multiply %138, %cst_23 : tensor<2x7x128xf32>
    %146 = stablehlo.exponential %132 : tensor<2x7x128xf32>
    %147 = stablehlo.reduce(%145 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %149 = stablehlo.multiply %146, %148 : tensor<2x7x128xf32>
    %150 = stablehlo.subtract %145, %149 : tensor<2x7x128xf32>
    %151 = stablehlo.pad %150, %cst_46, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %152 = stablehlo.select %c_24, %151, %cst_22 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %154 = stablehlo.transpose %153, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %155 = stablehlo.dot_general %154, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %156 = stablehlo.compare  LT, %arg0, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %157 = stablehlo.add %arg0, %c_20 : tensor<2x8xi64>
    %158 = stablehlo.select %156, %157, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %159 = stablehlo.reshape %158 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %160 = stablehlo.compare  EQ, %arg0, %c_19 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %162 = stablehlo.add %batch_var, %cst_17 : tensor<16xf32>
    %163 = stablehlo.rsqrt %162 : tensor<16xf32>
    %164 = stablehlo.reshape %163 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %165 = stablehlo.divide %164, %cst_16 : tensor<2x8x1xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.add %batch_var_49, %cst_17 : tensor<16xf32>
    %169 = stablehlo.rsqrt %168 : tensor<16xf32>
    %170 = stablehlo.reshape %169 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %171 = stablehlo.divide %170, %cst_16 : tensor<2x8x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %174 = stablehlo.add %batch_var_52, %cst_17 : tensor<16xf32>
    %175 = stablehlo.rsqrt %174 : tensor<16xf32>
    %176 = stablehlo.reshape %175 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %177 = stablehlo.divide %176, %cst_16 : tensor<2x8x1xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.dot_general %153, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %181 = stablehlo.reshape %180 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %182 = stablehlo.multiply %181, %117 : tensor<2x8x32xf32>
    %183 = stablehlo.multiply %182, %cst_15 : tensor<2x8x32xf32>
    %184 = stablehlo.reduce(%182 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %186 = stablehlo.subtract %183, %185 : tensor<2x8x32xf32>
    %187 = stablehlo.reshape %batch_mean_51 : (tensor<16xf32>) -> tensor<2x8xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %189 = stablehlo.subtract %114, %188 : tensor<2x8x32xf32>
    %190 = stablehlo.reshape %175 : (tensor<16xf32>) -> tensor<2x8xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.multiply %189, %191 : tensor<2x8x32xf32>
    %193 = stablehlo.multiply %182, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.reduce(%193 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.multiply %192, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.subtract %186, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.multiply %179, %197 : tensor<2x8x32xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %200 = stablehlo.dot_general %199, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %202 = stablehlo.multiply %106, %cst_29 : tensor<2x8x64xf32>
    %203 = stablehlo.multiply %102, %102 : tensor<2x8x64xf32>
    %204 = stablehlo.multiply %203, %cst_14 : tensor<2x8x64xf32>
    %205 = stablehlo.exponential %204 : tensor<2x8x64xf32>
    %206 = stablehlo.multiply %205, %cst_13 : tensor<2x8x64xf32>
    %207 = stablehlo.multiply %102, %206 : tensor<2x8x64xf32>
    %208 = stablehlo.add %202, %207 : tensor<2x8x64xf32>
    %209 = stablehlo.multiply %201, %208 : tensor<2x8x64xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %211 = stablehlo.dot_general %210, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %212 = stablehlo.reshape %211 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %213 = stablehlo.add %198, %212 : tensor<2x8x32xf32>
    %214 = stablehlo.multiply %213, %94 : tensor<2x8x32xf32>
    %215 = stablehlo.multiply %214, %cst_15 : tensor<2x8x32xf32>
    %216 = stablehlo.reduce(%214 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.subtract %215, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.reshape %batch_mean_48 : (tensor<16xf32>) -> tensor<2x8xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %221 = stablehlo.subtract %91, %220 : tensor<2x8x32xf32>
    %222 = stablehlo.reshape %169 : (tensor<16xf32>) -> tensor<2x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.multiply %221, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.multiply %214, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.reduce(%225 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %228 = stablehlo.multiply %224, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.subtract %218, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.multiply %173, %229 : tensor<2x8x32xf32>
    %231 = stablehlo.transpose %74, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %232 = stablehlo.reshape %230 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %233 = stablehlo.dot_general %232, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %235 = stablehlo.transpose %234, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %237 = stablehlo.dot_general %231, %236, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %239 = stablehlo.transpose %238, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %241 = stablehlo.dot_general %240, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %242 = stablehlo.reshape %241 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %243 = stablehlo.add %230, %242 : tensor<2x8x32xf32>
    %244 = stablehlo.transpose %23, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %245 = stablehlo.transpose %81, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %246 = stablehlo.dot_general %236, %245, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %247 = stablehlo.reshape %246 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %248 = stablehlo.multiply %247, %73 : tensor<2x4x8x8xf32>
    %249 = stablehlo.reduce(%248 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %251 = stablehlo.multiply %73, %250 : tensor<2x4x8x8xf32>
    %252 = stablehlo.subtract %248, %251 : tensor<2x4x8x8xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %254 = stablehlo.dot_general %244, %253, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %256 = stablehlo.multiply %255, %cst_37 : tensor<2x4x8x8xf32>
    %257 = stablehlo.transpose %256, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %259 = stablehlo.dot_general %258, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %260 = stablehlo.reshape %259 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %261 = stablehlo.add %243, %260 : tensor<2x8x32xf32>
    %262 = stablehlo.transpose %31, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %263 = stablehlo.dot_general %253, %262, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %264 = stablehlo.reshape %263 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %265 = stablehlo.multiply %264, %cst_37 : tensor<2x4x8x8xf32>
    %266 = stablehlo.transpose %265, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %268 = stablehlo.dot_general %267, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %269 = stablehlo.reshape %268 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %270 = stablehlo.add %261, %269 : tensor<2x8x32xf32>
    %271 = stablehlo.multiply %270, %12 : tensor<2x8x32xf32>
    %272 = stablehlo.multiply %271, %cst_15 : tensor<2x8x32xf32>
    %273 = stablehlo.reduce(%271 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %275 = stablehlo.subtract %272, %274 : tensor<2x8x32xf32>
    %276 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.subtract %9, %277 : tensor<2x8x32xf32>
    %279 = stablehlo.reshape %163 : (tensor<16xf32>) -> tensor<2x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %281 = stablehlo.multiply %278, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.multiply %271, %281 : tensor<2x8x32xf32>
    %283 = stablehlo.reduce(%282 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %285 = stablehlo.multiply %281, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.subtract %275, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.multiply %167, %286 : tensor<2x8x32xf32>
    %288 = stablehlo.select %161, %cst_18, %287 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %289 = "stablehlo.scatter"(%cst_21, %159, %288) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %430 = stablehlo.add %arg63, %arg64 : tensor<f32>
      stablehlo.return %430 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %290 = stablehlo.add %155, %289 : tensor<128x32xf32>
    %291 = stablehlo.add %144, %290 : tensor<128x32xf32>
    %292 = stablehlo.multiply %291, %cst_12 : tensor<128x32xf32>
    %293 = stablehlo.subtract %arg1, %292 : tensor<128x32xf32>
    %294 = stablehlo.multiply %arg24, %cst_11 : tensor<66x32xf32>
    %295 = stablehlo.reduce(%287 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %296 = stablehlo.reshape %295 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %297 = "stablehlo.scatter"(%cst_10, %c, %296) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %430 = stablehlo.add %arg63, %arg64 : tensor<f32>
      stablehlo.return %430 : tensor<f32>
    }) : (tensor<66x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<66x32xf32>
    %298 = stablehlo.add %294, %297 : tensor<66x32xf32>
    %299 = stablehlo.multiply %298, %cst_9 : tensor<66x32xf32>
    %300 = stablehlo.subtract %arg13, %299 : tensor<66x32xf32>
    %301 = stablehlo.multiply %arg25, %cst_8 : tensor<32x32xf32>
    %302 = stablehlo.transpose %258, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %303 = stablehlo.dot_general %302, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %304 = stablehlo.add %301, %303 : tensor<32x32xf32>
    %305 = stablehlo.multiply %304, %cst_7 : tensor<32x32xf32>
    %306 = stablehlo.subtract %arg18, %305 : tensor<32x32xf32>
    %307 = stablehlo.multiply %arg26, %cst_6 : tensor<32xf32>
    %308 = stablehlo.reduce(%258 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %309 = stablehlo.add %307, %308 : tensor<32xf32>
    %310 = stablehlo.multiply %309, %cst_5 : tensor<32xf32>
    %311 = stablehlo.subtract %arg17, %310 : tensor<32xf32>
    %312 = stablehlo.multiply %arg27, %cst_8 : tensor<32x32xf32>
    %313 = stablehlo.transpose %240, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %314 = stablehlo.dot_general %313, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %315 = stablehlo.add %312, %314 : tensor<32x32xf32>
    %316 = stablehlo.multiply %315, %cst_7 : tensor<32x32xf32>
    %317 = stablehlo.subtract %arg11, %316 : tensor<32x32xf32>
    %318 = stablehlo.multiply %arg28, %cst_6 : tensor<32xf32>
    %319 = stablehlo.reduce(%240 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %320 = stablehlo.add %318, %319 : tensor<32xf32>
    %321 = stablehlo.multiply %320, %cst_5 : tensor<32xf32>
    %322 = stablehlo.subtract %arg10, %321 : tensor<32xf32>
    %323 = stablehlo.multiply %arg29, %cst_8 : tensor<32x32xf32>
    %324 = stablehlo.transpose %267, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %325 = stablehlo.dot_general %324, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %326 = stablehlo.add %323, %325 : tensor<32x32xf32>
    %327 = stablehlo.multiply %326, %cst_7 : tensor<32x32xf32>
    %328 = stablehlo.subtract %arg20, %327 : tensor<32x32xf32>
    %329 = stablehlo.multiply %arg30, %cst_6 : tensor<32xf32>
    %330 = stablehlo.reduce(%267 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %331 = stablehlo.add %329, %330 : tensor<32xf32>
    %332 = stablehlo.multiply %331, %cst_5 : tensor<32xf32>
    %333 = stablehlo.subtract %arg19, %332 : tensor<32xf32>
    %334 = stablehlo.multiply %arg31, %cst_8 : tensor<32x32xf32>
    %335 = stablehlo.transpose %232, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %336 = stablehlo.dot_general %335, %85, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %337 = stablehlo.add %334, %336 : tensor<32x32xf32>
    %338 = stablehlo.multiply %337, %cst_7 : tensor<32x32xf32>
    %339 = stablehlo.subtract %arg9, %338 : tensor<32x32xf32>
    %340 = stablehlo.multiply %arg32, %cst_6 : tensor<32xf32>
    %341 = stablehlo.reduce(%232 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %342 = stablehlo.add %340, %341 : tensor<32xf32>
    %343 = stablehlo.multiply %342, %cst_5 : tensor<32xf32>
    %344 = stablehlo.subtract %arg8, %343 : tensor<32xf32>
    %345 = stablehlo.multiply %arg33, %cst_6 : tensor<32xf32>
    %346 = stablehlo.multiply %213, %224 : tensor<2x8x32xf32>
    %347 = stablehlo.reduce(%346 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %348 = stablehlo.add %345, %347 : tensor<32xf32>
    %349 = stablehlo.multiply %348, %cst_5 : tensor<32xf32>
    %350 = stablehlo.subtract %arg7, %349 : tensor<32xf32>
    %351 = stablehlo.multiply %arg34, %cst_6 : tensor<32xf32>
    %352 = stablehlo.reduce(%213 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %353 = stablehlo.add %351, %352 : tensor<32xf32>
    %354 = stablehlo.multiply %353, %cst_5 : tensor<32xf32>
    %355 = stablehlo.subtract %arg21, %354 : tensor<32xf32>
    %356 = stablehlo.multiply %arg35, %cst_8 : tensor<32x32xf32>
    %357 = stablehlo.multiply %356, %cst_7 : tensor<32x32xf32>
    %358 = stablehlo.subtract %arg36, %357 : tensor<32x32xf32>
    %359 = stablehlo.multiply %arg37, %cst_6 : tensor<32xf32>
    %360 = stablehlo.multiply %359, %cst_5 : tensor<32xf32>
    %361 = stablehlo.subtract %arg38, %360 : tensor<32xf32>
    %362 = stablehlo.multiply %arg39, %cst_8 : tensor<32x32xf32>
    %363 = stablehlo.multiply %362, %cst_7 : tensor<32x32xf32>
    %364 = stablehlo.subtract %arg40, %363 : tensor<32x32xf32>
    %365 = stablehlo.multiply %arg41, %cst_6 : tensor<32xf32>
    %366 = stablehlo.multiply %365, %cst_5 : tensor<32xf32>
    %367 = stablehlo.subtract %arg42, %366 : tensor<32xf32>
    %368 = stablehlo.multiply %arg43, %cst_8 : tensor<32x32xf32>
    %369 = stablehlo.multiply %368, %cst_7 : tensor<32x32xf32>
    %370 = stablehlo.subtract %arg44, %369 : tensor<32x32xf32>
    %371 = stablehlo.multiply %arg45, %cst_6 : tensor<32xf32>
    %372 = stablehlo.multiply %371, %cst_5 : tensor<32xf32>
    %373 = stablehlo.subtract %arg46, %372 : tensor<32xf32>
    %374 = stablehlo.multiply %arg47, %cst_8 : tensor<32x32xf32>
    %375 = stablehlo.multiply %374, %cst_7 : tensor<32x32xf32>
    %376 = stablehlo.subtract %arg48, %375 : tensor<32x32xf32>
    %377 = stablehlo.multiply %arg49, %cst_6 : tensor<32xf32>
    %378 = stablehlo.multiply %377, %cst_5 : tensor<32xf32>
    %379 = stablehlo.subtract %arg50, %378 : tensor<32xf32>
    %380 = stablehlo.multiply %arg51, %cst_6 : tensor<32xf32>
    %381 = stablehlo.multiply %380, %cst_5 : tensor<32xf32>
    %382 = stablehlo.subtract %arg52, %381 : tensor<32xf32>
    %383 = stablehlo.multiply %arg53, %cst_6 : tensor<32xf32>
    %384 = stablehlo.multiply %383, %cst_5 : tensor<32xf32>
    %385 = stablehlo.subtract %arg54, %384 : tensor<32xf32>
    %386 = stablehlo.multiply %arg55, %cst_4 : tensor<64x32xf32>
    %387 = stablehlo.transpose %210, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %388 = stablehlo.dot_general %387, %97, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %389 = stablehlo.add %386, %388 : tensor<64x32xf32>
    %390 = stablehlo.multiply %389, %cst_3 : tensor<64x32xf32>
    %391 = stablehlo.subtract %arg6, %390 : tensor<64x32xf32>
    %392 = stablehlo.multiply %arg56, %cst_2 : tensor<64xf32>
    %393 = stablehlo.reduce(%210 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %394 = stablehlo.add %392, %393 : tensor<64xf32>
    %395 = stablehlo.multiply %394, %cst_1 : tensor<64xf32>
    %396 = stablehlo.subtract %arg5, %395 : tensor<64xf32>
    %397 = stablehlo.multiply %arg57, %cst_0 : tensor<32x64xf32>
    %398 = stablehlo.transpose %199, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %399 = stablehlo.dot_general %398, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %400 = stablehlo.add %397, %399 : tensor<32x64xf32>
    %401 = stablehlo.multiply %400, %cst : tensor<32x64xf32>
    %402 = stablehlo.subtract %arg4, %401 : tensor<32x64xf32>
    %403 = stablehlo.multiply %arg58, %cst_6 : tensor<32xf32>
    %404 = stablehlo.reduce(%199 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %405 = stablehlo.add %403, %404 : tensor<32xf32>
    %406 = stablehlo.multiply %405, %cst_5 : tensor<32xf32>
    %407 = stablehlo.subtract %arg3, %406 : tensor<32xf32>
    %408 = stablehlo.multiply %arg59, %cst_6 : tensor<32xf32>
    %409 = stablehlo.multiply %181, %192 : tensor<2x8x32xf32>
    %410 = stablehlo.reduce(%409 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %411 = stablehlo.add %408, %410 : tensor<32xf32>
    %412 = stablehlo.multiply %411, %cst_5 : tensor<32xf32>
    %413 = stablehlo.subtract %arg2, %412 : tensor<32xf32>
    %414 = stablehlo.multiply %arg60, %cst_6 : tensor<32xf32>
    %415 = stablehlo.reduce(%181 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %416 = stablehlo.add %414, %415 : tensor<32xf32>
    %417 = stablehlo.multiply %416, %cst_5 : tensor<32xf32>
    %418 = stablehlo.subtract %arg22, %417 : tensor<32xf32>
    %419 = stablehlo.multiply %arg61, %cst_6 : tensor<32xf32>
    %420 = stablehlo.multiply %270, %281 : tensor<2x8x32xf32>
    %421 = stablehlo.reduce(%420 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %422 = stablehlo.add %419, %421 : tensor<32xf32>
    %423 = stablehlo.multiply %422, %cst_5 : tensor<32xf32>
    %424 = stablehlo.subtract %arg12, %423 : tensor<32xf32>
    %425 = stablehlo.multiply %arg62, %cst_6 : tensor<32xf32>
    %426 = stablehlo.reduce(%270 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %427 = stablehlo.add %425, %426 : tensor<32xf32>
    %428 = stablehlo.multiply %427, %cst_5 : tensor<32xf32>
    %429 = stablehlo.subtract %arg14, %428 : tensor<32xf32>
    return %143, %293, %300, %306, %311, %317, %322, %328, %333, %339, %344, %350, %355, %358, %361, %364, %367, %370, %373, %376, %379, %382, %385, %391, %396, %402, %407, %413, %418, %424, %429, %291, %298, %304, %309, %315, %320, %326, %331, %337, %342, %348, %353, %356, %359, %362, %365, %368, %371, %374, %377, %380, %383, %389, %394, %400, %405, %411, %416, %422, %427 : tensor<f32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
