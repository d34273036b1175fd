module @IrToHlo.1408 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg4: tensor<32x64xf32> {tf.aliasing_output = 23 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 22 : i32}, %arg6: tensor<64x32xf32> {tf.aliasing_output = 21 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg11: tensor<32x32xf32> {tf.aliasing_output = 4 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg13: tensor<64x32xf32> {tf.aliasing_output = 2 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32x32xf32> {tf.aliasing_output = 3 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg22: tensor<128x32xf32> {tf.aliasing_output = 29 : i32}, %arg23: tensor<64x32xf32> {tf.aliasing_output = 30 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 34 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 36 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 40 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg36: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 43 : i32}, %arg40: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg43: tensor<32x32xf32> {tf.aliasing_output = 45 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg47: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg51: tensor<64x32xf32> {tf.aliasing_output = 49 : i32}, %arg52: tensor<64xf32> {tf.aliasing_output = 50 : i32}, %arg53: tensor<32x64xf32> {tf.aliasing_output = 51 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 56 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_11 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c = stablehlo.constant dense<1> : tensor<2x8xi64>
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
    %cst_34 = stablehlo.constant dense<0.353553385> : tensor<2x8x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_37 = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7]], [[0], [1], [2], [3], [4], [5], [6], [7]]]> : tensor<2x8x1xi64>
    %c_38 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_40 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_41 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_42 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = "stablehlo.gather"(%arg13, %c_37) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x8x1xi64>) -> tensor<2x8x32xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x8x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.reshape %6 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%8, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %9 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x8x32xf32>
    %12 = stablehlo.add %7, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %15 = stablehlo.dot_general %13, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %16 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.add %15, %16 : tensor<16x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %19 = stablehlo.multiply %18, %cst_34 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %23 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %24 = stablehlo.dot_general %13, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %28 = stablehlo.dot_general %22, %27, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %32 = stablehlo.broadcast_in_dim %c_33, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %33 = stablehlo.broadcast_in_dim %c_33, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %34 = stablehlo.compare  LE, %32, %33 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %35 = stablehlo.convert %34 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %36 = stablehlo.and %31, %35 : tensor<1x1x8x8xui8>
    %37 = stablehlo.compare  NE, %36, %c_42 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %38 = stablehlo.convert %37 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %39 = stablehlo.reshape %38 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %41 = stablehlo.compare  NE, %arg15, %c_41 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %42 = stablehlo.broadcast_in_dim %c_32, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %43 = stablehlo.compare  LT, %42, %c_31 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %44 = stablehlo.add %42, %c_30 : tensor<2x1x1x8xi64>
    %45 = stablehlo.select %43, %44, %42 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %46 = stablehlo.reshape %45 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %47 = stablehlo.broadcast_in_dim %c_33, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %48 = stablehlo.compare  LT, %47, %c_31 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %49 = stablehlo.add %47, %c_29 : tensor<2x1x1x8xi64>
    %50 = stablehlo.select %48, %49, %47 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %51 = stablehlo.reshape %50 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %52 = stablehlo.concatenate %46, %51, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %53 = "stablehlo.gather"(%41, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %54 = stablehlo.convert %53 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %55 = stablehlo.reshape %54 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %57 = stablehlo.and %40, %56 : tensor<2x1x8x8xui8>
    %58 = stablehlo.compare  NE, %57, %c_40 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %59 = stablehlo.select %58, %cst_28, %cst_27 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %62 = stablehlo.add %29, %61 : tensor<2x4x8x8xf32>
    %63 = stablehlo.reduce(%62 init: %cst_39) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %65 = stablehlo.subtract %62, %64 : tensor<2x4x8x8xf32>
    %66 = stablehlo.exponential %65 : tensor<2x4x8x8xf32>
    %67 = stablehlo.reduce(%66 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %69 = stablehlo.divide %66, %68 : tensor<2x4x8x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %71 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %72 = stablehlo.dot_general %13, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %73 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %74 = stablehlo.add %72, %73 : tensor<16x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %76 = stablehlo.transpose %75, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %77 = stablehlo.reshape %76 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %78 = stablehlo.dot_general %70, %77, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %80 = stablehlo.transpose %79, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %83 = stablehlo.dot_general %81, %82, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %84 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %85 = stablehlo.add %83, %84 : tensor<16x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %87 = stablehlo.add %6, %86 : tensor<2x8x32xf32>
    %88 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %89 = stablehlo.reshape %87 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_44, %batch_mean_45, %batch_var_46 = "stablehlo.batch_norm_training"(%89, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %90 = stablehlo.reshape %output_44 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %91 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<2x8x32xf32>
    %93 = stablehlo.add %88, %92 : tensor<2x8x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %95 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %96 = stablehlo.dot_general %94, %95, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %97 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %98 = stablehlo.add %96, %97 : tensor<16x64xf32>
    %99 = stablehlo.reshape %98 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %100 = stablehlo.multiply %99, %cst_26 : tensor<2x8x64xf32>
    %101 = stablehlo.multiply %99, %cst_25 : tensor<2x8x64xf32>
    %102 = stablehlo.custom_call @mhlo.erf(%101) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %103 = stablehlo.add %102, %cst_24 : tensor<2x8x64xf32>
    %104 = stablehlo.multiply %100, %103 : tensor<2x8x64xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %106 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %107 = stablehlo.dot_general %105, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %108 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %109 = stablehlo.add %107, %108 : tensor<16x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %111 = stablehlo.add %87, %110 : tensor<2x8x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_47, %batch_mean_48, %batch_var_49 = "stablehlo.batch_norm_training"(%112, %cst_36, %cst_35) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %113 = stablehlo.reshape %output_47 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<2x8x32xf32>
    %116 = stablehlo.add %0, %115 : tensor<2x8x32xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %118 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %119 = stablehlo.dot_general %117, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %120 = stablehlo.reshape %119 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %121 = stablehlo.slice %120 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %122 = stablehlo.reduce(%121 init: %cst_39) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %124 = stablehlo.subtract %121, %123 : tensor<2x7x128xf32>
    %125 = stablehlo.exponential %124 : tensor<2x7x128xf32>
    %126 = stablehlo.reduce(%125 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %127 = stablehlo.log %126 : tensor<2x7xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %129 = stablehlo.subtract %124, %128 : tensor<2x7x128xf32>
    %130 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %132 = stablehlo.broadcast_in_dim %c_38, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %133 = stablehlo.compare  EQ, %131, %132 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %134 = stablehlo.convert %133 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %135 = stablehlo.convert %134 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %136 = stablehlo.multiply %129, %135 : tensor<2x7x128xf32>
    %137 = stablehlo.reduce(%136 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %138 = stablehlo.reduce(%137 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %139 = stablehlo.multiply %138, %cst_23 : tensor<f32>
    %140 = stablehlo.negate %139 : tensor<f32>
    %141 = stablehlo.multiply %arg22, %cst_22 : tensor<128x32xf32>
    %142 = stablehlo.multiply %135, %cst_20 : tensor<2x7x128xf32>
    %143 = stablehlo.exponential %129 : tensor<2x7x128xf32>
    %144 = stablehlo.reduce(%142 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %146 = stablehlo.multiply %143, %145 : tensor<2x7x128xf32>
    %147 = stablehlo.subtract %142, %146 : tensor<2x7x128xf32>
    %148 = stablehlo.pad %147, %cst_43, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %149 = stablehlo.select %c_21, %148, %cst_19 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %151 = stablehlo.transpose %150, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %152 = stablehlo.dot_general %151, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %153 = stablehlo.compare  LT, %arg0, %c_41 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %154 = stablehlo.add %arg0, %c_17 : tensor<2x8xi64>
    %155 = stablehlo.select %153, %154, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %156 = stablehlo.reshape %155 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %157 = stablehlo.compare  EQ, %arg0, %c : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %159 = stablehlo.add %batch_var_49, %cst_15 : tensor<16xf32>
    %160 = stablehlo.rsqrt %159 : tensor<16xf32>
    %161 = stablehlo.reshape %160 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %162 = stablehlo.divide %161, %cst_14 : tensor<2x8x1xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.dot_general %150, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %166 = stablehlo.reshape %165 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.multiply %166, %114 : tensor<2x8x32xf32>
    %168 = stablehlo.multiply %167, %cst_13 : tensor<2x8x32xf32>
    %169 = stablehlo.reduce(%167 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %171 = stablehlo.subtract %168, %170 : tensor<2x8x32xf32>
    %172 = stablehlo.reshape %batch_mean_48 : (tensor<16xf32>) -> tensor<2x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %174 = stablehlo.subtract %111, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.reshape %160 : (tensor<16xf32>) -> tensor<2x8xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.multiply %174, %176 : tensor<2x8x32xf32>
    %178 = stablehlo.multiply %167, %177 : tensor<2x8x32xf32>
    %179 = stablehlo.reduce(%178 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.multiply %177, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.subtract %171, %181 : tensor<2x8x32xf32>
    %183 = stablehlo.multiply %164, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.add %batch_var_46, %cst_15 : tensor<16xf32>
    %185 = stablehlo.rsqrt %184 : tensor<16xf32>
    %186 = stablehlo.reshape %185 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %187 = stablehlo.divide %186, %cst_14 : tensor<2x8x1xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %190 = stablehlo.reshape %183 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %191 = stablehlo.dot_general %190, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %192 = stablehlo.reshape %191 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %193 = stablehlo.multiply %103, %cst_26 : tensor<2x8x64xf32>
    %194 = stablehlo.multiply %99, %99 : tensor<2x8x64xf32>
    %195 = stablehlo.multiply %194, %cst_12 : tensor<2x8x64xf32>
    %196 = stablehlo.exponential %195 : tensor<2x8x64xf32>
    %197 = stablehlo.multiply %196, %cst_11 : tensor<2x8x64xf32>
    %198 = stablehlo.multiply %99, %197 : tensor<2x8x64xf32>
    %199 = stablehlo.add %193, %198 : tensor<2x8x64xf32>
    %200 = stablehlo.multiply %192, %199 : tensor<2x8x64xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %202 = stablehlo.dot_general %201, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %203 = stablehlo.reshape %202 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %204 = stablehlo.multiply %203, %91 : tensor<2x8x32xf32>
    %205 = stablehlo.multiply %204, %cst_13 : tensor<2x8x32xf32>
    %206 = stablehlo.reduce(%204 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %208 = stablehlo.subtract %205, %207 : tensor<2x8x32xf32>
    %209 = stablehlo.reshape %batch_mean_45 : (tensor<16xf32>) -> tensor<2x8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.subtract %87, %210 : tensor<2x8x32xf32>
    %212 = stablehlo.reshape %185 : (tensor<16xf32>) -> tensor<2x8xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %214 = stablehlo.multiply %211, %213 : tensor<2x8x32xf32>
    %215 = stablehlo.multiply %204, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.reduce(%215 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.multiply %214, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.subtract %208, %218 : tensor<2x8x32xf32>
    %220 = stablehlo.multiply %189, %219 : tensor<2x8x32xf32>
    %221 = stablehlo.add %183, %220 : tensor<2x8x32xf32>
    %222 = stablehlo.add %batch_var, %cst_15 : tensor<16xf32>
    %223 = stablehlo.rsqrt %222 : tensor<16xf32>
    %224 = stablehlo.reshape %223 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %225 = stablehlo.divide %224, %cst_14 : tensor<2x8x1xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %228 = stablehlo.transpose %70, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %229 = stablehlo.reshape %221 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %230 = stablehlo.dot_general %229, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %231 = stablehlo.reshape %230 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %232 = stablehlo.transpose %231, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %234 = stablehlo.dot_general %228, %233, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %235 = stablehlo.reshape %234 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %236 = stablehlo.transpose %235, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %238 = stablehlo.dot_general %237, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %239 = stablehlo.reshape %238 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %240 = stablehlo.transpose %22, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %241 = stablehlo.transpose %77, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %242 = stablehlo.dot_general %233, %241, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %243 = stablehlo.reshape %242 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %244 = stablehlo.multiply %243, %69 : tensor<2x4x8x8xf32>
    %245 = stablehlo.reduce(%244 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %247 = stablehlo.multiply %69, %246 : tensor<2x4x8x8xf32>
    %248 = stablehlo.subtract %244, %247 : tensor<2x4x8x8xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %250 = stablehlo.dot_general %240, %249, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %251 = stablehlo.reshape %250 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %252 = stablehlo.transpose %251, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %254 = stablehlo.dot_general %253, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %255 = stablehlo.reshape %254 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %256 = stablehlo.add %239, %255 : tensor<2x8x32xf32>
    %257 = stablehlo.transpose %27, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %258 = stablehlo.dot_general %249, %257, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %260 = stablehlo.transpose %259, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %262 = stablehlo.multiply %261, %cst_34 : tensor<2x8x32xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %264 = stablehlo.dot_general %263, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %265 = stablehlo.reshape %264 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %266 = stablehlo.add %256, %265 : tensor<2x8x32xf32>
    %267 = stablehlo.multiply %266, %10 : tensor<2x8x32xf32>
    %268 = stablehlo.multiply %267, %cst_13 : tensor<2x8x32xf32>
    %269 = stablehlo.reduce(%267 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %271 = stablehlo.subtract %268, %270 : tensor<2x8x32xf32>
    %272 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.subtract %6, %273 : tensor<2x8x32xf32>
    %275 = stablehlo.reshape %223 : (tensor<16xf32>) -> tensor<2x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %277 = stablehlo.multiply %274, %276 : tensor<2x8x32xf32>
    %278 = stablehlo.multiply %267, %277 : tensor<2x8x32xf32>
    %279 = stablehlo.reduce(%278 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %281 = stablehlo.multiply %277, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.subtract %271, %281 : tensor<2x8x32xf32>
    %283 = stablehlo.multiply %227, %282 : tensor<2x8x32xf32>
    %284 = stablehlo.add %221, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.select %158, %cst_16, %284 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %286 = "stablehlo.scatter"(%cst_18, %156, %285) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %417 = stablehlo.add %arg59, %arg60 : tensor<f32>
      stablehlo.return %417 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %287 = stablehlo.add %152, %286 : tensor<128x32xf32>
    %288 = stablehlo.add %141, %287 : tensor<128x32xf32>
    %289 = stablehlo.multiply %288, %cst_10 : tensor<128x32xf32>
    %290 = stablehlo.subtract %arg1, %289 : tensor<128x32xf32>
    %291 = stablehlo.multiply %arg23, %cst_9 : tensor<64x32xf32>
    %292 = "stablehlo.scatter"(%cst_8, %c_37, %284) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %417 = stablehlo.add %arg59, %arg60 : tensor<f32>
      stablehlo.return %417 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<64x32xf32>
    %293 = stablehlo.add %291, %292 : tensor<64x32xf32>
    %294 = stablehlo.multiply %293, %cst_7 : tensor<64x32xf32>
    %295 = stablehlo.subtract %arg13, %294 : tensor<64x32xf32>
    %296 = stablehlo.multiply %arg24, %cst_6 : tensor<32x32xf32>
    %297 = stablehlo.transpose %253, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %298 = stablehlo.dot_general %297, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %299 = stablehlo.add %296, %298 : tensor<32x32xf32>
    %300 = stablehlo.multiply %299, %cst_5 : tensor<32x32xf32>
    %301 = stablehlo.subtract %arg17, %300 : tensor<32x32xf32>
    %302 = stablehlo.multiply %arg25, %cst_6 : tensor<32x32xf32>
    %303 = stablehlo.transpose %237, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %304 = stablehlo.dot_general %303, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %305 = stablehlo.add %302, %304 : tensor<32x32xf32>
    %306 = stablehlo.multiply %305, %cst_5 : tensor<32x32xf32>
    %307 = stablehlo.subtract %arg11, %306 : tensor<32x32xf32>
    %308 = stablehlo.multiply %arg26, %cst_4 : tensor<32xf32>
    %309 = stablehlo.reduce(%237 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %310 = stablehlo.add %308, %309 : tensor<32xf32>
    %311 = stablehlo.multiply %310, %cst_3 : tensor<32xf32>
    %312 = stablehlo.subtract %arg10, %311 : tensor<32xf32>
    %313 = stablehlo.multiply %arg27, %cst_6 : tensor<32x32xf32>
    %314 = stablehlo.transpose %263, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %315 = stablehlo.dot_general %314, %13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %316 = stablehlo.add %313, %315 : tensor<32x32xf32>
    %317 = stablehlo.multiply %316, %cst_5 : tensor<32x32xf32>
    %318 = stablehlo.subtract %arg19, %317 : tensor<32x32xf32>
    %319 = stablehlo.multiply %arg28, %cst_4 : tensor<32xf32>
    %320 = stablehlo.reduce(%263 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %321 = stablehlo.add %319, %320 : tensor<32xf32>
    %322 = stablehlo.multiply %321, %cst_3 : tensor<32xf32>
    %323 = stablehlo.subtract %arg18, %322 : tensor<32xf32>
    %324 = stablehlo.multiply %arg29, %cst_6 : tensor<32x32xf32>
    %325 = stablehlo.transpose %229, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %326 = stablehlo.dot_general %325, %81, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %327 = stablehlo.add %324, %326 : tensor<32x32xf32>
    %328 = stablehlo.multiply %327, %cst_5 : tensor<32x32xf32>
    %329 = stablehlo.subtract %arg9, %328 : tensor<32x32xf32>
    %330 = stablehlo.multiply %arg30, %cst_4 : tensor<32xf32>
    %331 = stablehlo.reduce(%229 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %332 = stablehlo.add %330, %331 : tensor<32xf32>
    %333 = stablehlo.multiply %332, %cst_3 : tensor<32xf32>
    %334 = stablehlo.subtract %arg8, %333 : tensor<32xf32>
    %335 = stablehlo.multiply %arg31, %cst_4 : tensor<32xf32>
    %336 = stablehlo.multiply %266, %277 : tensor<2x8x32xf32>
    %337 = stablehlo.reduce(%336 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %338 = stablehlo.add %335, %337 : tensor<32xf32>
    %339 = stablehlo.multiply %338, %cst_3 : tensor<32xf32>
    %340 = stablehlo.subtract %arg12, %339 : tensor<32xf32>
    %341 = stablehlo.multiply %arg32, %cst_4 : tensor<32xf32>
    %342 = stablehlo.reduce(%266 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %343 = stablehlo.add %341, %342 : tensor<32xf32>
    %344 = stablehlo.multiply %343, %cst_3 : tensor<32xf32>
    %345 = stablehlo.subtract %arg14, %344 : tensor<32xf32>
    %346 = stablehlo.multiply %arg33, %cst_6 : tensor<32x32xf32>
    %347 = stablehlo.multiply %346, %cst_5 : tensor<32x32xf32>
    %348 = stablehlo.subtract %arg34, %347 : tensor<32x32xf32>
    %349 = stablehlo.multiply %arg35, %cst_6 : tensor<32x32xf32>
    %350 = stablehlo.multiply %349, %cst_5 : tensor<32x32xf32>
    %351 = stablehlo.subtract %arg36, %350 : tensor<32x32xf32>
    %352 = stablehlo.multiply %arg37, %cst_4 : tensor<32xf32>
    %353 = stablehlo.multiply %352, %cst_3 : tensor<32xf32>
    %354 = stablehlo.subtract %arg38, %353 : tensor<32xf32>
    %355 = stablehlo.multiply %arg39, %cst_6 : tensor<32x32xf32>
    %356 = stablehlo.multiply %355, %cst_5 : tensor<32x32xf32>
    %357 = stablehlo.subtract %arg40, %356 : tensor<32x32xf32>
    %358 = stablehlo.multiply %arg41, %cst_4 : tensor<32xf32>
    %359 = stablehlo.multiply %358, %cst_3 : tensor<32xf32>
    %360 = stablehlo.subtract %arg42, %359 : tensor<32xf32>
    %361 = stablehlo.multiply %arg43, %cst_6 : tensor<32x32xf32>
    %362 = stablehlo.multiply %361, %cst_5 : tensor<32x32xf32>
    %363 = stablehlo.subtract %arg44, %362 : tensor<32x32xf32>
    %364 = stablehlo.multiply %arg45, %cst_4 : tensor<32xf32>
    %365 = stablehlo.multiply %364, %cst_3 : tensor<32xf32>
    %366 = stablehlo.subtract %arg46, %365 : tensor<32xf32>
    %367 = stablehlo.multiply %arg47, %cst_4 : tensor<32xf32>
    %368 = stablehlo.multiply %367, %cst_3 : tensor<32xf32>
    %369 = stablehlo.subtract %arg48, %368 : tensor<32xf32>
    %370 = stablehlo.multiply %arg49, %cst_4 : tensor<32xf32>
    %371 = stablehlo.multiply %370, %cst_3 : tensor<32xf32>
    %372 = stablehlo.subtract %arg50, %371 : tensor<32xf32>
    %373 = stablehlo.multiply %arg51, %cst_9 : tensor<64x32xf32>
    %374 = stablehlo.transpose %201, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %375 = stablehlo.dot_general %374, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %376 = stablehlo.add %373, %375 : tensor<64x32xf32>
    %377 = stablehlo.multiply %376, %cst_7 : tensor<64x32xf32>
    %378 = stablehlo.subtract %arg6, %377 : tensor<64x32xf32>
    %379 = stablehlo.multiply %arg52, %cst_2 : tensor<64xf32>
    %380 = stablehlo.reduce(%201 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %381 = stablehlo.add %379, %380 : tensor<64xf32>
    %382 = stablehlo.multiply %381, %cst_1 : tensor<64xf32>
    %383 = stablehlo.subtract %arg5, %382 : tensor<64xf32>
    %384 = stablehlo.multiply %arg53, %cst_0 : tensor<32x64xf32>
    %385 = stablehlo.transpose %190, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %386 = stablehlo.dot_general %385, %105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %387 = stablehlo.add %384, %386 : tensor<32x64xf32>
    %388 = stablehlo.multiply %387, %cst : tensor<32x64xf32>
    %389 = stablehlo.subtract %arg4, %388 : tensor<32x64xf32>
    %390 = stablehlo.multiply %arg54, %cst_4 : tensor<32xf32>
    %391 = stablehlo.reduce(%190 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %392 = stablehlo.add %390, %391 : tensor<32xf32>
    %393 = stablehlo.multiply %392, %cst_3 : tensor<32xf32>
    %394 = stablehlo.subtract %arg3, %393 : tensor<32xf32>
    %395 = stablehlo.multiply %arg55, %cst_4 : tensor<32xf32>
    %396 = stablehlo.multiply %203, %214 : tensor<2x8x32xf32>
    %397 = stablehlo.reduce(%396 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %398 = stablehlo.add %395, %397 : tensor<32xf32>
    %399 = stablehlo.multiply %398, %cst_3 : tensor<32xf32>
    %400 = stablehlo.subtract %arg7, %399 : tensor<32xf32>
    %401 = stablehlo.multiply %arg56, %cst_4 : tensor<32xf32>
    %402 = stablehlo.reduce(%203 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %403 = stablehlo.add %401, %402 : tensor<32xf32>
    %404 = stablehlo.multiply %403, %cst_3 : tensor<32xf32>
    %405 = stablehlo.subtract %arg20, %404 : tensor<32xf32>
    %406 = stablehlo.multiply %arg57, %cst_4 : tensor<32xf32>
    %407 = stablehlo.multiply %166, %177 : tensor<2x8x32xf32>
    %408 = stablehlo.reduce(%407 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %409 = stablehlo.add %406, %408 : tensor<32xf32>
    %410 = stablehlo.multiply %409, %cst_3 : tensor<32xf32>
    %411 = stablehlo.subtract %arg2, %410 : tensor<32xf32>
    %412 = stablehlo.multiply %arg58, %cst_4 : tensor<32xf32>
    %413 = stablehlo.reduce(%166 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %414 = stablehlo.add %412, %413 : tensor<32xf32>
    %415 = stablehlo.multiply %414, %cst_3 : tensor<32xf32>
    %416 = stablehlo.subtract %arg21, %415 : tensor<32xf32>
    return %140, %290, %295, %301, %307, %312, %318, %323, %329, %334, %340, %345, %348, %351, %354, %357, %360, %363, %366, %369, %372, %378, %383, %389, %394, %400, %405, %411, %416, %288, %293, %299, %305, %310, %316, %321, %327, %332, %338, %343, %346, %349, %352, %355, %358, %361, %364, %367, %370, %376, %381, %387, %392, %398, %403, %409, %414 : tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
