module @IrToHlo.1827 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg4: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg5: tensor<128xf32> {tf.aliasing_output = 24 : i32}, %arg6: tensor<32x128xf32> {tf.aliasing_output = 23 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg9: tensor<128x32xf32> {tf.aliasing_output = 13 : i32}, %arg10: tensor<128xf32> {tf.aliasing_output = 12 : i32}, %arg11: tensor<32x128xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg13: tensor<64x32xf32> {tf.aliasing_output = 2 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 7 : i32}, %arg16: tensor<96xf32> {tf.aliasing_output = 6 : i32}, %arg17: tensor<32x96xf32> {tf.aliasing_output = 5 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg20: tensor<2x8xi64>, %arg21: tensor<i1>, %arg22: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 19 : i32}, %arg25: tensor<96xf32> {tf.aliasing_output = 18 : i32}, %arg26: tensor<32x96xf32> {tf.aliasing_output = 17 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg31: tensor<128x32xf32> {tf.aliasing_output = 29 : i32}, %arg32: tensor<64x32xf32> {tf.aliasing_output = 30 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg35: tensor<32x96xf32> {tf.aliasing_output = 33 : i32}, %arg36: tensor<96xf32> {tf.aliasing_output = 34 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg41: tensor<32x128xf32> {tf.aliasing_output = 39 : i32}, %arg42: tensor<128xf32> {tf.aliasing_output = 40 : i32}, %arg43: tensor<128x32xf32> {tf.aliasing_output = 41 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg47: tensor<32x96xf32> {tf.aliasing_output = 45 : i32}, %arg48: tensor<96xf32> {tf.aliasing_output = 46 : i32}, %arg49: tensor<32x32xf32> {tf.aliasing_output = 47 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg53: tensor<32x128xf32> {tf.aliasing_output = 51 : i32}, %arg54: tensor<128xf32> {tf.aliasing_output = 52 : i32}, %arg55: tensor<128x32xf32> {tf.aliasing_output = 53 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 56 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x128xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<96xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<96xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32x96xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32x96xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %c = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7]]]> : tensor<1x8x1xi64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x128xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_20 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_21 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_25 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<2x8x128xf32>
    %cst_30 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x128xf32>
    %cst_31 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x128xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_35 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_37 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_39 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_40 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_43 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xui32>
    %c_44 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_46 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_47 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_48 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %4 = stablehlo.convert %3 : (tensor<16xi64>) -> tensor<16xui32>
    %5 = "stablehlo.gather"(%arg1, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %6 = stablehlo.reshape %5 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %7 = "stablehlo.gather"(%arg13, %c_43) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.add %6, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%10, %cst_42, %cst_41) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %11 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.add %2, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %16 = stablehlo.dot_general %15, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %17 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<96xf32>) -> tensor<16x96xf32>
    %18 = stablehlo.add %16, %17 : tensor<16x96xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x96xf32>) -> tensor<2x8x96xf32>
    %20 = stablehlo.slice %19 [0:2, 0:8, 0:32] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.multiply %22, %cst_40 : tensor<2x4x8x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %25 = stablehlo.slice %19 [0:2, 0:8, 32:64] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %28 = stablehlo.multiply %27, %cst_40 : tensor<2x4x8x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %30 = stablehlo.dot_general %24, %29, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %32 = stablehlo.convert %arg21 : (tensor<i1>) -> tensor<ui8>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %34 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %35 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %36 = stablehlo.compare  LE, %34, %35 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %37 = stablehlo.convert %36 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %38 = stablehlo.and %33, %37 : tensor<1x1x8x8xui8>
    %39 = stablehlo.compare  NE, %38, %c_48 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %40 = stablehlo.convert %39 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %41 = stablehlo.reshape %40 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %43 = stablehlo.compare  NE, %arg20, %c_47 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %44 = stablehlo.broadcast_in_dim %c_38, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %45 = stablehlo.compare  LT, %44, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %46 = stablehlo.add %44, %c_36 : tensor<2x1x1x8xi64>
    %47 = stablehlo.select %45, %46, %44 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %48 = stablehlo.reshape %47 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %49 = stablehlo.broadcast_in_dim %c_39, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %50 = stablehlo.compare  LT, %49, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %51 = stablehlo.add %49, %c_35 : tensor<2x1x1x8xi64>
    %52 = stablehlo.select %50, %51, %49 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %53 = stablehlo.reshape %52 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %54 = stablehlo.concatenate %48, %53, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %55 = "stablehlo.gather"(%43, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %56 = stablehlo.convert %55 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %57 = stablehlo.reshape %56 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %59 = stablehlo.and %42, %58 : tensor<2x1x8x8xui8>
    %60 = stablehlo.compare  NE, %59, %c_46 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %61 = stablehlo.select %60, %cst_34, %cst_33 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %64 = stablehlo.add %31, %63 : tensor<2x4x8x8xf32>
    %65 = stablehlo.reduce(%64 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.subtract %64, %66 : tensor<2x4x8x8xf32>
    %68 = stablehlo.exponential %67 : tensor<2x4x8x8xf32>
    %69 = stablehlo.reduce(%68 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %71 = stablehlo.divide %68, %70 : tensor<2x4x8x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %73 = stablehlo.slice %19 [0:2, 0:8, 64:96] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %75 = stablehlo.transpose %74, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %77 = stablehlo.dot_general %72, %76, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %79 = stablehlo.transpose %78, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %81 = stablehlo.dot_general %80, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %83 = stablehlo.add %81, %82 : tensor<16x32xf32>
    %84 = stablehlo.reshape %83 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %85 = stablehlo.add %84, %9 : tensor<2x8x32xf32>
    %86 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %87 = stablehlo.reshape %85 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_50, %batch_mean_51, %batch_var_52 = "stablehlo.batch_norm_training"(%87, %cst_42, %cst_41) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %88 = stablehlo.reshape %output_50 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %89 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<2x8x32xf32>
    %91 = stablehlo.add %86, %90 : tensor<2x8x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.dot_general %92, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %94 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %95 = stablehlo.add %93, %94 : tensor<16x128xf32>
    %96 = stablehlo.reshape %95 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %97 = stablehlo.multiply %96, %cst_32 : tensor<2x8x128xf32>
    %98 = stablehlo.power %96, %cst_31 : tensor<2x8x128xf32>
    %99 = stablehlo.multiply %98, %cst_30 : tensor<2x8x128xf32>
    %100 = stablehlo.add %96, %99 : tensor<2x8x128xf32>
    %101 = stablehlo.multiply %100, %cst_29 : tensor<2x8x128xf32>
    %102 = stablehlo.tanh %101 : tensor<2x8x128xf32>
    %103 = stablehlo.add %102, %cst_28 : tensor<2x8x128xf32>
    %104 = stablehlo.multiply %97, %103 : tensor<2x8x128xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %106 = stablehlo.dot_general %105, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %107 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %108 = stablehlo.add %106, %107 : tensor<16x32xf32>
    %109 = stablehlo.reshape %108 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %110 = stablehlo.add %85, %109 : tensor<2x8x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_53, %batch_mean_54, %batch_var_55 = "stablehlo.batch_norm_training"(%111, %cst_42, %cst_41) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %112 = stablehlo.reshape %output_53 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.add %1, %114 : tensor<2x8x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.dot_general %116, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %118 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<96xf32>) -> tensor<16x96xf32>
    %119 = stablehlo.add %117, %118 : tensor<16x96xf32>
    %120 = stablehlo.reshape %119 : (tensor<16x96xf32>) -> tensor<2x8x96xf32>
    %121 = stablehlo.slice %120 [0:2, 0:8, 0:32] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %123 = stablehlo.transpose %122, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %124 = stablehlo.multiply %123, %cst_40 : tensor<2x4x8x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %126 = stablehlo.slice %120 [0:2, 0:8, 32:64] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %128 = stablehlo.transpose %127, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %129 = stablehlo.multiply %128, %cst_40 : tensor<2x4x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %131 = stablehlo.dot_general %125, %130, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %133 = stablehlo.add %132, %63 : tensor<2x4x8x8xf32>
    %134 = stablehlo.reduce(%133 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %136 = stablehlo.subtract %133, %135 : tensor<2x4x8x8xf32>
    %137 = stablehlo.exponential %136 : tensor<2x4x8x8xf32>
    %138 = stablehlo.reduce(%137 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %140 = stablehlo.divide %137, %139 : tensor<2x4x8x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %142 = stablehlo.slice %120 [0:2, 0:8, 64:96] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %144 = stablehlo.transpose %143, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %146 = stablehlo.dot_general %141, %145, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %147 = stablehlo.reshape %146 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %148 = stablehlo.transpose %147, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.dot_general %149, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.add %150, %151 : tensor<16x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %154 = stablehlo.add %153, %110 : tensor<2x8x32xf32>
    %155 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %156 = stablehlo.reshape %154 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_56, %batch_mean_57, %batch_var_58 = "stablehlo.batch_norm_training"(%156, %cst_42, %cst_41) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %157 = stablehlo.reshape %output_56 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %158 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %159 = stablehlo.multiply %157, %158 : tensor<2x8x32xf32>
    %160 = stablehlo.add %155, %159 : tensor<2x8x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.dot_general %161, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %163 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %164 = stablehlo.add %162, %163 : tensor<16x128xf32>
    %165 = stablehlo.reshape %164 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %166 = stablehlo.multiply %165, %cst_32 : tensor<2x8x128xf32>
    %167 = stablehlo.power %165, %cst_31 : tensor<2x8x128xf32>
    %168 = stablehlo.multiply %167, %cst_30 : tensor<2x8x128xf32>
    %169 = stablehlo.add %165, %168 : tensor<2x8x128xf32>
    %170 = stablehlo.multiply %169, %cst_29 : tensor<2x8x128xf32>
    %171 = stablehlo.tanh %170 : tensor<2x8x128xf32>
    %172 = stablehlo.add %171, %cst_28 : tensor<2x8x128xf32>
    %173 = stablehlo.multiply %166, %172 : tensor<2x8x128xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %175 = stablehlo.dot_general %174, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %177 = stablehlo.add %175, %176 : tensor<16x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %179 = stablehlo.add %154, %178 : tensor<2x8x32xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_59, %batch_mean_60, %batch_var_61 = "stablehlo.batch_norm_training"(%180, %cst_42, %cst_41) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %181 = stablehlo.reshape %output_59 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %182 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.multiply %181, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.add %0, %183 : tensor<2x8x32xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %187 = stablehlo.dot_general %185, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %189 = stablehlo.slice %188 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %190 = stablehlo.reduce(%189 init: %cst_45) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %192 = stablehlo.subtract %189, %191 : tensor<2x7x128xf32>
    %193 = stablehlo.exponential %192 : tensor<2x7x128xf32>
    %194 = stablehlo.reduce(%193 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %195 = stablehlo.log %194 : tensor<2x7xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %197 = stablehlo.subtract %192, %196 : tensor<2x7x128xf32>
    %198 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %200 = stablehlo.broadcast_in_dim %c_44, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %201 = stablehlo.compare  EQ, %199, %200 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %202 = stablehlo.convert %201 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %203 = stablehlo.convert %202 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %204 = stablehlo.multiply %197, %203 : tensor<2x7x128xf32>
    %205 = stablehlo.reduce(%204 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %206 = stablehlo.reduce(%205 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %207 = stablehlo.multiply %206, %cst_27 : tensor<f32>
    %208 = stablehlo.negate %207 : tensor<f32>
    %209 = stablehlo.multiply %arg31, %cst_26 : tensor<128x32xf32>
    %210 = stablehlo.multiply %203, %cst_24 : tensor<2x7x128xf32>
    %211 = stablehlo.exponential %197 : tensor<2x7x128xf32>
    %212 = stablehlo.reduce(%210 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %214 = stablehlo.multiply %211, %213 : tensor<2x7x128xf32>
    %215 = stablehlo.subtract %210, %214 : tensor<2x7x128xf32>
    %216 = stablehlo.pad %215, %cst_49, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %217 = stablehlo.select %c_25, %216, %cst_23 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %219 = stablehlo.transpose %218, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %220 = stablehlo.dot_general %219, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %221 = stablehlo.compare  LT, %arg0, %c_47 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %222 = stablehlo.add %arg0, %c_21 : tensor<2x8xi64>
    %223 = stablehlo.select %221, %222, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %224 = stablehlo.reshape %223 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %225 = stablehlo.compare  EQ, %arg0, %c_20 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %227 = stablehlo.add %batch_var_61, %cst_18 : tensor<16xf32>
    %228 = stablehlo.rsqrt %227 : tensor<16xf32>
    %229 = stablehlo.reshape %228 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %230 = stablehlo.divide %229, %cst_17 : tensor<2x8x1xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.dot_general %218, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %235 = stablehlo.multiply %234, %182 : tensor<2x8x32xf32>
    %236 = stablehlo.multiply %235, %cst_16 : tensor<2x8x32xf32>
    %237 = stablehlo.reduce(%235 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %239 = stablehlo.subtract %236, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.reshape %batch_mean_60 : (tensor<16xf32>) -> tensor<2x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %242 = stablehlo.subtract %179, %241 : tensor<2x8x32xf32>
    %243 = stablehlo.reshape %228 : (tensor<16xf32>) -> tensor<2x8xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %245 = stablehlo.multiply %242, %244 : tensor<2x8x32xf32>
    %246 = stablehlo.multiply %235, %245 : tensor<2x8x32xf32>
    %247 = stablehlo.reduce(%246 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %249 = stablehlo.multiply %245, %248 : tensor<2x8x32xf32>
    %250 = stablehlo.subtract %239, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.multiply %232, %250 : tensor<2x8x32xf32>
    %252 = stablehlo.add %batch_var_58, %cst_18 : tensor<16xf32>
    %253 = stablehlo.rsqrt %252 : tensor<16xf32>
    %254 = stablehlo.reshape %253 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %255 = stablehlo.divide %254, %cst_17 : tensor<2x8x1xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %258 = stablehlo.reshape %251 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %259 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %260 = stablehlo.dot_general %258, %259, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %261 = stablehlo.reshape %260 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %262 = stablehlo.multiply %261, %166 : tensor<2x8x128xf32>
    %263 = stablehlo.multiply %171, %171 : tensor<2x8x128xf32>
    %264 = stablehlo.subtract %cst_28, %263 : tensor<2x8x128xf32>
    %265 = stablehlo.multiply %262, %264 : tensor<2x8x128xf32>
    %266 = stablehlo.multiply %265, %cst_29 : tensor<2x8x128xf32>
    %267 = stablehlo.multiply %266, %cst_30 : tensor<2x8x128xf32>
    %268 = stablehlo.power %165, %cst_15 : tensor<2x8x128xf32>
    %269 = stablehlo.multiply %268, %cst_31 : tensor<2x8x128xf32>
    %270 = stablehlo.multiply %267, %269 : tensor<2x8x128xf32>
    %271 = stablehlo.add %266, %270 : tensor<2x8x128xf32>
    %272 = stablehlo.multiply %261, %172 : tensor<2x8x128xf32>
    %273 = stablehlo.multiply %272, %cst_32 : tensor<2x8x128xf32>
    %274 = stablehlo.add %271, %273 : tensor<2x8x128xf32>
    %275 = stablehlo.reshape %274 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %276 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %277 = stablehlo.dot_general %275, %276, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %278 = stablehlo.reshape %277 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %279 = stablehlo.multiply %278, %158 : tensor<2x8x32xf32>
    %280 = stablehlo.multiply %279, %cst_16 : tensor<2x8x32xf32>
    %281 = stablehlo.reduce(%279 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %283 = stablehlo.subtract %280, %282 : tensor<2x8x32xf32>
    %284 = stablehlo.reshape %batch_mean_57 : (tensor<16xf32>) -> tensor<2x8xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %286 = stablehlo.subtract %154, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.reshape %253 : (tensor<16xf32>) -> tensor<2x8xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %289 = stablehlo.multiply %286, %288 : tensor<2x8x32xf32>
    %290 = stablehlo.multiply %279, %289 : tensor<2x8x32xf32>
    %291 = stablehlo.reduce(%290 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %293 = stablehlo.multiply %289, %292 : tensor<2x8x32xf32>
    %294 = stablehlo.subtract %283, %293 : tensor<2x8x32xf32>
    %295 = stablehlo.multiply %257, %294 : tensor<2x8x32xf32>
    %296 = stablehlo.add %251, %295 : tensor<2x8x32xf32>
    %297 = stablehlo.add %batch_var_55, %cst_18 : tensor<16xf32>
    %298 = stablehlo.rsqrt %297 : tensor<16xf32>
    %299 = stablehlo.reshape %298 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %300 = stablehlo.divide %299, %cst_17 : tensor<2x8x1xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %303 = stablehlo.reshape %296 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %304 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %305 = stablehlo.dot_general %303, %304, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %306 = stablehlo.reshape %305 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %307 = stablehlo.transpose %306, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %309 = stablehlo.transpose %145, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %310 = stablehlo.dot_general %308, %309, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %311 = stablehlo.reshape %310 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %312 = stablehlo.multiply %311, %140 : tensor<2x4x8x8xf32>
    %313 = stablehlo.reduce(%312 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %315 = stablehlo.multiply %140, %314 : tensor<2x4x8x8xf32>
    %316 = stablehlo.subtract %312, %315 : tensor<2x4x8x8xf32>
    %317 = stablehlo.reshape %316 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %318 = stablehlo.transpose %130, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %319 = stablehlo.dot_general %317, %318, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %321 = stablehlo.multiply %320, %cst_40 : tensor<2x4x8x8xf32>
    %322 = stablehlo.transpose %321, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %324 = stablehlo.transpose %125, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %325 = stablehlo.dot_general %324, %317, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %326 = stablehlo.reshape %325 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %327 = stablehlo.multiply %326, %cst_40 : tensor<2x4x8x8xf32>
    %328 = stablehlo.transpose %327, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %329 = stablehlo.reshape %328 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %330 = stablehlo.transpose %141, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %331 = stablehlo.dot_general %330, %308, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %332 = stablehlo.reshape %331 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %333 = stablehlo.transpose %332, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %334 = stablehlo.reshape %333 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %335 = stablehlo.concatenate %323, %329, %334, dim = 2 : (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x96xf32>
    %336 = stablehlo.reshape %335 : (tensor<2x8x96xf32>) -> tensor<16x96xf32>
    %337 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,32]{0,1}"} : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %338 = stablehlo.dot_general %336, %337, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96xf32>, tensor<96x32xf32>) -> tensor<16x32xf32>
    %339 = stablehlo.reshape %338 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %340 = stablehlo.multiply %339, %113 : tensor<2x8x32xf32>
    %341 = stablehlo.multiply %340, %cst_16 : tensor<2x8x32xf32>
    %342 = stablehlo.reduce(%340 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %344 = stablehlo.subtract %341, %343 : tensor<2x8x32xf32>
    %345 = stablehlo.reshape %batch_mean_54 : (tensor<16xf32>) -> tensor<2x8xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %347 = stablehlo.subtract %110, %346 : tensor<2x8x32xf32>
    %348 = stablehlo.reshape %298 : (tensor<16xf32>) -> tensor<2x8xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %350 = stablehlo.multiply %347, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.multiply %340, %350 : tensor<2x8x32xf32>
    %352 = stablehlo.reduce(%351 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %354 = stablehlo.multiply %350, %353 : tensor<2x8x32xf32>
    %355 = stablehlo.subtract %344, %354 : tensor<2x8x32xf32>
    %356 = stablehlo.multiply %302, %355 : tensor<2x8x32xf32>
    %357 = stablehlo.add %296, %356 : tensor<2x8x32xf32>
    %358 = stablehlo.add %batch_var_52, %cst_18 : tensor<16xf32>
    %359 = stablehlo.rsqrt %358 : tensor<16xf32>
    %360 = stablehlo.reshape %359 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %361 = stablehlo.divide %360, %cst_17 : tensor<2x8x1xf32>
    %362 = stablehlo.reshape %361 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %364 = stablehlo.reshape %357 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %365 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %366 = stablehlo.dot_general %364, %365, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %367 = stablehlo.reshape %366 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %368 = stablehlo.multiply %367, %97 : tensor<2x8x128xf32>
    %369 = stablehlo.multiply %102, %102 : tensor<2x8x128xf32>
    %370 = stablehlo.subtract %cst_28, %369 : tensor<2x8x128xf32>
    %371 = stablehlo.multiply %368, %370 : tensor<2x8x128xf32>
    %372 = stablehlo.multiply %371, %cst_29 : tensor<2x8x128xf32>
    %373 = stablehlo.multiply %372, %cst_30 : tensor<2x8x128xf32>
    %374 = stablehlo.power %96, %cst_15 : tensor<2x8x128xf32>
    %375 = stablehlo.multiply %374, %cst_31 : tensor<2x8x128xf32>
    %376 = stablehlo.multiply %373, %375 : tensor<2x8x128xf32>
    %377 = stablehlo.add %372, %376 : tensor<2x8x128xf32>
    %378 = stablehlo.multiply %367, %103 : tensor<2x8x128xf32>
    %379 = stablehlo.multiply %378, %cst_32 : tensor<2x8x128xf32>
    %380 = stablehlo.add %377, %379 : tensor<2x8x128xf32>
    %381 = stablehlo.reshape %380 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %382 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %383 = stablehlo.dot_general %381, %382, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %384 = stablehlo.reshape %383 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %385 = stablehlo.multiply %384, %89 : tensor<2x8x32xf32>
    %386 = stablehlo.multiply %385, %cst_16 : tensor<2x8x32xf32>
    %387 = stablehlo.reduce(%385 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %389 = stablehlo.subtract %386, %388 : tensor<2x8x32xf32>
    %390 = stablehlo.reshape %batch_mean_51 : (tensor<16xf32>) -> tensor<2x8xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %392 = stablehlo.subtract %85, %391 : tensor<2x8x32xf32>
    %393 = stablehlo.reshape %359 : (tensor<16xf32>) -> tensor<2x8xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %395 = stablehlo.multiply %392, %394 : tensor<2x8x32xf32>
    %396 = stablehlo.multiply %385, %395 : tensor<2x8x32xf32>
    %397 = stablehlo.reduce(%396 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %399 = stablehlo.multiply %395, %398 : tensor<2x8x32xf32>
    %400 = stablehlo.subtract %389, %399 : tensor<2x8x32xf32>
    %401 = stablehlo.multiply %363, %400 : tensor<2x8x32xf32>
    %402 = stablehlo.add %357, %401 : tensor<2x8x32xf32>
    %403 = stablehlo.add %batch_var, %cst_18 : tensor<16xf32>
    %404 = stablehlo.rsqrt %403 : tensor<16xf32>
    %405 = stablehlo.reshape %404 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %406 = stablehlo.divide %405, %cst_17 : tensor<2x8x1xf32>
    %407 = stablehlo.reshape %406 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %409 = stablehlo.reshape %402 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %410 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %411 = stablehlo.dot_general %409, %410, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %412 = stablehlo.reshape %411 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %413 = stablehlo.transpose %412, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %414 = stablehlo.reshape %413 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %415 = stablehlo.transpose %76, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %416 = stablehlo.dot_general %414, %415, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %417 = stablehlo.reshape %416 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %418 = stablehlo.multiply %417, %71 : tensor<2x4x8x8xf32>
    %419 = stablehlo.reduce(%418 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %421 = stablehlo.multiply %71, %420 : tensor<2x4x8x8xf32>
    %422 = stablehlo.subtract %418, %421 : tensor<2x4x8x8xf32>
    %423 = stablehlo.reshape %422 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %424 = stablehlo.transpose %29, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %425 = stablehlo.dot_general %423, %424, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %426 = stablehlo.reshape %425 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %427 = stablehlo.multiply %426, %cst_40 : tensor<2x4x8x8xf32>
    %428 = stablehlo.transpose %427, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %429 = stablehlo.reshape %428 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %430 = stablehlo.transpose %24, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %431 = stablehlo.dot_general %430, %423, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %432 = stablehlo.reshape %431 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %433 = stablehlo.multiply %432, %cst_40 : tensor<2x4x8x8xf32>
    %434 = stablehlo.transpose %433, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %435 = stablehlo.reshape %434 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %436 = stablehlo.transpose %72, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %437 = stablehlo.dot_general %436, %414, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %438 = stablehlo.reshape %437 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %439 = stablehlo.transpose %438, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %440 = stablehlo.reshape %439 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %441 = stablehlo.concatenate %429, %435, %440, dim = 2 : (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x96xf32>
    %442 = stablehlo.reshape %441 : (tensor<2x8x96xf32>) -> tensor<16x96xf32>
    %443 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,32]{0,1}"} : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %444 = stablehlo.dot_general %442, %443, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96xf32>, tensor<96x32xf32>) -> tensor<16x32xf32>
    %445 = stablehlo.reshape %444 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %446 = stablehlo.multiply %445, %12 : tensor<2x8x32xf32>
    %447 = stablehlo.multiply %446, %cst_16 : tensor<2x8x32xf32>
    %448 = stablehlo.reduce(%446 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %450 = stablehlo.subtract %447, %449 : tensor<2x8x32xf32>
    %451 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %453 = stablehlo.subtract %9, %452 : tensor<2x8x32xf32>
    %454 = stablehlo.reshape %404 : (tensor<16xf32>) -> tensor<2x8xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %456 = stablehlo.multiply %453, %455 : tensor<2x8x32xf32>
    %457 = stablehlo.multiply %446, %456 : tensor<2x8x32xf32>
    %458 = stablehlo.reduce(%457 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %460 = stablehlo.multiply %456, %459 : tensor<2x8x32xf32>
    %461 = stablehlo.subtract %450, %460 : tensor<2x8x32xf32>
    %462 = stablehlo.multiply %408, %461 : tensor<2x8x32xf32>
    %463 = stablehlo.add %402, %462 : tensor<2x8x32xf32>
    %464 = stablehlo.select %226, %cst_19, %463 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %465 = "stablehlo.scatter"(%cst_22, %224, %464) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %620 = stablehlo.add %arg59, %arg60 : tensor<f32>
      stablehlo.return %620 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %466 = stablehlo.add %220, %465 : tensor<128x32xf32>
    %467 = stablehlo.add %209, %466 : tensor<128x32xf32>
    %468 = stablehlo.multiply %467, %cst_14 : tensor<128x32xf32>
    %469 = stablehlo.subtract %arg1, %468 : tensor<128x32xf32>
    %470 = stablehlo.multiply %arg32, %cst_13 : tensor<64x32xf32>
    %471 = stablehlo.reduce(%463 init: %cst_49) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %472 = stablehlo.reshape %471 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %473 = "stablehlo.scatter"(%cst_12, %c, %472) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %620 = stablehlo.add %arg59, %arg60 : tensor<f32>
      stablehlo.return %620 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<64x32xf32>
    %474 = stablehlo.add %470, %473 : tensor<64x32xf32>
    %475 = stablehlo.multiply %474, %cst_11 : tensor<64x32xf32>
    %476 = stablehlo.subtract %arg13, %475 : tensor<64x32xf32>
    %477 = stablehlo.multiply %arg33, %cst_10 : tensor<32xf32>
    %478 = stablehlo.multiply %445, %456 : tensor<2x8x32xf32>
    %479 = stablehlo.reduce(%478 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %480 = stablehlo.add %477, %479 : tensor<32xf32>
    %481 = stablehlo.multiply %480, %cst_9 : tensor<32xf32>
    %482 = stablehlo.subtract %arg18, %481 : tensor<32xf32>
    %483 = stablehlo.multiply %arg34, %cst_10 : tensor<32xf32>
    %484 = stablehlo.reduce(%445 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %485 = stablehlo.add %483, %484 : tensor<32xf32>
    %486 = stablehlo.multiply %485, %cst_9 : tensor<32xf32>
    %487 = stablehlo.subtract %arg19, %486 : tensor<32xf32>
    %488 = stablehlo.multiply %arg35, %cst_8 : tensor<32x96xf32>
    %489 = stablehlo.transpose %15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %490 = stablehlo.dot_general %489, %442, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x96xf32>) -> tensor<32x96xf32>
    %491 = stablehlo.add %488, %490 : tensor<32x96xf32>
    %492 = stablehlo.multiply %491, %cst_7 : tensor<32x96xf32>
    %493 = stablehlo.subtract %arg17, %492 : tensor<32x96xf32>
    %494 = stablehlo.multiply %arg36, %cst_6 : tensor<96xf32>
    %495 = stablehlo.reduce(%442 init: %cst_49) applies stablehlo.add across dimensions = [0] : (tensor<16x96xf32>, tensor<f32>) -> tensor<96xf32>
    %496 = stablehlo.add %494, %495 : tensor<96xf32>
    %497 = stablehlo.multiply %496, %cst_5 : tensor<96xf32>
    %498 = stablehlo.subtract %arg16, %497 : tensor<96xf32>
    %499 = stablehlo.multiply %arg37, %cst_4 : tensor<32x32xf32>
    %500 = stablehlo.transpose %80, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %501 = stablehlo.dot_general %500, %409, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %502 = stablehlo.add %499, %501 : tensor<32x32xf32>
    %503 = stablehlo.multiply %502, %cst_3 : tensor<32x32xf32>
    %504 = stablehlo.subtract %arg15, %503 : tensor<32x32xf32>
    %505 = stablehlo.multiply %arg38, %cst_10 : tensor<32xf32>
    %506 = stablehlo.reduce(%409 init: %cst_49) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %507 = stablehlo.add %505, %506 : tensor<32xf32>
    %508 = stablehlo.multiply %507, %cst_9 : tensor<32xf32>
    %509 = stablehlo.subtract %arg14, %508 : tensor<32xf32>
    %510 = stablehlo.multiply %arg39, %cst_10 : tensor<32xf32>
    %511 = stablehlo.multiply %384, %395 : tensor<2x8x32xf32>
    %512 = stablehlo.reduce(%511 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %513 = stablehlo.add %510, %512 : tensor<32xf32>
    %514 = stablehlo.multiply %513, %cst_9 : tensor<32xf32>
    %515 = stablehlo.subtract %arg12, %514 : tensor<32xf32>
    %516 = stablehlo.multiply %arg40, %cst_10 : tensor<32xf32>
    %517 = stablehlo.reduce(%384 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %518 = stablehlo.add %516, %517 : tensor<32xf32>
    %519 = stablehlo.multiply %518, %cst_9 : tensor<32xf32>
    %520 = stablehlo.subtract %arg22, %519 : tensor<32xf32>
    %521 = stablehlo.multiply %arg41, %cst_2 : tensor<32x128xf32>
    %522 = stablehlo.transpose %92, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %523 = stablehlo.dot_general %522, %381, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %524 = stablehlo.add %521, %523 : tensor<32x128xf32>
    %525 = stablehlo.multiply %524, %cst_1 : tensor<32x128xf32>
    %526 = stablehlo.subtract %arg11, %525 : tensor<32x128xf32>
    %527 = stablehlo.multiply %arg42, %cst_0 : tensor<128xf32>
    %528 = stablehlo.reduce(%381 init: %cst_49) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %529 = stablehlo.add %527, %528 : tensor<128xf32>
    %530 = stablehlo.multiply %529, %cst : tensor<128xf32>
    %531 = stablehlo.subtract %arg10, %530 : tensor<128xf32>
    %532 = stablehlo.multiply %arg43, %cst_26 : tensor<128x32xf32>
    %533 = stablehlo.transpose %105, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %534 = stablehlo.dot_general %533, %364, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %535 = stablehlo.add %532, %534 : tensor<128x32xf32>
    %536 = stablehlo.multiply %535, %cst_14 : tensor<128x32xf32>
    %537 = stablehlo.subtract %arg9, %536 : tensor<128x32xf32>
    %538 = stablehlo.multiply %arg44, %cst_10 : tensor<32xf32>
    %539 = stablehlo.reduce(%364 init: %cst_49) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %540 = stablehlo.add %538, %539 : tensor<32xf32>
    %541 = stablehlo.multiply %540, %cst_9 : tensor<32xf32>
    %542 = stablehlo.subtract %arg8, %541 : tensor<32xf32>
    %543 = stablehlo.multiply %arg45, %cst_10 : tensor<32xf32>
    %544 = stablehlo.multiply %339, %350 : tensor<2x8x32xf32>
    %545 = stablehlo.reduce(%544 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %546 = stablehlo.add %543, %545 : tensor<32xf32>
    %547 = stablehlo.multiply %546, %cst_9 : tensor<32xf32>
    %548 = stablehlo.subtract %arg27, %547 : tensor<32xf32>
    %549 = stablehlo.multiply %arg46, %cst_10 : tensor<32xf32>
    %550 = stablehlo.reduce(%339 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %551 = stablehlo.add %549, %550 : tensor<32xf32>
    %552 = stablehlo.multiply %551, %cst_9 : tensor<32xf32>
    %553 = stablehlo.subtract %arg28, %552 : tensor<32xf32>
    %554 = stablehlo.multiply %arg47, %cst_8 : tensor<32x96xf32>
    %555 = stablehlo.transpose %116, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %556 = stablehlo.dot_general %555, %336, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x96xf32>) -> tensor<32x96xf32>
    %557 = stablehlo.add %554, %556 : tensor<32x96xf32>
    %558 = stablehlo.multiply %557, %cst_7 : tensor<32x96xf32>
    %559 = stablehlo.subtract %arg26, %558 : tensor<32x96xf32>
    %560 = stablehlo.multiply %arg48, %cst_6 : tensor<96xf32>
    %561 = stablehlo.reduce(%336 init: %cst_49) applies stablehlo.add across dimensions = [0] : (tensor<16x96xf32>, tensor<f32>) -> tensor<96xf32>
    %562 = stablehlo.add %560, %561 : tensor<96xf32>
    %563 = stablehlo.multiply %562, %cst_5 : tensor<96xf32>
    %564 = stablehlo.subtract %arg25, %563 : tensor<96xf32>
    %565 = stablehlo.multiply %arg49, %cst_4 : tensor<32x32xf32>
    %566 = stablehlo.transpose %149, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %567 = stablehlo.dot_general %566, %303, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %568 = stablehlo.add %565, %567 : tensor<32x32xf32>
    %569 = stablehlo.multiply %568, %cst_3 : tensor<32x32xf32>
    %570 = stablehlo.subtract %arg24, %569 : tensor<32x32xf32>
    %571 = stablehlo.multiply %arg50, %cst_10 : tensor<32xf32>
    %572 = stablehlo.reduce(%303 init: %cst_49) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %573 = stablehlo.add %571, %572 : tensor<32xf32>
    %574 = stablehlo.multiply %573, %cst_9 : tensor<32xf32>
    %575 = stablehlo.subtract %arg23, %574 : tensor<32xf32>
    %576 = stablehlo.multiply %arg51, %cst_10 : tensor<32xf32>
    %577 = stablehlo.multiply %278, %289 : tensor<2x8x32xf32>
    %578 = stablehlo.reduce(%577 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %579 = stablehlo.add %576, %578 : tensor<32xf32>
    %580 = stablehlo.multiply %579, %cst_9 : tensor<32xf32>
    %581 = stablehlo.subtract %arg7, %580 : tensor<32xf32>
    %582 = stablehlo.multiply %arg52, %cst_10 : tensor<32xf32>
    %583 = stablehlo.reduce(%278 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %584 = stablehlo.add %582, %583 : tensor<32xf32>
    %585 = stablehlo.multiply %584, %cst_9 : tensor<32xf32>
    %586 = stablehlo.subtract %arg29, %585 : tensor<32xf32>
    %587 = stablehlo.multiply %arg53, %cst_2 : tensor<32x128xf32>
    %588 = stablehlo.transpose %161, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %589 = stablehlo.dot_general %588, %275, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %590 = stablehlo.add %587, %589 : tensor<32x128xf32>
    %591 = stablehlo.multiply %590, %cst_1 : tensor<32x128xf32>
    %592 = stablehlo.subtract %arg6, %591 : tensor<32x128xf32>
    %593 = stablehlo.multiply %arg54, %cst_0 : tensor<128xf32>
    %594 = stablehlo.reduce(%275 init: %cst_49) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %595 = stablehlo.add %593, %594 : tensor<128xf32>
    %596 = stablehlo.multiply %595, %cst : tensor<128xf32>
    %597 = stablehlo.subtract %arg5, %596 : tensor<128xf32>
    %598 = stablehlo.multiply %arg55, %cst_26 : tensor<128x32xf32>
    %599 = stablehlo.transpose %174, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %600 = stablehlo.dot_general %599, %258, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %601 = stablehlo.add %598, %600 : tensor<128x32xf32>
    %602 = stablehlo.multiply %601, %cst_14 : tensor<128x32xf32>
    %603 = stablehlo.subtract %arg4, %602 : tensor<128x32xf32>
    %604 = stablehlo.multiply %arg56, %cst_10 : tensor<32xf32>
    %605 = stablehlo.reduce(%258 init: %cst_49) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %606 = stablehlo.add %604, %605 : tensor<32xf32>
    %607 = stablehlo.multiply %606, %cst_9 : tensor<32xf32>
    %608 = stablehlo.subtract %arg3, %607 : tensor<32xf32>
    %609 = stablehlo.multiply %arg57, %cst_10 : tensor<32xf32>
    %610 = stablehlo.multiply %234, %245 : tensor<2x8x32xf32>
    %611 = stablehlo.reduce(%610 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %612 = stablehlo.add %609, %611 : tensor<32xf32>
    %613 = stablehlo.multiply %612, %cst_9 : tensor<32xf32>
    %614 = stablehlo.subtract %arg2, %613 : tensor<32xf32>
    %615 = stablehlo.multiply %arg58, %cst_10 : tensor<32xf32>
    %616 = stablehlo.reduce(%234 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %617 = stablehlo.add %615, %616 : tensor<32xf32>
    %618 = stablehlo.multiply %617, %cst_9 : tensor<32xf32>
    %619 = stablehlo.subtract %arg30, %618 : tensor<32xf32>
    return %208, %469, %476, %482, %487, %493, %498, %504, %509, %515, %520, %526, %531, %537, %542, %548, %553, %559, %564, %570, %575, %581, %586, %592, %597, %603, %608, %614, %619, %467, %474, %480, %485, %491, %496, %502, %507, %513, %518, %524, %529, %535, %540, %546, %551, %557, %562, %568, %573, %579, %584, %590, %595, %601, %606, %612, %617 : tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
