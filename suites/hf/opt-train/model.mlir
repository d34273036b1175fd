module @IrToHlo.1238 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg4: tensor<32x64xf32> {tf.aliasing_output = 17 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 16 : i32}, %arg6: tensor<64x32xf32> {tf.aliasing_output = 15 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg11: tensor<32x32xf32> {tf.aliasing_output = 7 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg13: tensor<2x8xi64>, %arg14: tensor<34x32xf32> {tf.aliasing_output = 2 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg16: tensor<i1>, %arg17: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg18: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 9 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg23: tensor<128x32xf32> {tf.aliasing_output = 21 : i32}, %arg24: tensor<34x32xf32> {tf.aliasing_output = 22 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 25 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg37: tensor<64x32xf32> {tf.aliasing_output = 35 : i32}, %arg38: tensor<64xf32> {tf.aliasing_output = 36 : i32}, %arg39: tensor<32x64xf32> {tf.aliasing_output = 37 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 40 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<34x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<34x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<34x32xf32>
    %c = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_10 = stablehlo.constant dense<34> : tensor<2x8xi64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<34x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<34x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<16x32xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<16x1xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_20 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_23 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_24 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_25 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_26 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<16x64xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_30 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_31 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_33 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_34 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_35 = stablehlo.constant dense<2.500000e-01> : tensor<2x8x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_38 = stablehlo.constant dense<2> : tensor<2x8xi64>
    %c_39 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_40 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_42 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_43 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_44 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %c_45 = stablehlo.constant dense<0> : tensor<i64>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = "stablehlo.reduce_window"(%arg13, %c_45) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg43: tensor<i64>, %arg44: tensor<i64>):
      %394 = stablehlo.add %arg43, %arg44 : tensor<i64>
      stablehlo.return %394 : tensor<i64>
    }) : (tensor<2x8xi64>, tensor<i64>) -> tensor<2x8xi64>
    %6 = stablehlo.multiply %5, %arg13 : tensor<2x8xi64>
    %7 = stablehlo.subtract %6, %c_39 : tensor<2x8xi64>
    %8 = stablehlo.add %7, %c_38 : tensor<2x8xi64>
    %9 = stablehlo.reshape %8 : (tensor<2x8xi64>) -> tensor<16xi64>
    %10 = stablehlo.convert %9 : (tensor<16xi64>) -> tensor<16xui32>
    %11 = "stablehlo.gather"(%arg14, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<34x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %12 = stablehlo.reshape %11 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.add %4, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.reshape %13 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%15, %cst_37, %cst_36) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %16 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.add %14, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<16x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %26 = stablehlo.multiply %25, %cst_35 : tensor<2x8x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %28 = stablehlo.transpose %27, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %30 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %31 = stablehlo.dot_general %20, %30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %32 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.add %31, %32 : tensor<16x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %35 = stablehlo.transpose %34, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %37 = stablehlo.dot_general %29, %36, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %39 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %41 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %42 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %43 = stablehlo.compare  LE, %41, %42 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %44 = stablehlo.convert %43 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %45 = stablehlo.and %40, %44 : tensor<1x1x8x8xui8>
    %46 = stablehlo.compare  NE, %45, %c_44 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %47 = stablehlo.convert %46 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %48 = stablehlo.reshape %47 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %50 = stablehlo.compare  NE, %arg13, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %51 = stablehlo.broadcast_in_dim %c_33, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %52 = stablehlo.compare  LT, %51, %c_32 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %53 = stablehlo.add %51, %c_31 : tensor<2x1x1x8xi64>
    %54 = stablehlo.select %52, %53, %51 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %55 = stablehlo.reshape %54 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %56 = stablehlo.broadcast_in_dim %c_34, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %57 = stablehlo.compare  LT, %56, %c_32 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %58 = stablehlo.add %56, %c_30 : tensor<2x1x1x8xi64>
    %59 = stablehlo.select %57, %58, %56 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %60 = stablehlo.reshape %59 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %61 = stablehlo.concatenate %55, %60, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %62 = "stablehlo.gather"(%50, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %63 = stablehlo.convert %62 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %64 = stablehlo.reshape %63 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %66 = stablehlo.and %49, %65 : tensor<2x1x8x8xui8>
    %67 = stablehlo.compare  NE, %66, %c_42 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %68 = stablehlo.select %67, %cst_29, %cst_28 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %71 = stablehlo.add %38, %70 : tensor<2x2x8x8xf32>
    %72 = stablehlo.reduce(%71 init: %cst_41) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %74 = stablehlo.subtract %71, %73 : tensor<2x2x8x8xf32>
    %75 = stablehlo.exponential %74 : tensor<2x2x8x8xf32>
    %76 = stablehlo.reduce(%75 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %78 = stablehlo.divide %75, %77 : tensor<2x2x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %80 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %81 = stablehlo.dot_general %20, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %83 = stablehlo.add %81, %82 : tensor<16x32xf32>
    %84 = stablehlo.reshape %83 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %85 = stablehlo.transpose %84, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %87 = stablehlo.dot_general %79, %86, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %88 = stablehlo.reshape %87 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %89 = stablehlo.transpose %88, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %91 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %92 = stablehlo.dot_general %90, %91, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %94 = stablehlo.add %92, %93 : tensor<16x32xf32>
    %95 = stablehlo.reshape %94 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.add %13, %95 : tensor<2x8x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %98 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %99 = stablehlo.reshape %96 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_47, %batch_mean_48, %batch_var_49 = "stablehlo.batch_norm_training"(%99, %cst_37, %cst_36) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %100 = stablehlo.reshape %output_47 : (tensor<1x16x32xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<16x32xf32>
    %103 = stablehlo.add %98, %102 : tensor<16x32xf32>
    %104 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %105 = stablehlo.dot_general %103, %104, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %106 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %107 = stablehlo.add %105, %106 : tensor<16x64xf32>
    %108 = stablehlo.maximum %107, %cst_27 : tensor<16x64xf32>
    %109 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.add %110, %111 : tensor<16x32xf32>
    %113 = stablehlo.add %97, %112 : tensor<16x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.reshape %113 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output_50, %batch_mean_51, %batch_var_52 = "stablehlo.batch_norm_training"(%115, %cst_37, %cst_36) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %116 = stablehlo.reshape %output_50 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<2x8x32xf32>
    %119 = stablehlo.add %0, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %121 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %122 = stablehlo.dot_general %120, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %124 = stablehlo.slice %123 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %125 = stablehlo.reduce(%124 init: %cst_41) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %127 = stablehlo.subtract %124, %126 : tensor<2x7x128xf32>
    %128 = stablehlo.exponential %127 : tensor<2x7x128xf32>
    %129 = stablehlo.reduce(%128 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %130 = stablehlo.log %129 : tensor<2x7xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %132 = stablehlo.subtract %127, %131 : tensor<2x7x128xf32>
    %133 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %135 = stablehlo.broadcast_in_dim %c_40, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
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
    %156 = stablehlo.compare  LT, %arg0, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %157 = stablehlo.add %arg0, %c_20 : tensor<2x8xi64>
    %158 = stablehlo.select %156, %157, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %159 = stablehlo.reshape %158 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %160 = stablehlo.compare  EQ, %arg0, %c_39 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %162 = stablehlo.add %batch_var_52, %cst_18 : tensor<16xf32>
    %163 = stablehlo.rsqrt %162 : tensor<16xf32>
    %164 = stablehlo.reshape %163 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %165 = stablehlo.divide %164, %cst_17 : tensor<2x8x1xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.dot_general %153, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.multiply %169, %117 : tensor<2x8x32xf32>
    %171 = stablehlo.multiply %170, %cst_16 : tensor<2x8x32xf32>
    %172 = stablehlo.reduce(%170 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %174 = stablehlo.subtract %171, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.reshape %batch_mean_51 : (tensor<16xf32>) -> tensor<2x8xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.subtract %114, %176 : tensor<2x8x32xf32>
    %178 = stablehlo.reshape %163 : (tensor<16xf32>) -> tensor<2x8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.multiply %177, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.multiply %170, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.reduce(%181 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %184 = stablehlo.multiply %180, %183 : tensor<2x8x32xf32>
    %185 = stablehlo.subtract %174, %184 : tensor<2x8x32xf32>
    %186 = stablehlo.multiply %167, %185 : tensor<2x8x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %188 = stablehlo.add %batch_var_49, %cst_18 : tensor<16xf32>
    %189 = stablehlo.rsqrt %188 : tensor<16xf32>
    %190 = stablehlo.reshape %189 : (tensor<16xf32>) -> tensor<16x1xf32>
    %191 = stablehlo.divide %190, %cst_15 : tensor<16x1xf32>
    %192 = stablehlo.reshape %191 : (tensor<16x1xf32>) -> tensor<16xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %194 = stablehlo.compare  LE, %108, %cst_27 : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xi1>
    %195 = stablehlo.dot_general %187, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %196 = stablehlo.select %194, %cst_27, %195 : tensor<16x64xi1>, tensor<16x64xf32>
    %197 = stablehlo.dot_general %196, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %198 = stablehlo.multiply %197, %101 : tensor<16x32xf32>
    %199 = stablehlo.multiply %198, %cst_14 : tensor<16x32xf32>
    %200 = stablehlo.reduce(%198 init: %cst_46) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %202 = stablehlo.subtract %199, %201 : tensor<16x32xf32>
    %203 = stablehlo.broadcast_in_dim %batch_mean_48, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %204 = stablehlo.subtract %97, %203 : tensor<16x32xf32>
    %205 = stablehlo.broadcast_in_dim %189, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<16x32xf32>
    %207 = stablehlo.multiply %198, %206 : tensor<16x32xf32>
    %208 = stablehlo.reduce(%207 init: %cst_46) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %210 = stablehlo.multiply %206, %209 : tensor<16x32xf32>
    %211 = stablehlo.subtract %202, %210 : tensor<16x32xf32>
    %212 = stablehlo.multiply %193, %211 : tensor<16x32xf32>
    %213 = stablehlo.add %187, %212 : tensor<16x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.add %batch_var, %cst_18 : tensor<16xf32>
    %216 = stablehlo.rsqrt %215 : tensor<16xf32>
    %217 = stablehlo.reshape %216 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %218 = stablehlo.divide %217, %cst_17 : tensor<2x8x1xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %221 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %222 = stablehlo.dot_general %213, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %224 = stablehlo.transpose %223, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %226 = stablehlo.dot_general %221, %225, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %227 = stablehlo.reshape %226 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %228 = stablehlo.transpose %227, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %230 = stablehlo.dot_general %229, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %231 = stablehlo.reshape %230 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %232 = stablehlo.transpose %29, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %233 = stablehlo.transpose %86, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %234 = stablehlo.dot_general %225, %233, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %235 = stablehlo.reshape %234 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %236 = stablehlo.multiply %235, %78 : tensor<2x2x8x8xf32>
    %237 = stablehlo.reduce(%236 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %239 = stablehlo.multiply %78, %238 : tensor<2x2x8x8xf32>
    %240 = stablehlo.subtract %236, %239 : tensor<2x2x8x8xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %242 = stablehlo.dot_general %232, %241, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %243 = stablehlo.reshape %242 : (tensor<4x16x8xf32>) -> tensor<2x2x16x8xf32>
    %244 = stablehlo.transpose %243, dims = [0, 3, 1, 2] : (tensor<2x2x16x8xf32>) -> tensor<2x8x2x16xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %246 = stablehlo.dot_general %245, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %248 = stablehlo.add %231, %247 : tensor<2x8x32xf32>
    %249 = stablehlo.transpose %36, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,16]{1,2,0}"} : (tensor<4x16x8xf32>) -> tensor<4x8x16xf32>
    %250 = stablehlo.dot_general %241, %249, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %251 = stablehlo.reshape %250 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %252 = stablehlo.transpose %251, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x8x2x16xf32>) -> tensor<2x8x32xf32>
    %254 = stablehlo.multiply %253, %cst_35 : tensor<2x8x32xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %256 = stablehlo.dot_general %255, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %257 = stablehlo.reshape %256 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %258 = stablehlo.add %248, %257 : tensor<2x8x32xf32>
    %259 = stablehlo.multiply %258, %17 : tensor<2x8x32xf32>
    %260 = stablehlo.multiply %259, %cst_16 : tensor<2x8x32xf32>
    %261 = stablehlo.reduce(%259 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %263 = stablehlo.subtract %260, %262 : tensor<2x8x32xf32>
    %264 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %266 = stablehlo.subtract %13, %265 : tensor<2x8x32xf32>
    %267 = stablehlo.reshape %216 : (tensor<16xf32>) -> tensor<2x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.multiply %266, %268 : tensor<2x8x32xf32>
    %270 = stablehlo.multiply %259, %269 : tensor<2x8x32xf32>
    %271 = stablehlo.reduce(%270 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %273 = stablehlo.multiply %269, %272 : tensor<2x8x32xf32>
    %274 = stablehlo.subtract %263, %273 : tensor<2x8x32xf32>
    %275 = stablehlo.multiply %220, %274 : tensor<2x8x32xf32>
    %276 = stablehlo.add %214, %275 : tensor<2x8x32xf32>
    %277 = stablehlo.select %161, %cst_19, %276 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %278 = "stablehlo.scatter"(%cst_21, %159, %277) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %394 = stablehlo.add %arg43, %arg44 : tensor<f32>
      stablehlo.return %394 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %279 = stablehlo.add %155, %278 : tensor<128x32xf32>
    %280 = stablehlo.add %144, %279 : tensor<128x32xf32>
    %281 = stablehlo.multiply %280, %cst_13 : tensor<128x32xf32>
    %282 = stablehlo.subtract %arg1, %281 : tensor<128x32xf32>
    %283 = stablehlo.multiply %arg24, %cst_12 : tensor<34x32xf32>
    %284 = stablehlo.compare  LT, %8, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %285 = stablehlo.add %8, %c_10 : tensor<2x8xi64>
    %286 = stablehlo.select %284, %285, %8 : tensor<2x8xi1>, tensor<2x8xi64>
    %287 = stablehlo.reshape %286 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %288 = stablehlo.compare  EQ, %8, %c : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %290 = stablehlo.select %289, %cst_19, %276 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %291 = "stablehlo.scatter"(%cst_11, %287, %290) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %394 = stablehlo.add %arg43, %arg44 : tensor<f32>
      stablehlo.return %394 : tensor<f32>
    }) : (tensor<34x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<34x32xf32>
    %292 = stablehlo.add %283, %291 : tensor<34x32xf32>
    %293 = stablehlo.multiply %292, %cst_9 : tensor<34x32xf32>
    %294 = stablehlo.subtract %arg14, %293 : tensor<34x32xf32>
    %295 = stablehlo.multiply %arg25, %cst_8 : tensor<32xf32>
    %296 = stablehlo.multiply %169, %180 : tensor<2x8x32xf32>
    %297 = stablehlo.reduce(%296 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %298 = stablehlo.add %295, %297 : tensor<32xf32>
    %299 = stablehlo.multiply %298, %cst_7 : tensor<32xf32>
    %300 = stablehlo.subtract %arg2, %299 : tensor<32xf32>
    %301 = stablehlo.multiply %arg26, %cst_8 : tensor<32xf32>
    %302 = stablehlo.reduce(%169 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %303 = stablehlo.add %301, %302 : tensor<32xf32>
    %304 = stablehlo.multiply %303, %cst_7 : tensor<32xf32>
    %305 = stablehlo.subtract %arg22, %304 : tensor<32xf32>
    %306 = stablehlo.multiply %arg27, %cst_6 : tensor<32x32xf32>
    %307 = stablehlo.transpose %245, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %308 = stablehlo.dot_general %307, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %309 = stablehlo.add %306, %308 : tensor<32x32xf32>
    %310 = stablehlo.multiply %309, %cst_5 : tensor<32x32xf32>
    %311 = stablehlo.subtract %arg18, %310 : tensor<32x32xf32>
    %312 = stablehlo.multiply %arg28, %cst_8 : tensor<32xf32>
    %313 = stablehlo.reduce(%245 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %314 = stablehlo.add %312, %313 : tensor<32xf32>
    %315 = stablehlo.multiply %314, %cst_7 : tensor<32xf32>
    %316 = stablehlo.subtract %arg17, %315 : tensor<32xf32>
    %317 = stablehlo.multiply %arg29, %cst_6 : tensor<32x32xf32>
    %318 = stablehlo.transpose %229, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %319 = stablehlo.dot_general %318, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %320 = stablehlo.add %317, %319 : tensor<32x32xf32>
    %321 = stablehlo.multiply %320, %cst_5 : tensor<32x32xf32>
    %322 = stablehlo.subtract %arg11, %321 : tensor<32x32xf32>
    %323 = stablehlo.multiply %arg30, %cst_8 : tensor<32xf32>
    %324 = stablehlo.reduce(%229 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %325 = stablehlo.add %323, %324 : tensor<32xf32>
    %326 = stablehlo.multiply %325, %cst_7 : tensor<32xf32>
    %327 = stablehlo.subtract %arg10, %326 : tensor<32xf32>
    %328 = stablehlo.multiply %arg31, %cst_6 : tensor<32x32xf32>
    %329 = stablehlo.transpose %255, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %330 = stablehlo.dot_general %329, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %331 = stablehlo.add %328, %330 : tensor<32x32xf32>
    %332 = stablehlo.multiply %331, %cst_5 : tensor<32x32xf32>
    %333 = stablehlo.subtract %arg20, %332 : tensor<32x32xf32>
    %334 = stablehlo.multiply %arg32, %cst_8 : tensor<32xf32>
    %335 = stablehlo.reduce(%255 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %336 = stablehlo.add %334, %335 : tensor<32xf32>
    %337 = stablehlo.multiply %336, %cst_7 : tensor<32xf32>
    %338 = stablehlo.subtract %arg19, %337 : tensor<32xf32>
    %339 = stablehlo.multiply %arg33, %cst_6 : tensor<32x32xf32>
    %340 = stablehlo.transpose %213, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %341 = stablehlo.dot_general %340, %90, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %342 = stablehlo.add %339, %341 : tensor<32x32xf32>
    %343 = stablehlo.multiply %342, %cst_5 : tensor<32x32xf32>
    %344 = stablehlo.subtract %arg9, %343 : tensor<32x32xf32>
    %345 = stablehlo.multiply %arg34, %cst_8 : tensor<32xf32>
    %346 = stablehlo.reduce(%213 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %347 = stablehlo.add %345, %346 : tensor<32xf32>
    %348 = stablehlo.multiply %347, %cst_7 : tensor<32xf32>
    %349 = stablehlo.subtract %arg8, %348 : tensor<32xf32>
    %350 = stablehlo.multiply %arg35, %cst_8 : tensor<32xf32>
    %351 = stablehlo.multiply %258, %269 : tensor<2x8x32xf32>
    %352 = stablehlo.reduce(%351 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %353 = stablehlo.add %350, %352 : tensor<32xf32>
    %354 = stablehlo.multiply %353, %cst_7 : tensor<32xf32>
    %355 = stablehlo.subtract %arg12, %354 : tensor<32xf32>
    %356 = stablehlo.multiply %arg36, %cst_8 : tensor<32xf32>
    %357 = stablehlo.reduce(%258 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %358 = stablehlo.add %356, %357 : tensor<32xf32>
    %359 = stablehlo.multiply %358, %cst_7 : tensor<32xf32>
    %360 = stablehlo.subtract %arg15, %359 : tensor<32xf32>
    %361 = stablehlo.multiply %arg37, %cst_4 : tensor<64x32xf32>
    %362 = stablehlo.transpose %196, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %363 = stablehlo.dot_general %362, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %364 = stablehlo.add %361, %363 : tensor<64x32xf32>
    %365 = stablehlo.multiply %364, %cst_3 : tensor<64x32xf32>
    %366 = stablehlo.subtract %arg6, %365 : tensor<64x32xf32>
    %367 = stablehlo.multiply %arg38, %cst_2 : tensor<64xf32>
    %368 = stablehlo.reduce(%196 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %369 = stablehlo.add %367, %368 : tensor<64xf32>
    %370 = stablehlo.multiply %369, %cst_1 : tensor<64xf32>
    %371 = stablehlo.subtract %arg5, %370 : tensor<64xf32>
    %372 = stablehlo.multiply %arg39, %cst_0 : tensor<32x64xf32>
    %373 = stablehlo.transpose %187, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %374 = stablehlo.dot_general %373, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %375 = stablehlo.add %372, %374 : tensor<32x64xf32>
    %376 = stablehlo.multiply %375, %cst : tensor<32x64xf32>
    %377 = stablehlo.subtract %arg4, %376 : tensor<32x64xf32>
    %378 = stablehlo.multiply %arg40, %cst_8 : tensor<32xf32>
    %379 = stablehlo.reduce(%187 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %380 = stablehlo.add %378, %379 : tensor<32xf32>
    %381 = stablehlo.multiply %380, %cst_7 : tensor<32xf32>
    %382 = stablehlo.subtract %arg3, %381 : tensor<32xf32>
    %383 = stablehlo.multiply %arg41, %cst_8 : tensor<32xf32>
    %384 = stablehlo.multiply %197, %206 : tensor<16x32xf32>
    %385 = stablehlo.reduce(%384 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %386 = stablehlo.add %383, %385 : tensor<32xf32>
    %387 = stablehlo.multiply %386, %cst_7 : tensor<32xf32>
    %388 = stablehlo.subtract %arg7, %387 : tensor<32xf32>
    %389 = stablehlo.multiply %arg42, %cst_8 : tensor<32xf32>
    %390 = stablehlo.reduce(%197 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %391 = stablehlo.add %389, %390 : tensor<32xf32>
    %392 = stablehlo.multiply %391, %cst_7 : tensor<32xf32>
    %393 = stablehlo.subtract %arg21, %392 : tensor<32xf32>
    return %143, %282, %294, %300, %305, %311, %316, %322, %327, %333, %338, %344, %349, %355, %360, %366, %371, %377, %382, %388, %393, %280, %292, %298, %303, %309, %314, %320, %325, %331, %336, %342, %347, %353, %358, %364, %369, %375, %380, %386, %391 : tensor<f32>, tensor<128x32xf32>, tensor<34x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<34x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
