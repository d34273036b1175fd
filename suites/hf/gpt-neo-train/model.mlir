module @IrToHlo.1919 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg4: tensor<32x128xf32> {tf.aliasing_output = 27 : i32}, %arg5: tensor<128xf32> {tf.aliasing_output = 26 : i32}, %arg6: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg9: tensor<32x128xf32> {tf.aliasing_output = 14 : i32}, %arg10: tensor<128xf32> {tf.aliasing_output = 13 : i32}, %arg11: tensor<128x32xf32> {tf.aliasing_output = 12 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg13: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg19: tensor<2x8xi64>, %arg20: tensor<i1>, %arg21: tensor<f32>, %arg22: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 7 : i32}, %arg24: tensor<1x1x32x32xi1>, %arg25: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 19 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 18 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 20 : i32}, %arg33: tensor<1x1x32x32xi1>, %arg34: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg36: tensor<128x32xf32> {tf.aliasing_output = 31 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg40: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 36 : i32}, %arg42: tensor<32x32xf32> {tf.aliasing_output = 37 : i32}, %arg43: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg47: tensor<128x32xf32> {tf.aliasing_output = 42 : i32}, %arg48: tensor<128xf32> {tf.aliasing_output = 43 : i32}, %arg49: tensor<32x128xf32> {tf.aliasing_output = 44 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg53: tensor<32x32xf32> {tf.aliasing_output = 48 : i32}, %arg54: tensor<32x32xf32> {tf.aliasing_output = 49 : i32}, %arg55: tensor<32x32xf32> {tf.aliasing_output = 50 : i32}, %arg56: tensor<32x32xf32> {tf.aliasing_output = 51 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg60: tensor<128x32xf32> {tf.aliasing_output = 55 : i32}, %arg61: tensor<128xf32> {tf.aliasing_output = 56 : i32}, %arg62: tensor<32x128xf32> {tf.aliasing_output = 57 : i32}, %arg63: tensor<32xf32> {tf.aliasing_output = 58 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 59 : i32}, %arg65: tensor<32xf32> {tf.aliasing_output = 60 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %c = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7]]]> : tensor<1x8x1xi64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x128xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_12 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_15 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_16 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_19 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_20 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_22 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<0.797884583> : tensor<2x8x128xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x128xf32>
    %cst_26 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x128xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_28 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_30 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_31 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_33 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_34 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_37 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xui32>
    %c_38 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_40 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_41 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_42 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.slice %arg33 [0:1, 0:1, 0:8, 0:32] : (tensor<1x1x32x32xi1>) -> tensor<1x1x8x32xi1>
    %2 = stablehlo.slice %1 [0:1, 0:1, 0:8, 0:8] : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x8xi1>
    %3 = stablehlo.reshape %2 : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<2x2x8x8xi1>
    %5 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.slice %arg24 [0:1, 0:1, 0:8, 0:32] : (tensor<1x1x32x32xi1>) -> tensor<1x1x8x32xi1>
    %7 = stablehlo.slice %6 [0:1, 0:1, 0:8, 0:8] : (tensor<1x1x8x32xi1>) -> tensor<1x1x8x8xi1>
    %8 = stablehlo.reshape %7 : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<2x2x8x8xi1>
    %10 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %12 = stablehlo.convert %11 : (tensor<16xi64>) -> tensor<16xui32>
    %13 = "stablehlo.gather"(%arg1, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %15 = "stablehlo.gather"(%arg13, %c_37) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%18, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %19 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %20 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x8x32xf32>
    %22 = stablehlo.add %10, %21 : tensor<2x8x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.dot_general %23, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %29 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %30 = stablehlo.dot_general %23, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %32 = stablehlo.transpose %31, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %34 = stablehlo.dot_general %28, %33, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %36 = stablehlo.broadcast_in_dim %arg21, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %37 = stablehlo.select %9, %35, %36 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %38 = stablehlo.convert %arg20 : (tensor<i1>) -> tensor<ui8>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %40 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %41 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %42 = stablehlo.compare  LE, %40, %41 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %43 = stablehlo.convert %42 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %44 = stablehlo.and %39, %43 : tensor<1x1x8x8xui8>
    %45 = stablehlo.compare  NE, %44, %c_42 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %46 = stablehlo.convert %45 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %47 = stablehlo.reshape %46 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %49 = stablehlo.compare  NE, %arg19, %c_41 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %50 = stablehlo.broadcast_in_dim %c_33, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %51 = stablehlo.compare  LT, %50, %c_32 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %52 = stablehlo.add %50, %c_31 : tensor<2x1x1x8xi64>
    %53 = stablehlo.select %51, %52, %50 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %54 = stablehlo.reshape %53 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %55 = stablehlo.broadcast_in_dim %c_34, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %56 = stablehlo.compare  LT, %55, %c_32 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %57 = stablehlo.add %55, %c_30 : tensor<2x1x1x8xi64>
    %58 = stablehlo.select %56, %57, %55 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %59 = stablehlo.reshape %58 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %60 = stablehlo.concatenate %54, %59, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %61 = "stablehlo.gather"(%49, %60) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %62 = stablehlo.convert %61 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %63 = stablehlo.reshape %62 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %65 = stablehlo.and %48, %64 : tensor<2x1x8x8xui8>
    %66 = stablehlo.compare  NE, %65, %c_40 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %67 = stablehlo.select %66, %cst_29, %cst_28 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %70 = stablehlo.add %37, %69 : tensor<2x2x8x8xf32>
    %71 = stablehlo.reduce(%70 init: %cst_39) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %73 = stablehlo.subtract %70, %72 : tensor<2x2x8x8xf32>
    %74 = stablehlo.exponential %73 : tensor<2x2x8x8xf32>
    %75 = stablehlo.reduce(%74 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %77 = stablehlo.divide %74, %76 : tensor<2x2x8x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %79 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %80 = stablehlo.dot_general %23, %79, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %81 = stablehlo.reshape %80 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %82 = stablehlo.transpose %81, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %84 = stablehlo.dot_general %78, %83, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %85 = stablehlo.reshape %84 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %86 = stablehlo.transpose %85, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %88 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %89 = stablehlo.dot_general %87, %88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %91 = stablehlo.add %89, %90 : tensor<16x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %93 = stablehlo.add %92, %17 : tensor<2x8x32xf32>
    %94 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.reshape %93 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_44, %batch_mean_45, %batch_var_46 = "stablehlo.batch_norm_training"(%95, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %96 = stablehlo.reshape %output_44 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %97 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<2x8x32xf32>
    %99 = stablehlo.add %94, %98 : tensor<2x8x32xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %103 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %104 = stablehlo.add %102, %103 : tensor<16x128xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %106 = stablehlo.multiply %105, %cst_27 : tensor<2x8x128xf32>
    %107 = stablehlo.power %105, %cst_26 : tensor<2x8x128xf32>
    %108 = stablehlo.multiply %107, %cst_25 : tensor<2x8x128xf32>
    %109 = stablehlo.add %105, %108 : tensor<2x8x128xf32>
    %110 = stablehlo.multiply %109, %cst_24 : tensor<2x8x128xf32>
    %111 = stablehlo.tanh %110 : tensor<2x8x128xf32>
    %112 = stablehlo.add %111, %cst_23 : tensor<2x8x128xf32>
    %113 = stablehlo.multiply %106, %112 : tensor<2x8x128xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %115 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %116 = stablehlo.dot_general %114, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %118 = stablehlo.add %116, %117 : tensor<16x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.add %93, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_47, %batch_mean_48, %batch_var_49 = "stablehlo.batch_norm_training"(%121, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %122 = stablehlo.reshape %output_47 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.add %5, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %130 = stablehlo.transpose %129, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %132 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %133 = stablehlo.dot_general %126, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %135 = stablehlo.transpose %134, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %137 = stablehlo.dot_general %131, %136, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %138 = stablehlo.reshape %137 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %139 = stablehlo.select %4, %138, %36 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %140 = stablehlo.add %139, %69 : tensor<2x2x8x8xf32>
    %141 = stablehlo.reduce(%140 init: %cst_39) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %143 = stablehlo.subtract %140, %142 : tensor<2x2x8x8xf32>
    %144 = stablehlo.exponential %143 : tensor<2x2x8x8xf32>
    %145 = stablehlo.reduce(%144 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %147 = stablehlo.divide %144, %146 : tensor<2x2x8x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %149 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %150 = stablehlo.dot_general %126, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %152 = stablehlo.transpose %151, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %154 = stablehlo.dot_general %148, %153, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %155 = stablehlo.reshape %154 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %156 = stablehlo.transpose %155, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %158 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.add %159, %160 : tensor<16x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %163 = stablehlo.add %162, %120 : tensor<2x8x32xf32>
    %164 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.reshape %163 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_50, %batch_mean_51, %batch_var_52 = "stablehlo.batch_norm_training"(%165, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %166 = stablehlo.reshape %output_50 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<2x8x32xf32>
    %169 = stablehlo.add %164, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %171 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %173 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %174 = stablehlo.add %172, %173 : tensor<16x128xf32>
    %175 = stablehlo.reshape %174 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %176 = stablehlo.multiply %175, %cst_27 : tensor<2x8x128xf32>
    %177 = stablehlo.power %175, %cst_26 : tensor<2x8x128xf32>
    %178 = stablehlo.multiply %177, %cst_25 : tensor<2x8x128xf32>
    %179 = stablehlo.add %175, %178 : tensor<2x8x128xf32>
    %180 = stablehlo.multiply %179, %cst_24 : tensor<2x8x128xf32>
    %181 = stablehlo.tanh %180 : tensor<2x8x128xf32>
    %182 = stablehlo.add %181, %cst_23 : tensor<2x8x128xf32>
    %183 = stablehlo.multiply %176, %182 : tensor<2x8x128xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %185 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %186 = stablehlo.dot_general %184, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %187 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %188 = stablehlo.add %186, %187 : tensor<16x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %190 = stablehlo.add %163, %189 : tensor<2x8x32xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_53, %batch_mean_54, %batch_var_55 = "stablehlo.batch_norm_training"(%191, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %192 = stablehlo.reshape %output_53 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.add %0, %194 : tensor<2x8x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %197 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %198 = stablehlo.dot_general %196, %197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %199 = stablehlo.reshape %198 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %200 = stablehlo.slice %199 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %201 = stablehlo.reduce(%200 init: %cst_39) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %203 = stablehlo.subtract %200, %202 : tensor<2x7x128xf32>
    %204 = stablehlo.exponential %203 : tensor<2x7x128xf32>
    %205 = stablehlo.reduce(%204 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %206 = stablehlo.log %205 : tensor<2x7xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %208 = stablehlo.subtract %203, %207 : tensor<2x7x128xf32>
    %209 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %211 = stablehlo.broadcast_in_dim %c_38, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %212 = stablehlo.compare  EQ, %210, %211 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %213 = stablehlo.convert %212 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %214 = stablehlo.convert %213 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %215 = stablehlo.multiply %208, %214 : tensor<2x7x128xf32>
    %216 = stablehlo.reduce(%215 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %217 = stablehlo.reduce(%216 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %218 = stablehlo.multiply %217, %cst_22 : tensor<f32>
    %219 = stablehlo.negate %218 : tensor<f32>
    %220 = stablehlo.multiply %arg36, %cst_21 : tensor<128x32xf32>
    %221 = stablehlo.multiply %214, %cst_19 : tensor<2x7x128xf32>
    %222 = stablehlo.exponential %208 : tensor<2x7x128xf32>
    %223 = stablehlo.reduce(%221 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %225 = stablehlo.multiply %222, %224 : tensor<2x7x128xf32>
    %226 = stablehlo.subtract %221, %225 : tensor<2x7x128xf32>
    %227 = stablehlo.pad %226, %cst_43, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %228 = stablehlo.select %c_20, %227, %cst_18 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %230 = stablehlo.transpose %229, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %231 = stablehlo.dot_general %230, %196, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %232 = stablehlo.compare  LT, %arg0, %c_41 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %233 = stablehlo.add %arg0, %c_16 : tensor<2x8xi64>
    %234 = stablehlo.select %232, %233, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %235 = stablehlo.reshape %234 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %236 = stablehlo.compare  EQ, %arg0, %c_15 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %238 = stablehlo.add %batch_var_55, %cst_13 : tensor<16xf32>
    %239 = stablehlo.rsqrt %238 : tensor<16xf32>
    %240 = stablehlo.reshape %239 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %241 = stablehlo.divide %240, %cst_12 : tensor<2x8x1xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %244 = stablehlo.dot_general %229, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %245 = stablehlo.reshape %244 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %246 = stablehlo.multiply %245, %193 : tensor<2x8x32xf32>
    %247 = stablehlo.multiply %246, %cst_11 : tensor<2x8x32xf32>
    %248 = stablehlo.reduce(%246 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.subtract %247, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.reshape %batch_mean_54 : (tensor<16xf32>) -> tensor<2x8xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %253 = stablehlo.subtract %190, %252 : tensor<2x8x32xf32>
    %254 = stablehlo.reshape %239 : (tensor<16xf32>) -> tensor<2x8xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %256 = stablehlo.multiply %253, %255 : tensor<2x8x32xf32>
    %257 = stablehlo.multiply %246, %256 : tensor<2x8x32xf32>
    %258 = stablehlo.reduce(%257 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %260 = stablehlo.multiply %256, %259 : tensor<2x8x32xf32>
    %261 = stablehlo.subtract %250, %260 : tensor<2x8x32xf32>
    %262 = stablehlo.multiply %243, %261 : tensor<2x8x32xf32>
    %263 = stablehlo.add %batch_var_52, %cst_13 : tensor<16xf32>
    %264 = stablehlo.rsqrt %263 : tensor<16xf32>
    %265 = stablehlo.reshape %264 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %266 = stablehlo.divide %265, %cst_12 : tensor<2x8x1xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.reshape %262 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %270 = stablehlo.dot_general %269, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %271 = stablehlo.reshape %270 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %272 = stablehlo.multiply %271, %176 : tensor<2x8x128xf32>
    %273 = stablehlo.multiply %181, %181 : tensor<2x8x128xf32>
    %274 = stablehlo.subtract %cst_23, %273 : tensor<2x8x128xf32>
    %275 = stablehlo.multiply %272, %274 : tensor<2x8x128xf32>
    %276 = stablehlo.multiply %275, %cst_24 : tensor<2x8x128xf32>
    %277 = stablehlo.multiply %276, %cst_25 : tensor<2x8x128xf32>
    %278 = stablehlo.power %175, %cst_10 : tensor<2x8x128xf32>
    %279 = stablehlo.multiply %278, %cst_26 : tensor<2x8x128xf32>
    %280 = stablehlo.multiply %277, %279 : tensor<2x8x128xf32>
    %281 = stablehlo.add %276, %280 : tensor<2x8x128xf32>
    %282 = stablehlo.multiply %271, %182 : tensor<2x8x128xf32>
    %283 = stablehlo.multiply %282, %cst_27 : tensor<2x8x128xf32>
    %284 = stablehlo.add %281, %283 : tensor<2x8x128xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %286 = stablehlo.dot_general %285, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %287 = stablehlo.reshape %286 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %288 = stablehlo.multiply %287, %167 : tensor<2x8x32xf32>
    %289 = stablehlo.multiply %288, %cst_11 : tensor<2x8x32xf32>
    %290 = stablehlo.reduce(%288 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %292 = stablehlo.subtract %289, %291 : tensor<2x8x32xf32>
    %293 = stablehlo.reshape %batch_mean_51 : (tensor<16xf32>) -> tensor<2x8xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %295 = stablehlo.subtract %163, %294 : tensor<2x8x32xf32>
    %296 = stablehlo.reshape %264 : (tensor<16xf32>) -> tensor<2x8xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %298 = stablehlo.multiply %295, %297 : tensor<2x8x32xf32>
    %299 = stablehlo.multiply %288, %298 : tensor<2x8x32xf32>
    %300 = stablehlo.reduce(%299 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %302 = stablehlo.multiply %298, %301 : tensor<2x8x32xf32>
    %303 = stablehlo.subtract %292, %302 : tensor<2x8x32xf32>
    %304 = stablehlo.multiply %268, %303 : tensor<2x8x32xf32>
    %305 = stablehlo.add %262, %304 : tensor<2x8x32xf32>
    %306 = stablehlo.add %batch_var_49, %cst_13 : tensor<16xf32>
    %307 = stablehlo.rsqrt %306 : tensor<16xf32>
    %308 = stablehlo.reshape %307 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %309 = stablehlo.divide %308, %cst_12 : tensor<2x8x1xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %312 = stablehlo.transpose %148, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %313 = stablehlo.reshape %305 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %314 = stablehlo.dot_general %313, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %315 = stablehlo.reshape %314 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %316 = stablehlo.transpose %315, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %317 = stablehlo.reshape %316 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %318 = stablehlo.dot_general %312, %317, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %319 = stablehlo.reshape %318 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %320 = stablehlo.transpose %319, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %321 = stablehlo.reshape %320 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %322 = stablehlo.dot_general %321, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %323 = stablehlo.reshape %322 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %324 = stablehlo.transpose %131, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %325 = stablehlo.transpose %153, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %326 = stablehlo.dot_general %317, %325, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %327 = stablehlo.reshape %326 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %328 = stablehlo.multiply %327, %147 : tensor<2x2x8x8xf32>
    %329 = stablehlo.reduce(%328 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %331 = stablehlo.multiply %147, %330 : tensor<2x2x8x8xf32>
    %332 = stablehlo.subtract %328, %331 : tensor<2x2x8x8xf32>
    %333 = stablehlo.select %4, %332, %cst_9 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %334 = stablehlo.reshape %333 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %335 = stablehlo.dot_general %324, %334, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %336 = stablehlo.reshape %335 : (tensor<4x16x8xf32>) -> tensor<2x2x16x8xf32>
    %337 = stablehlo.transpose %336, dims = [0, 3, 1, 2] : (tensor<2x2x16x8xf32>) -> tensor<2x8x2x16xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %339 = stablehlo.dot_general %338, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %340 = stablehlo.reshape %339 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.add %323, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.transpose %136, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,16]{1,2,0}"} : (tensor<4x16x8xf32>) -> tensor<4x8x16xf32>
    %343 = stablehlo.dot_general %334, %342, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %344 = stablehlo.reshape %343 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %345 = stablehlo.transpose %344, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %347 = stablehlo.dot_general %346, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %348 = stablehlo.reshape %347 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %349 = stablehlo.add %341, %348 : tensor<2x8x32xf32>
    %350 = stablehlo.multiply %349, %123 : tensor<2x8x32xf32>
    %351 = stablehlo.multiply %350, %cst_11 : tensor<2x8x32xf32>
    %352 = stablehlo.reduce(%350 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %354 = stablehlo.subtract %351, %353 : tensor<2x8x32xf32>
    %355 = stablehlo.reshape %batch_mean_48 : (tensor<16xf32>) -> tensor<2x8xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %357 = stablehlo.subtract %120, %356 : tensor<2x8x32xf32>
    %358 = stablehlo.reshape %307 : (tensor<16xf32>) -> tensor<2x8xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %360 = stablehlo.multiply %357, %359 : tensor<2x8x32xf32>
    %361 = stablehlo.multiply %350, %360 : tensor<2x8x32xf32>
    %362 = stablehlo.reduce(%361 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %364 = stablehlo.multiply %360, %363 : tensor<2x8x32xf32>
    %365 = stablehlo.subtract %354, %364 : tensor<2x8x32xf32>
    %366 = stablehlo.multiply %311, %365 : tensor<2x8x32xf32>
    %367 = stablehlo.add %305, %366 : tensor<2x8x32xf32>
    %368 = stablehlo.add %batch_var_46, %cst_13 : tensor<16xf32>
    %369 = stablehlo.rsqrt %368 : tensor<16xf32>
    %370 = stablehlo.reshape %369 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %371 = stablehlo.divide %370, %cst_12 : tensor<2x8x1xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %374 = stablehlo.reshape %367 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %375 = stablehlo.dot_general %374, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %376 = stablehlo.reshape %375 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %377 = stablehlo.multiply %376, %106 : tensor<2x8x128xf32>
    %378 = stablehlo.multiply %111, %111 : tensor<2x8x128xf32>
    %379 = stablehlo.subtract %cst_23, %378 : tensor<2x8x128xf32>
    %380 = stablehlo.multiply %377, %379 : tensor<2x8x128xf32>
    %381 = stablehlo.multiply %380, %cst_24 : tensor<2x8x128xf32>
    %382 = stablehlo.multiply %381, %cst_25 : tensor<2x8x128xf32>
    %383 = stablehlo.power %105, %cst_10 : tensor<2x8x128xf32>
    %384 = stablehlo.multiply %383, %cst_26 : tensor<2x8x128xf32>
    %385 = stablehlo.multiply %382, %384 : tensor<2x8x128xf32>
    %386 = stablehlo.add %381, %385 : tensor<2x8x128xf32>
    %387 = stablehlo.multiply %376, %112 : tensor<2x8x128xf32>
    %388 = stablehlo.multiply %387, %cst_27 : tensor<2x8x128xf32>
    %389 = stablehlo.add %386, %388 : tensor<2x8x128xf32>
    %390 = stablehlo.reshape %389 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %391 = stablehlo.dot_general %390, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %392 = stablehlo.reshape %391 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %393 = stablehlo.multiply %392, %97 : tensor<2x8x32xf32>
    %394 = stablehlo.multiply %393, %cst_11 : tensor<2x8x32xf32>
    %395 = stablehlo.reduce(%393 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %397 = stablehlo.subtract %394, %396 : tensor<2x8x32xf32>
    %398 = stablehlo.reshape %batch_mean_45 : (tensor<16xf32>) -> tensor<2x8xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %400 = stablehlo.subtract %93, %399 : tensor<2x8x32xf32>
    %401 = stablehlo.reshape %369 : (tensor<16xf32>) -> tensor<2x8xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %403 = stablehlo.multiply %400, %402 : tensor<2x8x32xf32>
    %404 = stablehlo.multiply %393, %403 : tensor<2x8x32xf32>
    %405 = stablehlo.reduce(%404 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %407 = stablehlo.multiply %403, %406 : tensor<2x8x32xf32>
    %408 = stablehlo.subtract %397, %407 : tensor<2x8x32xf32>
    %409 = stablehlo.multiply %373, %408 : tensor<2x8x32xf32>
    %410 = stablehlo.add %367, %409 : tensor<2x8x32xf32>
    %411 = stablehlo.add %batch_var, %cst_13 : tensor<16xf32>
    %412 = stablehlo.rsqrt %411 : tensor<16xf32>
    %413 = stablehlo.reshape %412 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %414 = stablehlo.divide %413, %cst_12 : tensor<2x8x1xf32>
    %415 = stablehlo.reshape %414 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %417 = stablehlo.transpose %78, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %418 = stablehlo.reshape %410 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %419 = stablehlo.dot_general %418, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %420 = stablehlo.reshape %419 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %421 = stablehlo.transpose %420, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %423 = stablehlo.dot_general %417, %422, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %424 = stablehlo.reshape %423 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %425 = stablehlo.transpose %424, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %426 = stablehlo.reshape %425 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %427 = stablehlo.dot_general %426, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %428 = stablehlo.reshape %427 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %429 = stablehlo.transpose %28, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %430 = stablehlo.transpose %83, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %431 = stablehlo.dot_general %422, %430, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %432 = stablehlo.reshape %431 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %433 = stablehlo.multiply %432, %77 : tensor<2x2x8x8xf32>
    %434 = stablehlo.reduce(%433 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %436 = stablehlo.multiply %77, %435 : tensor<2x2x8x8xf32>
    %437 = stablehlo.subtract %433, %436 : tensor<2x2x8x8xf32>
    %438 = stablehlo.select %9, %437, %cst_9 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %439 = stablehlo.reshape %438 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %440 = stablehlo.dot_general %429, %439, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %441 = stablehlo.reshape %440 : (tensor<4x16x8xf32>) -> tensor<2x2x16x8xf32>
    %442 = stablehlo.transpose %441, dims = [0, 3, 1, 2] : (tensor<2x2x16x8xf32>) -> tensor<2x8x2x16xf32>
    %443 = stablehlo.reshape %442 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %444 = stablehlo.dot_general %443, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %445 = stablehlo.reshape %444 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %446 = stablehlo.add %428, %445 : tensor<2x8x32xf32>
    %447 = stablehlo.transpose %33, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,16]{1,2,0}"} : (tensor<4x16x8xf32>) -> tensor<4x8x16xf32>
    %448 = stablehlo.dot_general %439, %447, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %449 = stablehlo.reshape %448 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %450 = stablehlo.transpose %449, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %451 = stablehlo.reshape %450 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %452 = stablehlo.dot_general %451, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %453 = stablehlo.reshape %452 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %454 = stablehlo.add %446, %453 : tensor<2x8x32xf32>
    %455 = stablehlo.multiply %454, %20 : tensor<2x8x32xf32>
    %456 = stablehlo.multiply %455, %cst_11 : tensor<2x8x32xf32>
    %457 = stablehlo.reduce(%455 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %459 = stablehlo.subtract %456, %458 : tensor<2x8x32xf32>
    %460 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %462 = stablehlo.subtract %17, %461 : tensor<2x8x32xf32>
    %463 = stablehlo.reshape %412 : (tensor<16xf32>) -> tensor<2x8xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %465 = stablehlo.multiply %462, %464 : tensor<2x8x32xf32>
    %466 = stablehlo.multiply %455, %465 : tensor<2x8x32xf32>
    %467 = stablehlo.reduce(%466 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %469 = stablehlo.multiply %465, %468 : tensor<2x8x32xf32>
    %470 = stablehlo.subtract %459, %469 : tensor<2x8x32xf32>
    %471 = stablehlo.multiply %416, %470 : tensor<2x8x32xf32>
    %472 = stablehlo.add %410, %471 : tensor<2x8x32xf32>
    %473 = stablehlo.select %237, %cst_14, %472 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %474 = "stablehlo.scatter"(%cst_17, %235, %473) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %643 = stablehlo.add %arg66, %arg67 : tensor<f32>
      stablehlo.return %643 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %475 = stablehlo.add %231, %474 : tensor<128x32xf32>
    %476 = stablehlo.add %220, %475 : tensor<128x32xf32>
    %477 = stablehlo.multiply %476, %cst_8 : tensor<128x32xf32>
    %478 = stablehlo.subtract %arg1, %477 : tensor<128x32xf32>
    %479 = stablehlo.multiply %arg37, %cst_7 : tensor<32x32xf32>
    %480 = stablehlo.reduce(%472 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %481 = stablehlo.reshape %480 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %482 = "stablehlo.scatter"(%cst_6, %c, %481) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %643 = stablehlo.add %arg66, %arg67 : tensor<f32>
      stablehlo.return %643 : tensor<f32>
    }) : (tensor<32x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<32x32xf32>
    %483 = stablehlo.add %479, %482 : tensor<32x32xf32>
    %484 = stablehlo.multiply %483, %cst_5 : tensor<32x32xf32>
    %485 = stablehlo.subtract %arg13, %484 : tensor<32x32xf32>
    %486 = stablehlo.multiply %arg38, %cst_4 : tensor<32xf32>
    %487 = stablehlo.multiply %454, %465 : tensor<2x8x32xf32>
    %488 = stablehlo.reduce(%487 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %489 = stablehlo.add %486, %488 : tensor<32xf32>
    %490 = stablehlo.multiply %489, %cst_3 : tensor<32xf32>
    %491 = stablehlo.subtract %arg17, %490 : tensor<32xf32>
    %492 = stablehlo.multiply %arg39, %cst_4 : tensor<32xf32>
    %493 = stablehlo.reduce(%454 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %494 = stablehlo.add %492, %493 : tensor<32xf32>
    %495 = stablehlo.multiply %494, %cst_3 : tensor<32xf32>
    %496 = stablehlo.subtract %arg18, %495 : tensor<32xf32>
    %497 = stablehlo.multiply %arg40, %cst_7 : tensor<32x32xf32>
    %498 = stablehlo.transpose %443, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %499 = stablehlo.dot_general %498, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %500 = stablehlo.add %497, %499 : tensor<32x32xf32>
    %501 = stablehlo.multiply %500, %cst_5 : tensor<32x32xf32>
    %502 = stablehlo.subtract %arg22, %501 : tensor<32x32xf32>
    %503 = stablehlo.multiply %arg41, %cst_7 : tensor<32x32xf32>
    %504 = stablehlo.transpose %426, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %505 = stablehlo.dot_general %504, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %506 = stablehlo.add %503, %505 : tensor<32x32xf32>
    %507 = stablehlo.multiply %506, %cst_5 : tensor<32x32xf32>
    %508 = stablehlo.subtract %arg16, %507 : tensor<32x32xf32>
    %509 = stablehlo.multiply %arg42, %cst_7 : tensor<32x32xf32>
    %510 = stablehlo.transpose %451, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %511 = stablehlo.dot_general %510, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %512 = stablehlo.add %509, %511 : tensor<32x32xf32>
    %513 = stablehlo.multiply %512, %cst_5 : tensor<32x32xf32>
    %514 = stablehlo.subtract %arg23, %513 : tensor<32x32xf32>
    %515 = stablehlo.multiply %arg43, %cst_7 : tensor<32x32xf32>
    %516 = stablehlo.transpose %418, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %517 = stablehlo.dot_general %516, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %518 = stablehlo.add %515, %517 : tensor<32x32xf32>
    %519 = stablehlo.multiply %518, %cst_5 : tensor<32x32xf32>
    %520 = stablehlo.subtract %arg15, %519 : tensor<32x32xf32>
    %521 = stablehlo.multiply %arg44, %cst_4 : tensor<32xf32>
    %522 = stablehlo.reduce(%418 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %523 = stablehlo.add %521, %522 : tensor<32xf32>
    %524 = stablehlo.multiply %523, %cst_3 : tensor<32xf32>
    %525 = stablehlo.subtract %arg14, %524 : tensor<32xf32>
    %526 = stablehlo.multiply %arg45, %cst_4 : tensor<32xf32>
    %527 = stablehlo.multiply %392, %403 : tensor<2x8x32xf32>
    %528 = stablehlo.reduce(%527 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %529 = stablehlo.add %526, %528 : tensor<32xf32>
    %530 = stablehlo.multiply %529, %cst_3 : tensor<32xf32>
    %531 = stablehlo.subtract %arg12, %530 : tensor<32xf32>
    %532 = stablehlo.multiply %arg46, %cst_4 : tensor<32xf32>
    %533 = stablehlo.reduce(%392 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %534 = stablehlo.add %532, %533 : tensor<32xf32>
    %535 = stablehlo.multiply %534, %cst_3 : tensor<32xf32>
    %536 = stablehlo.subtract %arg25, %535 : tensor<32xf32>
    %537 = stablehlo.multiply %arg47, %cst_21 : tensor<128x32xf32>
    %538 = stablehlo.transpose %390, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %539 = stablehlo.dot_general %538, %100, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %540 = stablehlo.add %537, %539 : tensor<128x32xf32>
    %541 = stablehlo.multiply %540, %cst_8 : tensor<128x32xf32>
    %542 = stablehlo.subtract %arg11, %541 : tensor<128x32xf32>
    %543 = stablehlo.multiply %arg48, %cst_2 : tensor<128xf32>
    %544 = stablehlo.reduce(%390 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %545 = stablehlo.add %543, %544 : tensor<128xf32>
    %546 = stablehlo.multiply %545, %cst_1 : tensor<128xf32>
    %547 = stablehlo.subtract %arg10, %546 : tensor<128xf32>
    %548 = stablehlo.multiply %arg49, %cst_0 : tensor<32x128xf32>
    %549 = stablehlo.transpose %374, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %550 = stablehlo.dot_general %549, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %551 = stablehlo.add %548, %550 : tensor<32x128xf32>
    %552 = stablehlo.multiply %551, %cst : tensor<32x128xf32>
    %553 = stablehlo.subtract %arg9, %552 : tensor<32x128xf32>
    %554 = stablehlo.multiply %arg50, %cst_4 : tensor<32xf32>
    %555 = stablehlo.reduce(%374 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %556 = stablehlo.add %554, %555 : tensor<32xf32>
    %557 = stablehlo.multiply %556, %cst_3 : tensor<32xf32>
    %558 = stablehlo.subtract %arg8, %557 : tensor<32xf32>
    %559 = stablehlo.multiply %arg51, %cst_4 : tensor<32xf32>
    %560 = stablehlo.multiply %349, %360 : tensor<2x8x32xf32>
    %561 = stablehlo.reduce(%560 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %562 = stablehlo.add %559, %561 : tensor<32xf32>
    %563 = stablehlo.multiply %562, %cst_3 : tensor<32xf32>
    %564 = stablehlo.subtract %arg29, %563 : tensor<32xf32>
    %565 = stablehlo.multiply %arg52, %cst_4 : tensor<32xf32>
    %566 = stablehlo.reduce(%349 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %567 = stablehlo.add %565, %566 : tensor<32xf32>
    %568 = stablehlo.multiply %567, %cst_3 : tensor<32xf32>
    %569 = stablehlo.subtract %arg30, %568 : tensor<32xf32>
    %570 = stablehlo.multiply %arg53, %cst_7 : tensor<32x32xf32>
    %571 = stablehlo.transpose %338, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %572 = stablehlo.dot_general %571, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %573 = stablehlo.add %570, %572 : tensor<32x32xf32>
    %574 = stablehlo.multiply %573, %cst_5 : tensor<32x32xf32>
    %575 = stablehlo.subtract %arg31, %574 : tensor<32x32xf32>
    %576 = stablehlo.multiply %arg54, %cst_7 : tensor<32x32xf32>
    %577 = stablehlo.transpose %321, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %578 = stablehlo.dot_general %577, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %579 = stablehlo.add %576, %578 : tensor<32x32xf32>
    %580 = stablehlo.multiply %579, %cst_5 : tensor<32x32xf32>
    %581 = stablehlo.subtract %arg28, %580 : tensor<32x32xf32>
    %582 = stablehlo.multiply %arg55, %cst_7 : tensor<32x32xf32>
    %583 = stablehlo.transpose %346, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %584 = stablehlo.dot_general %583, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %585 = stablehlo.add %582, %584 : tensor<32x32xf32>
    %586 = stablehlo.multiply %585, %cst_5 : tensor<32x32xf32>
    %587 = stablehlo.subtract %arg32, %586 : tensor<32x32xf32>
    %588 = stablehlo.multiply %arg56, %cst_7 : tensor<32x32xf32>
    %589 = stablehlo.transpose %313, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %590 = stablehlo.dot_general %589, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %591 = stablehlo.add %588, %590 : tensor<32x32xf32>
    %592 = stablehlo.multiply %591, %cst_5 : tensor<32x32xf32>
    %593 = stablehlo.subtract %arg27, %592 : tensor<32x32xf32>
    %594 = stablehlo.multiply %arg57, %cst_4 : tensor<32xf32>
    %595 = stablehlo.reduce(%313 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %596 = stablehlo.add %594, %595 : tensor<32xf32>
    %597 = stablehlo.multiply %596, %cst_3 : tensor<32xf32>
    %598 = stablehlo.subtract %arg26, %597 : tensor<32xf32>
    %599 = stablehlo.multiply %arg58, %cst_4 : tensor<32xf32>
    %600 = stablehlo.multiply %287, %298 : tensor<2x8x32xf32>
    %601 = stablehlo.reduce(%600 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %602 = stablehlo.add %599, %601 : tensor<32xf32>
    %603 = stablehlo.multiply %602, %cst_3 : tensor<32xf32>
    %604 = stablehlo.subtract %arg7, %603 : tensor<32xf32>
    %605 = stablehlo.multiply %arg59, %cst_4 : tensor<32xf32>
    %606 = stablehlo.reduce(%287 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %607 = stablehlo.add %605, %606 : tensor<32xf32>
    %608 = stablehlo.multiply %607, %cst_3 : tensor<32xf32>
    %609 = stablehlo.subtract %arg34, %608 : tensor<32xf32>
    %610 = stablehlo.multiply %arg60, %cst_21 : tensor<128x32xf32>
    %611 = stablehlo.transpose %285, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %612 = stablehlo.dot_general %611, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %613 = stablehlo.add %610, %612 : tensor<128x32xf32>
    %614 = stablehlo.multiply %613, %cst_8 : tensor<128x32xf32>
    %615 = stablehlo.subtract %arg6, %614 : tensor<128x32xf32>
    %616 = stablehlo.multiply %arg61, %cst_2 : tensor<128xf32>
    %617 = stablehlo.reduce(%285 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %618 = stablehlo.add %616, %617 : tensor<128xf32>
    %619 = stablehlo.multiply %618, %cst_1 : tensor<128xf32>
    %620 = stablehlo.subtract %arg5, %619 : tensor<128xf32>
    %621 = stablehlo.multiply %arg62, %cst_0 : tensor<32x128xf32>
    %622 = stablehlo.transpose %269, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %623 = stablehlo.dot_general %622, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %624 = stablehlo.add %621, %623 : tensor<32x128xf32>
    %625 = stablehlo.multiply %624, %cst : tensor<32x128xf32>
    %626 = stablehlo.subtract %arg4, %625 : tensor<32x128xf32>
    %627 = stablehlo.multiply %arg63, %cst_4 : tensor<32xf32>
    %628 = stablehlo.reduce(%269 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %629 = stablehlo.add %627, %628 : tensor<32xf32>
    %630 = stablehlo.multiply %629, %cst_3 : tensor<32xf32>
    %631 = stablehlo.subtract %arg3, %630 : tensor<32xf32>
    %632 = stablehlo.multiply %arg64, %cst_4 : tensor<32xf32>
    %633 = stablehlo.multiply %245, %256 : tensor<2x8x32xf32>
    %634 = stablehlo.reduce(%633 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %635 = stablehlo.add %632, %634 : tensor<32xf32>
    %636 = stablehlo.multiply %635, %cst_3 : tensor<32xf32>
    %637 = stablehlo.subtract %arg2, %636 : tensor<32xf32>
    %638 = stablehlo.multiply %arg65, %cst_4 : tensor<32xf32>
    %639 = stablehlo.reduce(%245 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %640 = stablehlo.add %638, %639 : tensor<32xf32>
    %641 = stablehlo.multiply %640, %cst_3 : tensor<32xf32>
    %642 = stablehlo.subtract %arg35, %641 : tensor<32xf32>
    return %219, %478, %485, %491, %496, %502, %508, %514, %520, %525, %531, %536, %542, %547, %553, %558, %564, %569, %575, %581, %587, %593, %598, %604, %609, %615, %620, %626, %631, %637, %642, %476, %483, %489, %494, %500, %506, %512, %518, %523, %529, %534, %540, %545, %551, %556, %562, %567, %573, %579, %585, %591, %596, %602, %607, %613, %618, %624, %629, %635, %640 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
