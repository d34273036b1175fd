module @IrToHlo.1636 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg4: tensor<128x32xf32> {tf.aliasing_output = 23 : i32}, %arg5: tensor<128xf32> {tf.aliasing_output = 22 : i32}, %arg6: tensor<32x128xf32> {tf.aliasing_output = 21 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg10: tensor<96xf32> {tf.aliasing_output = 16 : i32}, %arg11: tensor<32x96xf32> {tf.aliasing_output = 15 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg14: tensor<128x32xf32> {tf.aliasing_output = 11 : i32}, %arg15: tensor<128xf32> {tf.aliasing_output = 10 : i32}, %arg16: tensor<32x128xf32> {tf.aliasing_output = 9 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg20: tensor<96xf32> {tf.aliasing_output = 4 : i32}, %arg21: tensor<32x96xf32> {tf.aliasing_output = 3 : i32}, %arg22: tensor<64xi64>, %arg23: tensor<64x32xf32> {tf.aliasing_output = 2 : i32}, %arg24: tensor<2x8xi64>, %arg25: tensor<1x1x64x64xf32>, %arg26: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg28: tensor<1x1x64x64xf32>, %arg29: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg31: tensor<128x32xf32> {tf.aliasing_output = 27 : i32}, %arg32: tensor<64x32xf32> {tf.aliasing_output = 28 : i32}, %arg33: tensor<32x96xf32> {tf.aliasing_output = 29 : i32}, %arg34: tensor<96xf32> {tf.aliasing_output = 30 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg39: tensor<32x128xf32> {tf.aliasing_output = 35 : i32}, %arg40: tensor<128xf32> {tf.aliasing_output = 36 : i32}, %arg41: tensor<128x32xf32> {tf.aliasing_output = 37 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg45: tensor<32x96xf32> {tf.aliasing_output = 41 : i32}, %arg46: tensor<96xf32> {tf.aliasing_output = 42 : i32}, %arg47: tensor<32x32xf32> {tf.aliasing_output = 43 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg51: tensor<32x128xf32> {tf.aliasing_output = 47 : i32}, %arg52: tensor<128xf32> {tf.aliasing_output = 48 : i32}, %arg53: tensor<128x32xf32> {tf.aliasing_output = 49 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 52 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x128xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<96xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<96xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x96xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x96xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x32xf32>
    %c = stablehlo.constant dense<-1> : tensor<1x8xi64>
    %c_13 = stablehlo.constant dense<64> : tensor<1x8xi64>
    %c_14 = stablehlo.constant dense<0> : tensor<1x8xi64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x128xf32>
    %cst_19 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_23 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_24 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_28 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_29 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_31 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_33 = stablehlo.constant dense<0.797884583> : tensor<2x8x128xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x128xf32>
    %cst_35 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x128xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_39 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x1x8xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<2x1x1x8xf32>
    %cst_41 = stablehlo.constant dense<-1.000000e+04> : tensor<1x1x8x8xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<1x1x8x8xf32>
    %cst_43 = stablehlo.constant dense<2.82842708> : tensor<2x4x8x8xf32>
    %c_44 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %5 = stablehlo.convert %4 : (tensor<16xi64>) -> tensor<16xui32>
    %6 = "stablehlo.gather"(%arg1, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.reshape %arg22 : (tensor<64xi64>) -> tensor<1x64xi64>
    %9 = stablehlo.slice %8 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %10 = stablehlo.reshape %9 : (tensor<1x8xi64>) -> tensor<8xi64>
    %11 = stablehlo.convert %10 : (tensor<8xi64>) -> tensor<8xui32>
    %12 = "stablehlo.gather"(%arg23, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.add %7, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %16 = stablehlo.dot_general %15, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %17 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<96xf32>) -> tensor<16x96xf32>
    %18 = stablehlo.add %16, %17 : tensor<16x96xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x96xf32>) -> tensor<2x8x96xf32>
    %20 = stablehlo.slice %19 [0:2, 0:8, 0:32] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %24 = stablehlo.slice %19 [0:2, 0:8, 32:64] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,1,3,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %28 = stablehlo.dot_general %23, %27, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %29 = stablehlo.reshape %28 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.divide %29, %cst_43 : tensor<2x4x8x8xf32>
    %31 = stablehlo.slice %arg25 [0:1, 0:1, 0:8, 0:64] : (tensor<1x1x64x64xf32>) -> tensor<1x1x8x64xf32>
    %32 = stablehlo.slice %31 [0:1, 0:1, 0:8, 0:8] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x1x8x8xf32>) -> tensor<8x8xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.multiply %30, %34 : tensor<2x4x8x8xf32>
    %36 = stablehlo.subtract %cst_42, %32 : tensor<1x1x8x8xf32>
    %37 = stablehlo.multiply %36, %cst_41 : tensor<1x1x8x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<1x1x8x8xf32>) -> tensor<8x8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %40 = stablehlo.add %35, %39 : tensor<2x4x8x8xf32>
    %41 = stablehlo.reshape %arg24 : (tensor<2x8xi64>) -> tensor<2x1x1x8xi64>
    %42 = stablehlo.convert %41 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xf32>
    %43 = stablehlo.subtract %cst_40, %42 : tensor<2x1x1x8xf32>
    %44 = stablehlo.multiply %43, %cst_39 : tensor<2x1x1x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<2x1x1x8xf32>) -> tensor<2x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x4x8x8xf32>
    %47 = stablehlo.add %40, %46 : tensor<2x4x8x8xf32>
    %48 = stablehlo.reduce(%47 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %50 = stablehlo.subtract %47, %49 : tensor<2x4x8x8xf32>
    %51 = stablehlo.exponential %50 : tensor<2x4x8x8xf32>
    %52 = stablehlo.reduce(%51 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %54 = stablehlo.divide %51, %53 : tensor<2x4x8x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %56 = stablehlo.slice %19 [0:2, 0:8, 64:96] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %58 = stablehlo.transpose %57, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = stablehlo.dot_general %55, %59, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %62 = stablehlo.transpose %61, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %64 = stablehlo.dot_general %63, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %65 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %66 = stablehlo.add %64, %65 : tensor<16x32xf32>
    %67 = stablehlo.reshape %66 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %68 = stablehlo.add %14, %67 : tensor<2x8x32xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%69, %cst_38, %cst_37) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %70 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %71 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<2x8x32xf32>
    %73 = stablehlo.add %3, %72 : tensor<2x8x32xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %75 = stablehlo.dot_general %74, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %76 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %77 = stablehlo.add %75, %76 : tensor<16x128xf32>
    %78 = stablehlo.reshape %77 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %79 = stablehlo.multiply %78, %cst_36 : tensor<2x8x128xf32>
    %80 = stablehlo.power %78, %cst_35 : tensor<2x8x128xf32>
    %81 = stablehlo.multiply %80, %cst_34 : tensor<2x8x128xf32>
    %82 = stablehlo.add %78, %81 : tensor<2x8x128xf32>
    %83 = stablehlo.multiply %82, %cst_33 : tensor<2x8x128xf32>
    %84 = stablehlo.tanh %83 : tensor<2x8x128xf32>
    %85 = stablehlo.add %84, %cst_32 : tensor<2x8x128xf32>
    %86 = stablehlo.multiply %79, %85 : tensor<2x8x128xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %88 = stablehlo.dot_general %87, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %89 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.add %88, %89 : tensor<16x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.add %73, %91 : tensor<2x8x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_47, %batch_mean_48, %batch_var_49 = "stablehlo.batch_norm_training"(%93, %cst_38, %cst_37) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %94 = stablehlo.reshape %output_47 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.add %2, %96 : tensor<2x8x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %99 = stablehlo.dot_general %98, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %100 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<96xf32>) -> tensor<16x96xf32>
    %101 = stablehlo.add %99, %100 : tensor<16x96xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x96xf32>) -> tensor<2x8x96xf32>
    %103 = stablehlo.slice %102 [0:2, 0:8, 0:32] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %105 = stablehlo.transpose %104, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.slice %102 [0:2, 0:8, 32:64] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %109 = stablehlo.transpose %108, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,1,3,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %111 = stablehlo.dot_general %106, %110, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %113 = stablehlo.divide %112, %cst_43 : tensor<2x4x8x8xf32>
    %114 = stablehlo.slice %arg28 [0:1, 0:1, 0:8, 0:64] : (tensor<1x1x64x64xf32>) -> tensor<1x1x8x64xf32>
    %115 = stablehlo.slice %114 [0:1, 0:1, 0:8, 0:8] : (tensor<1x1x8x64xf32>) -> tensor<1x1x8x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<1x1x8x8xf32>) -> tensor<8x8xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %118 = stablehlo.multiply %113, %117 : tensor<2x4x8x8xf32>
    %119 = stablehlo.subtract %cst_42, %115 : tensor<1x1x8x8xf32>
    %120 = stablehlo.multiply %119, %cst_41 : tensor<1x1x8x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<1x1x8x8xf32>) -> tensor<8x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %123 = stablehlo.add %118, %122 : tensor<2x4x8x8xf32>
    %124 = stablehlo.add %123, %46 : tensor<2x4x8x8xf32>
    %125 = stablehlo.reduce(%124 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %127 = stablehlo.subtract %124, %126 : tensor<2x4x8x8xf32>
    %128 = stablehlo.exponential %127 : tensor<2x4x8x8xf32>
    %129 = stablehlo.reduce(%128 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %131 = stablehlo.divide %128, %130 : tensor<2x4x8x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %133 = stablehlo.slice %102 [0:2, 0:8, 64:96] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %135 = stablehlo.transpose %134, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %137 = stablehlo.dot_general %132, %136, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %138 = stablehlo.reshape %137 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %139 = stablehlo.transpose %138, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %141 = stablehlo.dot_general %140, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %142 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %143 = stablehlo.add %141, %142 : tensor<16x32xf32>
    %144 = stablehlo.reshape %143 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %145 = stablehlo.add %97, %144 : tensor<2x8x32xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_50, %batch_mean_51, %batch_var_52 = "stablehlo.batch_norm_training"(%146, %cst_38, %cst_37) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %147 = stablehlo.reshape %output_50 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<2x8x32xf32>
    %150 = stablehlo.add %1, %149 : tensor<2x8x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.dot_general %151, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %153 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %154 = stablehlo.add %152, %153 : tensor<16x128xf32>
    %155 = stablehlo.reshape %154 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %156 = stablehlo.multiply %155, %cst_36 : tensor<2x8x128xf32>
    %157 = stablehlo.power %155, %cst_35 : tensor<2x8x128xf32>
    %158 = stablehlo.multiply %157, %cst_34 : tensor<2x8x128xf32>
    %159 = stablehlo.add %155, %158 : tensor<2x8x128xf32>
    %160 = stablehlo.multiply %159, %cst_33 : tensor<2x8x128xf32>
    %161 = stablehlo.tanh %160 : tensor<2x8x128xf32>
    %162 = stablehlo.add %161, %cst_32 : tensor<2x8x128xf32>
    %163 = stablehlo.multiply %156, %162 : tensor<2x8x128xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %165 = stablehlo.dot_general %164, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %166 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %167 = stablehlo.add %165, %166 : tensor<16x32xf32>
    %168 = stablehlo.reshape %167 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %169 = stablehlo.add %150, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_53, %batch_mean_54, %batch_var_55 = "stablehlo.batch_norm_training"(%170, %cst_38, %cst_37) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %171 = stablehlo.reshape %output_53 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %172 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.multiply %171, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.add %0, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %179 = stablehlo.slice %178 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %180 = stablehlo.reduce(%179 init: %cst_45) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %182 = stablehlo.subtract %179, %181 : tensor<2x7x128xf32>
    %183 = stablehlo.exponential %182 : tensor<2x7x128xf32>
    %184 = stablehlo.reduce(%183 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %185 = stablehlo.log %184 : tensor<2x7xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %187 = stablehlo.subtract %182, %186 : tensor<2x7x128xf32>
    %188 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %190 = stablehlo.broadcast_in_dim %c_44, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %191 = stablehlo.compare  EQ, %189, %190 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %192 = stablehlo.convert %191 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %193 = stablehlo.convert %192 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %194 = stablehlo.multiply %187, %193 : tensor<2x7x128xf32>
    %195 = stablehlo.reduce(%194 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %196 = stablehlo.reduce(%195 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %197 = stablehlo.multiply %196, %cst_31 : tensor<f32>
    %198 = stablehlo.negate %197 : tensor<f32>
    %199 = stablehlo.multiply %arg31, %cst_30 : tensor<128x32xf32>
    %200 = stablehlo.multiply %193, %cst_28 : tensor<2x7x128xf32>
    %201 = stablehlo.exponential %187 : tensor<2x7x128xf32>
    %202 = stablehlo.reduce(%200 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %204 = stablehlo.multiply %201, %203 : tensor<2x7x128xf32>
    %205 = stablehlo.subtract %200, %204 : tensor<2x7x128xf32>
    %206 = stablehlo.pad %205, %cst_46, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %207 = stablehlo.select %c_29, %206, %cst_27 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %209 = stablehlo.transpose %208, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %210 = stablehlo.dot_general %209, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %211 = stablehlo.compare  LT, %arg0, %c_25 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %212 = stablehlo.add %arg0, %c_24 : tensor<2x8xi64>
    %213 = stablehlo.select %211, %212, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %214 = stablehlo.reshape %213 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %215 = stablehlo.compare  EQ, %arg0, %c_23 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %217 = stablehlo.add %batch_var, %cst_21 : tensor<16xf32>
    %218 = stablehlo.rsqrt %217 : tensor<16xf32>
    %219 = stablehlo.reshape %218 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %220 = stablehlo.divide %219, %cst_20 : tensor<2x8x1xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.add %batch_var_49, %cst_21 : tensor<16xf32>
    %224 = stablehlo.rsqrt %223 : tensor<16xf32>
    %225 = stablehlo.reshape %224 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %226 = stablehlo.divide %225, %cst_20 : tensor<2x8x1xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %229 = stablehlo.add %batch_var_52, %cst_21 : tensor<16xf32>
    %230 = stablehlo.rsqrt %229 : tensor<16xf32>
    %231 = stablehlo.reshape %230 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %232 = stablehlo.divide %231, %cst_20 : tensor<2x8x1xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %235 = stablehlo.add %batch_var_55, %cst_21 : tensor<16xf32>
    %236 = stablehlo.rsqrt %235 : tensor<16xf32>
    %237 = stablehlo.reshape %236 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %238 = stablehlo.divide %237, %cst_20 : tensor<2x8x1xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %241 = stablehlo.dot_general %208, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %242 = stablehlo.reshape %241 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %243 = stablehlo.multiply %242, %172 : tensor<2x8x32xf32>
    %244 = stablehlo.multiply %243, %cst_19 : tensor<2x8x32xf32>
    %245 = stablehlo.reduce(%243 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %247 = stablehlo.subtract %244, %246 : tensor<2x8x32xf32>
    %248 = stablehlo.reshape %batch_mean_54 : (tensor<16xf32>) -> tensor<2x8xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.subtract %169, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.reshape %236 : (tensor<16xf32>) -> tensor<2x8xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %253 = stablehlo.multiply %250, %252 : tensor<2x8x32xf32>
    %254 = stablehlo.multiply %243, %253 : tensor<2x8x32xf32>
    %255 = stablehlo.reduce(%254 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %257 = stablehlo.multiply %253, %256 : tensor<2x8x32xf32>
    %258 = stablehlo.subtract %247, %257 : tensor<2x8x32xf32>
    %259 = stablehlo.multiply %240, %258 : tensor<2x8x32xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %261 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %262 = stablehlo.dot_general %260, %261, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %263 = stablehlo.reshape %262 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %264 = stablehlo.multiply %263, %156 : tensor<2x8x128xf32>
    %265 = stablehlo.multiply %161, %161 : tensor<2x8x128xf32>
    %266 = stablehlo.subtract %cst_32, %265 : tensor<2x8x128xf32>
    %267 = stablehlo.multiply %264, %266 : tensor<2x8x128xf32>
    %268 = stablehlo.multiply %267, %cst_33 : tensor<2x8x128xf32>
    %269 = stablehlo.multiply %268, %cst_34 : tensor<2x8x128xf32>
    %270 = stablehlo.power %155, %cst_18 : tensor<2x8x128xf32>
    %271 = stablehlo.multiply %270, %cst_35 : tensor<2x8x128xf32>
    %272 = stablehlo.multiply %269, %271 : tensor<2x8x128xf32>
    %273 = stablehlo.add %268, %272 : tensor<2x8x128xf32>
    %274 = stablehlo.multiply %263, %162 : tensor<2x8x128xf32>
    %275 = stablehlo.multiply %274, %cst_36 : tensor<2x8x128xf32>
    %276 = stablehlo.add %273, %275 : tensor<2x8x128xf32>
    %277 = stablehlo.reshape %276 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %278 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %279 = stablehlo.dot_general %277, %278, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %280 = stablehlo.reshape %279 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %281 = stablehlo.add %259, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.multiply %281, %148 : tensor<2x8x32xf32>
    %283 = stablehlo.multiply %282, %cst_19 : tensor<2x8x32xf32>
    %284 = stablehlo.reduce(%282 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %286 = stablehlo.subtract %283, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.reshape %batch_mean_51 : (tensor<16xf32>) -> tensor<2x8xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %289 = stablehlo.subtract %145, %288 : tensor<2x8x32xf32>
    %290 = stablehlo.reshape %230 : (tensor<16xf32>) -> tensor<2x8xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %292 = stablehlo.multiply %289, %291 : tensor<2x8x32xf32>
    %293 = stablehlo.multiply %282, %292 : tensor<2x8x32xf32>
    %294 = stablehlo.reduce(%293 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %296 = stablehlo.multiply %292, %295 : tensor<2x8x32xf32>
    %297 = stablehlo.subtract %286, %296 : tensor<2x8x32xf32>
    %298 = stablehlo.multiply %234, %297 : tensor<2x8x32xf32>
    %299 = stablehlo.reshape %298 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %300 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %301 = stablehlo.dot_general %299, %300, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %302 = stablehlo.reshape %301 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %303 = stablehlo.transpose %302, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %304 = stablehlo.reshape %303 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %305 = stablehlo.transpose %136, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %306 = stablehlo.dot_general %304, %305, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %307 = stablehlo.reshape %306 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %308 = stablehlo.multiply %307, %131 : tensor<2x4x8x8xf32>
    %309 = stablehlo.reduce(%308 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %311 = stablehlo.multiply %131, %310 : tensor<2x4x8x8xf32>
    %312 = stablehlo.subtract %308, %311 : tensor<2x4x8x8xf32>
    %313 = stablehlo.multiply %312, %117 : tensor<2x4x8x8xf32>
    %314 = stablehlo.divide %313, %cst_43 : tensor<2x4x8x8xf32>
    %315 = stablehlo.reshape %314 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %316 = stablehlo.transpose %110, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %317 = stablehlo.dot_general %315, %316, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %318 = stablehlo.reshape %317 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %319 = stablehlo.transpose %318, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %321 = stablehlo.transpose %106, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %322 = stablehlo.dot_general %321, %315, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %323 = stablehlo.reshape %322 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %324 = stablehlo.transpose %323, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{1,3,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %326 = stablehlo.transpose %132, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %327 = stablehlo.dot_general %326, %304, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %328 = stablehlo.reshape %327 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %329 = stablehlo.transpose %328, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %330 = stablehlo.reshape %329 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %331 = stablehlo.concatenate %320, %325, %330, dim = 2 : (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x96xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x8x96xf32>) -> tensor<16x96xf32>
    %333 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,32]{0,1}"} : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %334 = stablehlo.dot_general %332, %333, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96xf32>, tensor<96x32xf32>) -> tensor<16x32xf32>
    %335 = stablehlo.reshape %334 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %336 = stablehlo.add %298, %335 : tensor<2x8x32xf32>
    %337 = stablehlo.multiply %336, %95 : tensor<2x8x32xf32>
    %338 = stablehlo.multiply %337, %cst_19 : tensor<2x8x32xf32>
    %339 = stablehlo.reduce(%337 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.subtract %338, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.reshape %batch_mean_48 : (tensor<16xf32>) -> tensor<2x8xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %344 = stablehlo.subtract %92, %343 : tensor<2x8x32xf32>
    %345 = stablehlo.reshape %224 : (tensor<16xf32>) -> tensor<2x8xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %347 = stablehlo.multiply %344, %346 : tensor<2x8x32xf32>
    %348 = stablehlo.multiply %337, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.reduce(%348 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %351 = stablehlo.multiply %347, %350 : tensor<2x8x32xf32>
    %352 = stablehlo.subtract %341, %351 : tensor<2x8x32xf32>
    %353 = stablehlo.multiply %228, %352 : tensor<2x8x32xf32>
    %354 = stablehlo.reshape %353 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %355 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %356 = stablehlo.dot_general %354, %355, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %357 = stablehlo.reshape %356 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %358 = stablehlo.multiply %357, %79 : tensor<2x8x128xf32>
    %359 = stablehlo.multiply %84, %84 : tensor<2x8x128xf32>
    %360 = stablehlo.subtract %cst_32, %359 : tensor<2x8x128xf32>
    %361 = stablehlo.multiply %358, %360 : tensor<2x8x128xf32>
    %362 = stablehlo.multiply %361, %cst_33 : tensor<2x8x128xf32>
    %363 = stablehlo.multiply %362, %cst_34 : tensor<2x8x128xf32>
    %364 = stablehlo.power %78, %cst_18 : tensor<2x8x128xf32>
    %365 = stablehlo.multiply %364, %cst_35 : tensor<2x8x128xf32>
    %366 = stablehlo.multiply %363, %365 : tensor<2x8x128xf32>
    %367 = stablehlo.add %362, %366 : tensor<2x8x128xf32>
    %368 = stablehlo.multiply %357, %85 : tensor<2x8x128xf32>
    %369 = stablehlo.multiply %368, %cst_36 : tensor<2x8x128xf32>
    %370 = stablehlo.add %367, %369 : tensor<2x8x128xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %372 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %373 = stablehlo.dot_general %371, %372, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %374 = stablehlo.reshape %373 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %375 = stablehlo.add %353, %374 : tensor<2x8x32xf32>
    %376 = stablehlo.multiply %375, %71 : tensor<2x8x32xf32>
    %377 = stablehlo.multiply %376, %cst_19 : tensor<2x8x32xf32>
    %378 = stablehlo.reduce(%376 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %380 = stablehlo.subtract %377, %379 : tensor<2x8x32xf32>
    %381 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %383 = stablehlo.subtract %68, %382 : tensor<2x8x32xf32>
    %384 = stablehlo.reshape %218 : (tensor<16xf32>) -> tensor<2x8xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %386 = stablehlo.multiply %383, %385 : tensor<2x8x32xf32>
    %387 = stablehlo.multiply %376, %386 : tensor<2x8x32xf32>
    %388 = stablehlo.reduce(%387 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %390 = stablehlo.multiply %386, %389 : tensor<2x8x32xf32>
    %391 = stablehlo.subtract %380, %390 : tensor<2x8x32xf32>
    %392 = stablehlo.multiply %222, %391 : tensor<2x8x32xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %394 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %395 = stablehlo.dot_general %393, %394, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %396 = stablehlo.reshape %395 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %397 = stablehlo.transpose %396, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %398 = stablehlo.reshape %397 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %399 = stablehlo.transpose %59, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %400 = stablehlo.dot_general %398, %399, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %401 = stablehlo.reshape %400 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %402 = stablehlo.multiply %401, %54 : tensor<2x4x8x8xf32>
    %403 = stablehlo.reduce(%402 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %405 = stablehlo.multiply %54, %404 : tensor<2x4x8x8xf32>
    %406 = stablehlo.subtract %402, %405 : tensor<2x4x8x8xf32>
    %407 = stablehlo.multiply %406, %34 : tensor<2x4x8x8xf32>
    %408 = stablehlo.divide %407, %cst_43 : tensor<2x4x8x8xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %410 = stablehlo.transpose %27, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %411 = stablehlo.dot_general %409, %410, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %412 = stablehlo.reshape %411 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %413 = stablehlo.transpose %412, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %414 = stablehlo.reshape %413 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %415 = stablehlo.transpose %23, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %416 = stablehlo.dot_general %415, %409, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %417 = stablehlo.reshape %416 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %418 = stablehlo.transpose %417, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{1,3,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %419 = stablehlo.reshape %418 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %420 = stablehlo.transpose %55, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %421 = stablehlo.dot_general %420, %398, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %422 = stablehlo.reshape %421 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %423 = stablehlo.transpose %422, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %424 = stablehlo.reshape %423 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %425 = stablehlo.concatenate %414, %419, %424, dim = 2 : (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x96xf32>
    %426 = stablehlo.reshape %425 : (tensor<2x8x96xf32>) -> tensor<16x96xf32>
    %427 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,32]{0,1}"} : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %428 = stablehlo.dot_general %426, %427, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96xf32>, tensor<96x32xf32>) -> tensor<16x32xf32>
    %429 = stablehlo.reshape %428 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %430 = stablehlo.add %392, %429 : tensor<2x8x32xf32>
    %431 = stablehlo.select %216, %cst_22, %430 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %432 = "stablehlo.scatter"(%cst_26, %214, %431) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %583 = stablehlo.add %arg57, %arg58 : tensor<f32>
      stablehlo.return %583 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %433 = stablehlo.add %210, %432 : tensor<128x32xf32>
    %434 = stablehlo.add %199, %433 : tensor<128x32xf32>
    %435 = stablehlo.multiply %434, %cst_17 : tensor<128x32xf32>
    %436 = stablehlo.subtract %arg1, %435 : tensor<128x32xf32>
    %437 = stablehlo.multiply %arg32, %cst_16 : tensor<64x32xf32>
    %438 = stablehlo.compare  LT, %9, %c_14 : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %439 = stablehlo.add %9, %c_13 : tensor<1x8xi64>
    %440 = stablehlo.select %438, %439, %9 : tensor<1x8xi1>, tensor<1x8xi64>
    %441 = stablehlo.reshape %440 : (tensor<1x8xi64>) -> tensor<1x8x1xi64>
    %442 = stablehlo.compare  EQ, %9, %c : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<1x8x32xi1>
    %444 = stablehlo.reduce(%430 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %445 = stablehlo.reshape %444 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %446 = stablehlo.select %443, %cst_12, %445 : tensor<1x8x32xi1>, tensor<1x8x32xf32>
    %447 = "stablehlo.scatter"(%cst_15, %441, %446) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %583 = stablehlo.add %arg57, %arg58 : tensor<f32>
      stablehlo.return %583 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<64x32xf32>
    %448 = stablehlo.add %437, %447 : tensor<64x32xf32>
    %449 = stablehlo.multiply %448, %cst_11 : tensor<64x32xf32>
    %450 = stablehlo.subtract %arg23, %449 : tensor<64x32xf32>
    %451 = stablehlo.multiply %arg33, %cst_10 : tensor<32x96xf32>
    %452 = stablehlo.transpose %15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %453 = stablehlo.dot_general %452, %426, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x96xf32>) -> tensor<32x96xf32>
    %454 = stablehlo.add %451, %453 : tensor<32x96xf32>
    %455 = stablehlo.multiply %454, %cst_9 : tensor<32x96xf32>
    %456 = stablehlo.subtract %arg21, %455 : tensor<32x96xf32>
    %457 = stablehlo.multiply %arg34, %cst_8 : tensor<96xf32>
    %458 = stablehlo.reduce(%426 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x96xf32>, tensor<f32>) -> tensor<96xf32>
    %459 = stablehlo.add %457, %458 : tensor<96xf32>
    %460 = stablehlo.multiply %459, %cst_7 : tensor<96xf32>
    %461 = stablehlo.subtract %arg20, %460 : tensor<96xf32>
    %462 = stablehlo.multiply %arg35, %cst_6 : tensor<32x32xf32>
    %463 = stablehlo.transpose %63, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %464 = stablehlo.dot_general %463, %393, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %465 = stablehlo.add %462, %464 : tensor<32x32xf32>
    %466 = stablehlo.multiply %465, %cst_5 : tensor<32x32xf32>
    %467 = stablehlo.subtract %arg19, %466 : tensor<32x32xf32>
    %468 = stablehlo.multiply %arg36, %cst_4 : tensor<32xf32>
    %469 = stablehlo.reduce(%393 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %470 = stablehlo.add %468, %469 : tensor<32xf32>
    %471 = stablehlo.multiply %470, %cst_3 : tensor<32xf32>
    %472 = stablehlo.subtract %arg18, %471 : tensor<32xf32>
    %473 = stablehlo.multiply %arg37, %cst_4 : tensor<32xf32>
    %474 = stablehlo.multiply %375, %386 : tensor<2x8x32xf32>
    %475 = stablehlo.reduce(%474 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %476 = stablehlo.add %473, %475 : tensor<32xf32>
    %477 = stablehlo.multiply %476, %cst_3 : tensor<32xf32>
    %478 = stablehlo.subtract %arg17, %477 : tensor<32xf32>
    %479 = stablehlo.multiply %arg38, %cst_4 : tensor<32xf32>
    %480 = stablehlo.reduce(%375 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %481 = stablehlo.add %479, %480 : tensor<32xf32>
    %482 = stablehlo.multiply %481, %cst_3 : tensor<32xf32>
    %483 = stablehlo.subtract %arg26, %482 : tensor<32xf32>
    %484 = stablehlo.multiply %arg39, %cst_2 : tensor<32x128xf32>
    %485 = stablehlo.transpose %74, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %486 = stablehlo.dot_general %485, %371, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %487 = stablehlo.add %484, %486 : tensor<32x128xf32>
    %488 = stablehlo.multiply %487, %cst_1 : tensor<32x128xf32>
    %489 = stablehlo.subtract %arg16, %488 : tensor<32x128xf32>
    %490 = stablehlo.multiply %arg40, %cst_0 : tensor<128xf32>
    %491 = stablehlo.reduce(%371 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %492 = stablehlo.add %490, %491 : tensor<128xf32>
    %493 = stablehlo.multiply %492, %cst : tensor<128xf32>
    %494 = stablehlo.subtract %arg15, %493 : tensor<128xf32>
    %495 = stablehlo.multiply %arg41, %cst_30 : tensor<128x32xf32>
    %496 = stablehlo.transpose %87, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %497 = stablehlo.dot_general %496, %354, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %498 = stablehlo.add %495, %497 : tensor<128x32xf32>
    %499 = stablehlo.multiply %498, %cst_17 : tensor<128x32xf32>
    %500 = stablehlo.subtract %arg14, %499 : tensor<128x32xf32>
    %501 = stablehlo.multiply %arg42, %cst_4 : tensor<32xf32>
    %502 = stablehlo.reduce(%354 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %503 = stablehlo.add %501, %502 : tensor<32xf32>
    %504 = stablehlo.multiply %503, %cst_3 : tensor<32xf32>
    %505 = stablehlo.subtract %arg13, %504 : tensor<32xf32>
    %506 = stablehlo.multiply %arg43, %cst_4 : tensor<32xf32>
    %507 = stablehlo.multiply %336, %347 : tensor<2x8x32xf32>
    %508 = stablehlo.reduce(%507 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %509 = stablehlo.add %506, %508 : tensor<32xf32>
    %510 = stablehlo.multiply %509, %cst_3 : tensor<32xf32>
    %511 = stablehlo.subtract %arg12, %510 : tensor<32xf32>
    %512 = stablehlo.multiply %arg44, %cst_4 : tensor<32xf32>
    %513 = stablehlo.reduce(%336 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %514 = stablehlo.add %512, %513 : tensor<32xf32>
    %515 = stablehlo.multiply %514, %cst_3 : tensor<32xf32>
    %516 = stablehlo.subtract %arg27, %515 : tensor<32xf32>
    %517 = stablehlo.multiply %arg45, %cst_10 : tensor<32x96xf32>
    %518 = stablehlo.transpose %98, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %519 = stablehlo.dot_general %518, %332, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x96xf32>) -> tensor<32x96xf32>
    %520 = stablehlo.add %517, %519 : tensor<32x96xf32>
    %521 = stablehlo.multiply %520, %cst_9 : tensor<32x96xf32>
    %522 = stablehlo.subtract %arg11, %521 : tensor<32x96xf32>
    %523 = stablehlo.multiply %arg46, %cst_8 : tensor<96xf32>
    %524 = stablehlo.reduce(%332 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x96xf32>, tensor<f32>) -> tensor<96xf32>
    %525 = stablehlo.add %523, %524 : tensor<96xf32>
    %526 = stablehlo.multiply %525, %cst_7 : tensor<96xf32>
    %527 = stablehlo.subtract %arg10, %526 : tensor<96xf32>
    %528 = stablehlo.multiply %arg47, %cst_6 : tensor<32x32xf32>
    %529 = stablehlo.transpose %140, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %530 = stablehlo.dot_general %529, %299, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %531 = stablehlo.add %528, %530 : tensor<32x32xf32>
    %532 = stablehlo.multiply %531, %cst_5 : tensor<32x32xf32>
    %533 = stablehlo.subtract %arg9, %532 : tensor<32x32xf32>
    %534 = stablehlo.multiply %arg48, %cst_4 : tensor<32xf32>
    %535 = stablehlo.reduce(%299 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %536 = stablehlo.add %534, %535 : tensor<32xf32>
    %537 = stablehlo.multiply %536, %cst_3 : tensor<32xf32>
    %538 = stablehlo.subtract %arg8, %537 : tensor<32xf32>
    %539 = stablehlo.multiply %arg49, %cst_4 : tensor<32xf32>
    %540 = stablehlo.multiply %281, %292 : tensor<2x8x32xf32>
    %541 = stablehlo.reduce(%540 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %542 = stablehlo.add %539, %541 : tensor<32xf32>
    %543 = stablehlo.multiply %542, %cst_3 : tensor<32xf32>
    %544 = stablehlo.subtract %arg7, %543 : tensor<32xf32>
    %545 = stablehlo.multiply %arg50, %cst_4 : tensor<32xf32>
    %546 = stablehlo.reduce(%281 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %547 = stablehlo.add %545, %546 : tensor<32xf32>
    %548 = stablehlo.multiply %547, %cst_3 : tensor<32xf32>
    %549 = stablehlo.subtract %arg29, %548 : tensor<32xf32>
    %550 = stablehlo.multiply %arg51, %cst_2 : tensor<32x128xf32>
    %551 = stablehlo.transpose %151, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %552 = stablehlo.dot_general %551, %277, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %553 = stablehlo.add %550, %552 : tensor<32x128xf32>
    %554 = stablehlo.multiply %553, %cst_1 : tensor<32x128xf32>
    %555 = stablehlo.subtract %arg6, %554 : tensor<32x128xf32>
    %556 = stablehlo.multiply %arg52, %cst_0 : tensor<128xf32>
    %557 = stablehlo.reduce(%277 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %558 = stablehlo.add %556, %557 : tensor<128xf32>
    %559 = stablehlo.multiply %558, %cst : tensor<128xf32>
    %560 = stablehlo.subtract %arg5, %559 : tensor<128xf32>
    %561 = stablehlo.multiply %arg53, %cst_30 : tensor<128x32xf32>
    %562 = stablehlo.transpose %164, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %563 = stablehlo.dot_general %562, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %564 = stablehlo.add %561, %563 : tensor<128x32xf32>
    %565 = stablehlo.multiply %564, %cst_17 : tensor<128x32xf32>
    %566 = stablehlo.subtract %arg4, %565 : tensor<128x32xf32>
    %567 = stablehlo.multiply %arg54, %cst_4 : tensor<32xf32>
    %568 = stablehlo.reduce(%260 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %569 = stablehlo.add %567, %568 : tensor<32xf32>
    %570 = stablehlo.multiply %569, %cst_3 : tensor<32xf32>
    %571 = stablehlo.subtract %arg3, %570 : tensor<32xf32>
    %572 = stablehlo.multiply %arg55, %cst_4 : tensor<32xf32>
    %573 = stablehlo.multiply %242, %253 : tensor<2x8x32xf32>
    %574 = stablehlo.reduce(%573 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %575 = stablehlo.add %572, %574 : tensor<32xf32>
    %576 = stablehlo.multiply %575, %cst_3 : tensor<32xf32>
    %577 = stablehlo.subtract %arg2, %576 : tensor<32xf32>
    %578 = stablehlo.multiply %arg56, %cst_4 : tensor<32xf32>
    %579 = stablehlo.reduce(%242 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %580 = stablehlo.add %578, %579 : tensor<32xf32>
    %581 = stablehlo.multiply %580, %cst_3 : tensor<32xf32>
    %582 = stablehlo.subtract %arg30, %581 : tensor<32xf32>
    return %198, %436, %450, %456, %461, %467, %472, %478, %483, %489, %494, %500, %505, %511, %516, %522, %527, %533, %538, %544, %549, %555, %560, %566, %571, %577, %582, %434, %448, %454, %459, %465, %470, %476, %481, %487, %492, %498, %503, %509, %514, %520, %525, %531, %536, %542, %547, %553, %558, %564, %569, %575, %580 : tensor<f32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<64x32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
