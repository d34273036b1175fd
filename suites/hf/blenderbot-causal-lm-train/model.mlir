module @IrToHlo.1470 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg4: tensor<32x64xf32> {tf.aliasing_output = 25 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 24 : i32}, %arg6: tensor<64x32xf32> {tf.aliasing_output = 23 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg11: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg13: tensor<64x32xf32> {tf.aliasing_output = 2 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg18: tensor<32x32xf32> {tf.aliasing_output = 3 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 7 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg23: tensor<128x32xf32> {tf.aliasing_output = 31 : i32}, %arg24: tensor<64x32xf32> {tf.aliasing_output = 32 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 33 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 37 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 39 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 43 : i32}, %arg36: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 45 : i32}, %arg40: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg43: tensor<32x32xf32> {tf.aliasing_output = 47 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg47: tensor<32x32xf32> {tf.aliasing_output = 49 : i32}, %arg48: tensor<32x32xf32> {tf.aliasing_output = 19 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg55: tensor<64x32xf32> {tf.aliasing_output = 53 : i32}, %arg56: tensor<64xf32> {tf.aliasing_output = 54 : i32}, %arg57: tensor<32x64xf32> {tf.aliasing_output = 55 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 58 : i32}, %arg61: tensor<32xf32> {tf.aliasing_output = 59 : i32}, %arg62: tensor<32xf32> {tf.aliasing_output = 60 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %c = stablehlo.constant dense<[[0], [1], [2], [3], [4], [5], [6], [7]]> : tensor<8x1xi64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_11 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_17 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_20 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_21 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_23 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_25 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_29 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_30 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_31 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_32 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_33 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_34 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_37 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xui32>
    %c_38 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_40 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_41 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_42 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = "stablehlo.gather"(%arg13, %c_37) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.reshape %7 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%9, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %10 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.add %8, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %16 = stablehlo.dot_general %14, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.add %16, %17 : tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.multiply %20, %cst_34 : tensor<2x4x8x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %23 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %24 = stablehlo.dot_general %14, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.add %24, %25 : tensor<16x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %28 = stablehlo.transpose %27, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %29 = stablehlo.multiply %28, %cst_34 : tensor<2x4x8x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %31 = stablehlo.dot_general %22, %30, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %35 = stablehlo.broadcast_in_dim %c_33, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %36 = stablehlo.broadcast_in_dim %c_33, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %37 = stablehlo.compare  LE, %35, %36 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %38 = stablehlo.convert %37 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %39 = stablehlo.and %34, %38 : tensor<1x1x8x8xui8>
    %40 = stablehlo.compare  NE, %39, %c_42 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %41 = stablehlo.convert %40 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %42 = stablehlo.reshape %41 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %44 = stablehlo.compare  NE, %arg15, %c_41 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %45 = stablehlo.broadcast_in_dim %c_32, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %46 = stablehlo.compare  LT, %45, %c_31 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %47 = stablehlo.add %45, %c_30 : tensor<2x1x1x8xi64>
    %48 = stablehlo.select %46, %47, %45 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %49 = stablehlo.reshape %48 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %50 = stablehlo.broadcast_in_dim %c_33, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %51 = stablehlo.compare  LT, %50, %c_31 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %52 = stablehlo.add %50, %c_29 : tensor<2x1x1x8xi64>
    %53 = stablehlo.select %51, %52, %50 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %54 = stablehlo.reshape %53 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %55 = stablehlo.concatenate %49, %54, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %56 = "stablehlo.gather"(%44, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %57 = stablehlo.convert %56 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %58 = stablehlo.reshape %57 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %60 = stablehlo.and %43, %59 : tensor<2x1x8x8xui8>
    %61 = stablehlo.compare  NE, %60, %c_40 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %62 = stablehlo.select %61, %cst_28, %cst_27 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %65 = stablehlo.add %32, %64 : tensor<2x4x8x8xf32>
    %66 = stablehlo.reduce(%65 init: %cst_39) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %68 = stablehlo.subtract %65, %67 : tensor<2x4x8x8xf32>
    %69 = stablehlo.exponential %68 : tensor<2x4x8x8xf32>
    %70 = stablehlo.reduce(%69 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %72 = stablehlo.divide %69, %71 : tensor<2x4x8x8xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %74 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %75 = stablehlo.dot_general %14, %74, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %76 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.add %75, %76 : tensor<16x32xf32>
    %78 = stablehlo.reshape %77 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %79 = stablehlo.transpose %78, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.dot_general %73, %80, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %83 = stablehlo.transpose %82, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %85 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %86 = stablehlo.dot_general %84, %85, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %88 = stablehlo.add %86, %87 : tensor<16x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %90 = stablehlo.add %7, %89 : tensor<2x8x32xf32>
    %91 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.reshape %90 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_44, %batch_mean_45, %batch_var_46 = "stablehlo.batch_norm_training"(%92, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %93 = stablehlo.reshape %output_44 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %94 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<2x8x32xf32>
    %96 = stablehlo.add %91, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %98 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %100 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %101 = stablehlo.add %99, %100 : tensor<16x64xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %103 = stablehlo.multiply %102, %cst_26 : tensor<2x8x64xf32>
    %104 = stablehlo.multiply %102, %cst_25 : tensor<2x8x64xf32>
    %105 = stablehlo.custom_call @mhlo.erf(%104) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %106 = stablehlo.add %105, %cst_24 : tensor<2x8x64xf32>
    %107 = stablehlo.multiply %103, %106 : tensor<2x8x64xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %109 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.add %110, %111 : tensor<16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.add %90, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_47, %batch_mean_48, %batch_var_49 = "stablehlo.batch_norm_training"(%115, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %116 = stablehlo.reshape %output_47 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<2x8x32xf32>
    %119 = stablehlo.add %0, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %121 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %122 = stablehlo.dot_general %120, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %124 = stablehlo.slice %123 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %125 = stablehlo.reduce(%124 init: %cst_39) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %127 = stablehlo.subtract %124, %126 : tensor<2x7x128xf32>
    %128 = stablehlo.exponential %127 : tensor<2x7x128xf32>
    %129 = stablehlo.reduce(%128 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %130 = stablehlo.log %129 : tensor<2x7xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %132 = stablehlo.subtract %127, %131 : tensor<2x7x128xf32>
    %133 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %135 = stablehlo.broadcast_in_dim %c_38, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %136 = stablehlo.compare  EQ, %134, %135 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %137 = stablehlo.convert %136 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %138 = stablehlo.convert %137 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %139 = stablehlo.multiply %132, %138 : tensor<2x7x128xf32>
    %140 = stablehlo.reduce(%139 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %141 = stablehlo.reduce(%140 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %142 = stablehlo.multiply %141, %cst_23 : tensor<f32>
    %143 = stablehlo.negate %142 : tensor<f32>
    %144 = stablehlo.multiply %arg23, %cst_22 : tensor<128x32xf32>
    %145 = stablehlo.multiply %138, %cst_20 : tensor<2x7x128xf32>
    %146 = stablehlo.exponential %132 : tensor<2x7x128xf32>
    %147 = stablehlo.reduce(%145 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %149 = stablehlo.multiply %146, %148 : tensor<2x7x128xf32>
    %150 = stablehlo.subtract %145, %149 : tensor<2x7x128xf32>
    %151 = stablehlo.pad %150, %cst_43, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %152 = stablehlo.select %c_21, %151, %cst_19 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %154 = stablehlo.transpose %153, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %155 = stablehlo.dot_general %154, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %156 = stablehlo.compare  LT, %arg0, %c_41 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %157 = stablehlo.add %arg0, %c_17 : tensor<2x8xi64>
    %158 = stablehlo.select %156, %157, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %159 = stablehlo.reshape %158 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %160 = stablehlo.compare  EQ, %arg0, %c_41 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %162 = stablehlo.add %batch_var_49, %cst_15 : tensor<16xf32>
    %163 = stablehlo.rsqrt %162 : tensor<16xf32>
    %164 = stablehlo.reshape %163 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %165 = stablehlo.divide %164, %cst_14 : tensor<2x8x1xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.dot_general %153, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.multiply %169, %117 : tensor<2x8x32xf32>
    %171 = stablehlo.multiply %170, %cst_13 : tensor<2x8x32xf32>
    %172 = stablehlo.reduce(%170 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %174 = stablehlo.subtract %171, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.reshape %batch_mean_48 : (tensor<16xf32>) -> tensor<2x8xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.subtract %114, %176 : tensor<2x8x32xf32>
    %178 = stablehlo.reshape %163 : (tensor<16xf32>) -> tensor<2x8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.multiply %177, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.multiply %170, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.reduce(%181 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %184 = stablehlo.multiply %180, %183 : tensor<2x8x32xf32>
    %185 = stablehlo.subtract %174, %184 : tensor<2x8x32xf32>
    %186 = stablehlo.multiply %167, %185 : tensor<2x8x32xf32>
    %187 = stablehlo.add %batch_var_46, %cst_15 : tensor<16xf32>
    %188 = stablehlo.rsqrt %187 : tensor<16xf32>
    %189 = stablehlo.reshape %188 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %190 = stablehlo.divide %189, %cst_14 : tensor<2x8x1xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.reshape %186 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %194 = stablehlo.dot_general %193, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %195 = stablehlo.reshape %194 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %196 = stablehlo.multiply %106, %cst_26 : tensor<2x8x64xf32>
    %197 = stablehlo.multiply %102, %102 : tensor<2x8x64xf32>
    %198 = stablehlo.multiply %197, %cst_12 : tensor<2x8x64xf32>
    %199 = stablehlo.exponential %198 : tensor<2x8x64xf32>
    %200 = stablehlo.multiply %199, %cst_11 : tensor<2x8x64xf32>
    %201 = stablehlo.multiply %102, %200 : tensor<2x8x64xf32>
    %202 = stablehlo.add %196, %201 : tensor<2x8x64xf32>
    %203 = stablehlo.multiply %195, %202 : tensor<2x8x64xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %205 = stablehlo.dot_general %204, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %207 = stablehlo.multiply %206, %94 : tensor<2x8x32xf32>
    %208 = stablehlo.multiply %207, %cst_13 : tensor<2x8x32xf32>
    %209 = stablehlo.reduce(%207 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.subtract %208, %210 : tensor<2x8x32xf32>
    %212 = stablehlo.reshape %batch_mean_45 : (tensor<16xf32>) -> tensor<2x8xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %214 = stablehlo.subtract %90, %213 : tensor<2x8x32xf32>
    %215 = stablehlo.reshape %188 : (tensor<16xf32>) -> tensor<2x8xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %217 = stablehlo.multiply %214, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.multiply %207, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.reduce(%218 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %221 = stablehlo.multiply %217, %220 : tensor<2x8x32xf32>
    %222 = stablehlo.subtract %211, %221 : tensor<2x8x32xf32>
    %223 = stablehlo.multiply %192, %222 : tensor<2x8x32xf32>
    %224 = stablehlo.add %186, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.add %batch_var, %cst_15 : tensor<16xf32>
    %226 = stablehlo.rsqrt %225 : tensor<16xf32>
    %227 = stablehlo.reshape %226 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %228 = stablehlo.divide %227, %cst_14 : tensor<2x8x1xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %231 = stablehlo.transpose %73, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %232 = stablehlo.reshape %224 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
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
    %243 = stablehlo.transpose %22, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %244 = stablehlo.transpose %80, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %245 = stablehlo.dot_general %236, %244, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %247 = stablehlo.multiply %246, %72 : tensor<2x4x8x8xf32>
    %248 = stablehlo.reduce(%247 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %250 = stablehlo.multiply %72, %249 : tensor<2x4x8x8xf32>
    %251 = stablehlo.subtract %247, %250 : tensor<2x4x8x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %253 = stablehlo.dot_general %243, %252, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %255 = stablehlo.multiply %254, %cst_34 : tensor<2x4x8x8xf32>
    %256 = stablehlo.transpose %255, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %258 = stablehlo.dot_general %257, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %259 = stablehlo.reshape %258 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %260 = stablehlo.add %242, %259 : tensor<2x8x32xf32>
    %261 = stablehlo.transpose %30, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %262 = stablehlo.dot_general %252, %261, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %263 = stablehlo.reshape %262 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %264 = stablehlo.multiply %263, %cst_34 : tensor<2x4x8x8xf32>
    %265 = stablehlo.transpose %264, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %267 = stablehlo.dot_general %266, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.add %260, %268 : tensor<2x8x32xf32>
    %270 = stablehlo.multiply %269, %11 : tensor<2x8x32xf32>
    %271 = stablehlo.multiply %270, %cst_13 : tensor<2x8x32xf32>
    %272 = stablehlo.reduce(%270 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.subtract %271, %273 : tensor<2x8x32xf32>
    %275 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %277 = stablehlo.subtract %7, %276 : tensor<2x8x32xf32>
    %278 = stablehlo.reshape %226 : (tensor<16xf32>) -> tensor<2x8xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %280 = stablehlo.multiply %277, %279 : tensor<2x8x32xf32>
    %281 = stablehlo.multiply %270, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.reduce(%281 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.multiply %280, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.subtract %274, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.multiply %230, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.add %224, %286 : tensor<2x8x32xf32>
    %288 = stablehlo.select %161, %cst_16, %287 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %289 = "stablehlo.scatter"(%cst_18, %159, %288) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %429 = stablehlo.add %arg63, %arg64 : tensor<f32>
      stablehlo.return %429 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %290 = stablehlo.add %155, %289 : tensor<128x32xf32>
    %291 = stablehlo.add %144, %290 : tensor<128x32xf32>
    %292 = stablehlo.multiply %291, %cst_10 : tensor<128x32xf32>
    %293 = stablehlo.subtract %arg1, %292 : tensor<128x32xf32>
    %294 = stablehlo.multiply %arg24, %cst_9 : tensor<64x32xf32>
    %295 = stablehlo.reduce(%287 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %296 = "stablehlo.scatter"(%cst_8, %c, %295) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %429 = stablehlo.add %arg63, %arg64 : tensor<f32>
      stablehlo.return %429 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<8x1xi64>, tensor<8x32xf32>) -> tensor<64x32xf32>
    %297 = stablehlo.add %294, %296 : tensor<64x32xf32>
    %298 = stablehlo.multiply %297, %cst_7 : tensor<64x32xf32>
    %299 = stablehlo.subtract %arg13, %298 : tensor<64x32xf32>
    %300 = stablehlo.multiply %arg25, %cst_6 : tensor<32x32xf32>
    %301 = stablehlo.transpose %257, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %302 = stablehlo.dot_general %301, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %303 = stablehlo.add %300, %302 : tensor<32x32xf32>
    %304 = stablehlo.multiply %303, %cst_5 : tensor<32x32xf32>
    %305 = stablehlo.subtract %arg18, %304 : tensor<32x32xf32>
    %306 = stablehlo.multiply %arg26, %cst_4 : tensor<32xf32>
    %307 = stablehlo.reduce(%257 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %308 = stablehlo.add %306, %307 : tensor<32xf32>
    %309 = stablehlo.multiply %308, %cst_3 : tensor<32xf32>
    %310 = stablehlo.subtract %arg17, %309 : tensor<32xf32>
    %311 = stablehlo.multiply %arg27, %cst_6 : tensor<32x32xf32>
    %312 = stablehlo.transpose %240, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %313 = stablehlo.dot_general %312, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %314 = stablehlo.add %311, %313 : tensor<32x32xf32>
    %315 = stablehlo.multiply %314, %cst_5 : tensor<32x32xf32>
    %316 = stablehlo.subtract %arg11, %315 : tensor<32x32xf32>
    %317 = stablehlo.multiply %arg28, %cst_4 : tensor<32xf32>
    %318 = stablehlo.reduce(%240 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %319 = stablehlo.add %317, %318 : tensor<32xf32>
    %320 = stablehlo.multiply %319, %cst_3 : tensor<32xf32>
    %321 = stablehlo.subtract %arg10, %320 : tensor<32xf32>
    %322 = stablehlo.multiply %arg29, %cst_6 : tensor<32x32xf32>
    %323 = stablehlo.transpose %266, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %324 = stablehlo.dot_general %323, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %325 = stablehlo.add %322, %324 : tensor<32x32xf32>
    %326 = stablehlo.multiply %325, %cst_5 : tensor<32x32xf32>
    %327 = stablehlo.subtract %arg20, %326 : tensor<32x32xf32>
    %328 = stablehlo.multiply %arg30, %cst_4 : tensor<32xf32>
    %329 = stablehlo.reduce(%266 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %330 = stablehlo.add %328, %329 : tensor<32xf32>
    %331 = stablehlo.multiply %330, %cst_3 : tensor<32xf32>
    %332 = stablehlo.subtract %arg19, %331 : tensor<32xf32>
    %333 = stablehlo.multiply %arg31, %cst_6 : tensor<32x32xf32>
    %334 = stablehlo.transpose %232, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %335 = stablehlo.dot_general %334, %84, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %336 = stablehlo.add %333, %335 : tensor<32x32xf32>
    %337 = stablehlo.multiply %336, %cst_5 : tensor<32x32xf32>
    %338 = stablehlo.subtract %arg9, %337 : tensor<32x32xf32>
    %339 = stablehlo.multiply %arg32, %cst_4 : tensor<32xf32>
    %340 = stablehlo.reduce(%232 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %341 = stablehlo.add %339, %340 : tensor<32xf32>
    %342 = stablehlo.multiply %341, %cst_3 : tensor<32xf32>
    %343 = stablehlo.subtract %arg8, %342 : tensor<32xf32>
    %344 = stablehlo.multiply %arg33, %cst_4 : tensor<32xf32>
    %345 = stablehlo.multiply %269, %280 : tensor<2x8x32xf32>
    %346 = stablehlo.reduce(%345 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %347 = stablehlo.add %344, %346 : tensor<32xf32>
    %348 = stablehlo.multiply %347, %cst_3 : tensor<32xf32>
    %349 = stablehlo.subtract %arg12, %348 : tensor<32xf32>
    %350 = stablehlo.multiply %arg34, %cst_4 : tensor<32xf32>
    %351 = stablehlo.reduce(%269 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %352 = stablehlo.add %350, %351 : tensor<32xf32>
    %353 = stablehlo.multiply %352, %cst_3 : tensor<32xf32>
    %354 = stablehlo.subtract %arg14, %353 : tensor<32xf32>
    %355 = stablehlo.multiply %arg35, %cst_6 : tensor<32x32xf32>
    %356 = stablehlo.multiply %355, %cst_5 : tensor<32x32xf32>
    %357 = stablehlo.subtract %arg36, %356 : tensor<32x32xf32>
    %358 = stablehlo.multiply %arg37, %cst_4 : tensor<32xf32>
    %359 = stablehlo.multiply %358, %cst_3 : tensor<32xf32>
    %360 = stablehlo.subtract %arg38, %359 : tensor<32xf32>
    %361 = stablehlo.multiply %arg39, %cst_6 : tensor<32x32xf32>
    %362 = stablehlo.multiply %361, %cst_5 : tensor<32x32xf32>
    %363 = stablehlo.subtract %arg40, %362 : tensor<32x32xf32>
    %364 = stablehlo.multiply %arg41, %cst_4 : tensor<32xf32>
    %365 = stablehlo.multiply %364, %cst_3 : tensor<32xf32>
    %366 = stablehlo.subtract %arg42, %365 : tensor<32xf32>
    %367 = stablehlo.multiply %arg43, %cst_6 : tensor<32x32xf32>
    %368 = stablehlo.multiply %367, %cst_5 : tensor<32x32xf32>
    %369 = stablehlo.subtract %arg44, %368 : tensor<32x32xf32>
    %370 = stablehlo.multiply %arg45, %cst_4 : tensor<32xf32>
    %371 = stablehlo.multiply %370, %cst_3 : tensor<32xf32>
    %372 = stablehlo.subtract %arg46, %371 : tensor<32xf32>
    %373 = stablehlo.multiply %arg47, %cst_6 : tensor<32x32xf32>
    %374 = stablehlo.multiply %373, %cst_5 : tensor<32x32xf32>
    %375 = stablehlo.subtract %arg48, %374 : tensor<32x32xf32>
    %376 = stablehlo.multiply %arg49, %cst_4 : tensor<32xf32>
    %377 = stablehlo.multiply %376, %cst_3 : tensor<32xf32>
    %378 = stablehlo.subtract %arg50, %377 : tensor<32xf32>
    %379 = stablehlo.multiply %arg51, %cst_4 : tensor<32xf32>
    %380 = stablehlo.multiply %379, %cst_3 : tensor<32xf32>
    %381 = stablehlo.subtract %arg52, %380 : tensor<32xf32>
    %382 = stablehlo.multiply %arg53, %cst_4 : tensor<32xf32>
    %383 = stablehlo.multiply %382, %cst_3 : tensor<32xf32>
    %384 = stablehlo.subtract %arg54, %383 : tensor<32xf32>
    %385 = stablehlo.multiply %arg55, %cst_9 : tensor<64x32xf32>
    %386 = stablehlo.transpose %204, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %387 = stablehlo.dot_general %386, %97, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %388 = stablehlo.add %385, %387 : tensor<64x32xf32>
    %389 = stablehlo.multiply %388, %cst_7 : tensor<64x32xf32>
    %390 = stablehlo.subtract %arg6, %389 : tensor<64x32xf32>
    %391 = stablehlo.multiply %arg56, %cst_2 : tensor<64xf32>
    %392 = stablehlo.reduce(%204 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %393 = stablehlo.add %391, %392 : tensor<64xf32>
    %394 = stablehlo.multiply %393, %cst_1 : tensor<64xf32>
    %395 = stablehlo.subtract %arg5, %394 : tensor<64xf32>
    %396 = stablehlo.multiply %arg57, %cst_0 : tensor<32x64xf32>
    %397 = stablehlo.transpose %193, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %398 = stablehlo.dot_general %397, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %399 = stablehlo.add %396, %398 : tensor<32x64xf32>
    %400 = stablehlo.multiply %399, %cst : tensor<32x64xf32>
    %401 = stablehlo.subtract %arg4, %400 : tensor<32x64xf32>
    %402 = stablehlo.multiply %arg58, %cst_4 : tensor<32xf32>
    %403 = stablehlo.reduce(%193 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %404 = stablehlo.add %402, %403 : tensor<32xf32>
    %405 = stablehlo.multiply %404, %cst_3 : tensor<32xf32>
    %406 = stablehlo.subtract %arg3, %405 : tensor<32xf32>
    %407 = stablehlo.multiply %arg59, %cst_4 : tensor<32xf32>
    %408 = stablehlo.multiply %206, %217 : tensor<2x8x32xf32>
    %409 = stablehlo.reduce(%408 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %410 = stablehlo.add %407, %409 : tensor<32xf32>
    %411 = stablehlo.multiply %410, %cst_3 : tensor<32xf32>
    %412 = stablehlo.subtract %arg7, %411 : tensor<32xf32>
    %413 = stablehlo.multiply %arg60, %cst_4 : tensor<32xf32>
    %414 = stablehlo.reduce(%206 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %415 = stablehlo.add %413, %414 : tensor<32xf32>
    %416 = stablehlo.multiply %415, %cst_3 : tensor<32xf32>
    %417 = stablehlo.subtract %arg21, %416 : tensor<32xf32>
    %418 = stablehlo.multiply %arg61, %cst_4 : tensor<32xf32>
    %419 = stablehlo.multiply %169, %180 : tensor<2x8x32xf32>
    %420 = stablehlo.reduce(%419 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %421 = stablehlo.add %418, %420 : tensor<32xf32>
    %422 = stablehlo.multiply %421, %cst_3 : tensor<32xf32>
    %423 = stablehlo.subtract %arg2, %422 : tensor<32xf32>
    %424 = stablehlo.multiply %arg62, %cst_4 : tensor<32xf32>
    %425 = stablehlo.reduce(%169 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %426 = stablehlo.add %424, %425 : tensor<32xf32>
    %427 = stablehlo.multiply %426, %cst_3 : tensor<32xf32>
    %428 = stablehlo.subtract %arg22, %427 : tensor<32xf32>
    return %143, %293, %299, %305, %310, %316, %321, %327, %332, %338, %343, %349, %354, %357, %360, %363, %366, %369, %372, %375, %378, %381, %384, %390, %395, %401, %406, %412, %417, %423, %428, %291, %297, %303, %308, %314, %319, %325, %330, %336, %341, %347, %352, %355, %358, %361, %364, %367, %370, %373, %376, %379, %382, %388, %393, %399, %404, %410, %415, %421, %426 : tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
