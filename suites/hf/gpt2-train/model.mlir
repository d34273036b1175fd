module @IrToHlo.1146 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg4: tensor<128x32xf32> {tf.aliasing_output = 13 : i32}, %arg5: tensor<128xf32> {tf.aliasing_output = 12 : i32}, %arg6: tensor<32x128xf32> {tf.aliasing_output = 11 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg10: tensor<32x32xf32> {tf.aliasing_output = 7 : i32}, %arg11: tensor<96xf32> {tf.aliasing_output = 6 : i32}, %arg12: tensor<32x96xf32> {tf.aliasing_output = 5 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg19: tensor<128x32xf32> {tf.aliasing_output = 17 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 18 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg23: tensor<32x96xf32> {tf.aliasing_output = 21 : i32}, %arg24: tensor<96xf32> {tf.aliasing_output = 22 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg29: tensor<32x128xf32> {tf.aliasing_output = 27 : i32}, %arg30: tensor<128xf32> {tf.aliasing_output = 28 : i32}, %arg31: tensor<128x32xf32> {tf.aliasing_output = 29 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 32 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x128xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<96xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<96xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x96xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x96xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %c = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7]]]> : tensor<1x8x1xi64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x128xf32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_18 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_19 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_22 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_23 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_25 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_27 = stablehlo.constant dense<0.797884583> : tensor<2x8x128xf32>
    %cst_28 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x128xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_33 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_35 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_37 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x16x8xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<2x2x8x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_42 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xui32>
    %c_43 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_45 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_46 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_47 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %3 = stablehlo.convert %2 : (tensor<16xi64>) -> tensor<16xui32>
    %4 = "stablehlo.gather"(%arg1, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %6 = "stablehlo.gather"(%arg8, %c_42) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%9, %cst_41, %cst_40) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %10 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.add %1, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.dot_general %14, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %16 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<96xf32>) -> tensor<16x96xf32>
    %17 = stablehlo.add %15, %16 : tensor<16x96xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x96xf32>) -> tensor<2x8x96xf32>
    %19 = stablehlo.slice %18 [0:2, 0:8, 0:32] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %22 = stablehlo.multiply %21, %cst_39 : tensor<2x2x8x16xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %24 = stablehlo.slice %18 [0:2, 0:8, 32:64] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %27 = stablehlo.multiply %26, %cst_38 : tensor<2x2x16x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %29 = stablehlo.dot_general %23, %28, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %31 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %33 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %34 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %35 = stablehlo.compare  LE, %33, %34 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %36 = stablehlo.convert %35 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %37 = stablehlo.and %32, %36 : tensor<1x1x8x8xui8>
    %38 = stablehlo.compare  NE, %37, %c_47 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %39 = stablehlo.convert %38 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %40 = stablehlo.reshape %39 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %42 = stablehlo.compare  NE, %arg15, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %43 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %44 = stablehlo.compare  LT, %43, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %45 = stablehlo.add %43, %c_34 : tensor<2x1x1x8xi64>
    %46 = stablehlo.select %44, %45, %43 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %47 = stablehlo.reshape %46 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %48 = stablehlo.broadcast_in_dim %c_37, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %49 = stablehlo.compare  LT, %48, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %50 = stablehlo.add %48, %c_33 : tensor<2x1x1x8xi64>
    %51 = stablehlo.select %49, %50, %48 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %52 = stablehlo.reshape %51 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %53 = stablehlo.concatenate %47, %52, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %54 = "stablehlo.gather"(%42, %53) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %55 = stablehlo.convert %54 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %56 = stablehlo.reshape %55 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %58 = stablehlo.and %41, %57 : tensor<2x1x8x8xui8>
    %59 = stablehlo.compare  NE, %58, %c_45 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %60 = stablehlo.select %59, %cst_32, %cst_31 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %63 = stablehlo.add %30, %62 : tensor<2x2x8x8xf32>
    %64 = stablehlo.reduce(%63 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %66 = stablehlo.subtract %63, %65 : tensor<2x2x8x8xf32>
    %67 = stablehlo.exponential %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.reduce(%67 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %70 = stablehlo.divide %67, %69 : tensor<2x2x8x8xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %72 = stablehlo.slice %18 [0:2, 0:8, 64:96] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %76 = stablehlo.dot_general %71, %75, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %77 = stablehlo.reshape %76 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %78 = stablehlo.transpose %77, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %80 = stablehlo.dot_general %79, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %81 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.add %80, %81 : tensor<16x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %84 = stablehlo.add %83, %8 : tensor<2x8x32xf32>
    %85 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %86 = stablehlo.reshape %84 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%86, %cst_41, %cst_40) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %87 = stablehlo.reshape %output_49 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %88 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %89 = stablehlo.multiply %87, %88 : tensor<2x8x32xf32>
    %90 = stablehlo.add %85, %89 : tensor<2x8x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %92 = stablehlo.dot_general %91, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %93 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %94 = stablehlo.add %92, %93 : tensor<16x128xf32>
    %95 = stablehlo.reshape %94 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %96 = stablehlo.multiply %95, %cst_30 : tensor<2x8x128xf32>
    %97 = stablehlo.power %95, %cst_29 : tensor<2x8x128xf32>
    %98 = stablehlo.multiply %97, %cst_28 : tensor<2x8x128xf32>
    %99 = stablehlo.add %95, %98 : tensor<2x8x128xf32>
    %100 = stablehlo.multiply %99, %cst_27 : tensor<2x8x128xf32>
    %101 = stablehlo.tanh %100 : tensor<2x8x128xf32>
    %102 = stablehlo.add %101, %cst_26 : tensor<2x8x128xf32>
    %103 = stablehlo.multiply %96, %102 : tensor<2x8x128xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %105 = stablehlo.dot_general %104, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %106 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %107 = stablehlo.add %105, %106 : tensor<16x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %109 = stablehlo.add %84, %108 : tensor<2x8x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%110, %cst_41, %cst_40) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %111 = stablehlo.reshape %output_52 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.add %0, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %116 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %117 = stablehlo.dot_general %115, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %118 = stablehlo.reshape %117 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %119 = stablehlo.slice %118 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %120 = stablehlo.reduce(%119 init: %cst_44) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %122 = stablehlo.subtract %119, %121 : tensor<2x7x128xf32>
    %123 = stablehlo.exponential %122 : tensor<2x7x128xf32>
    %124 = stablehlo.reduce(%123 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %125 = stablehlo.log %124 : tensor<2x7xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %127 = stablehlo.subtract %122, %126 : tensor<2x7x128xf32>
    %128 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %130 = stablehlo.broadcast_in_dim %c_43, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %131 = stablehlo.compare  EQ, %129, %130 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %132 = stablehlo.convert %131 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %133 = stablehlo.convert %132 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %134 = stablehlo.multiply %127, %133 : tensor<2x7x128xf32>
    %135 = stablehlo.reduce(%134 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %136 = stablehlo.reduce(%135 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %137 = stablehlo.multiply %136, %cst_25 : tensor<f32>
    %138 = stablehlo.negate %137 : tensor<f32>
    %139 = stablehlo.multiply %arg19, %cst_24 : tensor<128x32xf32>
    %140 = stablehlo.multiply %133, %cst_22 : tensor<2x7x128xf32>
    %141 = stablehlo.exponential %127 : tensor<2x7x128xf32>
    %142 = stablehlo.reduce(%140 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %144 = stablehlo.multiply %141, %143 : tensor<2x7x128xf32>
    %145 = stablehlo.subtract %140, %144 : tensor<2x7x128xf32>
    %146 = stablehlo.pad %145, %cst_48, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %147 = stablehlo.select %c_23, %146, %cst_21 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %149 = stablehlo.transpose %148, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %150 = stablehlo.dot_general %149, %115, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %151 = stablehlo.compare  LT, %arg0, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %152 = stablehlo.add %arg0, %c_19 : tensor<2x8xi64>
    %153 = stablehlo.select %151, %152, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %154 = stablehlo.reshape %153 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %155 = stablehlo.compare  EQ, %arg0, %c_18 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %157 = stablehlo.add %batch_var_54, %cst_16 : tensor<16xf32>
    %158 = stablehlo.rsqrt %157 : tensor<16xf32>
    %159 = stablehlo.reshape %158 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %160 = stablehlo.divide %159, %cst_15 : tensor<2x8x1xf32>
    %161 = stablehlo.reshape %160 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %163 = stablehlo.dot_general %148, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.multiply %164, %112 : tensor<2x8x32xf32>
    %166 = stablehlo.multiply %165, %cst_14 : tensor<2x8x32xf32>
    %167 = stablehlo.reduce(%165 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %169 = stablehlo.subtract %166, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.reshape %batch_mean_53 : (tensor<16xf32>) -> tensor<2x8xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %172 = stablehlo.subtract %109, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.reshape %158 : (tensor<16xf32>) -> tensor<2x8xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.multiply %172, %174 : tensor<2x8x32xf32>
    %176 = stablehlo.multiply %165, %175 : tensor<2x8x32xf32>
    %177 = stablehlo.reduce(%176 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %179 = stablehlo.multiply %175, %178 : tensor<2x8x32xf32>
    %180 = stablehlo.subtract %169, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.multiply %162, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.add %batch_var_51, %cst_16 : tensor<16xf32>
    %183 = stablehlo.rsqrt %182 : tensor<16xf32>
    %184 = stablehlo.reshape %183 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %185 = stablehlo.divide %184, %cst_15 : tensor<2x8x1xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.reshape %181 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %189 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %190 = stablehlo.dot_general %188, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %191 = stablehlo.reshape %190 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %192 = stablehlo.multiply %191, %96 : tensor<2x8x128xf32>
    %193 = stablehlo.multiply %101, %101 : tensor<2x8x128xf32>
    %194 = stablehlo.subtract %cst_26, %193 : tensor<2x8x128xf32>
    %195 = stablehlo.multiply %192, %194 : tensor<2x8x128xf32>
    %196 = stablehlo.multiply %195, %cst_27 : tensor<2x8x128xf32>
    %197 = stablehlo.multiply %196, %cst_28 : tensor<2x8x128xf32>
    %198 = stablehlo.power %95, %cst_13 : tensor<2x8x128xf32>
    %199 = stablehlo.multiply %198, %cst_29 : tensor<2x8x128xf32>
    %200 = stablehlo.multiply %197, %199 : tensor<2x8x128xf32>
    %201 = stablehlo.add %196, %200 : tensor<2x8x128xf32>
    %202 = stablehlo.multiply %191, %102 : tensor<2x8x128xf32>
    %203 = stablehlo.multiply %202, %cst_30 : tensor<2x8x128xf32>
    %204 = stablehlo.add %201, %203 : tensor<2x8x128xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %206 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %207 = stablehlo.dot_general %205, %206, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %208 = stablehlo.reshape %207 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.multiply %208, %88 : tensor<2x8x32xf32>
    %210 = stablehlo.multiply %209, %cst_14 : tensor<2x8x32xf32>
    %211 = stablehlo.reduce(%209 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %213 = stablehlo.subtract %210, %212 : tensor<2x8x32xf32>
    %214 = stablehlo.reshape %batch_mean_50 : (tensor<16xf32>) -> tensor<2x8xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %216 = stablehlo.subtract %84, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.reshape %183 : (tensor<16xf32>) -> tensor<2x8xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.multiply %216, %218 : tensor<2x8x32xf32>
    %220 = stablehlo.multiply %209, %219 : tensor<2x8x32xf32>
    %221 = stablehlo.reduce(%220 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.multiply %219, %222 : tensor<2x8x32xf32>
    %224 = stablehlo.subtract %213, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.multiply %187, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.add %181, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.add %batch_var, %cst_16 : tensor<16xf32>
    %228 = stablehlo.rsqrt %227 : tensor<16xf32>
    %229 = stablehlo.reshape %228 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %230 = stablehlo.divide %229, %cst_15 : tensor<2x8x1xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %233 = stablehlo.reshape %226 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %234 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %235 = stablehlo.dot_general %233, %234, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %236 = stablehlo.reshape %235 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %237 = stablehlo.transpose %236, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %239 = stablehlo.transpose %75, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %240 = stablehlo.dot_general %238, %239, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %241 = stablehlo.reshape %240 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %242 = stablehlo.multiply %241, %70 : tensor<2x2x8x8xf32>
    %243 = stablehlo.reduce(%242 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %245 = stablehlo.multiply %70, %244 : tensor<2x2x8x8xf32>
    %246 = stablehlo.subtract %242, %245 : tensor<2x2x8x8xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %248 = stablehlo.transpose %28, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,16]{1,2,0}"} : (tensor<4x16x8xf32>) -> tensor<4x8x16xf32>
    %249 = stablehlo.dot_general %247, %248, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %250 = stablehlo.reshape %249 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %251 = stablehlo.multiply %250, %cst_39 : tensor<2x2x8x16xf32>
    %252 = stablehlo.transpose %251, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x8x2x16xf32>) -> tensor<2x8x32xf32>
    %254 = stablehlo.transpose %23, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %255 = stablehlo.dot_general %254, %247, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %256 = stablehlo.reshape %255 : (tensor<4x16x8xf32>) -> tensor<2x2x16x8xf32>
    %257 = stablehlo.multiply %256, %cst_38 : tensor<2x2x16x8xf32>
    %258 = stablehlo.transpose %257, dims = [0, 3, 1, 2] : (tensor<2x2x16x8xf32>) -> tensor<2x8x2x16xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x8x2x16xf32>) -> tensor<2x8x32xf32>
    %260 = stablehlo.transpose %71, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %261 = stablehlo.dot_general %260, %238, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %262 = stablehlo.reshape %261 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %263 = stablehlo.transpose %262, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x8x2x16xf32>) -> tensor<2x8x32xf32>
    %265 = stablehlo.concatenate %253, %259, %264, dim = 2 : (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x96xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x8x96xf32>) -> tensor<16x96xf32>
    %267 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,32]{0,1}"} : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %268 = stablehlo.dot_general %266, %267, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96xf32>, tensor<96x32xf32>) -> tensor<16x32xf32>
    %269 = stablehlo.reshape %268 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %270 = stablehlo.multiply %269, %11 : tensor<2x8x32xf32>
    %271 = stablehlo.multiply %270, %cst_14 : tensor<2x8x32xf32>
    %272 = stablehlo.reduce(%270 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.subtract %271, %273 : tensor<2x8x32xf32>
    %275 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %277 = stablehlo.subtract %8, %276 : tensor<2x8x32xf32>
    %278 = stablehlo.reshape %228 : (tensor<16xf32>) -> tensor<2x8xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %280 = stablehlo.multiply %277, %279 : tensor<2x8x32xf32>
    %281 = stablehlo.multiply %270, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.reduce(%281 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.multiply %280, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.subtract %274, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.multiply %232, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.add %226, %286 : tensor<2x8x32xf32>
    %288 = stablehlo.select %156, %cst_17, %287 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %289 = "stablehlo.scatter"(%cst_20, %154, %288) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %378 = stablehlo.add %arg35, %arg36 : tensor<f32>
      stablehlo.return %378 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %290 = stablehlo.add %150, %289 : tensor<128x32xf32>
    %291 = stablehlo.add %139, %290 : tensor<128x32xf32>
    %292 = stablehlo.multiply %291, %cst_12 : tensor<128x32xf32>
    %293 = stablehlo.subtract %arg1, %292 : tensor<128x32xf32>
    %294 = stablehlo.multiply %arg20, %cst_11 : tensor<32x32xf32>
    %295 = stablehlo.reduce(%287 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %296 = stablehlo.reshape %295 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %297 = "stablehlo.scatter"(%cst_10, %c, %296) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %378 = stablehlo.add %arg35, %arg36 : tensor<f32>
      stablehlo.return %378 : tensor<f32>
    }) : (tensor<32x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<32x32xf32>
    %298 = stablehlo.add %294, %297 : tensor<32x32xf32>
    %299 = stablehlo.multiply %298, %cst_9 : tensor<32x32xf32>
    %300 = stablehlo.subtract %arg8, %299 : tensor<32x32xf32>
    %301 = stablehlo.multiply %arg21, %cst_8 : tensor<32xf32>
    %302 = stablehlo.multiply %269, %280 : tensor<2x8x32xf32>
    %303 = stablehlo.reduce(%302 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %304 = stablehlo.add %301, %303 : tensor<32xf32>
    %305 = stablehlo.multiply %304, %cst_7 : tensor<32xf32>
    %306 = stablehlo.subtract %arg13, %305 : tensor<32xf32>
    %307 = stablehlo.multiply %arg22, %cst_8 : tensor<32xf32>
    %308 = stablehlo.reduce(%269 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %309 = stablehlo.add %307, %308 : tensor<32xf32>
    %310 = stablehlo.multiply %309, %cst_7 : tensor<32xf32>
    %311 = stablehlo.subtract %arg14, %310 : tensor<32xf32>
    %312 = stablehlo.multiply %arg23, %cst_6 : tensor<32x96xf32>
    %313 = stablehlo.transpose %14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %314 = stablehlo.dot_general %313, %266, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x96xf32>) -> tensor<32x96xf32>
    %315 = stablehlo.add %312, %314 : tensor<32x96xf32>
    %316 = stablehlo.multiply %315, %cst_5 : tensor<32x96xf32>
    %317 = stablehlo.subtract %arg12, %316 : tensor<32x96xf32>
    %318 = stablehlo.multiply %arg24, %cst_4 : tensor<96xf32>
    %319 = stablehlo.reduce(%266 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x96xf32>, tensor<f32>) -> tensor<96xf32>
    %320 = stablehlo.add %318, %319 : tensor<96xf32>
    %321 = stablehlo.multiply %320, %cst_3 : tensor<96xf32>
    %322 = stablehlo.subtract %arg11, %321 : tensor<96xf32>
    %323 = stablehlo.multiply %arg25, %cst_11 : tensor<32x32xf32>
    %324 = stablehlo.transpose %79, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %325 = stablehlo.dot_general %324, %233, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %326 = stablehlo.add %323, %325 : tensor<32x32xf32>
    %327 = stablehlo.multiply %326, %cst_9 : tensor<32x32xf32>
    %328 = stablehlo.subtract %arg10, %327 : tensor<32x32xf32>
    %329 = stablehlo.multiply %arg26, %cst_8 : tensor<32xf32>
    %330 = stablehlo.reduce(%233 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %331 = stablehlo.add %329, %330 : tensor<32xf32>
    %332 = stablehlo.multiply %331, %cst_7 : tensor<32xf32>
    %333 = stablehlo.subtract %arg9, %332 : tensor<32xf32>
    %334 = stablehlo.multiply %arg27, %cst_8 : tensor<32xf32>
    %335 = stablehlo.multiply %208, %219 : tensor<2x8x32xf32>
    %336 = stablehlo.reduce(%335 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %337 = stablehlo.add %334, %336 : tensor<32xf32>
    %338 = stablehlo.multiply %337, %cst_7 : tensor<32xf32>
    %339 = stablehlo.subtract %arg7, %338 : tensor<32xf32>
    %340 = stablehlo.multiply %arg28, %cst_8 : tensor<32xf32>
    %341 = stablehlo.reduce(%208 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %342 = stablehlo.add %340, %341 : tensor<32xf32>
    %343 = stablehlo.multiply %342, %cst_7 : tensor<32xf32>
    %344 = stablehlo.subtract %arg17, %343 : tensor<32xf32>
    %345 = stablehlo.multiply %arg29, %cst_2 : tensor<32x128xf32>
    %346 = stablehlo.transpose %91, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %347 = stablehlo.dot_general %346, %205, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %348 = stablehlo.add %345, %347 : tensor<32x128xf32>
    %349 = stablehlo.multiply %348, %cst_1 : tensor<32x128xf32>
    %350 = stablehlo.subtract %arg6, %349 : tensor<32x128xf32>
    %351 = stablehlo.multiply %arg30, %cst_0 : tensor<128xf32>
    %352 = stablehlo.reduce(%205 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %353 = stablehlo.add %351, %352 : tensor<128xf32>
    %354 = stablehlo.multiply %353, %cst : tensor<128xf32>
    %355 = stablehlo.subtract %arg5, %354 : tensor<128xf32>
    %356 = stablehlo.multiply %arg31, %cst_24 : tensor<128x32xf32>
    %357 = stablehlo.transpose %104, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %358 = stablehlo.dot_general %357, %188, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %359 = stablehlo.add %356, %358 : tensor<128x32xf32>
    %360 = stablehlo.multiply %359, %cst_12 : tensor<128x32xf32>
    %361 = stablehlo.subtract %arg4, %360 : tensor<128x32xf32>
    %362 = stablehlo.multiply %arg32, %cst_8 : tensor<32xf32>
    %363 = stablehlo.reduce(%188 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %364 = stablehlo.add %362, %363 : tensor<32xf32>
    %365 = stablehlo.multiply %364, %cst_7 : tensor<32xf32>
    %366 = stablehlo.subtract %arg3, %365 : tensor<32xf32>
    %367 = stablehlo.multiply %arg33, %cst_8 : tensor<32xf32>
    %368 = stablehlo.multiply %164, %175 : tensor<2x8x32xf32>
    %369 = stablehlo.reduce(%368 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %370 = stablehlo.add %367, %369 : tensor<32xf32>
    %371 = stablehlo.multiply %370, %cst_7 : tensor<32xf32>
    %372 = stablehlo.subtract %arg2, %371 : tensor<32xf32>
    %373 = stablehlo.multiply %arg34, %cst_8 : tensor<32xf32>
    %374 = stablehlo.reduce(%164 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %375 = stablehlo.add %373, %374 : tensor<32xf32>
    %376 = stablehlo.multiply %375, %cst_7 : tensor<32xf32>
    %377 = stablehlo.subtract %arg18, %376 : tensor<32xf32>
    return %138, %293, %300, %306, %311, %317, %322, %328, %333, %339, %344, %350, %355, %361, %366, %372, %377, %291, %298, %304, %309, %315, %320, %326, %331, %337, %342, %348, %353, %359, %364, %370, %375 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x96xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
