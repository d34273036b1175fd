module @IrToHlo.1219 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 20 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg5: tensor<32x64xf32> {tf.aliasing_output = 12 : i32}, %arg6: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 10 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg12: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg14: tensor<32x32xf32>, %arg15: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<2x8xi64>, %arg17: tensor<i1>, %arg18: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 4 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg24: tensor<128x32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<64x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<64xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32x64xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<128xf32> {tf.aliasing_output = 40 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_12 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_16 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_19 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_20 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_22 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_26 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_27 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_28 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_29 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_30 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_35 = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7]]]> : tensor<1x8x1xi64>
    %cst_36 = stablehlo.constant dense<5.65685415> : tensor<2x8x32xf32>
    %c_37 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_39 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_40 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_41 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg2, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.multiply %4, %cst_36 : tensor<2x8x32xf32>
    %6 = "stablehlo.gather"(%arg14, %c_35) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<1x8x1xi64>) -> tensor<1x8x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.add %5, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.reshape %9 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%11, %cst_34, %cst_33) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %12 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.add %10, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %23 = stablehlo.multiply %22, %cst_32 : tensor<2x2x8x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %25 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %26 = stablehlo.dot_general %16, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<16x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %31 = stablehlo.multiply %30, %cst_31 : tensor<2x2x16x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %33 = stablehlo.dot_general %24, %32, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %35 = stablehlo.convert %arg17 : (tensor<i1>) -> tensor<ui8>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %37 = stablehlo.broadcast_in_dim %c_30, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %38 = stablehlo.broadcast_in_dim %c_30, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %39 = stablehlo.compare  LE, %37, %38 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %40 = stablehlo.convert %39 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %41 = stablehlo.and %36, %40 : tensor<1x1x8x8xui8>
    %42 = stablehlo.compare  NE, %41, %c_41 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %43 = stablehlo.convert %42 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %44 = stablehlo.reshape %43 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %46 = stablehlo.compare  NE, %arg16, %c_40 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %47 = stablehlo.broadcast_in_dim %c_29, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %48 = stablehlo.compare  LT, %47, %c_28 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %49 = stablehlo.add %47, %c_27 : tensor<2x1x1x8xi64>
    %50 = stablehlo.select %48, %49, %47 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %51 = stablehlo.reshape %50 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %52 = stablehlo.broadcast_in_dim %c_30, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %53 = stablehlo.compare  LT, %52, %c_28 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %54 = stablehlo.add %52, %c_26 : tensor<2x1x1x8xi64>
    %55 = stablehlo.select %53, %54, %52 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %56 = stablehlo.reshape %55 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %57 = stablehlo.concatenate %51, %56, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %58 = "stablehlo.gather"(%46, %57) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %59 = stablehlo.convert %58 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %60 = stablehlo.reshape %59 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %62 = stablehlo.and %45, %61 : tensor<2x1x8x8xui8>
    %63 = stablehlo.compare  NE, %62, %c_39 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %64 = stablehlo.select %63, %cst_25, %cst_24 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.add %34, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.reduce(%67 init: %cst_38) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %70 = stablehlo.subtract %67, %69 : tensor<2x2x8x8xf32>
    %71 = stablehlo.exponential %70 : tensor<2x2x8x8xf32>
    %72 = stablehlo.reduce(%71 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %74 = stablehlo.divide %71, %73 : tensor<2x2x8x8xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %76 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %77 = stablehlo.dot_general %16, %76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %78 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %79 = stablehlo.add %77, %78 : tensor<16x32xf32>
    %80 = stablehlo.reshape %79 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %81 = stablehlo.transpose %80, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %82 = stablehlo.reshape %81 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %83 = stablehlo.dot_general %75, %82, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %85 = stablehlo.transpose %84, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %88 = stablehlo.dot_general %86, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %89 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.add %88, %89 : tensor<16x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.add %9, %91 : tensor<2x8x32xf32>
    %93 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %94 = stablehlo.reshape %92 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_43, %batch_mean_44, %batch_var_45 = "stablehlo.batch_norm_training"(%94, %cst_34, %cst_33) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %95 = stablehlo.reshape %output_43 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %96 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<2x8x32xf32>
    %98 = stablehlo.add %93, %97 : tensor<2x8x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %100 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %101 = stablehlo.dot_general %99, %100, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %102 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %103 = stablehlo.add %101, %102 : tensor<16x64xf32>
    %104 = stablehlo.reshape %103 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %105 = stablehlo.maximum %104, %cst_23 : tensor<2x8x64xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %107 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %108 = stablehlo.dot_general %106, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %109 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.add %108, %109 : tensor<16x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.add %92, %111 : tensor<2x8x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%113, %cst_34, %cst_33) <{epsilon = 9.99999997E-7 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %114 = stablehlo.reshape %output_46 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<2x8x32xf32>
    %117 = stablehlo.add %0, %116 : tensor<2x8x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %120 = stablehlo.dot_general %118, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %121 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %122 = stablehlo.add %120, %121 : tensor<16x128xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %124 = stablehlo.slice %123 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %125 = stablehlo.reduce(%124 init: %cst_38) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %127 = stablehlo.subtract %124, %126 : tensor<2x7x128xf32>
    %128 = stablehlo.exponential %127 : tensor<2x7x128xf32>
    %129 = stablehlo.reduce(%128 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %130 = stablehlo.log %129 : tensor<2x7xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %132 = stablehlo.subtract %127, %131 : tensor<2x7x128xf32>
    %133 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %135 = stablehlo.broadcast_in_dim %c_37, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %136 = stablehlo.compare  EQ, %134, %135 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %137 = stablehlo.convert %136 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %138 = stablehlo.convert %137 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %139 = stablehlo.multiply %132, %138 : tensor<2x7x128xf32>
    %140 = stablehlo.reduce(%139 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %141 = stablehlo.reduce(%140 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %142 = stablehlo.multiply %141, %cst_22 : tensor<f32>
    %143 = stablehlo.negate %142 : tensor<f32>
    %144 = stablehlo.multiply %arg24, %cst_21 : tensor<128x32xf32>
    %145 = stablehlo.multiply %138, %cst_19 : tensor<2x7x128xf32>
    %146 = stablehlo.exponential %132 : tensor<2x7x128xf32>
    %147 = stablehlo.reduce(%145 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %149 = stablehlo.multiply %146, %148 : tensor<2x7x128xf32>
    %150 = stablehlo.subtract %145, %149 : tensor<2x7x128xf32>
    %151 = stablehlo.pad %150, %cst_42, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %152 = stablehlo.select %c_20, %151, %cst_18 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %154 = stablehlo.transpose %153, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %155 = stablehlo.dot_general %154, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %156 = stablehlo.compare  LT, %arg0, %c_40 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %157 = stablehlo.add %arg0, %c_16 : tensor<2x8xi64>
    %158 = stablehlo.select %156, %157, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %159 = stablehlo.reshape %158 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %160 = stablehlo.compare  EQ, %arg0, %c : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %162 = stablehlo.add %batch_var_48, %cst_14 : tensor<16xf32>
    %163 = stablehlo.rsqrt %162 : tensor<16xf32>
    %164 = stablehlo.reshape %163 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %165 = stablehlo.divide %164, %cst_13 : tensor<2x8x1xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.dot_general %153, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.multiply %169, %115 : tensor<2x8x32xf32>
    %171 = stablehlo.multiply %170, %cst_12 : tensor<2x8x32xf32>
    %172 = stablehlo.reduce(%170 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %174 = stablehlo.subtract %171, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.reshape %batch_mean_47 : (tensor<16xf32>) -> tensor<2x8xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.subtract %112, %176 : tensor<2x8x32xf32>
    %178 = stablehlo.reshape %163 : (tensor<16xf32>) -> tensor<2x8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.multiply %177, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.multiply %170, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.reduce(%181 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %184 = stablehlo.multiply %180, %183 : tensor<2x8x32xf32>
    %185 = stablehlo.subtract %174, %184 : tensor<2x8x32xf32>
    %186 = stablehlo.multiply %167, %185 : tensor<2x8x32xf32>
    %187 = stablehlo.add %batch_var_45, %cst_14 : tensor<16xf32>
    %188 = stablehlo.rsqrt %187 : tensor<16xf32>
    %189 = stablehlo.reshape %188 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %190 = stablehlo.divide %189, %cst_13 : tensor<2x8x1xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.compare  LE, %105, %cst_23 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %194 = stablehlo.reshape %186 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %195 = stablehlo.dot_general %194, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %196 = stablehlo.reshape %195 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %197 = stablehlo.select %193, %cst_23, %196 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %199 = stablehlo.dot_general %198, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %201 = stablehlo.multiply %200, %96 : tensor<2x8x32xf32>
    %202 = stablehlo.multiply %201, %cst_12 : tensor<2x8x32xf32>
    %203 = stablehlo.reduce(%201 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.subtract %202, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.reshape %batch_mean_44 : (tensor<16xf32>) -> tensor<2x8xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %208 = stablehlo.subtract %92, %207 : tensor<2x8x32xf32>
    %209 = stablehlo.reshape %188 : (tensor<16xf32>) -> tensor<2x8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %211 = stablehlo.multiply %208, %210 : tensor<2x8x32xf32>
    %212 = stablehlo.multiply %201, %211 : tensor<2x8x32xf32>
    %213 = stablehlo.reduce(%212 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.multiply %211, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.subtract %205, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.multiply %192, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.add %186, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.add %batch_var, %cst_14 : tensor<16xf32>
    %220 = stablehlo.rsqrt %219 : tensor<16xf32>
    %221 = stablehlo.reshape %220 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %222 = stablehlo.divide %221, %cst_13 : tensor<2x8x1xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.transpose %75, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %226 = stablehlo.reshape %218 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %227 = stablehlo.dot_general %226, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %229 = stablehlo.transpose %228, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %231 = stablehlo.dot_general %225, %230, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %232 = stablehlo.reshape %231 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %233 = stablehlo.transpose %232, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %235 = stablehlo.dot_general %234, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %236 = stablehlo.reshape %235 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %237 = stablehlo.transpose %24, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %238 = stablehlo.transpose %82, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %239 = stablehlo.dot_general %230, %238, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %240 = stablehlo.reshape %239 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %241 = stablehlo.multiply %240, %74 : tensor<2x2x8x8xf32>
    %242 = stablehlo.reduce(%241 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %244 = stablehlo.multiply %74, %243 : tensor<2x2x8x8xf32>
    %245 = stablehlo.subtract %241, %244 : tensor<2x2x8x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %247 = stablehlo.dot_general %237, %246, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %248 = stablehlo.reshape %247 : (tensor<4x16x8xf32>) -> tensor<2x2x16x8xf32>
    %249 = stablehlo.multiply %248, %cst_31 : tensor<2x2x16x8xf32>
    %250 = stablehlo.transpose %249, dims = [0, 3, 1, 2] : (tensor<2x2x16x8xf32>) -> tensor<2x8x2x16xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %252 = stablehlo.dot_general %251, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %253 = stablehlo.reshape %252 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %254 = stablehlo.add %236, %253 : tensor<2x8x32xf32>
    %255 = stablehlo.transpose %32, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,16]{1,2,0}"} : (tensor<4x16x8xf32>) -> tensor<4x8x16xf32>
    %256 = stablehlo.dot_general %246, %255, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %257 = stablehlo.reshape %256 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %258 = stablehlo.multiply %257, %cst_32 : tensor<2x2x8x16xf32>
    %259 = stablehlo.transpose %258, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %261 = stablehlo.dot_general %260, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %263 = stablehlo.add %254, %262 : tensor<2x8x32xf32>
    %264 = stablehlo.multiply %263, %13 : tensor<2x8x32xf32>
    %265 = stablehlo.multiply %264, %cst_12 : tensor<2x8x32xf32>
    %266 = stablehlo.reduce(%264 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %268 = stablehlo.subtract %265, %267 : tensor<2x8x32xf32>
    %269 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %271 = stablehlo.subtract %9, %270 : tensor<2x8x32xf32>
    %272 = stablehlo.reshape %220 : (tensor<16xf32>) -> tensor<2x8xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.multiply %271, %273 : tensor<2x8x32xf32>
    %275 = stablehlo.multiply %264, %274 : tensor<2x8x32xf32>
    %276 = stablehlo.reduce(%275 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.multiply %274, %277 : tensor<2x8x32xf32>
    %279 = stablehlo.subtract %268, %278 : tensor<2x8x32xf32>
    %280 = stablehlo.multiply %224, %279 : tensor<2x8x32xf32>
    %281 = stablehlo.add %218, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.multiply %281, %cst_36 : tensor<2x8x32xf32>
    %283 = stablehlo.select %161, %cst_15, %282 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %284 = "stablehlo.scatter"(%cst_17, %159, %283) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %393 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %393 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %285 = stablehlo.add %155, %284 : tensor<128x32xf32>
    %286 = stablehlo.add %144, %285 : tensor<128x32xf32>
    %287 = stablehlo.multiply %286, %cst_11 : tensor<128x32xf32>
    %288 = stablehlo.subtract %arg2, %287 : tensor<128x32xf32>
    %289 = stablehlo.multiply %arg25, %cst_10 : tensor<32x32xf32>
    %290 = stablehlo.transpose %260, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %291 = stablehlo.dot_general %290, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %292 = stablehlo.add %289, %291 : tensor<32x32xf32>
    %293 = stablehlo.multiply %292, %cst_9 : tensor<32x32xf32>
    %294 = stablehlo.subtract %arg21, %293 : tensor<32x32xf32>
    %295 = stablehlo.multiply %arg26, %cst_8 : tensor<32xf32>
    %296 = stablehlo.reduce(%260 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %297 = stablehlo.add %295, %296 : tensor<32xf32>
    %298 = stablehlo.multiply %297, %cst_7 : tensor<32xf32>
    %299 = stablehlo.subtract %arg20, %298 : tensor<32xf32>
    %300 = stablehlo.multiply %arg27, %cst_10 : tensor<32x32xf32>
    %301 = stablehlo.transpose %251, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %302 = stablehlo.dot_general %301, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %303 = stablehlo.add %300, %302 : tensor<32x32xf32>
    %304 = stablehlo.multiply %303, %cst_9 : tensor<32x32xf32>
    %305 = stablehlo.subtract %arg19, %304 : tensor<32x32xf32>
    %306 = stablehlo.multiply %arg28, %cst_8 : tensor<32xf32>
    %307 = stablehlo.reduce(%251 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %308 = stablehlo.add %306, %307 : tensor<32xf32>
    %309 = stablehlo.multiply %308, %cst_7 : tensor<32xf32>
    %310 = stablehlo.subtract %arg18, %309 : tensor<32xf32>
    %311 = stablehlo.multiply %arg29, %cst_10 : tensor<32x32xf32>
    %312 = stablehlo.transpose %234, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %313 = stablehlo.dot_general %312, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %314 = stablehlo.add %311, %313 : tensor<32x32xf32>
    %315 = stablehlo.multiply %314, %cst_9 : tensor<32x32xf32>
    %316 = stablehlo.subtract %arg12, %315 : tensor<32x32xf32>
    %317 = stablehlo.multiply %arg30, %cst_8 : tensor<32xf32>
    %318 = stablehlo.reduce(%234 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %319 = stablehlo.add %317, %318 : tensor<32xf32>
    %320 = stablehlo.multiply %319, %cst_7 : tensor<32xf32>
    %321 = stablehlo.subtract %arg11, %320 : tensor<32xf32>
    %322 = stablehlo.multiply %arg31, %cst_10 : tensor<32x32xf32>
    %323 = stablehlo.transpose %226, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %324 = stablehlo.dot_general %323, %86, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %325 = stablehlo.add %322, %324 : tensor<32x32xf32>
    %326 = stablehlo.multiply %325, %cst_9 : tensor<32x32xf32>
    %327 = stablehlo.subtract %arg10, %326 : tensor<32x32xf32>
    %328 = stablehlo.multiply %arg32, %cst_8 : tensor<32xf32>
    %329 = stablehlo.reduce(%226 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %330 = stablehlo.add %328, %329 : tensor<32xf32>
    %331 = stablehlo.multiply %330, %cst_7 : tensor<32xf32>
    %332 = stablehlo.subtract %arg9, %331 : tensor<32xf32>
    %333 = stablehlo.multiply %arg33, %cst_6 : tensor<64x32xf32>
    %334 = stablehlo.transpose %198, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %335 = stablehlo.dot_general %334, %99, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %336 = stablehlo.add %333, %335 : tensor<64x32xf32>
    %337 = stablehlo.multiply %336, %cst_5 : tensor<64x32xf32>
    %338 = stablehlo.subtract %arg7, %337 : tensor<64x32xf32>
    %339 = stablehlo.multiply %arg34, %cst_4 : tensor<64xf32>
    %340 = stablehlo.reduce(%198 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %341 = stablehlo.add %339, %340 : tensor<64xf32>
    %342 = stablehlo.multiply %341, %cst_3 : tensor<64xf32>
    %343 = stablehlo.subtract %arg6, %342 : tensor<64xf32>
    %344 = stablehlo.multiply %arg35, %cst_2 : tensor<32x64xf32>
    %345 = stablehlo.transpose %194, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %346 = stablehlo.dot_general %345, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %347 = stablehlo.add %344, %346 : tensor<32x64xf32>
    %348 = stablehlo.multiply %347, %cst_1 : tensor<32x64xf32>
    %349 = stablehlo.subtract %arg5, %348 : tensor<32x64xf32>
    %350 = stablehlo.multiply %arg36, %cst_8 : tensor<32xf32>
    %351 = stablehlo.reduce(%194 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %352 = stablehlo.add %350, %351 : tensor<32xf32>
    %353 = stablehlo.multiply %352, %cst_7 : tensor<32xf32>
    %354 = stablehlo.subtract %arg4, %353 : tensor<32xf32>
    %355 = stablehlo.multiply %arg37, %cst_8 : tensor<32xf32>
    %356 = stablehlo.multiply %263, %274 : tensor<2x8x32xf32>
    %357 = stablehlo.reduce(%356 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %358 = stablehlo.add %355, %357 : tensor<32xf32>
    %359 = stablehlo.multiply %358, %cst_7 : tensor<32xf32>
    %360 = stablehlo.subtract %arg13, %359 : tensor<32xf32>
    %361 = stablehlo.multiply %arg38, %cst_8 : tensor<32xf32>
    %362 = stablehlo.reduce(%263 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %363 = stablehlo.add %361, %362 : tensor<32xf32>
    %364 = stablehlo.multiply %363, %cst_7 : tensor<32xf32>
    %365 = stablehlo.subtract %arg15, %364 : tensor<32xf32>
    %366 = stablehlo.multiply %arg39, %cst_8 : tensor<32xf32>
    %367 = stablehlo.multiply %200, %211 : tensor<2x8x32xf32>
    %368 = stablehlo.reduce(%367 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %369 = stablehlo.add %366, %368 : tensor<32xf32>
    %370 = stablehlo.multiply %369, %cst_7 : tensor<32xf32>
    %371 = stablehlo.subtract %arg8, %370 : tensor<32xf32>
    %372 = stablehlo.multiply %arg40, %cst_8 : tensor<32xf32>
    %373 = stablehlo.reduce(%200 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %374 = stablehlo.add %372, %373 : tensor<32xf32>
    %375 = stablehlo.multiply %374, %cst_7 : tensor<32xf32>
    %376 = stablehlo.subtract %arg22, %375 : tensor<32xf32>
    %377 = stablehlo.multiply %arg41, %cst_8 : tensor<32xf32>
    %378 = stablehlo.multiply %169, %180 : tensor<2x8x32xf32>
    %379 = stablehlo.reduce(%378 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %380 = stablehlo.add %377, %379 : tensor<32xf32>
    %381 = stablehlo.multiply %380, %cst_7 : tensor<32xf32>
    %382 = stablehlo.subtract %arg3, %381 : tensor<32xf32>
    %383 = stablehlo.multiply %arg42, %cst_8 : tensor<32xf32>
    %384 = stablehlo.reduce(%169 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %385 = stablehlo.add %383, %384 : tensor<32xf32>
    %386 = stablehlo.multiply %385, %cst_7 : tensor<32xf32>
    %387 = stablehlo.subtract %arg23, %386 : tensor<32xf32>
    %388 = stablehlo.multiply %arg43, %cst_0 : tensor<128xf32>
    %389 = stablehlo.reduce(%153 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %390 = stablehlo.add %388, %389 : tensor<128xf32>
    %391 = stablehlo.multiply %390, %cst : tensor<128xf32>
    %392 = stablehlo.subtract %arg1, %391 : tensor<128xf32>
    return %143, %288, %294, %299, %305, %310, %316, %321, %327, %332, %338, %343, %349, %354, %360, %365, %371, %376, %382, %387, %392, %286, %292, %297, %303, %308, %314, %319, %325, %330, %336, %341, %347, %352, %358, %363, %369, %374, %380, %385, %390 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>
  }
}
