module @IrToHlo.1564 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 17 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 16 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg5: tensor<32x1x7xf32> {tf.aliasing_output = 12 : i32}, %arg6: tensor<96x32xf32> {tf.aliasing_output = 13 : i32}, %arg7: tensor<2x8xi64>, %arg8: tensor<32x64xf32> {tf.aliasing_output = 7 : i32}, %arg9: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg10: tensor<32x32xf32> {tf.aliasing_output = 4 : i32}, %arg11: tensor<32x1x7xf32> {tf.aliasing_output = 2 : i32}, %arg12: tensor<96x32xf32> {tf.aliasing_output = 3 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg16: tensor<64x32xf32> {tf.aliasing_output = 5 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg21: tensor<64x32xf32> {tf.aliasing_output = 15 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg24: tensor<128x32xf32> {tf.aliasing_output = 23 : i32}, %arg25: tensor<32x1x7xf32> {tf.aliasing_output = 24 : i32}, %arg26: tensor<96x32xf32> {tf.aliasing_output = 25 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg28: tensor<64x32xf32> {tf.aliasing_output = 27 : i32}, %arg29: tensor<64x32xf32> {tf.aliasing_output = 28 : i32}, %arg30: tensor<32x64xf32> {tf.aliasing_output = 29 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg35: tensor<32x1x7xf32> {tf.aliasing_output = 34 : i32}, %arg36: tensor<96x32xf32> {tf.aliasing_output = 35 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 36 : i32}, %arg38: tensor<64x32xf32> {tf.aliasing_output = 37 : i32}, %arg39: tensor<64x32xf32> {tf.aliasing_output = 38 : i32}, %arg40: tensor<32x64xf32> {tf.aliasing_output = 39 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 44 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x1x7xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x1x7xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x1x7xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x1x7xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<96x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<96x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x1x7xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x1x7xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_13 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_17 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x32x14xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_22 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_23 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_25 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_26 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c_30 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %c_31 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false]]]> : tensor<2x32x14xi1>
    %c_32 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_33 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %0 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %2 = stablehlo.broadcast_in_dim %c_30, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %3 = stablehlo.compare  EQ, %1, %2 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %4 = stablehlo.convert %3 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %5 = stablehlo.convert %4 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %6 = stablehlo.multiply %5, %cst_33 : tensor<2x7x128xf32>
    %7 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %9 = stablehlo.convert %8 : (tensor<16xi64>) -> tensor<16xui32>
    %10 = "stablehlo.gather"(%arg1, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.power %11, %cst_27 : tensor<2x8x32xf32>
    %15 = stablehlo.reduce(%14 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %16 = stablehlo.multiply %15, %cst_26 : tensor<2x8xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %18 = stablehlo.add %17, %cst_25 : tensor<2x8x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<2x8x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %22 = stablehlo.multiply %11, %21 : tensor<2x8x32xf32>
    %23 = stablehlo.multiply %13, %22 : tensor<2x8x32xf32>
    %24 = stablehlo.reshape %arg7 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %25 = stablehlo.convert %24 : (tensor<2x8x1xi64>) -> tensor<2x8x1xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %28 = stablehlo.multiply %23, %27 : tensor<2x8x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %30 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %31 = stablehlo.dot_general %29, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %32 = stablehlo.reshape %31 : (tensor<16x96xf32>) -> tensor<2x8x96xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,96,8]{1,2,0}"} : (tensor<2x8x96xf32>) -> tensor<2x96x8xf32>
    %34 = stablehlo.slice %33 [0:2, 32:64, 0:8] : (tensor<2x96x8xf32>) -> tensor<2x32x8xf32>
    %35 = stablehlo.slice %33 [0:2, 0:32, 0:8] : (tensor<2x96x8xf32>) -> tensor<2x32x8xf32>
    %36 = stablehlo.slice %33 [0:2, 64:96, 0:8] : (tensor<2x96x8xf32>) -> tensor<2x32x8xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<2x32x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x32x8xf32>) -> tensor<2x32x1x8xf32>
    %39 = stablehlo.reshape %arg11 : (tensor<32x1x7xf32>) -> tensor<32x1x1x7xf32>
    %40 = stablehlo.convolution(%38, %39) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [6, 6]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x1x1x7xf32>) -> tensor<2x32x1x14xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x32x1x14xf32>) -> tensor<2x32x14xf32>
    %42 = stablehlo.slice %41 [0:2, 0:32, 0:8] : (tensor<2x32x14xf32>) -> tensor<2x32x8xf32>
    %43 = stablehlo.multiply %34, %42 : tensor<2x32x8xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : (tensor<2x32x8xf32>) -> tensor<2x8x32xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %46 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %47 = stablehlo.dot_general %45, %46, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %48 = stablehlo.reshape %47 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %49 = stablehlo.power %48, %cst_27 : tensor<2x8x32xf32>
    %50 = stablehlo.reduce(%49 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %51 = stablehlo.multiply %50, %cst_26 : tensor<2x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %53 = stablehlo.add %52, %cst_25 : tensor<2x8x1xf32>
    %54 = stablehlo.rsqrt %53 : tensor<2x8x1xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %57 = stablehlo.multiply %48, %56 : tensor<2x8x32xf32>
    %58 = stablehlo.multiply %12, %57 : tensor<2x8x32xf32>
    %59 = stablehlo.add %11, %58 : tensor<2x8x32xf32>
    %60 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %61 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %62 = stablehlo.power %59, %cst_27 : tensor<2x8x32xf32>
    %63 = stablehlo.reduce(%62 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %64 = stablehlo.multiply %63, %cst_26 : tensor<2x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %66 = stablehlo.add %65, %cst_25 : tensor<2x8x1xf32>
    %67 = stablehlo.rsqrt %66 : tensor<2x8x1xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %70 = stablehlo.multiply %59, %69 : tensor<2x8x32xf32>
    %71 = stablehlo.multiply %61, %70 : tensor<2x8x32xf32>
    %72 = stablehlo.reshape %71 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %73 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %74 = stablehlo.dot_general %72, %73, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %75 = stablehlo.reshape %74 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %76 = stablehlo.logistic %75 : tensor<2x8x64xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<2x8x64xf32>
    %78 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %79 = stablehlo.dot_general %72, %78, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %80 = stablehlo.reshape %79 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %81 = stablehlo.multiply %77, %80 : tensor<2x8x64xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %83 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %84 = stablehlo.dot_general %82, %83, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %85 = stablehlo.reshape %84 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %86 = stablehlo.power %85, %cst_27 : tensor<2x8x32xf32>
    %87 = stablehlo.reduce(%86 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %88 = stablehlo.multiply %87, %cst_26 : tensor<2x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %90 = stablehlo.add %89, %cst_25 : tensor<2x8x1xf32>
    %91 = stablehlo.rsqrt %90 : tensor<2x8x1xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %94 = stablehlo.multiply %85, %93 : tensor<2x8x32xf32>
    %95 = stablehlo.multiply %60, %94 : tensor<2x8x32xf32>
    %96 = stablehlo.add %59, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %98 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %99 = stablehlo.power %96, %cst_27 : tensor<2x8x32xf32>
    %100 = stablehlo.reduce(%99 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %101 = stablehlo.multiply %100, %cst_26 : tensor<2x8xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %103 = stablehlo.add %102, %cst_25 : tensor<2x8x1xf32>
    %104 = stablehlo.rsqrt %103 : tensor<2x8x1xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %107 = stablehlo.multiply %96, %106 : tensor<2x8x32xf32>
    %108 = stablehlo.multiply %98, %107 : tensor<2x8x32xf32>
    %109 = stablehlo.multiply %108, %27 : tensor<2x8x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x96xf32>) -> tensor<2x8x96xf32>
    %114 = stablehlo.transpose %113, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,96,8]{1,2,0}"} : (tensor<2x8x96xf32>) -> tensor<2x96x8xf32>
    %115 = stablehlo.slice %114 [0:2, 32:64, 0:8] : (tensor<2x96x8xf32>) -> tensor<2x32x8xf32>
    %116 = stablehlo.slice %114 [0:2, 0:32, 0:8] : (tensor<2x96x8xf32>) -> tensor<2x32x8xf32>
    %117 = stablehlo.slice %114 [0:2, 64:96, 0:8] : (tensor<2x96x8xf32>) -> tensor<2x32x8xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<2x32x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x32x8xf32>) -> tensor<2x32x1x8xf32>
    %120 = stablehlo.reshape %arg5 : (tensor<32x1x7xf32>) -> tensor<32x1x1x7xf32>
    %121 = stablehlo.convolution(%119, %120) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [6, 6]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<32x1x1x7xf32>) -> tensor<2x32x1x14xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x32x1x14xf32>) -> tensor<2x32x14xf32>
    %123 = stablehlo.slice %122 [0:2, 0:32, 0:8] : (tensor<2x32x14xf32>) -> tensor<2x32x8xf32>
    %124 = stablehlo.multiply %115, %123 : tensor<2x32x8xf32>
    %125 = stablehlo.transpose %124, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,32]{1,2,0}"} : (tensor<2x32x8xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.power %129, %cst_27 : tensor<2x8x32xf32>
    %131 = stablehlo.reduce(%130 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %132 = stablehlo.multiply %131, %cst_26 : tensor<2x8xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %134 = stablehlo.add %133, %cst_25 : tensor<2x8x1xf32>
    %135 = stablehlo.rsqrt %134 : tensor<2x8x1xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.multiply %129, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.multiply %97, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.add %96, %139 : tensor<2x8x32xf32>
    %141 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %142 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %143 = stablehlo.power %140, %cst_27 : tensor<2x8x32xf32>
    %144 = stablehlo.reduce(%143 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %145 = stablehlo.multiply %144, %cst_26 : tensor<2x8xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %147 = stablehlo.add %146, %cst_25 : tensor<2x8x1xf32>
    %148 = stablehlo.rsqrt %147 : tensor<2x8x1xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %151 = stablehlo.multiply %140, %150 : tensor<2x8x32xf32>
    %152 = stablehlo.multiply %142, %151 : tensor<2x8x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %154 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %155 = stablehlo.dot_general %153, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %156 = stablehlo.reshape %155 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %157 = stablehlo.logistic %156 : tensor<2x8x64xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<2x8x64xf32>
    %159 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %160 = stablehlo.dot_general %153, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %161 = stablehlo.reshape %160 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %162 = stablehlo.multiply %158, %161 : tensor<2x8x64xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %164 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %165 = stablehlo.dot_general %163, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %166 = stablehlo.reshape %165 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.power %166, %cst_27 : tensor<2x8x32xf32>
    %168 = stablehlo.reduce(%167 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %169 = stablehlo.multiply %168, %cst_26 : tensor<2x8xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %171 = stablehlo.add %170, %cst_25 : tensor<2x8x1xf32>
    %172 = stablehlo.rsqrt %171 : tensor<2x8x1xf32>
    %173 = stablehlo.reshape %172 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.multiply %166, %174 : tensor<2x8x32xf32>
    %176 = stablehlo.multiply %141, %175 : tensor<2x8x32xf32>
    %177 = stablehlo.add %140, %176 : tensor<2x8x32xf32>
    %178 = stablehlo.power %177, %cst_27 : tensor<2x8x32xf32>
    %179 = stablehlo.reduce(%178 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %180 = stablehlo.multiply %179, %cst_26 : tensor<2x8xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %182 = stablehlo.add %181, %cst_25 : tensor<2x8x1xf32>
    %183 = stablehlo.rsqrt %182 : tensor<2x8x1xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %186 = stablehlo.multiply %177, %185 : tensor<2x8x32xf32>
    %187 = stablehlo.multiply %7, %186 : tensor<2x8x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %189 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %190 = stablehlo.dot_general %188, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %191 = stablehlo.reshape %190 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %192 = stablehlo.slice %191 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %193 = stablehlo.reduce(%192 init: %cst_28) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %195 = stablehlo.subtract %192, %194 : tensor<2x7x128xf32>
    %196 = stablehlo.exponential %195 : tensor<2x7x128xf32>
    %197 = stablehlo.reduce(%196 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %198 = stablehlo.log %197 : tensor<2x7xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %200 = stablehlo.subtract %195, %199 : tensor<2x7x128xf32>
    %201 = stablehlo.exponential %200 : tensor<2x7x128xf32>
    %202 = stablehlo.reduce(%6 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %204 = stablehlo.multiply %201, %203 : tensor<2x7x128xf32>
    %205 = stablehlo.subtract %6, %204 : tensor<2x7x128xf32>
    %206 = stablehlo.pad %205, %cst_29, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %207 = stablehlo.select %c_32, %206, %cst_24 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %209 = stablehlo.dot_general %208, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %210 = stablehlo.reshape %209 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.multiply %210, %7 : tensor<2x8x32xf32>
    %212 = stablehlo.multiply %211, %185 : tensor<2x8x32xf32>
    %213 = stablehlo.multiply %211, %177 : tensor<2x8x32xf32>
    %214 = stablehlo.reduce(%213 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %216 = stablehlo.multiply %215, %cst_23 : tensor<2x8x1xf32>
    %217 = stablehlo.power %183, %cst_22 : tensor<2x8x1xf32>
    %218 = stablehlo.multiply %216, %217 : tensor<2x8x1xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %221 = stablehlo.divide %220, %cst_21 : tensor<2x8x32xf32>
    %222 = stablehlo.power %177, %cst_20 : tensor<2x8x32xf32>
    %223 = stablehlo.multiply %222, %cst_27 : tensor<2x8x32xf32>
    %224 = stablehlo.multiply %221, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.add %212, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.multiply %225, %141 : tensor<2x8x32xf32>
    %227 = stablehlo.multiply %226, %174 : tensor<2x8x32xf32>
    %228 = stablehlo.multiply %226, %166 : tensor<2x8x32xf32>
    %229 = stablehlo.reduce(%228 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %231 = stablehlo.multiply %230, %cst_23 : tensor<2x8x1xf32>
    %232 = stablehlo.power %172, %cst_22 : tensor<2x8x1xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<2x8x1xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %236 = stablehlo.divide %235, %cst_21 : tensor<2x8x32xf32>
    %237 = stablehlo.power %166, %cst_20 : tensor<2x8x32xf32>
    %238 = stablehlo.multiply %237, %cst_27 : tensor<2x8x32xf32>
    %239 = stablehlo.multiply %236, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.add %227, %239 : tensor<2x8x32xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %242 = stablehlo.dot_general %241, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %243 = stablehlo.reshape %242 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %244 = stablehlo.multiply %243, %158 : tensor<2x8x64xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %246 = stablehlo.dot_general %245, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %248 = stablehlo.multiply %243, %161 : tensor<2x8x64xf32>
    %249 = stablehlo.subtract %cst_19, %157 : tensor<2x8x64xf32>
    %250 = stablehlo.multiply %156, %249 : tensor<2x8x64xf32>
    %251 = stablehlo.add %250, %cst_19 : tensor<2x8x64xf32>
    %252 = stablehlo.multiply %157, %251 : tensor<2x8x64xf32>
    %253 = stablehlo.multiply %248, %252 : tensor<2x8x64xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %255 = stablehlo.dot_general %254, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %257 = stablehlo.add %247, %256 : tensor<2x8x32xf32>
    %258 = stablehlo.multiply %257, %142 : tensor<2x8x32xf32>
    %259 = stablehlo.multiply %258, %150 : tensor<2x8x32xf32>
    %260 = stablehlo.add %225, %259 : tensor<2x8x32xf32>
    %261 = stablehlo.multiply %258, %140 : tensor<2x8x32xf32>
    %262 = stablehlo.reduce(%261 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %264 = stablehlo.multiply %263, %cst_23 : tensor<2x8x1xf32>
    %265 = stablehlo.power %148, %cst_22 : tensor<2x8x1xf32>
    %266 = stablehlo.multiply %264, %265 : tensor<2x8x1xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.divide %268, %cst_21 : tensor<2x8x32xf32>
    %270 = stablehlo.power %140, %cst_20 : tensor<2x8x32xf32>
    %271 = stablehlo.multiply %270, %cst_27 : tensor<2x8x32xf32>
    %272 = stablehlo.multiply %269, %271 : tensor<2x8x32xf32>
    %273 = stablehlo.add %260, %272 : tensor<2x8x32xf32>
    %274 = stablehlo.multiply %273, %97 : tensor<2x8x32xf32>
    %275 = stablehlo.multiply %274, %137 : tensor<2x8x32xf32>
    %276 = stablehlo.multiply %274, %129 : tensor<2x8x32xf32>
    %277 = stablehlo.reduce(%276 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %279 = stablehlo.multiply %278, %cst_23 : tensor<2x8x1xf32>
    %280 = stablehlo.power %135, %cst_22 : tensor<2x8x1xf32>
    %281 = stablehlo.multiply %279, %280 : tensor<2x8x1xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.divide %283, %cst_21 : tensor<2x8x32xf32>
    %285 = stablehlo.power %129, %cst_20 : tensor<2x8x32xf32>
    %286 = stablehlo.multiply %285, %cst_27 : tensor<2x8x32xf32>
    %287 = stablehlo.multiply %284, %286 : tensor<2x8x32xf32>
    %288 = stablehlo.add %275, %287 : tensor<2x8x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %290 = stablehlo.dot_general %289, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %291 = stablehlo.reshape %290 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %292 = stablehlo.transpose %291, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %293 = stablehlo.multiply %292, %115 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : tensor<2x32x8xf32>
    %294 = stablehlo.pad %293, %cst_29, low = [0, 0, 0], high = [0, 0, 6], interior = [0, 0, 0] : (tensor<2x32x8xf32>, tensor<f32>) -> tensor<2x32x14xf32>
    %295 = stablehlo.select %c_31, %294, %cst_18 : tensor<2x32x14xi1>, tensor<2x32x14xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x32x14xf32>) -> tensor<2x32x1x14xf32>
    %297 = stablehlo.transpose %120, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,7,1,32]{1,0,2,3}"} : (tensor<32x1x1x7xf32>) -> tensor<1x7x1x32xf32>
    %298 = stablehlo.reshape %297 : (tensor<1x7x1x32xf32>) -> tensor<1x7x32x1xf32>
    %299 = stablehlo.reverse %298, dims = [0, 1] : tensor<1x7x32x1xf32>
    %300 = stablehlo.convolution(%296, %299) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x14xf32>, tensor<1x7x32x1xf32>) -> tensor<2x32x1x8xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x32x1x8xf32>) -> tensor<2x32x8xf32>
    %302 = stablehlo.multiply %301, %117 : tensor<2x32x8xf32>
    %303 = stablehlo.multiply %292, %123 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : tensor<2x32x8xf32>
    %304 = stablehlo.multiply %301, %116 : tensor<2x32x8xf32>
    %305 = stablehlo.concatenate %302, %303, %304, dim = 1 : (tensor<2x32x8xf32>, tensor<2x32x8xf32>, tensor<2x32x8xf32>) -> tensor<2x96x8xf32>
    %306 = stablehlo.transpose %305, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,96]{1,2,0}"} : (tensor<2x96x8xf32>) -> tensor<2x8x96xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x8x96xf32>) -> tensor<16x96xf32>
    %308 = stablehlo.dot_general %307, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96xf32>, tensor<96x32xf32>) -> tensor<16x32xf32>
    %309 = stablehlo.reshape %308 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %310 = stablehlo.multiply %309, %27 : tensor<2x8x32xf32>
    %311 = stablehlo.multiply %310, %98 : tensor<2x8x32xf32>
    %312 = stablehlo.multiply %311, %106 : tensor<2x8x32xf32>
    %313 = stablehlo.add %273, %312 : tensor<2x8x32xf32>
    %314 = stablehlo.multiply %311, %96 : tensor<2x8x32xf32>
    %315 = stablehlo.reduce(%314 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %317 = stablehlo.multiply %316, %cst_23 : tensor<2x8x1xf32>
    %318 = stablehlo.power %104, %cst_22 : tensor<2x8x1xf32>
    %319 = stablehlo.multiply %317, %318 : tensor<2x8x1xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %322 = stablehlo.divide %321, %cst_21 : tensor<2x8x32xf32>
    %323 = stablehlo.power %96, %cst_20 : tensor<2x8x32xf32>
    %324 = stablehlo.multiply %323, %cst_27 : tensor<2x8x32xf32>
    %325 = stablehlo.multiply %322, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.add %313, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.multiply %326, %60 : tensor<2x8x32xf32>
    %328 = stablehlo.multiply %327, %93 : tensor<2x8x32xf32>
    %329 = stablehlo.multiply %327, %85 : tensor<2x8x32xf32>
    %330 = stablehlo.reduce(%329 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %331 = stablehlo.reshape %330 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %332 = stablehlo.multiply %331, %cst_23 : tensor<2x8x1xf32>
    %333 = stablehlo.power %91, %cst_22 : tensor<2x8x1xf32>
    %334 = stablehlo.multiply %332, %333 : tensor<2x8x1xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %337 = stablehlo.divide %336, %cst_21 : tensor<2x8x32xf32>
    %338 = stablehlo.power %85, %cst_20 : tensor<2x8x32xf32>
    %339 = stablehlo.multiply %338, %cst_27 : tensor<2x8x32xf32>
    %340 = stablehlo.multiply %337, %339 : tensor<2x8x32xf32>
    %341 = stablehlo.add %328, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.reshape %341 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %343 = stablehlo.dot_general %342, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %344 = stablehlo.reshape %343 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %345 = stablehlo.multiply %344, %77 : tensor<2x8x64xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %347 = stablehlo.dot_general %346, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %348 = stablehlo.reshape %347 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %349 = stablehlo.multiply %344, %80 : tensor<2x8x64xf32>
    %350 = stablehlo.subtract %cst_19, %76 : tensor<2x8x64xf32>
    %351 = stablehlo.multiply %75, %350 : tensor<2x8x64xf32>
    %352 = stablehlo.add %351, %cst_19 : tensor<2x8x64xf32>
    %353 = stablehlo.multiply %76, %352 : tensor<2x8x64xf32>
    %354 = stablehlo.multiply %349, %353 : tensor<2x8x64xf32>
    %355 = stablehlo.reshape %354 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %356 = stablehlo.dot_general %355, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %357 = stablehlo.reshape %356 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %358 = stablehlo.add %348, %357 : tensor<2x8x32xf32>
    %359 = stablehlo.multiply %358, %61 : tensor<2x8x32xf32>
    %360 = stablehlo.multiply %359, %69 : tensor<2x8x32xf32>
    %361 = stablehlo.add %326, %360 : tensor<2x8x32xf32>
    %362 = stablehlo.multiply %359, %59 : tensor<2x8x32xf32>
    %363 = stablehlo.reduce(%362 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %365 = stablehlo.multiply %364, %cst_23 : tensor<2x8x1xf32>
    %366 = stablehlo.power %67, %cst_22 : tensor<2x8x1xf32>
    %367 = stablehlo.multiply %365, %366 : tensor<2x8x1xf32>
    %368 = stablehlo.reshape %367 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %370 = stablehlo.divide %369, %cst_21 : tensor<2x8x32xf32>
    %371 = stablehlo.power %59, %cst_20 : tensor<2x8x32xf32>
    %372 = stablehlo.multiply %371, %cst_27 : tensor<2x8x32xf32>
    %373 = stablehlo.multiply %370, %372 : tensor<2x8x32xf32>
    %374 = stablehlo.add %361, %373 : tensor<2x8x32xf32>
    %375 = stablehlo.multiply %374, %12 : tensor<2x8x32xf32>
    %376 = stablehlo.multiply %375, %56 : tensor<2x8x32xf32>
    %377 = stablehlo.multiply %375, %48 : tensor<2x8x32xf32>
    %378 = stablehlo.reduce(%377 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %379 = stablehlo.reshape %378 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %380 = stablehlo.multiply %379, %cst_23 : tensor<2x8x1xf32>
    %381 = stablehlo.power %54, %cst_22 : tensor<2x8x1xf32>
    %382 = stablehlo.multiply %380, %381 : tensor<2x8x1xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %385 = stablehlo.divide %384, %cst_21 : tensor<2x8x32xf32>
    %386 = stablehlo.power %48, %cst_20 : tensor<2x8x32xf32>
    %387 = stablehlo.multiply %386, %cst_27 : tensor<2x8x32xf32>
    %388 = stablehlo.multiply %385, %387 : tensor<2x8x32xf32>
    %389 = stablehlo.add %376, %388 : tensor<2x8x32xf32>
    %390 = stablehlo.reshape %389 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %391 = stablehlo.dot_general %390, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %392 = stablehlo.reshape %391 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %393 = stablehlo.transpose %392, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : (tensor<2x8x32xf32>) -> tensor<2x32x8xf32>
    %394 = stablehlo.multiply %393, %34 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : tensor<2x32x8xf32>
    %395 = stablehlo.pad %394, %cst_29, low = [0, 0, 0], high = [0, 0, 6], interior = [0, 0, 0] : (tensor<2x32x8xf32>, tensor<f32>) -> tensor<2x32x14xf32>
    %396 = stablehlo.select %c_31, %395, %cst_18 : tensor<2x32x14xi1>, tensor<2x32x14xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x32x14xf32>) -> tensor<2x32x1x14xf32>
    %398 = stablehlo.multiply %200, %5 : tensor<2x7x128xf32>
    %399 = stablehlo.reduce(%398 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %400 = stablehlo.reduce(%399 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %401 = stablehlo.multiply %400, %cst_17 : tensor<f32>
    %402 = stablehlo.negate %401 : tensor<f32>
    %403 = stablehlo.multiply %arg24, %cst_16 : tensor<128x32xf32>
    %404 = stablehlo.transpose %208, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %405 = stablehlo.dot_general %404, %188, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %406 = stablehlo.compare  LT, %arg0, %c_14 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %407 = stablehlo.add %arg0, %c_13 : tensor<2x8xi64>
    %408 = stablehlo.select %406, %407, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %409 = stablehlo.reshape %408 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %410 = stablehlo.compare  EQ, %arg0, %c : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %412 = stablehlo.transpose %39, dims = [2, 3, 1, 0] {result_layout = dense<[1, 0, 2, 3]> : tensor<4xindex>, xla_shape = "f32[1,7,1,32]{1,0,2,3}"} : (tensor<32x1x1x7xf32>) -> tensor<1x7x1x32xf32>
    %413 = stablehlo.reshape %412 : (tensor<1x7x1x32xf32>) -> tensor<1x7x32x1xf32>
    %414 = stablehlo.reverse %413, dims = [0, 1] : tensor<1x7x32x1xf32>
    %415 = stablehlo.convolution(%397, %414) dim_numbers = [b, f, 0, 1]x[0, 1, o, i]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x14xf32>, tensor<1x7x32x1xf32>) -> tensor<2x32x1x8xf32>
    %416 = stablehlo.reshape %415 : (tensor<2x32x1x8xf32>) -> tensor<2x32x8xf32>
    %417 = stablehlo.multiply %416, %36 : tensor<2x32x8xf32>
    %418 = stablehlo.multiply %393, %42 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,32,8]{1,2,0}"} : tensor<2x32x8xf32>
    %419 = stablehlo.multiply %416, %35 : tensor<2x32x8xf32>
    %420 = stablehlo.concatenate %417, %418, %419, dim = 1 : (tensor<2x32x8xf32>, tensor<2x32x8xf32>, tensor<2x32x8xf32>) -> tensor<2x96x8xf32>
    %421 = stablehlo.transpose %420, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,96]{1,2,0}"} : (tensor<2x96x8xf32>) -> tensor<2x8x96xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x8x96xf32>) -> tensor<16x96xf32>
    %423 = stablehlo.dot_general %422, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96xf32>, tensor<96x32xf32>) -> tensor<16x32xf32>
    %424 = stablehlo.reshape %423 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %425 = stablehlo.multiply %424, %27 : tensor<2x8x32xf32>
    %426 = stablehlo.multiply %425, %13 : tensor<2x8x32xf32>
    %427 = stablehlo.multiply %426, %21 : tensor<2x8x32xf32>
    %428 = stablehlo.add %374, %427 : tensor<2x8x32xf32>
    %429 = stablehlo.multiply %426, %11 : tensor<2x8x32xf32>
    %430 = stablehlo.reduce(%429 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %431 = stablehlo.reshape %430 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %432 = stablehlo.multiply %431, %cst_23 : tensor<2x8x1xf32>
    %433 = stablehlo.power %19, %cst_22 : tensor<2x8x1xf32>
    %434 = stablehlo.multiply %432, %433 : tensor<2x8x1xf32>
    %435 = stablehlo.reshape %434 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %437 = stablehlo.divide %436, %cst_21 : tensor<2x8x32xf32>
    %438 = stablehlo.power %11, %cst_20 : tensor<2x8x32xf32>
    %439 = stablehlo.multiply %438, %cst_27 : tensor<2x8x32xf32>
    %440 = stablehlo.multiply %437, %439 : tensor<2x8x32xf32>
    %441 = stablehlo.add %428, %440 : tensor<2x8x32xf32>
    %442 = stablehlo.select %411, %cst_12, %441 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %443 = "stablehlo.scatter"(%cst_15, %409, %442) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %576 = stablehlo.add %arg46, %arg47 : tensor<f32>
      stablehlo.return %576 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %444 = stablehlo.add %405, %443 : tensor<128x32xf32>
    %445 = stablehlo.add %403, %444 : tensor<128x32xf32>
    %446 = stablehlo.multiply %445, %cst_11 : tensor<128x32xf32>
    %447 = stablehlo.subtract %arg1, %446 : tensor<128x32xf32>
    %448 = stablehlo.multiply %arg25, %cst_10 : tensor<32x1x7xf32>
    %449 = stablehlo.convolution(%38, %397) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [6, 6]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 32 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<2x32x1x14xf32>) -> tensor<1x7x1x32xf32>
    %450 = stablehlo.transpose %449, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[32,1,1,7]{0,1,3,2}"} : (tensor<1x7x1x32xf32>) -> tensor<32x1x1x7xf32>
    %451 = stablehlo.reshape %450 : (tensor<32x1x1x7xf32>) -> tensor<32x1x7xf32>
    %452 = stablehlo.add %448, %451 : tensor<32x1x7xf32>
    %453 = stablehlo.multiply %452, %cst_9 : tensor<32x1x7xf32>
    %454 = stablehlo.subtract %arg11, %453 : tensor<32x1x7xf32>
    %455 = stablehlo.multiply %arg26, %cst_8 : tensor<96x32xf32>
    %456 = stablehlo.transpose %422, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,16]{0,1}"} : (tensor<16x96xf32>) -> tensor<96x16xf32>
    %457 = stablehlo.dot_general %456, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x16xf32>, tensor<16x32xf32>) -> tensor<96x32xf32>
    %458 = stablehlo.add %455, %457 : tensor<96x32xf32>
    %459 = stablehlo.multiply %458, %cst_7 : tensor<96x32xf32>
    %460 = stablehlo.subtract %arg12, %459 : tensor<96x32xf32>
    %461 = stablehlo.multiply %arg27, %cst_6 : tensor<32x32xf32>
    %462 = stablehlo.transpose %390, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %463 = stablehlo.dot_general %462, %45, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %464 = stablehlo.add %461, %463 : tensor<32x32xf32>
    %465 = stablehlo.multiply %464, %cst_5 : tensor<32x32xf32>
    %466 = stablehlo.subtract %arg10, %465 : tensor<32x32xf32>
    %467 = stablehlo.multiply %arg28, %cst_4 : tensor<64x32xf32>
    %468 = stablehlo.transpose %355, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %469 = stablehlo.dot_general %468, %72, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %470 = stablehlo.add %467, %469 : tensor<64x32xf32>
    %471 = stablehlo.multiply %470, %cst_3 : tensor<64x32xf32>
    %472 = stablehlo.subtract %arg16, %471 : tensor<64x32xf32>
    %473 = stablehlo.multiply %arg29, %cst_4 : tensor<64x32xf32>
    %474 = stablehlo.transpose %346, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %475 = stablehlo.dot_general %474, %72, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %476 = stablehlo.add %473, %475 : tensor<64x32xf32>
    %477 = stablehlo.multiply %476, %cst_3 : tensor<64x32xf32>
    %478 = stablehlo.subtract %arg9, %477 : tensor<64x32xf32>
    %479 = stablehlo.multiply %arg30, %cst_2 : tensor<32x64xf32>
    %480 = stablehlo.transpose %342, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %481 = stablehlo.dot_general %480, %82, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %482 = stablehlo.add %479, %481 : tensor<32x64xf32>
    %483 = stablehlo.multiply %482, %cst_1 : tensor<32x64xf32>
    %484 = stablehlo.subtract %arg8, %483 : tensor<32x64xf32>
    %485 = stablehlo.multiply %arg31, %cst_0 : tensor<32xf32>
    %486 = stablehlo.multiply %425, %22 : tensor<2x8x32xf32>
    %487 = stablehlo.reduce(%486 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %488 = stablehlo.add %485, %487 : tensor<32xf32>
    %489 = stablehlo.multiply %488, %cst : tensor<32xf32>
    %490 = stablehlo.subtract %arg13, %489 : tensor<32xf32>
    %491 = stablehlo.multiply %arg32, %cst_0 : tensor<32xf32>
    %492 = stablehlo.multiply %358, %70 : tensor<2x8x32xf32>
    %493 = stablehlo.reduce(%492 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %494 = stablehlo.add %491, %493 : tensor<32xf32>
    %495 = stablehlo.multiply %494, %cst : tensor<32xf32>
    %496 = stablehlo.subtract %arg15, %495 : tensor<32xf32>
    %497 = stablehlo.multiply %arg33, %cst_0 : tensor<32xf32>
    %498 = stablehlo.multiply %374, %57 : tensor<2x8x32xf32>
    %499 = stablehlo.reduce(%498 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %500 = stablehlo.add %497, %499 : tensor<32xf32>
    %501 = stablehlo.multiply %500, %cst : tensor<32xf32>
    %502 = stablehlo.subtract %arg14, %501 : tensor<32xf32>
    %503 = stablehlo.multiply %arg34, %cst_0 : tensor<32xf32>
    %504 = stablehlo.multiply %326, %94 : tensor<2x8x32xf32>
    %505 = stablehlo.reduce(%504 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %506 = stablehlo.add %503, %505 : tensor<32xf32>
    %507 = stablehlo.multiply %506, %cst : tensor<32xf32>
    %508 = stablehlo.subtract %arg17, %507 : tensor<32xf32>
    %509 = stablehlo.multiply %arg35, %cst_10 : tensor<32x1x7xf32>
    %510 = stablehlo.convolution(%119, %296) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [6, 6]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 32 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x32x1x8xf32>, tensor<2x32x1x14xf32>) -> tensor<1x7x1x32xf32>
    %511 = stablehlo.transpose %510, dims = [3, 2, 0, 1] {result_layout = dense<[0, 1, 3, 2]> : tensor<4xindex>, xla_shape = "f32[32,1,1,7]{0,1,3,2}"} : (tensor<1x7x1x32xf32>) -> tensor<32x1x1x7xf32>
    %512 = stablehlo.reshape %511 : (tensor<32x1x1x7xf32>) -> tensor<32x1x7xf32>
    %513 = stablehlo.add %509, %512 : tensor<32x1x7xf32>
    %514 = stablehlo.multiply %513, %cst_9 : tensor<32x1x7xf32>
    %515 = stablehlo.subtract %arg5, %514 : tensor<32x1x7xf32>
    %516 = stablehlo.multiply %arg36, %cst_8 : tensor<96x32xf32>
    %517 = stablehlo.transpose %307, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,16]{0,1}"} : (tensor<16x96xf32>) -> tensor<96x16xf32>
    %518 = stablehlo.dot_general %517, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x16xf32>, tensor<16x32xf32>) -> tensor<96x32xf32>
    %519 = stablehlo.add %516, %518 : tensor<96x32xf32>
    %520 = stablehlo.multiply %519, %cst_7 : tensor<96x32xf32>
    %521 = stablehlo.subtract %arg6, %520 : tensor<96x32xf32>
    %522 = stablehlo.multiply %arg37, %cst_6 : tensor<32x32xf32>
    %523 = stablehlo.transpose %289, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %524 = stablehlo.dot_general %523, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %525 = stablehlo.add %522, %524 : tensor<32x32xf32>
    %526 = stablehlo.multiply %525, %cst_5 : tensor<32x32xf32>
    %527 = stablehlo.subtract %arg4, %526 : tensor<32x32xf32>
    %528 = stablehlo.multiply %arg38, %cst_4 : tensor<64x32xf32>
    %529 = stablehlo.transpose %254, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %530 = stablehlo.dot_general %529, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %531 = stablehlo.add %528, %530 : tensor<64x32xf32>
    %532 = stablehlo.multiply %531, %cst_3 : tensor<64x32xf32>
    %533 = stablehlo.subtract %arg21, %532 : tensor<64x32xf32>
    %534 = stablehlo.multiply %arg39, %cst_4 : tensor<64x32xf32>
    %535 = stablehlo.transpose %245, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %536 = stablehlo.dot_general %535, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %537 = stablehlo.add %534, %536 : tensor<64x32xf32>
    %538 = stablehlo.multiply %537, %cst_3 : tensor<64x32xf32>
    %539 = stablehlo.subtract %arg3, %538 : tensor<64x32xf32>
    %540 = stablehlo.multiply %arg40, %cst_2 : tensor<32x64xf32>
    %541 = stablehlo.transpose %241, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %542 = stablehlo.dot_general %541, %163, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %543 = stablehlo.add %540, %542 : tensor<32x64xf32>
    %544 = stablehlo.multiply %543, %cst_1 : tensor<32x64xf32>
    %545 = stablehlo.subtract %arg2, %544 : tensor<32x64xf32>
    %546 = stablehlo.multiply %arg41, %cst_0 : tensor<32xf32>
    %547 = stablehlo.multiply %310, %107 : tensor<2x8x32xf32>
    %548 = stablehlo.reduce(%547 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %549 = stablehlo.add %546, %548 : tensor<32xf32>
    %550 = stablehlo.multiply %549, %cst : tensor<32xf32>
    %551 = stablehlo.subtract %arg18, %550 : tensor<32xf32>
    %552 = stablehlo.multiply %arg42, %cst_0 : tensor<32xf32>
    %553 = stablehlo.multiply %257, %151 : tensor<2x8x32xf32>
    %554 = stablehlo.reduce(%553 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %555 = stablehlo.add %552, %554 : tensor<32xf32>
    %556 = stablehlo.multiply %555, %cst : tensor<32xf32>
    %557 = stablehlo.subtract %arg20, %556 : tensor<32xf32>
    %558 = stablehlo.multiply %arg43, %cst_0 : tensor<32xf32>
    %559 = stablehlo.multiply %273, %138 : tensor<2x8x32xf32>
    %560 = stablehlo.reduce(%559 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %561 = stablehlo.add %558, %560 : tensor<32xf32>
    %562 = stablehlo.multiply %561, %cst : tensor<32xf32>
    %563 = stablehlo.subtract %arg19, %562 : tensor<32xf32>
    %564 = stablehlo.multiply %arg44, %cst_0 : tensor<32xf32>
    %565 = stablehlo.multiply %225, %175 : tensor<2x8x32xf32>
    %566 = stablehlo.reduce(%565 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %567 = stablehlo.add %564, %566 : tensor<32xf32>
    %568 = stablehlo.multiply %567, %cst : tensor<32xf32>
    %569 = stablehlo.subtract %arg22, %568 : tensor<32xf32>
    %570 = stablehlo.multiply %arg45, %cst_0 : tensor<32xf32>
    %571 = stablehlo.multiply %210, %186 : tensor<2x8x32xf32>
    %572 = stablehlo.reduce(%571 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %573 = stablehlo.add %570, %572 : tensor<32xf32>
    %574 = stablehlo.multiply %573, %cst : tensor<32xf32>
    %575 = stablehlo.subtract %arg23, %574 : tensor<32xf32>
    return %402, %447, %454, %460, %466, %472, %478, %484, %490, %496, %502, %508, %515, %521, %527, %533, %539, %545, %551, %557, %563, %569, %575, %445, %452, %458, %464, %470, %476, %482, %488, %494, %500, %506, %513, %519, %525, %531, %537, %543, %549, %555, %561, %567, %573 : tensor<f32>, tensor<128x32xf32>, tensor<32x1x7xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x1x7xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x1x7xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x1x7xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
