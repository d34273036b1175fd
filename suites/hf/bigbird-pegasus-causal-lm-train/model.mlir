module @IrToHlo.1292 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 23 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg4: tensor<32x64xf32> {tf.aliasing_output = 17 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 16 : i32}, %arg6: tensor<64x32xf32> {tf.aliasing_output = 15 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg11: tensor<64x32xf32> {tf.aliasing_output = 2 : i32}, %arg12: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg14: tensor<2x8xi64>, %arg15: tensor<i1>, %arg16: tensor<32x32xf32> {tf.aliasing_output = 3 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg20: tensor<128x32xf32> {tf.aliasing_output = 24 : i32}, %arg21: tensor<64x32xf32> {tf.aliasing_output = 25 : i32}, %arg22: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 9 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 33 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 34 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg40: tensor<64x32xf32> {tf.aliasing_output = 38 : i32}, %arg41: tensor<64xf32> {tf.aliasing_output = 39 : i32}, %arg42: tensor<32x64xf32> {tf.aliasing_output = 40 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg47: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg48: tensor<128x32xf32> {tf.aliasing_output = 46 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
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
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x64xf32>
    %cst_12 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_14 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_15 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_19 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_22 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_24 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_26 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_28 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_30 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_31 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_33 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_34 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_35 = stablehlo.constant dense<0.353553385> : tensor<2x4x8x8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_38 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xui32>
    %cst_39 = stablehlo.constant dense<5.65685415> : tensor<2x8x32xf32>
    %c_40 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_42 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_43 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_44 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg12, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.multiply %4, %cst_39 : tensor<2x8x32xf32>
    %6 = "stablehlo.gather"(%arg11, %c_38) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.reshape %8 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%10, %cst_37, %cst_36) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %11 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.add %9, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %16 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %21 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %22 = stablehlo.dot_general %15, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %26 = stablehlo.dot_general %20, %25, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %28 = stablehlo.multiply %27, %cst_35 : tensor<2x4x8x8xf32>
    %29 = stablehlo.convert %arg15 : (tensor<i1>) -> tensor<ui8>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %31 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %32 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %33 = stablehlo.compare  LE, %31, %32 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %34 = stablehlo.convert %33 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %35 = stablehlo.and %30, %34 : tensor<1x1x8x8xui8>
    %36 = stablehlo.compare  NE, %35, %c_44 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %37 = stablehlo.convert %36 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %38 = stablehlo.reshape %37 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %40 = stablehlo.compare  NE, %arg14, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %41 = stablehlo.broadcast_in_dim %c_33, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %42 = stablehlo.compare  LT, %41, %c_32 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %43 = stablehlo.add %41, %c_31 : tensor<2x1x1x8xi64>
    %44 = stablehlo.select %42, %43, %41 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %45 = stablehlo.reshape %44 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %46 = stablehlo.broadcast_in_dim %c_34, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %47 = stablehlo.compare  LT, %46, %c_32 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %48 = stablehlo.add %46, %c_30 : tensor<2x1x1x8xi64>
    %49 = stablehlo.select %47, %48, %46 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %50 = stablehlo.reshape %49 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %51 = stablehlo.concatenate %45, %50, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %52 = "stablehlo.gather"(%40, %51) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %53 = stablehlo.convert %52 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %54 = stablehlo.reshape %53 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %56 = stablehlo.and %39, %55 : tensor<2x1x8x8xui8>
    %57 = stablehlo.compare  NE, %56, %c_42 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %58 = stablehlo.select %57, %cst_29, %cst_28 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %61 = stablehlo.add %28, %60 : tensor<2x4x8x8xf32>
    %62 = stablehlo.reduce(%61 init: %cst_41) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %64 = stablehlo.subtract %61, %63 : tensor<2x4x8x8xf32>
    %65 = stablehlo.exponential %64 : tensor<2x4x8x8xf32>
    %66 = stablehlo.reduce(%65 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %68 = stablehlo.divide %65, %67 : tensor<2x4x8x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %70 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %71 = stablehlo.dot_general %15, %70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %72 = stablehlo.reshape %71 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %73 = stablehlo.transpose %72, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %75 = stablehlo.dot_general %69, %74, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %77 = stablehlo.transpose %76, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %79 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %80 = stablehlo.dot_general %78, %79, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %81 = stablehlo.reshape %80 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %82 = stablehlo.add %8, %81 : tensor<2x8x32xf32>
    %83 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %84 = stablehlo.reshape %82 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%84, %cst_37, %cst_36) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %85 = stablehlo.reshape %output_46 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %86 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<2x8x32xf32>
    %88 = stablehlo.add %83, %87 : tensor<2x8x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %91 = stablehlo.dot_general %89, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %92 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %93 = stablehlo.add %91, %92 : tensor<16x64xf32>
    %94 = stablehlo.reshape %93 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %95 = stablehlo.multiply %94, %cst_27 : tensor<2x8x64xf32>
    %96 = stablehlo.power %94, %cst_26 : tensor<2x8x64xf32>
    %97 = stablehlo.multiply %96, %cst_25 : tensor<2x8x64xf32>
    %98 = stablehlo.add %94, %97 : tensor<2x8x64xf32>
    %99 = stablehlo.multiply %98, %cst_24 : tensor<2x8x64xf32>
    %100 = stablehlo.tanh %99 : tensor<2x8x64xf32>
    %101 = stablehlo.add %100, %cst_23 : tensor<2x8x64xf32>
    %102 = stablehlo.multiply %95, %101 : tensor<2x8x64xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %104 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %105 = stablehlo.dot_general %103, %104, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %106 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %107 = stablehlo.add %105, %106 : tensor<16x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %109 = stablehlo.add %82, %108 : tensor<2x8x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%110, %cst_37, %cst_36) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %111 = stablehlo.reshape %output_49 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.add %0, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %117 = stablehlo.dot_general %115, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %118 = stablehlo.reshape %117 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %119 = stablehlo.slice %118 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %120 = stablehlo.reduce(%119 init: %cst_41) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %122 = stablehlo.subtract %119, %121 : tensor<2x7x128xf32>
    %123 = stablehlo.exponential %122 : tensor<2x7x128xf32>
    %124 = stablehlo.reduce(%123 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %125 = stablehlo.log %124 : tensor<2x7xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %127 = stablehlo.subtract %122, %126 : tensor<2x7x128xf32>
    %128 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %130 = stablehlo.broadcast_in_dim %c_40, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %131 = stablehlo.compare  EQ, %129, %130 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %132 = stablehlo.convert %131 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %133 = stablehlo.convert %132 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %134 = stablehlo.multiply %127, %133 : tensor<2x7x128xf32>
    %135 = stablehlo.reduce(%134 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %136 = stablehlo.reduce(%135 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %137 = stablehlo.multiply %136, %cst_22 : tensor<f32>
    %138 = stablehlo.negate %137 : tensor<f32>
    %139 = stablehlo.multiply %arg20, %cst_21 : tensor<128x32xf32>
    %140 = stablehlo.compare  LT, %arg0, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %141 = stablehlo.add %arg0, %c_19 : tensor<2x8xi64>
    %142 = stablehlo.select %140, %141, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %143 = stablehlo.reshape %142 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %144 = stablehlo.compare  EQ, %arg0, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %146 = stablehlo.add %batch_var_51, %cst_17 : tensor<16xf32>
    %147 = stablehlo.rsqrt %146 : tensor<16xf32>
    %148 = stablehlo.reshape %147 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %149 = stablehlo.divide %148, %cst_16 : tensor<2x8x1xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %152 = stablehlo.multiply %133, %cst_14 : tensor<2x7x128xf32>
    %153 = stablehlo.exponential %127 : tensor<2x7x128xf32>
    %154 = stablehlo.reduce(%152 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %156 = stablehlo.multiply %153, %155 : tensor<2x7x128xf32>
    %157 = stablehlo.subtract %152, %156 : tensor<2x7x128xf32>
    %158 = stablehlo.pad %157, %cst_45, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %159 = stablehlo.select %c_15, %158, %cst_13 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %161 = stablehlo.dot_general %160, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %163 = stablehlo.multiply %162, %112 : tensor<2x8x32xf32>
    %164 = stablehlo.multiply %163, %cst_12 : tensor<2x8x32xf32>
    %165 = stablehlo.reduce(%163 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.subtract %164, %166 : tensor<2x8x32xf32>
    %168 = stablehlo.reshape %batch_mean_50 : (tensor<16xf32>) -> tensor<2x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.subtract %109, %169 : tensor<2x8x32xf32>
    %171 = stablehlo.reshape %147 : (tensor<16xf32>) -> tensor<2x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.multiply %170, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.multiply %163, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.reduce(%174 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.multiply %173, %176 : tensor<2x8x32xf32>
    %178 = stablehlo.subtract %167, %177 : tensor<2x8x32xf32>
    %179 = stablehlo.multiply %151, %178 : tensor<2x8x32xf32>
    %180 = stablehlo.add %batch_var_48, %cst_17 : tensor<16xf32>
    %181 = stablehlo.rsqrt %180 : tensor<16xf32>
    %182 = stablehlo.reshape %181 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %183 = stablehlo.divide %182, %cst_16 : tensor<2x8x1xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %186 = stablehlo.reshape %179 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %187 = stablehlo.dot_general %186, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %189 = stablehlo.multiply %188, %95 : tensor<2x8x64xf32>
    %190 = stablehlo.multiply %100, %100 : tensor<2x8x64xf32>
    %191 = stablehlo.subtract %cst_23, %190 : tensor<2x8x64xf32>
    %192 = stablehlo.multiply %189, %191 : tensor<2x8x64xf32>
    %193 = stablehlo.multiply %192, %cst_24 : tensor<2x8x64xf32>
    %194 = stablehlo.multiply %193, %cst_25 : tensor<2x8x64xf32>
    %195 = stablehlo.power %94, %cst_11 : tensor<2x8x64xf32>
    %196 = stablehlo.multiply %195, %cst_26 : tensor<2x8x64xf32>
    %197 = stablehlo.multiply %194, %196 : tensor<2x8x64xf32>
    %198 = stablehlo.add %193, %197 : tensor<2x8x64xf32>
    %199 = stablehlo.multiply %188, %101 : tensor<2x8x64xf32>
    %200 = stablehlo.multiply %199, %cst_27 : tensor<2x8x64xf32>
    %201 = stablehlo.add %198, %200 : tensor<2x8x64xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %203 = stablehlo.dot_general %202, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.multiply %204, %86 : tensor<2x8x32xf32>
    %206 = stablehlo.multiply %205, %cst_12 : tensor<2x8x32xf32>
    %207 = stablehlo.reduce(%205 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.subtract %206, %208 : tensor<2x8x32xf32>
    %210 = stablehlo.reshape %batch_mean_47 : (tensor<16xf32>) -> tensor<2x8xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %212 = stablehlo.subtract %82, %211 : tensor<2x8x32xf32>
    %213 = stablehlo.reshape %181 : (tensor<16xf32>) -> tensor<2x8xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.multiply %212, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.multiply %205, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.reduce(%216 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.multiply %215, %218 : tensor<2x8x32xf32>
    %220 = stablehlo.subtract %209, %219 : tensor<2x8x32xf32>
    %221 = stablehlo.multiply %185, %220 : tensor<2x8x32xf32>
    %222 = stablehlo.add %179, %221 : tensor<2x8x32xf32>
    %223 = stablehlo.add %batch_var, %cst_17 : tensor<16xf32>
    %224 = stablehlo.rsqrt %223 : tensor<16xf32>
    %225 = stablehlo.reshape %224 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %226 = stablehlo.divide %225, %cst_16 : tensor<2x8x1xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %229 = stablehlo.transpose %69, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %230 = stablehlo.reshape %222 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %231 = stablehlo.dot_general %230, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %232 = stablehlo.reshape %231 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %233 = stablehlo.transpose %232, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %235 = stablehlo.dot_general %229, %234, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %237 = stablehlo.transpose %236, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %239 = stablehlo.dot_general %238, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %240 = stablehlo.reshape %239 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %241 = stablehlo.transpose %20, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %242 = stablehlo.transpose %74, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %243 = stablehlo.dot_general %234, %242, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %245 = stablehlo.multiply %244, %68 : tensor<2x4x8x8xf32>
    %246 = stablehlo.reduce(%245 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %248 = stablehlo.multiply %68, %247 : tensor<2x4x8x8xf32>
    %249 = stablehlo.subtract %245, %248 : tensor<2x4x8x8xf32>
    %250 = stablehlo.multiply %249, %cst_35 : tensor<2x4x8x8xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %252 = stablehlo.dot_general %241, %251, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %253 = stablehlo.reshape %252 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %254 = stablehlo.transpose %253, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %256 = stablehlo.dot_general %255, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %257 = stablehlo.reshape %256 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %258 = stablehlo.add %240, %257 : tensor<2x8x32xf32>
    %259 = stablehlo.transpose %25, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %260 = stablehlo.dot_general %251, %259, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %261 = stablehlo.reshape %260 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %262 = stablehlo.transpose %261, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %264 = stablehlo.dot_general %263, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %265 = stablehlo.reshape %264 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %266 = stablehlo.add %258, %265 : tensor<2x8x32xf32>
    %267 = stablehlo.multiply %266, %12 : tensor<2x8x32xf32>
    %268 = stablehlo.multiply %267, %cst_12 : tensor<2x8x32xf32>
    %269 = stablehlo.reduce(%267 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %271 = stablehlo.subtract %268, %270 : tensor<2x8x32xf32>
    %272 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.subtract %8, %273 : tensor<2x8x32xf32>
    %275 = stablehlo.reshape %224 : (tensor<16xf32>) -> tensor<2x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %277 = stablehlo.multiply %274, %276 : tensor<2x8x32xf32>
    %278 = stablehlo.multiply %267, %277 : tensor<2x8x32xf32>
    %279 = stablehlo.reduce(%278 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %281 = stablehlo.multiply %277, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.subtract %271, %281 : tensor<2x8x32xf32>
    %283 = stablehlo.multiply %228, %282 : tensor<2x8x32xf32>
    %284 = stablehlo.add %222, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.multiply %284, %cst_39 : tensor<2x8x32xf32>
    %286 = stablehlo.select %145, %cst_18, %285 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %287 = "stablehlo.scatter"(%cst_20, %143, %286) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %400 = stablehlo.add %arg49, %arg50 : tensor<f32>
      stablehlo.return %400 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %288 = stablehlo.add %139, %287 : tensor<128x32xf32>
    %289 = stablehlo.multiply %288, %cst_10 : tensor<128x32xf32>
    %290 = stablehlo.subtract %arg12, %289 : tensor<128x32xf32>
    %291 = stablehlo.multiply %arg21, %cst_9 : tensor<64x32xf32>
    %292 = stablehlo.reduce(%284 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %293 = "stablehlo.scatter"(%cst_8, %c, %292) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %400 = stablehlo.add %arg49, %arg50 : tensor<f32>
      stablehlo.return %400 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<8x1xi64>, tensor<8x32xf32>) -> tensor<64x32xf32>
    %294 = stablehlo.add %291, %293 : tensor<64x32xf32>
    %295 = stablehlo.multiply %294, %cst_7 : tensor<64x32xf32>
    %296 = stablehlo.subtract %arg11, %295 : tensor<64x32xf32>
    %297 = stablehlo.multiply %arg22, %cst_6 : tensor<32x32xf32>
    %298 = stablehlo.transpose %255, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %299 = stablehlo.dot_general %298, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %300 = stablehlo.add %297, %299 : tensor<32x32xf32>
    %301 = stablehlo.multiply %300, %cst_5 : tensor<32x32xf32>
    %302 = stablehlo.subtract %arg16, %301 : tensor<32x32xf32>
    %303 = stablehlo.multiply %arg23, %cst_6 : tensor<32x32xf32>
    %304 = stablehlo.transpose %238, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %305 = stablehlo.dot_general %304, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %306 = stablehlo.add %303, %305 : tensor<32x32xf32>
    %307 = stablehlo.multiply %306, %cst_5 : tensor<32x32xf32>
    %308 = stablehlo.subtract %arg9, %307 : tensor<32x32xf32>
    %309 = stablehlo.multiply %arg24, %cst_6 : tensor<32x32xf32>
    %310 = stablehlo.transpose %263, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %311 = stablehlo.dot_general %310, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %312 = stablehlo.add %309, %311 : tensor<32x32xf32>
    %313 = stablehlo.multiply %312, %cst_5 : tensor<32x32xf32>
    %314 = stablehlo.subtract %arg17, %313 : tensor<32x32xf32>
    %315 = stablehlo.multiply %arg25, %cst_6 : tensor<32x32xf32>
    %316 = stablehlo.transpose %230, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %317 = stablehlo.dot_general %316, %78, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %318 = stablehlo.add %315, %317 : tensor<32x32xf32>
    %319 = stablehlo.multiply %318, %cst_5 : tensor<32x32xf32>
    %320 = stablehlo.subtract %arg8, %319 : tensor<32x32xf32>
    %321 = stablehlo.multiply %arg26, %cst_4 : tensor<32xf32>
    %322 = stablehlo.multiply %266, %277 : tensor<2x8x32xf32>
    %323 = stablehlo.reduce(%322 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %324 = stablehlo.add %321, %323 : tensor<32xf32>
    %325 = stablehlo.multiply %324, %cst_3 : tensor<32xf32>
    %326 = stablehlo.subtract %arg10, %325 : tensor<32xf32>
    %327 = stablehlo.multiply %arg27, %cst_4 : tensor<32xf32>
    %328 = stablehlo.reduce(%266 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %329 = stablehlo.add %327, %328 : tensor<32xf32>
    %330 = stablehlo.multiply %329, %cst_3 : tensor<32xf32>
    %331 = stablehlo.subtract %arg13, %330 : tensor<32xf32>
    %332 = stablehlo.multiply %arg28, %cst_6 : tensor<32x32xf32>
    %333 = stablehlo.multiply %332, %cst_5 : tensor<32x32xf32>
    %334 = stablehlo.subtract %arg29, %333 : tensor<32x32xf32>
    %335 = stablehlo.multiply %arg30, %cst_6 : tensor<32x32xf32>
    %336 = stablehlo.multiply %335, %cst_5 : tensor<32x32xf32>
    %337 = stablehlo.subtract %arg31, %336 : tensor<32x32xf32>
    %338 = stablehlo.multiply %arg32, %cst_6 : tensor<32x32xf32>
    %339 = stablehlo.multiply %338, %cst_5 : tensor<32x32xf32>
    %340 = stablehlo.subtract %arg33, %339 : tensor<32x32xf32>
    %341 = stablehlo.multiply %arg34, %cst_6 : tensor<32x32xf32>
    %342 = stablehlo.multiply %341, %cst_5 : tensor<32x32xf32>
    %343 = stablehlo.subtract %arg35, %342 : tensor<32x32xf32>
    %344 = stablehlo.multiply %arg36, %cst_4 : tensor<32xf32>
    %345 = stablehlo.multiply %344, %cst_3 : tensor<32xf32>
    %346 = stablehlo.subtract %arg37, %345 : tensor<32xf32>
    %347 = stablehlo.multiply %arg38, %cst_4 : tensor<32xf32>
    %348 = stablehlo.multiply %347, %cst_3 : tensor<32xf32>
    %349 = stablehlo.subtract %arg39, %348 : tensor<32xf32>
    %350 = stablehlo.multiply %arg40, %cst_9 : tensor<64x32xf32>
    %351 = stablehlo.transpose %202, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %352 = stablehlo.dot_general %351, %89, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %353 = stablehlo.add %350, %352 : tensor<64x32xf32>
    %354 = stablehlo.multiply %353, %cst_7 : tensor<64x32xf32>
    %355 = stablehlo.subtract %arg6, %354 : tensor<64x32xf32>
    %356 = stablehlo.multiply %arg41, %cst_2 : tensor<64xf32>
    %357 = stablehlo.reduce(%202 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %358 = stablehlo.add %356, %357 : tensor<64xf32>
    %359 = stablehlo.multiply %358, %cst_1 : tensor<64xf32>
    %360 = stablehlo.subtract %arg5, %359 : tensor<64xf32>
    %361 = stablehlo.multiply %arg42, %cst_0 : tensor<32x64xf32>
    %362 = stablehlo.transpose %186, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %363 = stablehlo.dot_general %362, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %364 = stablehlo.add %361, %363 : tensor<32x64xf32>
    %365 = stablehlo.multiply %364, %cst : tensor<32x64xf32>
    %366 = stablehlo.subtract %arg4, %365 : tensor<32x64xf32>
    %367 = stablehlo.multiply %arg43, %cst_4 : tensor<32xf32>
    %368 = stablehlo.reduce(%186 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %369 = stablehlo.add %367, %368 : tensor<32xf32>
    %370 = stablehlo.multiply %369, %cst_3 : tensor<32xf32>
    %371 = stablehlo.subtract %arg3, %370 : tensor<32xf32>
    %372 = stablehlo.multiply %arg44, %cst_4 : tensor<32xf32>
    %373 = stablehlo.multiply %204, %215 : tensor<2x8x32xf32>
    %374 = stablehlo.reduce(%373 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %375 = stablehlo.add %372, %374 : tensor<32xf32>
    %376 = stablehlo.multiply %375, %cst_3 : tensor<32xf32>
    %377 = stablehlo.subtract %arg7, %376 : tensor<32xf32>
    %378 = stablehlo.multiply %arg45, %cst_4 : tensor<32xf32>
    %379 = stablehlo.reduce(%204 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %380 = stablehlo.add %378, %379 : tensor<32xf32>
    %381 = stablehlo.multiply %380, %cst_3 : tensor<32xf32>
    %382 = stablehlo.subtract %arg18, %381 : tensor<32xf32>
    %383 = stablehlo.multiply %arg46, %cst_4 : tensor<32xf32>
    %384 = stablehlo.multiply %162, %173 : tensor<2x8x32xf32>
    %385 = stablehlo.reduce(%384 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %386 = stablehlo.add %383, %385 : tensor<32xf32>
    %387 = stablehlo.multiply %386, %cst_3 : tensor<32xf32>
    %388 = stablehlo.subtract %arg2, %387 : tensor<32xf32>
    %389 = stablehlo.multiply %arg47, %cst_4 : tensor<32xf32>
    %390 = stablehlo.reduce(%162 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %391 = stablehlo.add %389, %390 : tensor<32xf32>
    %392 = stablehlo.multiply %391, %cst_3 : tensor<32xf32>
    %393 = stablehlo.subtract %arg19, %392 : tensor<32xf32>
    %394 = stablehlo.multiply %arg48, %cst_21 : tensor<128x32xf32>
    %395 = stablehlo.transpose %160, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %396 = stablehlo.dot_general %395, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %397 = stablehlo.add %394, %396 : tensor<128x32xf32>
    %398 = stablehlo.multiply %397, %cst_10 : tensor<128x32xf32>
    %399 = stablehlo.subtract %arg1, %398 : tensor<128x32xf32>
    return %138, %290, %296, %302, %308, %314, %320, %326, %331, %334, %337, %340, %343, %346, %349, %355, %360, %366, %371, %377, %382, %388, %393, %399, %288, %294, %300, %306, %312, %318, %324, %329, %332, %335, %338, %341, %344, %347, %353, %358, %364, %369, %375, %380, %386, %391, %397 : tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
