module @IrToHlo.1615 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg4: tensor<32x64xf32> {tf.aliasing_output = 25 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 24 : i32}, %arg6: tensor<64x32xf32> {tf.aliasing_output = 23 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg11: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg14: tensor<66x32xf32> {tf.aliasing_output = 2 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg17: tensor<2x8xi64>, %arg18: tensor<i1>, %arg19: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 3 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg22: tensor<32x32xf32> {tf.aliasing_output = 7 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg25: tensor<128x32xf32> {tf.aliasing_output = 33 : i32}, %arg26: tensor<66x32xf32> {tf.aliasing_output = 34 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 37 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 39 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 45 : i32}, %arg38: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 47 : i32}, %arg42: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg45: tensor<32x32xf32> {tf.aliasing_output = 49 : i32}, %arg46: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg47: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg49: tensor<32x32xf32> {tf.aliasing_output = 51 : i32}, %arg50: tensor<32x32xf32> {tf.aliasing_output = 19 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg57: tensor<64x32xf32> {tf.aliasing_output = 55 : i32}, %arg58: tensor<64xf32> {tf.aliasing_output = 56 : i32}, %arg59: tensor<32x64xf32> {tf.aliasing_output = 57 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 58 : i32}, %arg61: tensor<32xf32> {tf.aliasing_output = 59 : i32}, %arg62: tensor<32xf32> {tf.aliasing_output = 60 : i32}, %arg63: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 62 : i32}, %arg65: tensor<32xf32> {tf.aliasing_output = 63 : i32}, %arg66: tensor<32xf32> {tf.aliasing_output = 64 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
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
    %0 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %3 = stablehlo.convert %2 : (tensor<16xi64>) -> tensor<16xui32>
    %4 = "stablehlo.gather"(%arg1, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %6 = "stablehlo.gather"(%arg14, %c_40) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<66x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%9, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %10 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.add %1, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.reshape %13 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_47, %batch_mean_48, %batch_var_49 = "stablehlo.batch_norm_training"(%15, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %16 = stablehlo.reshape %output_47 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.add %14, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<16x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %27 = stablehlo.multiply %26, %cst_37 : tensor<2x4x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %29 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %30 = stablehlo.dot_general %20, %29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %32 = stablehlo.add %30, %31 : tensor<16x32xf32>
    %33 = stablehlo.reshape %32 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 3, 1] : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.multiply %34, %cst_37 : tensor<2x4x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %37 = stablehlo.dot_general %28, %36, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.convert %arg18 : (tensor<i1>) -> tensor<ui8>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %41 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %42 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %43 = stablehlo.compare  LE, %41, %42 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %44 = stablehlo.convert %43 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %45 = stablehlo.and %40, %44 : tensor<1x1x8x8xui8>
    %46 = stablehlo.compare  NE, %45, %c_45 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %47 = stablehlo.convert %46 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %48 = stablehlo.reshape %47 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %50 = stablehlo.compare  NE, %arg17, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %51 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %52 = stablehlo.compare  LT, %51, %c_34 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %53 = stablehlo.add %51, %c_33 : tensor<2x1x1x8xi64>
    %54 = stablehlo.select %52, %53, %51 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %55 = stablehlo.reshape %54 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %56 = stablehlo.broadcast_in_dim %c_36, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %57 = stablehlo.compare  LT, %56, %c_34 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %58 = stablehlo.add %56, %c_32 : tensor<2x1x1x8xi64>
    %59 = stablehlo.select %57, %58, %56 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %60 = stablehlo.reshape %59 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %61 = stablehlo.concatenate %55, %60, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %62 = "stablehlo.gather"(%50, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %63 = stablehlo.convert %62 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %64 = stablehlo.reshape %63 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %66 = stablehlo.and %49, %65 : tensor<2x1x8x8xui8>
    %67 = stablehlo.compare  NE, %66, %c_43 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %68 = stablehlo.select %67, %cst_31, %cst_30 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %71 = stablehlo.add %38, %70 : tensor<2x4x8x8xf32>
    %72 = stablehlo.reduce(%71 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %74 = stablehlo.subtract %71, %73 : tensor<2x4x8x8xf32>
    %75 = stablehlo.exponential %74 : tensor<2x4x8x8xf32>
    %76 = stablehlo.reduce(%75 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.divide %75, %77 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %81 = stablehlo.dot_general %20, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
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
    %96 = stablehlo.add %13, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %98 = stablehlo.reshape %96 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_50, %batch_mean_51, %batch_var_52 = "stablehlo.batch_norm_training"(%98, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %99 = stablehlo.reshape %output_50 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %100 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<2x8x32xf32>
    %102 = stablehlo.add %97, %101 : tensor<2x8x32xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %104 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %105 = stablehlo.dot_general %103, %104, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %106 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %107 = stablehlo.add %105, %106 : tensor<16x64xf32>
    %108 = stablehlo.reshape %107 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %109 = stablehlo.multiply %108, %cst_29 : tensor<2x8x64xf32>
    %110 = stablehlo.multiply %108, %cst_28 : tensor<2x8x64xf32>
    %111 = stablehlo.custom_call @mhlo.erf(%110) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %112 = stablehlo.add %111, %cst_27 : tensor<2x8x64xf32>
    %113 = stablehlo.multiply %109, %112 : tensor<2x8x64xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %115 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %116 = stablehlo.dot_general %114, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %118 = stablehlo.add %116, %117 : tensor<16x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.add %96, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_53, %batch_mean_54, %batch_var_55 = "stablehlo.batch_norm_training"(%121, %cst_39, %cst_38) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %122 = stablehlo.reshape %output_53 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.add %0, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %128 = stablehlo.dot_general %126, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %129 = stablehlo.reshape %128 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %130 = stablehlo.slice %129 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %131 = stablehlo.reduce(%130 init: %cst_42) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %133 = stablehlo.subtract %130, %132 : tensor<2x7x128xf32>
    %134 = stablehlo.exponential %133 : tensor<2x7x128xf32>
    %135 = stablehlo.reduce(%134 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %136 = stablehlo.log %135 : tensor<2x7xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %138 = stablehlo.subtract %133, %137 : tensor<2x7x128xf32>
    %139 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %141 = stablehlo.broadcast_in_dim %c_41, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %142 = stablehlo.compare  EQ, %140, %141 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %143 = stablehlo.convert %142 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %144 = stablehlo.convert %143 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %145 = stablehlo.multiply %138, %144 : tensor<2x7x128xf32>
    %146 = stablehlo.reduce(%145 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %147 = stablehlo.reduce(%146 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %148 = stablehlo.multiply %147, %cst_26 : tensor<f32>
    %149 = stablehlo.negate %148 : tensor<f32>
    %150 = stablehlo.multiply %arg25, %cst_25 : tensor<128x32xf32>
    %151 = stablehlo.multiply %144, %cst_23 : tensor<2x7x128xf32>
    %152 = stablehlo.exponential %138 : tensor<2x7x128xf32>
    %153 = stablehlo.reduce(%151 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %155 = stablehlo.multiply %152, %154 : tensor<2x7x128xf32>
    %156 = stablehlo.subtract %151, %155 : tensor<2x7x128xf32>
    %157 = stablehlo.pad %156, %cst_46, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %158 = stablehlo.select %c_24, %157, %cst_22 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %160 = stablehlo.transpose %159, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %161 = stablehlo.dot_general %160, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %162 = stablehlo.compare  LT, %arg0, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %163 = stablehlo.add %arg0, %c_20 : tensor<2x8xi64>
    %164 = stablehlo.select %162, %163, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %165 = stablehlo.reshape %164 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %166 = stablehlo.compare  EQ, %arg0, %c_19 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %168 = stablehlo.add %batch_var, %cst_17 : tensor<16xf32>
    %169 = stablehlo.rsqrt %168 : tensor<16xf32>
    %170 = stablehlo.reshape %169 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %171 = stablehlo.divide %170, %cst_16 : tensor<2x8x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %174 = stablehlo.add %batch_var_55, %cst_17 : tensor<16xf32>
    %175 = stablehlo.rsqrt %174 : tensor<16xf32>
    %176 = stablehlo.reshape %175 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %177 = stablehlo.divide %176, %cst_16 : tensor<2x8x1xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.dot_general %159, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %181 = stablehlo.reshape %180 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %182 = stablehlo.multiply %181, %123 : tensor<2x8x32xf32>
    %183 = stablehlo.multiply %182, %cst_15 : tensor<2x8x32xf32>
    %184 = stablehlo.reduce(%182 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %186 = stablehlo.subtract %183, %185 : tensor<2x8x32xf32>
    %187 = stablehlo.reshape %batch_mean_54 : (tensor<16xf32>) -> tensor<2x8xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %189 = stablehlo.subtract %120, %188 : tensor<2x8x32xf32>
    %190 = stablehlo.reshape %175 : (tensor<16xf32>) -> tensor<2x8xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.multiply %189, %191 : tensor<2x8x32xf32>
    %193 = stablehlo.multiply %182, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.reduce(%193 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.multiply %192, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.subtract %186, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.multiply %179, %197 : tensor<2x8x32xf32>
    %199 = stablehlo.add %batch_var_52, %cst_17 : tensor<16xf32>
    %200 = stablehlo.rsqrt %199 : tensor<16xf32>
    %201 = stablehlo.reshape %200 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %202 = stablehlo.divide %201, %cst_16 : tensor<2x8x1xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.reshape %198 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %206 = stablehlo.dot_general %205, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %207 = stablehlo.reshape %206 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %208 = stablehlo.multiply %112, %cst_29 : tensor<2x8x64xf32>
    %209 = stablehlo.multiply %108, %108 : tensor<2x8x64xf32>
    %210 = stablehlo.multiply %209, %cst_14 : tensor<2x8x64xf32>
    %211 = stablehlo.exponential %210 : tensor<2x8x64xf32>
    %212 = stablehlo.multiply %211, %cst_13 : tensor<2x8x64xf32>
    %213 = stablehlo.multiply %108, %212 : tensor<2x8x64xf32>
    %214 = stablehlo.add %208, %213 : tensor<2x8x64xf32>
    %215 = stablehlo.multiply %207, %214 : tensor<2x8x64xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %217 = stablehlo.dot_general %216, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.multiply %218, %100 : tensor<2x8x32xf32>
    %220 = stablehlo.multiply %219, %cst_15 : tensor<2x8x32xf32>
    %221 = stablehlo.reduce(%219 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.subtract %220, %222 : tensor<2x8x32xf32>
    %224 = stablehlo.reshape %batch_mean_51 : (tensor<16xf32>) -> tensor<2x8xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.subtract %96, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.reshape %200 : (tensor<16xf32>) -> tensor<2x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %229 = stablehlo.multiply %226, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.multiply %219, %229 : tensor<2x8x32xf32>
    %231 = stablehlo.reduce(%230 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.multiply %229, %232 : tensor<2x8x32xf32>
    %234 = stablehlo.subtract %223, %233 : tensor<2x8x32xf32>
    %235 = stablehlo.multiply %204, %234 : tensor<2x8x32xf32>
    %236 = stablehlo.add %198, %235 : tensor<2x8x32xf32>
    %237 = stablehlo.add %batch_var_49, %cst_17 : tensor<16xf32>
    %238 = stablehlo.rsqrt %237 : tensor<16xf32>
    %239 = stablehlo.reshape %238 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %240 = stablehlo.divide %239, %cst_16 : tensor<2x8x1xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %243 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %244 = stablehlo.reshape %236 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %245 = stablehlo.dot_general %244, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %246 = stablehlo.reshape %245 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %247 = stablehlo.transpose %246, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %249 = stablehlo.dot_general %243, %248, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %250 = stablehlo.reshape %249 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %251 = stablehlo.transpose %250, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %253 = stablehlo.dot_general %252, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %255 = stablehlo.transpose %28, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %256 = stablehlo.transpose %86, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %257 = stablehlo.dot_general %248, %256, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %258 = stablehlo.reshape %257 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %259 = stablehlo.multiply %258, %78 : tensor<2x4x8x8xf32>
    %260 = stablehlo.reduce(%259 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %262 = stablehlo.multiply %78, %261 : tensor<2x4x8x8xf32>
    %263 = stablehlo.subtract %259, %262 : tensor<2x4x8x8xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %265 = stablehlo.dot_general %255, %264, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %267 = stablehlo.multiply %266, %cst_37 : tensor<2x4x8x8xf32>
    %268 = stablehlo.transpose %267, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %270 = stablehlo.dot_general %269, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %271 = stablehlo.reshape %270 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %272 = stablehlo.add %254, %271 : tensor<2x8x32xf32>
    %273 = stablehlo.transpose %36, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %274 = stablehlo.dot_general %264, %273, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %275 = stablehlo.reshape %274 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %276 = stablehlo.multiply %275, %cst_37 : tensor<2x4x8x8xf32>
    %277 = stablehlo.transpose %276, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %279 = stablehlo.dot_general %278, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %280 = stablehlo.reshape %279 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %281 = stablehlo.add %272, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.multiply %281, %17 : tensor<2x8x32xf32>
    %283 = stablehlo.multiply %282, %cst_15 : tensor<2x8x32xf32>
    %284 = stablehlo.reduce(%282 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %286 = stablehlo.subtract %283, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.reshape %batch_mean_48 : (tensor<16xf32>) -> tensor<2x8xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %289 = stablehlo.subtract %13, %288 : tensor<2x8x32xf32>
    %290 = stablehlo.reshape %238 : (tensor<16xf32>) -> tensor<2x8xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %292 = stablehlo.multiply %289, %291 : tensor<2x8x32xf32>
    %293 = stablehlo.multiply %282, %292 : tensor<2x8x32xf32>
    %294 = stablehlo.reduce(%293 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %296 = stablehlo.multiply %292, %295 : tensor<2x8x32xf32>
    %297 = stablehlo.subtract %286, %296 : tensor<2x8x32xf32>
    %298 = stablehlo.multiply %242, %297 : tensor<2x8x32xf32>
    %299 = stablehlo.add %236, %298 : tensor<2x8x32xf32>
    %300 = stablehlo.multiply %299, %11 : tensor<2x8x32xf32>
    %301 = stablehlo.multiply %300, %cst_15 : tensor<2x8x32xf32>
    %302 = stablehlo.reduce(%300 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %304 = stablehlo.subtract %301, %303 : tensor<2x8x32xf32>
    %305 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %307 = stablehlo.subtract %8, %306 : tensor<2x8x32xf32>
    %308 = stablehlo.reshape %169 : (tensor<16xf32>) -> tensor<2x8xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %310 = stablehlo.multiply %307, %309 : tensor<2x8x32xf32>
    %311 = stablehlo.multiply %300, %310 : tensor<2x8x32xf32>
    %312 = stablehlo.reduce(%311 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %314 = stablehlo.multiply %310, %313 : tensor<2x8x32xf32>
    %315 = stablehlo.subtract %304, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.multiply %173, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.select %167, %cst_18, %316 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %318 = "stablehlo.scatter"(%cst_21, %165, %317) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %470 = stablehlo.add %arg67, %arg68 : tensor<f32>
      stablehlo.return %470 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %319 = stablehlo.add %161, %318 : tensor<128x32xf32>
    %320 = stablehlo.add %150, %319 : tensor<128x32xf32>
    %321 = stablehlo.multiply %320, %cst_12 : tensor<128x32xf32>
    %322 = stablehlo.subtract %arg1, %321 : tensor<128x32xf32>
    %323 = stablehlo.multiply %arg26, %cst_11 : tensor<66x32xf32>
    %324 = stablehlo.reduce(%316 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %325 = stablehlo.reshape %324 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %326 = "stablehlo.scatter"(%cst_10, %c, %325) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %470 = stablehlo.add %arg67, %arg68 : tensor<f32>
      stablehlo.return %470 : tensor<f32>
    }) : (tensor<66x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<66x32xf32>
    %327 = stablehlo.add %323, %326 : tensor<66x32xf32>
    %328 = stablehlo.multiply %327, %cst_9 : tensor<66x32xf32>
    %329 = stablehlo.subtract %arg14, %328 : tensor<66x32xf32>
    %330 = stablehlo.multiply %arg27, %cst_8 : tensor<32x32xf32>
    %331 = stablehlo.transpose %269, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %332 = stablehlo.dot_general %331, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %333 = stablehlo.add %330, %332 : tensor<32x32xf32>
    %334 = stablehlo.multiply %333, %cst_7 : tensor<32x32xf32>
    %335 = stablehlo.subtract %arg20, %334 : tensor<32x32xf32>
    %336 = stablehlo.multiply %arg28, %cst_6 : tensor<32xf32>
    %337 = stablehlo.reduce(%269 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %338 = stablehlo.add %336, %337 : tensor<32xf32>
    %339 = stablehlo.multiply %338, %cst_5 : tensor<32xf32>
    %340 = stablehlo.subtract %arg19, %339 : tensor<32xf32>
    %341 = stablehlo.multiply %arg29, %cst_8 : tensor<32x32xf32>
    %342 = stablehlo.transpose %252, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %343 = stablehlo.dot_general %342, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %344 = stablehlo.add %341, %343 : tensor<32x32xf32>
    %345 = stablehlo.multiply %344, %cst_7 : tensor<32x32xf32>
    %346 = stablehlo.subtract %arg11, %345 : tensor<32x32xf32>
    %347 = stablehlo.multiply %arg30, %cst_6 : tensor<32xf32>
    %348 = stablehlo.reduce(%252 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %349 = stablehlo.add %347, %348 : tensor<32xf32>
    %350 = stablehlo.multiply %349, %cst_5 : tensor<32xf32>
    %351 = stablehlo.subtract %arg10, %350 : tensor<32xf32>
    %352 = stablehlo.multiply %arg31, %cst_8 : tensor<32x32xf32>
    %353 = stablehlo.transpose %278, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %354 = stablehlo.dot_general %353, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %355 = stablehlo.add %352, %354 : tensor<32x32xf32>
    %356 = stablehlo.multiply %355, %cst_7 : tensor<32x32xf32>
    %357 = stablehlo.subtract %arg22, %356 : tensor<32x32xf32>
    %358 = stablehlo.multiply %arg32, %cst_6 : tensor<32xf32>
    %359 = stablehlo.reduce(%278 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %360 = stablehlo.add %358, %359 : tensor<32xf32>
    %361 = stablehlo.multiply %360, %cst_5 : tensor<32xf32>
    %362 = stablehlo.subtract %arg21, %361 : tensor<32xf32>
    %363 = stablehlo.multiply %arg33, %cst_8 : tensor<32x32xf32>
    %364 = stablehlo.transpose %244, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %365 = stablehlo.dot_general %364, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %366 = stablehlo.add %363, %365 : tensor<32x32xf32>
    %367 = stablehlo.multiply %366, %cst_7 : tensor<32x32xf32>
    %368 = stablehlo.subtract %arg9, %367 : tensor<32x32xf32>
    %369 = stablehlo.multiply %arg34, %cst_6 : tensor<32xf32>
    %370 = stablehlo.reduce(%244 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %371 = stablehlo.add %369, %370 : tensor<32xf32>
    %372 = stablehlo.multiply %371, %cst_5 : tensor<32xf32>
    %373 = stablehlo.subtract %arg8, %372 : tensor<32xf32>
    %374 = stablehlo.multiply %arg35, %cst_6 : tensor<32xf32>
    %375 = stablehlo.multiply %281, %292 : tensor<2x8x32xf32>
    %376 = stablehlo.reduce(%375 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %377 = stablehlo.add %374, %376 : tensor<32xf32>
    %378 = stablehlo.multiply %377, %cst_5 : tensor<32xf32>
    %379 = stablehlo.subtract %arg12, %378 : tensor<32xf32>
    %380 = stablehlo.multiply %arg36, %cst_6 : tensor<32xf32>
    %381 = stablehlo.reduce(%281 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %382 = stablehlo.add %380, %381 : tensor<32xf32>
    %383 = stablehlo.multiply %382, %cst_5 : tensor<32xf32>
    %384 = stablehlo.subtract %arg16, %383 : tensor<32xf32>
    %385 = stablehlo.multiply %arg37, %cst_8 : tensor<32x32xf32>
    %386 = stablehlo.multiply %385, %cst_7 : tensor<32x32xf32>
    %387 = stablehlo.subtract %arg38, %386 : tensor<32x32xf32>
    %388 = stablehlo.multiply %arg39, %cst_6 : tensor<32xf32>
    %389 = stablehlo.multiply %388, %cst_5 : tensor<32xf32>
    %390 = stablehlo.subtract %arg40, %389 : tensor<32xf32>
    %391 = stablehlo.multiply %arg41, %cst_8 : tensor<32x32xf32>
    %392 = stablehlo.multiply %391, %cst_7 : tensor<32x32xf32>
    %393 = stablehlo.subtract %arg42, %392 : tensor<32x32xf32>
    %394 = stablehlo.multiply %arg43, %cst_6 : tensor<32xf32>
    %395 = stablehlo.multiply %394, %cst_5 : tensor<32xf32>
    %396 = stablehlo.subtract %arg44, %395 : tensor<32xf32>
    %397 = stablehlo.multiply %arg45, %cst_8 : tensor<32x32xf32>
    %398 = stablehlo.multiply %397, %cst_7 : tensor<32x32xf32>
    %399 = stablehlo.subtract %arg46, %398 : tensor<32x32xf32>
    %400 = stablehlo.multiply %arg47, %cst_6 : tensor<32xf32>
    %401 = stablehlo.multiply %400, %cst_5 : tensor<32xf32>
    %402 = stablehlo.subtract %arg48, %401 : tensor<32xf32>
    %403 = stablehlo.multiply %arg49, %cst_8 : tensor<32x32xf32>
    %404 = stablehlo.multiply %403, %cst_7 : tensor<32x32xf32>
    %405 = stablehlo.subtract %arg50, %404 : tensor<32x32xf32>
    %406 = stablehlo.multiply %arg51, %cst_6 : tensor<32xf32>
    %407 = stablehlo.multiply %406, %cst_5 : tensor<32xf32>
    %408 = stablehlo.subtract %arg52, %407 : tensor<32xf32>
    %409 = stablehlo.multiply %arg53, %cst_6 : tensor<32xf32>
    %410 = stablehlo.multiply %409, %cst_5 : tensor<32xf32>
    %411 = stablehlo.subtract %arg54, %410 : tensor<32xf32>
    %412 = stablehlo.multiply %arg55, %cst_6 : tensor<32xf32>
    %413 = stablehlo.multiply %412, %cst_5 : tensor<32xf32>
    %414 = stablehlo.subtract %arg56, %413 : tensor<32xf32>
    %415 = stablehlo.multiply %arg57, %cst_4 : tensor<64x32xf32>
    %416 = stablehlo.transpose %216, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %417 = stablehlo.dot_general %416, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %418 = stablehlo.add %415, %417 : tensor<64x32xf32>
    %419 = stablehlo.multiply %418, %cst_3 : tensor<64x32xf32>
    %420 = stablehlo.subtract %arg6, %419 : tensor<64x32xf32>
    %421 = stablehlo.multiply %arg58, %cst_2 : tensor<64xf32>
    %422 = stablehlo.reduce(%216 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %423 = stablehlo.add %421, %422 : tensor<64xf32>
    %424 = stablehlo.multiply %423, %cst_1 : tensor<64xf32>
    %425 = stablehlo.subtract %arg5, %424 : tensor<64xf32>
    %426 = stablehlo.multiply %arg59, %cst_0 : tensor<32x64xf32>
    %427 = stablehlo.transpose %205, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %428 = stablehlo.dot_general %427, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %429 = stablehlo.add %426, %428 : tensor<32x64xf32>
    %430 = stablehlo.multiply %429, %cst : tensor<32x64xf32>
    %431 = stablehlo.subtract %arg4, %430 : tensor<32x64xf32>
    %432 = stablehlo.multiply %arg60, %cst_6 : tensor<32xf32>
    %433 = stablehlo.reduce(%205 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %434 = stablehlo.add %432, %433 : tensor<32xf32>
    %435 = stablehlo.multiply %434, %cst_5 : tensor<32xf32>
    %436 = stablehlo.subtract %arg3, %435 : tensor<32xf32>
    %437 = stablehlo.multiply %arg61, %cst_6 : tensor<32xf32>
    %438 = stablehlo.multiply %218, %229 : tensor<2x8x32xf32>
    %439 = stablehlo.reduce(%438 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %440 = stablehlo.add %437, %439 : tensor<32xf32>
    %441 = stablehlo.multiply %440, %cst_5 : tensor<32xf32>
    %442 = stablehlo.subtract %arg7, %441 : tensor<32xf32>
    %443 = stablehlo.multiply %arg62, %cst_6 : tensor<32xf32>
    %444 = stablehlo.reduce(%218 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %445 = stablehlo.add %443, %444 : tensor<32xf32>
    %446 = stablehlo.multiply %445, %cst_5 : tensor<32xf32>
    %447 = stablehlo.subtract %arg23, %446 : tensor<32xf32>
    %448 = stablehlo.multiply %arg63, %cst_6 : tensor<32xf32>
    %449 = stablehlo.multiply %299, %310 : tensor<2x8x32xf32>
    %450 = stablehlo.reduce(%449 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %451 = stablehlo.add %448, %450 : tensor<32xf32>
    %452 = stablehlo.multiply %451, %cst_5 : tensor<32xf32>
    %453 = stablehlo.subtract %arg13, %452 : tensor<32xf32>
    %454 = stablehlo.multiply %arg64, %cst_6 : tensor<32xf32>
    %455 = stablehlo.reduce(%299 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %456 = stablehlo.add %454, %455 : tensor<32xf32>
    %457 = stablehlo.multiply %456, %cst_5 : tensor<32xf32>
    %458 = stablehlo.subtract %arg15, %457 : tensor<32xf32>
    %459 = stablehlo.multiply %arg65, %cst_6 : tensor<32xf32>
    %460 = stablehlo.multiply %181, %192 : tensor<2x8x32xf32>
    %461 = stablehlo.reduce(%460 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %462 = stablehlo.add %459, %461 : tensor<32xf32>
    %463 = stablehlo.multiply %462, %cst_5 : tensor<32xf32>
    %464 = stablehlo.subtract %arg2, %463 : tensor<32xf32>
    %465 = stablehlo.multiply %arg66, %cst_6 : tensor<32xf32>
    %466 = stablehlo.reduce(%181 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %467 = stablehlo.add %465, %466 : tensor<32xf32>
    %468 = stablehlo.multiply %467, %cst_5 : tensor<32xf32>
    %469 = stablehlo.subtract %arg24, %468 : tensor<32xf32>
    return %149, %322, %329, %335, %340, %346, %351, %357, %362, %368, %373, %379, %384, %387, %390, %393, %396, %399, %402, %405, %408, %411, %414, %420, %425, %431, %436, %442, %447, %453, %458, %464, %469, %320, %327, %333, %338, %344, %349, %355, %360, %366, %371, %377, %382, %385, %388, %391, %394, %397, %400, %403, %406, %409, %412, %418, %423, %429, %434, %440, %445, %451, %456, %462, %467 : tensor<f32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<66x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
