module @IrToHlo.1455 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
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
    %c = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_10 = stablehlo.constant dense<66> : tensor<2x8xi64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<66x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<66x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_14 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_21 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_25 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_29 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_31 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_33 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_35 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_37 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_38 = stablehlo.constant dense<0.353553385> : tensor<2x8x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_41 = stablehlo.constant dense<2> : tensor<2x8xi64>
    %c_42 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_44 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_45 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_46 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %c_47 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %4 = stablehlo.convert %3 : (tensor<16xi64>) -> tensor<16xui32>
    %5 = "stablehlo.gather"(%arg1, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %6 = stablehlo.reshape %5 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.broadcast_in_dim %c_47, dims = [1] : (tensor<8xi64>) -> tensor<2x8xi64>
    %8 = stablehlo.add %7, %c_41 : tensor<2x8xi64>
    %9 = stablehlo.reshape %8 : (tensor<2x8xi64>) -> tensor<16xi64>
    %10 = stablehlo.convert %9 : (tensor<16xi64>) -> tensor<16xui32>
    %11 = "stablehlo.gather"(%arg13, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<66x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %12 = stablehlo.reshape %11 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.add %6, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%14, %cst_40, %cst_39) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %15 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %16 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.add %2, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %22 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.add %21, %22 : tensor<16x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %25 = stablehlo.multiply %24, %cst_38 : tensor<2x8x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %29 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %30 = stablehlo.dot_general %19, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %32 = stablehlo.add %30, %31 : tensor<16x32xf32>
    %33 = stablehlo.reshape %32 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %36 = stablehlo.transpose %35, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %37 = stablehlo.dot_general %28, %36, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %41 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %42 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %43 = stablehlo.compare  LE, %41, %42 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %44 = stablehlo.convert %43 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %45 = stablehlo.and %40, %44 : tensor<1x1x8x8xui8>
    %46 = stablehlo.compare  NE, %45, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %47 = stablehlo.convert %46 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %48 = stablehlo.reshape %47 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %50 = stablehlo.compare  NE, %arg15, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %51 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %52 = stablehlo.compare  LT, %51, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %53 = stablehlo.add %51, %c_34 : tensor<2x1x1x8xi64>
    %54 = stablehlo.select %52, %53, %51 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %55 = stablehlo.reshape %54 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %56 = stablehlo.broadcast_in_dim %c_37, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %57 = stablehlo.compare  LT, %56, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %58 = stablehlo.add %56, %c_33 : tensor<2x1x1x8xi64>
    %59 = stablehlo.select %57, %58, %56 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %60 = stablehlo.reshape %59 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %61 = stablehlo.concatenate %55, %60, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %62 = "stablehlo.gather"(%50, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %63 = stablehlo.convert %62 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %64 = stablehlo.reshape %63 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %66 = stablehlo.and %49, %65 : tensor<2x1x8x8xui8>
    %67 = stablehlo.compare  NE, %66, %c_44 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %68 = stablehlo.select %67, %cst_32, %cst_31 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %71 = stablehlo.add %38, %70 : tensor<2x4x8x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %73 = stablehlo.reduce(%72 init: %cst_43) applies stablehlo.maximum across dimensions = [2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x8xf32>
    %75 = stablehlo.subtract %72, %74 : tensor<8x8x8xf32>
    %76 = stablehlo.exponential %75 : tensor<8x8x8xf32>
    %77 = stablehlo.reduce(%76 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x8xf32>
    %79 = stablehlo.divide %76, %78 : tensor<8x8x8xf32>
    %80 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %81 = stablehlo.dot_general %19, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %83 = stablehlo.add %81, %82 : tensor<16x32xf32>
    %84 = stablehlo.reshape %83 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %85 = stablehlo.transpose %84, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %87 = stablehlo.dot_general %79, %86, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %88 = stablehlo.reshape %87 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %89 = stablehlo.transpose %88, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %91 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %92 = stablehlo.dot_general %90, %91, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %94 = stablehlo.add %92, %93 : tensor<16x32xf32>
    %95 = stablehlo.reshape %94 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.add %18, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%97, %cst_40, %cst_39) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %98 = stablehlo.reshape %output_49 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %99 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<2x8x32xf32>
    %101 = stablehlo.add %1, %100 : tensor<2x8x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %103 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %104 = stablehlo.dot_general %102, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %105 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %106 = stablehlo.add %104, %105 : tensor<16x64xf32>
    %107 = stablehlo.reshape %106 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %108 = stablehlo.multiply %107, %cst_30 : tensor<2x8x64xf32>
    %109 = stablehlo.multiply %107, %cst_29 : tensor<2x8x64xf32>
    %110 = stablehlo.custom_call @mhlo.erf(%109) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %111 = stablehlo.add %110, %cst_28 : tensor<2x8x64xf32>
    %112 = stablehlo.multiply %108, %111 : tensor<2x8x64xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %114 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %115 = stablehlo.dot_general %113, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.add %115, %116 : tensor<16x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.add %101, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%120, %cst_40, %cst_39) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %121 = stablehlo.reshape %output_52 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.add %0, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %129 = stablehlo.slice %128 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %130 = stablehlo.reduce(%129 init: %cst_43) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %132 = stablehlo.subtract %129, %131 : tensor<2x7x128xf32>
    %133 = stablehlo.exponential %132 : tensor<2x7x128xf32>
    %134 = stablehlo.reduce(%133 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %135 = stablehlo.log %134 : tensor<2x7xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %137 = stablehlo.subtract %132, %136 : tensor<2x7x128xf32>
    %138 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %140 = stablehlo.broadcast_in_dim %c_42, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %141 = stablehlo.compare  EQ, %139, %140 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %142 = stablehlo.convert %141 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %143 = stablehlo.convert %142 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %144 = stablehlo.multiply %137, %143 : tensor<2x7x128xf32>
    %145 = stablehlo.reduce(%144 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %146 = stablehlo.reduce(%145 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %147 = stablehlo.multiply %146, %cst_27 : tensor<f32>
    %148 = stablehlo.negate %147 : tensor<f32>
    %149 = stablehlo.multiply %arg23, %cst_26 : tensor<128x32xf32>
    %150 = stablehlo.multiply %143, %cst_24 : tensor<2x7x128xf32>
    %151 = stablehlo.exponential %137 : tensor<2x7x128xf32>
    %152 = stablehlo.reduce(%150 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %154 = stablehlo.multiply %151, %153 : tensor<2x7x128xf32>
    %155 = stablehlo.subtract %150, %154 : tensor<2x7x128xf32>
    %156 = stablehlo.pad %155, %cst_48, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %157 = stablehlo.select %c_25, %156, %cst_23 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %159 = stablehlo.transpose %158, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %160 = stablehlo.dot_general %159, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %161 = stablehlo.compare  LT, %arg0, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %162 = stablehlo.add %arg0, %c_21 : tensor<2x8xi64>
    %163 = stablehlo.select %161, %162, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %164 = stablehlo.reshape %163 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %165 = stablehlo.compare  EQ, %arg0, %c_20 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %167 = stablehlo.add %batch_var, %cst_18 : tensor<16xf32>
    %168 = stablehlo.rsqrt %167 : tensor<16xf32>
    %169 = stablehlo.reshape %168 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %170 = stablehlo.divide %169, %cst_17 : tensor<2x8x1xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.add %batch_var_51, %cst_18 : tensor<16xf32>
    %174 = stablehlo.rsqrt %173 : tensor<16xf32>
    %175 = stablehlo.reshape %174 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %176 = stablehlo.divide %175, %cst_17 : tensor<2x8x1xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %179 = stablehlo.add %batch_var_54, %cst_18 : tensor<16xf32>
    %180 = stablehlo.rsqrt %179 : tensor<16xf32>
    %181 = stablehlo.reshape %180 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %182 = stablehlo.divide %181, %cst_17 : tensor<2x8x1xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %185 = stablehlo.dot_general %158, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.reshape %185 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %187 = stablehlo.multiply %186, %122 : tensor<2x8x32xf32>
    %188 = stablehlo.multiply %187, %cst_16 : tensor<2x8x32xf32>
    %189 = stablehlo.reduce(%187 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.subtract %188, %190 : tensor<2x8x32xf32>
    %192 = stablehlo.reshape %batch_mean_53 : (tensor<16xf32>) -> tensor<2x8xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.subtract %119, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.reshape %180 : (tensor<16xf32>) -> tensor<2x8xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.multiply %194, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.multiply %187, %197 : tensor<2x8x32xf32>
    %199 = stablehlo.reduce(%198 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %201 = stablehlo.multiply %197, %200 : tensor<2x8x32xf32>
    %202 = stablehlo.subtract %191, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.multiply %184, %202 : tensor<2x8x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %205 = stablehlo.dot_general %204, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %206 = stablehlo.reshape %205 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %207 = stablehlo.multiply %111, %cst_30 : tensor<2x8x64xf32>
    %208 = stablehlo.multiply %107, %107 : tensor<2x8x64xf32>
    %209 = stablehlo.multiply %208, %cst_15 : tensor<2x8x64xf32>
    %210 = stablehlo.exponential %209 : tensor<2x8x64xf32>
    %211 = stablehlo.multiply %210, %cst_14 : tensor<2x8x64xf32>
    %212 = stablehlo.multiply %107, %211 : tensor<2x8x64xf32>
    %213 = stablehlo.add %207, %212 : tensor<2x8x64xf32>
    %214 = stablehlo.multiply %206, %213 : tensor<2x8x64xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %216 = stablehlo.dot_general %215, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.add %203, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.multiply %218, %99 : tensor<2x8x32xf32>
    %220 = stablehlo.multiply %219, %cst_16 : tensor<2x8x32xf32>
    %221 = stablehlo.reduce(%219 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.subtract %220, %222 : tensor<2x8x32xf32>
    %224 = stablehlo.reshape %batch_mean_50 : (tensor<16xf32>) -> tensor<2x8xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.subtract %96, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.reshape %174 : (tensor<16xf32>) -> tensor<2x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %229 = stablehlo.multiply %226, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.multiply %219, %229 : tensor<2x8x32xf32>
    %231 = stablehlo.reduce(%230 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.multiply %229, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.subtract %223, %233 : tensor<2x8x32xf32>
    %235 = stablehlo.multiply %178, %234 : tensor<2x8x32xf32>
    %236 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %237 = stablehlo.reshape %235 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %238 = stablehlo.dot_general %237, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %239 = stablehlo.reshape %238 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %242 = stablehlo.dot_general %236, %241, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %243 = stablehlo.reshape %242 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %244 = stablehlo.transpose %243, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %246 = stablehlo.dot_general %245, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %248 = stablehlo.add %235, %247 : tensor<2x8x32xf32>
    %249 = stablehlo.transpose %28, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %250 = stablehlo.transpose %86, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %251 = stablehlo.dot_general %241, %250, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %252 = stablehlo.multiply %251, %79 : tensor<8x8x8xf32>
    %253 = stablehlo.reduce(%252 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x8xf32>
    %255 = stablehlo.multiply %79, %254 : tensor<8x8x8xf32>
    %256 = stablehlo.subtract %252, %255 : tensor<8x8x8xf32>
    %257 = stablehlo.dot_general %249, %256, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %258 = stablehlo.transpose %257, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %260 = stablehlo.transpose %259, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %262 = stablehlo.dot_general %261, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %263 = stablehlo.reshape %262 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %264 = stablehlo.add %248, %263 : tensor<2x8x32xf32>
    %265 = stablehlo.dot_general %256, %35, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %267 = stablehlo.transpose %266, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.multiply %268, %cst_38 : tensor<2x8x32xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %271 = stablehlo.dot_general %270, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %272 = stablehlo.reshape %271 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %273 = stablehlo.add %264, %272 : tensor<2x8x32xf32>
    %274 = stablehlo.multiply %273, %16 : tensor<2x8x32xf32>
    %275 = stablehlo.multiply %274, %cst_16 : tensor<2x8x32xf32>
    %276 = stablehlo.reduce(%274 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.subtract %275, %277 : tensor<2x8x32xf32>
    %279 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %281 = stablehlo.subtract %13, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.reshape %168 : (tensor<16xf32>) -> tensor<2x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.multiply %281, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.multiply %274, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.reduce(%285 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %288 = stablehlo.multiply %284, %287 : tensor<2x8x32xf32>
    %289 = stablehlo.subtract %278, %288 : tensor<2x8x32xf32>
    %290 = stablehlo.multiply %172, %289 : tensor<2x8x32xf32>
    %291 = stablehlo.select %166, %cst_19, %290 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %292 = "stablehlo.scatter"(%cst_22, %164, %291) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %438 = stablehlo.add %arg63, %arg64 : tensor<f32>
      stablehlo.return %438 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %293 = stablehlo.add %160, %292 : tensor<128x32xf32>
    %294 = stablehlo.add %149, %293 : tensor<128x32xf32>
    %295 = stablehlo.multiply %294, %cst_13 : tensor<128x32xf32>
    %296 = stablehlo.subtract %arg1, %295 : tensor<128x32xf32>
    %297 = stablehlo.multiply %arg24, %cst_12 : tensor<66x32xf32>
    %298 = stablehlo.compare  LT, %8, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %299 = stablehlo.add %8, %c_10 : tensor<2x8xi64>
    %300 = stablehlo.select %298, %299, %8 : tensor<2x8xi1>, tensor<2x8xi64>
    %301 = stablehlo.reshape %300 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %302 = stablehlo.compare  EQ, %8, %c : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %304 = stablehlo.select %303, %cst_19, %290 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %305 = "stablehlo.scatter"(%cst_11, %301, %304) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %438 = stablehlo.add %arg63, %arg64 : tensor<f32>
      stablehlo.return %438 : tensor<f32>
    }) : (tensor<66x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<66x32xf32>
    %306 = stablehlo.add %297, %305 : tensor<66x32xf32>
    %307 = stablehlo.multiply %306, %cst_9 : tensor<66x32xf32>
    %308 = stablehlo.subtract %arg13, %307 : tensor<66x32xf32>
    %309 = stablehlo.multiply %arg25, %cst_8 : tensor<32x32xf32>
    %310 = stablehlo.transpose %261, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %311 = stablehlo.dot_general %310, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %312 = stablehlo.add %309, %311 : tensor<32x32xf32>
    %313 = stablehlo.multiply %312, %cst_7 : tensor<32x32xf32>
    %314 = stablehlo.subtract %arg18, %313 : tensor<32x32xf32>
    %315 = stablehlo.multiply %arg26, %cst_6 : tensor<32xf32>
    %316 = stablehlo.reduce(%261 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %317 = stablehlo.add %315, %316 : tensor<32xf32>
    %318 = stablehlo.multiply %317, %cst_5 : tensor<32xf32>
    %319 = stablehlo.subtract %arg17, %318 : tensor<32xf32>
    %320 = stablehlo.multiply %arg27, %cst_8 : tensor<32x32xf32>
    %321 = stablehlo.transpose %245, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %322 = stablehlo.dot_general %321, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %323 = stablehlo.add %320, %322 : tensor<32x32xf32>
    %324 = stablehlo.multiply %323, %cst_7 : tensor<32x32xf32>
    %325 = stablehlo.subtract %arg11, %324 : tensor<32x32xf32>
    %326 = stablehlo.multiply %arg28, %cst_6 : tensor<32xf32>
    %327 = stablehlo.reduce(%245 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %328 = stablehlo.add %326, %327 : tensor<32xf32>
    %329 = stablehlo.multiply %328, %cst_5 : tensor<32xf32>
    %330 = stablehlo.subtract %arg10, %329 : tensor<32xf32>
    %331 = stablehlo.multiply %arg29, %cst_8 : tensor<32x32xf32>
    %332 = stablehlo.transpose %270, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %333 = stablehlo.dot_general %332, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %334 = stablehlo.add %331, %333 : tensor<32x32xf32>
    %335 = stablehlo.multiply %334, %cst_7 : tensor<32x32xf32>
    %336 = stablehlo.subtract %arg20, %335 : tensor<32x32xf32>
    %337 = stablehlo.multiply %arg30, %cst_6 : tensor<32xf32>
    %338 = stablehlo.reduce(%270 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %339 = stablehlo.add %337, %338 : tensor<32xf32>
    %340 = stablehlo.multiply %339, %cst_5 : tensor<32xf32>
    %341 = stablehlo.subtract %arg19, %340 : tensor<32xf32>
    %342 = stablehlo.multiply %arg31, %cst_8 : tensor<32x32xf32>
    %343 = stablehlo.transpose %237, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %344 = stablehlo.dot_general %343, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %345 = stablehlo.add %342, %344 : tensor<32x32xf32>
    %346 = stablehlo.multiply %345, %cst_7 : tensor<32x32xf32>
    %347 = stablehlo.subtract %arg9, %346 : tensor<32x32xf32>
    %348 = stablehlo.multiply %arg32, %cst_6 : tensor<32xf32>
    %349 = stablehlo.reduce(%237 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %350 = stablehlo.add %348, %349 : tensor<32xf32>
    %351 = stablehlo.multiply %350, %cst_5 : tensor<32xf32>
    %352 = stablehlo.subtract %arg8, %351 : tensor<32xf32>
    %353 = stablehlo.multiply %arg33, %cst_6 : tensor<32xf32>
    %354 = stablehlo.multiply %218, %229 : tensor<2x8x32xf32>
    %355 = stablehlo.reduce(%354 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %356 = stablehlo.add %353, %355 : tensor<32xf32>
    %357 = stablehlo.multiply %356, %cst_5 : tensor<32xf32>
    %358 = stablehlo.subtract %arg7, %357 : tensor<32xf32>
    %359 = stablehlo.multiply %arg34, %cst_6 : tensor<32xf32>
    %360 = stablehlo.reduce(%218 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %361 = stablehlo.add %359, %360 : tensor<32xf32>
    %362 = stablehlo.multiply %361, %cst_5 : tensor<32xf32>
    %363 = stablehlo.subtract %arg21, %362 : tensor<32xf32>
    %364 = stablehlo.multiply %arg35, %cst_8 : tensor<32x32xf32>
    %365 = stablehlo.multiply %364, %cst_7 : tensor<32x32xf32>
    %366 = stablehlo.subtract %arg36, %365 : tensor<32x32xf32>
    %367 = stablehlo.multiply %arg37, %cst_6 : tensor<32xf32>
    %368 = stablehlo.multiply %367, %cst_5 : tensor<32xf32>
    %369 = stablehlo.subtract %arg38, %368 : tensor<32xf32>
    %370 = stablehlo.multiply %arg39, %cst_8 : tensor<32x32xf32>
    %371 = stablehlo.multiply %370, %cst_7 : tensor<32x32xf32>
    %372 = stablehlo.subtract %arg40, %371 : tensor<32x32xf32>
    %373 = stablehlo.multiply %arg41, %cst_6 : tensor<32xf32>
    %374 = stablehlo.multiply %373, %cst_5 : tensor<32xf32>
    %375 = stablehlo.subtract %arg42, %374 : tensor<32xf32>
    %376 = stablehlo.multiply %arg43, %cst_8 : tensor<32x32xf32>
    %377 = stablehlo.multiply %376, %cst_7 : tensor<32x32xf32>
    %378 = stablehlo.subtract %arg44, %377 : tensor<32x32xf32>
    %379 = stablehlo.multiply %arg45, %cst_6 : tensor<32xf32>
    %380 = stablehlo.multiply %379, %cst_5 : tensor<32xf32>
    %381 = stablehlo.subtract %arg46, %380 : tensor<32xf32>
    %382 = stablehlo.multiply %arg47, %cst_8 : tensor<32x32xf32>
    %383 = stablehlo.multiply %382, %cst_7 : tensor<32x32xf32>
    %384 = stablehlo.subtract %arg48, %383 : tensor<32x32xf32>
    %385 = stablehlo.multiply %arg49, %cst_6 : tensor<32xf32>
    %386 = stablehlo.multiply %385, %cst_5 : tensor<32xf32>
    %387 = stablehlo.subtract %arg50, %386 : tensor<32xf32>
    %388 = stablehlo.multiply %arg51, %cst_6 : tensor<32xf32>
    %389 = stablehlo.multiply %388, %cst_5 : tensor<32xf32>
    %390 = stablehlo.subtract %arg52, %389 : tensor<32xf32>
    %391 = stablehlo.multiply %arg53, %cst_6 : tensor<32xf32>
    %392 = stablehlo.multiply %391, %cst_5 : tensor<32xf32>
    %393 = stablehlo.subtract %arg54, %392 : tensor<32xf32>
    %394 = stablehlo.multiply %arg55, %cst_4 : tensor<64x32xf32>
    %395 = stablehlo.transpose %215, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %396 = stablehlo.dot_general %395, %102, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %397 = stablehlo.add %394, %396 : tensor<64x32xf32>
    %398 = stablehlo.multiply %397, %cst_3 : tensor<64x32xf32>
    %399 = stablehlo.subtract %arg6, %398 : tensor<64x32xf32>
    %400 = stablehlo.multiply %arg56, %cst_2 : tensor<64xf32>
    %401 = stablehlo.reduce(%215 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %402 = stablehlo.add %400, %401 : tensor<64xf32>
    %403 = stablehlo.multiply %402, %cst_1 : tensor<64xf32>
    %404 = stablehlo.subtract %arg5, %403 : tensor<64xf32>
    %405 = stablehlo.multiply %arg57, %cst_0 : tensor<32x64xf32>
    %406 = stablehlo.transpose %204, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %407 = stablehlo.dot_general %406, %113, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %408 = stablehlo.add %405, %407 : tensor<32x64xf32>
    %409 = stablehlo.multiply %408, %cst : tensor<32x64xf32>
    %410 = stablehlo.subtract %arg4, %409 : tensor<32x64xf32>
    %411 = stablehlo.multiply %arg58, %cst_6 : tensor<32xf32>
    %412 = stablehlo.reduce(%204 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %413 = stablehlo.add %411, %412 : tensor<32xf32>
    %414 = stablehlo.multiply %413, %cst_5 : tensor<32xf32>
    %415 = stablehlo.subtract %arg3, %414 : tensor<32xf32>
    %416 = stablehlo.multiply %arg59, %cst_6 : tensor<32xf32>
    %417 = stablehlo.multiply %186, %197 : tensor<2x8x32xf32>
    %418 = stablehlo.reduce(%417 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %419 = stablehlo.add %416, %418 : tensor<32xf32>
    %420 = stablehlo.multiply %419, %cst_5 : tensor<32xf32>
    %421 = stablehlo.subtract %arg2, %420 : tensor<32xf32>
    %422 = stablehlo.multiply %arg60, %cst_6 : tensor<32xf32>
    %423 = stablehlo.reduce(%186 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %424 = stablehlo.add %422, %423 : tensor<32xf32>
    %425 = stablehlo.multiply %424, %cst_5 : tensor<32xf32>
    %426 = stablehlo.subtract %arg22, %425 : tensor<32xf32>
    %427 = stablehlo.multiply %arg61, %cst_6 : tensor<32xf32>
    %428 = stablehlo.multiply %273, %284 : tensor<2x8x32xf32>
    %429 = stablehlo.reduce(%428 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %430 = stablehlo.add %427, %429 : tensor<32xf32>
    %431 = stablehlo.multiply %430, %cst_5 : tensor<32xf32>
    %432 = stablehlo.subtract %arg12, %431 : tensor<32xf32>
    %433 = stablehlo.multiply %arg62, %cst_6 : tensor<32xf32>
    %434 = stablehlo.reduce(%273 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %435 = stablehlo.add %433, %434 : tensor<32xf32>
    %436 = stablehlo.multiply %435, %cst_5 : tensor<32xf32>
    %437 = stablehlo.subtract %arg14, %436 : tensor<32xf32>
    return %148, %296, %308, %314, %319, %325, %330, %336, %341, %347, %352, %358, %363, %366, %369, %372, %375, %378, %381, %384, %387, %390, %393, %399, %404, %410, %415, %421, %426, %432, %437, %294, %306, %312, %317, %323, %328, %334, %339, %345, %350, %356, %361, %364, %367, %370, %373, %376, %379, %382, %385, %388, %391, %397, %402, %408, %413, %419, %424, %430, %435 : tensor<f32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
