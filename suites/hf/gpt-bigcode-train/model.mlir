module @IrToHlo.1192 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg4: tensor<32x128xf32> {tf.aliasing_output = 13 : i32}, %arg5: tensor<128xf32> {tf.aliasing_output = 12 : i32}, %arg6: tensor<128x32xf32> {tf.aliasing_output = 11 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg10: tensor<32x32xf32> {tf.aliasing_output = 7 : i32}, %arg11: tensor<64xf32> {tf.aliasing_output = 6 : i32}, %arg12: tensor<64x32xf32> {tf.aliasing_output = 5 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg19: tensor<128x32xf32> {tf.aliasing_output = 17 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 18 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg23: tensor<64x32xf32> {tf.aliasing_output = 21 : i32}, %arg24: tensor<64xf32> {tf.aliasing_output = 22 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg29: tensor<128x32xf32> {tf.aliasing_output = 27 : i32}, %arg30: tensor<128xf32> {tf.aliasing_output = 28 : i32}, %arg31: tensor<32x128xf32> {tf.aliasing_output = 29 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 32 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %c = stablehlo.constant dense<[[[0], [1], [2], [3], [4], [5], [6], [7]]]> : tensor<1x8x1xi64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_13 = stablehlo.constant dense<1.341450e-01> : tensor<2x8x128xf32>
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
    %cst_26 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x128xf32>
    %cst_27 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x128xf32>
    %cst_28 = stablehlo.constant dense<0.797884583> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
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
    %15 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %16 = stablehlo.dot_general %14, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %17 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %18 = stablehlo.add %16, %17 : tensor<16x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x64xf32>) -> tensor<2x1x8x64xf32>
    %20 = stablehlo.slice %19 [0:2, 0:1, 0:8, 0:32] : (tensor<2x1x8x64xf32>) -> tensor<2x1x8x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x1x8x32xf32>) -> tensor<2x8x2x16xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %23 = stablehlo.multiply %22, %cst_39 : tensor<2x2x8x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %25 = stablehlo.slice %19 [0:2, 0:1, 0:8, 32:48] : (tensor<2x1x8x64xf32>) -> tensor<2x1x8x16xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 3, 4] : (tensor<2x1x8x16xf32>) -> tensor<2x1x2x8x16xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x1x2x8x16xf32>) -> tensor<2x2x8x16xf32>
    %28 = stablehlo.transpose %27, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,16,8]{2,3,1,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x2x16x8xf32>
    %29 = stablehlo.multiply %28, %cst_38 : tensor<2x2x16x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %31 = stablehlo.dot_general %24, %30, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %32 = stablehlo.reshape %31 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %33 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %35 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %36 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %37 = stablehlo.compare  LE, %35, %36 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %38 = stablehlo.convert %37 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %39 = stablehlo.and %34, %38 : tensor<1x1x8x8xui8>
    %40 = stablehlo.compare  NE, %39, %c_47 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %41 = stablehlo.convert %40 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %42 = stablehlo.reshape %41 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %44 = stablehlo.compare  NE, %arg15, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %45 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %46 = stablehlo.compare  LT, %45, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %47 = stablehlo.add %45, %c_34 : tensor<2x1x1x8xi64>
    %48 = stablehlo.select %46, %47, %45 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %49 = stablehlo.reshape %48 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %50 = stablehlo.broadcast_in_dim %c_37, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %51 = stablehlo.compare  LT, %50, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %52 = stablehlo.add %50, %c_33 : tensor<2x1x1x8xi64>
    %53 = stablehlo.select %51, %52, %50 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %54 = stablehlo.reshape %53 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %55 = stablehlo.concatenate %49, %54, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %56 = "stablehlo.gather"(%44, %55) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %57 = stablehlo.convert %56 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %58 = stablehlo.reshape %57 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %60 = stablehlo.and %43, %59 : tensor<2x1x8x8xui8>
    %61 = stablehlo.compare  NE, %60, %c_45 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %62 = stablehlo.select %61, %cst_32, %cst_31 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %65 = stablehlo.add %32, %64 : tensor<2x2x8x8xf32>
    %66 = stablehlo.reduce(%65 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %68 = stablehlo.subtract %65, %67 : tensor<2x2x8x8xf32>
    %69 = stablehlo.exponential %68 : tensor<2x2x8x8xf32>
    %70 = stablehlo.reduce(%69 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %72 = stablehlo.divide %69, %71 : tensor<2x2x8x8xf32>
    %73 = stablehlo.reshape %72 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %74 = stablehlo.slice %19 [0:2, 0:1, 0:8, 48:64] : (tensor<2x1x8x64xf32>) -> tensor<2x1x8x16xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3, 4] : (tensor<2x1x8x16xf32>) -> tensor<2x1x2x8x16xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x1x2x8x16xf32>) -> tensor<4x8x16xf32>
    %77 = stablehlo.dot_general %73, %76, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %78 = stablehlo.reshape %77 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %79 = stablehlo.transpose %78, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %81 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %82 = stablehlo.dot_general %80, %81, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %83 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %84 = stablehlo.add %82, %83 : tensor<16x32xf32>
    %85 = stablehlo.reshape %84 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %86 = stablehlo.add %85, %8 : tensor<2x8x32xf32>
    %87 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %88 = stablehlo.reshape %86 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%88, %cst_41, %cst_40) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %89 = stablehlo.reshape %output_49 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<2x8x32xf32>
    %92 = stablehlo.add %87, %91 : tensor<2x8x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %94 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %96 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<128xf32>) -> tensor<16x128xf32>
    %97 = stablehlo.add %95, %96 : tensor<16x128xf32>
    %98 = stablehlo.reshape %97 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %99 = stablehlo.multiply %98, %cst_30 : tensor<2x8x128xf32>
    %100 = stablehlo.power %98, %cst_26 : tensor<2x8x128xf32>
    %101 = stablehlo.multiply %100, %cst_27 : tensor<2x8x128xf32>
    %102 = stablehlo.add %98, %101 : tensor<2x8x128xf32>
    %103 = stablehlo.multiply %102, %cst_28 : tensor<2x8x128xf32>
    %104 = stablehlo.tanh %103 : tensor<2x8x128xf32>
    %105 = stablehlo.add %104, %cst_29 : tensor<2x8x128xf32>
    %106 = stablehlo.multiply %99, %105 : tensor<2x8x128xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %108 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.add %109, %110 : tensor<16x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.add %86, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_52, %batch_mean_53, %batch_var_54 = "stablehlo.batch_norm_training"(%114, %cst_41, %cst_40) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %115 = stablehlo.reshape %output_52 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<2x8x32xf32>
    %118 = stablehlo.add %0, %117 : tensor<2x8x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %120 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %122 = stablehlo.reshape %121 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %123 = stablehlo.slice %122 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %124 = stablehlo.reduce(%123 init: %cst_44) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %126 = stablehlo.subtract %123, %125 : tensor<2x7x128xf32>
    %127 = stablehlo.exponential %126 : tensor<2x7x128xf32>
    %128 = stablehlo.reduce(%127 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %129 = stablehlo.log %128 : tensor<2x7xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %131 = stablehlo.subtract %126, %130 : tensor<2x7x128xf32>
    %132 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %134 = stablehlo.broadcast_in_dim %c_43, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %135 = stablehlo.compare  EQ, %133, %134 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %136 = stablehlo.convert %135 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %137 = stablehlo.convert %136 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %138 = stablehlo.multiply %131, %137 : tensor<2x7x128xf32>
    %139 = stablehlo.reduce(%138 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %140 = stablehlo.reduce(%139 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %141 = stablehlo.multiply %140, %cst_25 : tensor<f32>
    %142 = stablehlo.negate %141 : tensor<f32>
    %143 = stablehlo.multiply %arg19, %cst_24 : tensor<128x32xf32>
    %144 = stablehlo.multiply %137, %cst_22 : tensor<2x7x128xf32>
    %145 = stablehlo.exponential %131 : tensor<2x7x128xf32>
    %146 = stablehlo.reduce(%144 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %148 = stablehlo.multiply %145, %147 : tensor<2x7x128xf32>
    %149 = stablehlo.subtract %144, %148 : tensor<2x7x128xf32>
    %150 = stablehlo.pad %149, %cst_48, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %151 = stablehlo.select %c_23, %150, %cst_21 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %153 = stablehlo.transpose %152, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %154 = stablehlo.dot_general %153, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %155 = stablehlo.compare  LT, %arg0, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %156 = stablehlo.add %arg0, %c_19 : tensor<2x8xi64>
    %157 = stablehlo.select %155, %156, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %158 = stablehlo.reshape %157 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %159 = stablehlo.compare  EQ, %arg0, %c_18 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %161 = stablehlo.add %batch_var_54, %cst_16 : tensor<16xf32>
    %162 = stablehlo.rsqrt %161 : tensor<16xf32>
    %163 = stablehlo.reshape %162 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %164 = stablehlo.divide %163, %cst_15 : tensor<2x8x1xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.dot_general %152, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %168 = stablehlo.reshape %167 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %169 = stablehlo.multiply %168, %116 : tensor<2x8x32xf32>
    %170 = stablehlo.multiply %169, %cst_14 : tensor<2x8x32xf32>
    %171 = stablehlo.reduce(%169 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.subtract %170, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.reshape %batch_mean_53 : (tensor<16xf32>) -> tensor<2x8xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %176 = stablehlo.subtract %113, %175 : tensor<2x8x32xf32>
    %177 = stablehlo.reshape %162 : (tensor<16xf32>) -> tensor<2x8xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %179 = stablehlo.multiply %176, %178 : tensor<2x8x32xf32>
    %180 = stablehlo.multiply %169, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.reduce(%180 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.multiply %179, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.subtract %173, %183 : tensor<2x8x32xf32>
    %185 = stablehlo.multiply %166, %184 : tensor<2x8x32xf32>
    %186 = stablehlo.add %batch_var_51, %cst_16 : tensor<16xf32>
    %187 = stablehlo.rsqrt %186 : tensor<16xf32>
    %188 = stablehlo.reshape %187 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %189 = stablehlo.divide %188, %cst_15 : tensor<2x8x1xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.reshape %185 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %193 = stablehlo.dot_general %192, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %194 = stablehlo.reshape %193 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %195 = stablehlo.multiply %98, %98 : tensor<2x8x128xf32>
    %196 = stablehlo.multiply %195, %98 : tensor<2x8x128xf32>
    %197 = stablehlo.multiply %196, %cst_27 : tensor<2x8x128xf32>
    %198 = stablehlo.add %98, %197 : tensor<2x8x128xf32>
    %199 = stablehlo.multiply %198, %cst_28 : tensor<2x8x128xf32>
    %200 = stablehlo.tanh %199 : tensor<2x8x128xf32>
    %201 = stablehlo.add %200, %cst_29 : tensor<2x8x128xf32>
    %202 = stablehlo.multiply %201, %cst_30 : tensor<2x8x128xf32>
    %203 = stablehlo.multiply %200, %200 : tensor<2x8x128xf32>
    %204 = stablehlo.subtract %cst_29, %203 : tensor<2x8x128xf32>
    %205 = stablehlo.multiply %99, %204 : tensor<2x8x128xf32>
    %206 = stablehlo.multiply %195, %cst_13 : tensor<2x8x128xf32>
    %207 = stablehlo.add %206, %cst_29 : tensor<2x8x128xf32>
    %208 = stablehlo.multiply %207, %cst_28 : tensor<2x8x128xf32>
    %209 = stablehlo.multiply %205, %208 : tensor<2x8x128xf32>
    %210 = stablehlo.add %202, %209 : tensor<2x8x128xf32>
    %211 = stablehlo.multiply %194, %210 : tensor<2x8x128xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %213 = stablehlo.dot_general %212, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.multiply %214, %90 : tensor<2x8x32xf32>
    %216 = stablehlo.multiply %215, %cst_14 : tensor<2x8x32xf32>
    %217 = stablehlo.reduce(%215 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.subtract %216, %218 : tensor<2x8x32xf32>
    %220 = stablehlo.reshape %batch_mean_50 : (tensor<16xf32>) -> tensor<2x8xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %222 = stablehlo.subtract %86, %221 : tensor<2x8x32xf32>
    %223 = stablehlo.reshape %187 : (tensor<16xf32>) -> tensor<2x8xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.multiply %222, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.multiply %215, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.reduce(%226 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %229 = stablehlo.multiply %225, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.subtract %219, %229 : tensor<2x8x32xf32>
    %231 = stablehlo.multiply %191, %230 : tensor<2x8x32xf32>
    %232 = stablehlo.add %185, %231 : tensor<2x8x32xf32>
    %233 = stablehlo.add %batch_var, %cst_16 : tensor<16xf32>
    %234 = stablehlo.rsqrt %233 : tensor<16xf32>
    %235 = stablehlo.reshape %234 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %236 = stablehlo.divide %235, %cst_15 : tensor<2x8x1xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %239 = stablehlo.reshape %232 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %240 = stablehlo.dot_general %239, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %241 = stablehlo.reshape %240 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %242 = stablehlo.transpose %241, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %244 = stablehlo.transpose %76, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %245 = stablehlo.dot_general %243, %244, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %247 = stablehlo.multiply %246, %72 : tensor<2x2x8x8xf32>
    %248 = stablehlo.reduce(%247 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %250 = stablehlo.multiply %72, %249 : tensor<2x2x8x8xf32>
    %251 = stablehlo.subtract %247, %250 : tensor<2x2x8x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %253 = stablehlo.transpose %30, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,16]{1,2,0}"} : (tensor<4x16x8xf32>) -> tensor<4x8x16xf32>
    %254 = stablehlo.dot_general %252, %253, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %255 = stablehlo.reshape %254 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %256 = stablehlo.multiply %255, %cst_39 : tensor<2x2x8x16xf32>
    %257 = stablehlo.transpose %256, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x8x2x16xf32>) -> tensor<2x1x8x32xf32>
    %259 = stablehlo.transpose %24, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %260 = stablehlo.dot_general %259, %252, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %261 = stablehlo.reshape %260 : (tensor<4x16x8xf32>) -> tensor<2x2x16x8xf32>
    %262 = stablehlo.multiply %261, %cst_38 : tensor<2x2x16x8xf32>
    %263 = stablehlo.transpose %262, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{2,3,1,0}"} : (tensor<2x2x16x8xf32>) -> tensor<2x2x8x16xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x2x8x16xf32>) -> tensor<2x1x2x8x16xf32>
    %265 = stablehlo.reduce(%264 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x1x2x8x16xf32>, tensor<f32>) -> tensor<2x1x8x16xf32>
    %266 = stablehlo.transpose %73, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %267 = stablehlo.dot_general %266, %243, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %268 = stablehlo.reshape %267 : (tensor<4x8x16xf32>) -> tensor<2x1x2x8x16xf32>
    %269 = stablehlo.reduce(%268 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x1x2x8x16xf32>, tensor<f32>) -> tensor<2x1x8x16xf32>
    %270 = stablehlo.concatenate %258, %265, %269, dim = 3 : (tensor<2x1x8x32xf32>, tensor<2x1x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x1x8x64xf32>
    %271 = stablehlo.reshape %270 : (tensor<2x1x8x64xf32>) -> tensor<16x64xf32>
    %272 = stablehlo.dot_general %271, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %273 = stablehlo.reshape %272 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.multiply %273, %11 : tensor<2x8x32xf32>
    %275 = stablehlo.multiply %274, %cst_14 : tensor<2x8x32xf32>
    %276 = stablehlo.reduce(%274 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.subtract %275, %277 : tensor<2x8x32xf32>
    %279 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %281 = stablehlo.subtract %8, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.reshape %234 : (tensor<16xf32>) -> tensor<2x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.multiply %281, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.multiply %274, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.reduce(%285 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %288 = stablehlo.multiply %284, %287 : tensor<2x8x32xf32>
    %289 = stablehlo.subtract %278, %288 : tensor<2x8x32xf32>
    %290 = stablehlo.multiply %238, %289 : tensor<2x8x32xf32>
    %291 = stablehlo.add %232, %290 : tensor<2x8x32xf32>
    %292 = stablehlo.select %160, %cst_17, %291 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %293 = "stablehlo.scatter"(%cst_20, %158, %292) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %382 = stablehlo.add %arg35, %arg36 : tensor<f32>
      stablehlo.return %382 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %294 = stablehlo.add %154, %293 : tensor<128x32xf32>
    %295 = stablehlo.add %143, %294 : tensor<128x32xf32>
    %296 = stablehlo.multiply %295, %cst_12 : tensor<128x32xf32>
    %297 = stablehlo.subtract %arg1, %296 : tensor<128x32xf32>
    %298 = stablehlo.multiply %arg20, %cst_11 : tensor<32x32xf32>
    %299 = stablehlo.reduce(%291 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %300 = stablehlo.reshape %299 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %301 = "stablehlo.scatter"(%cst_10, %c, %300) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %382 = stablehlo.add %arg35, %arg36 : tensor<f32>
      stablehlo.return %382 : tensor<f32>
    }) : (tensor<32x32xf32>, tensor<1x8x1xi64>, tensor<1x8x32xf32>) -> tensor<32x32xf32>
    %302 = stablehlo.add %298, %301 : tensor<32x32xf32>
    %303 = stablehlo.multiply %302, %cst_9 : tensor<32x32xf32>
    %304 = stablehlo.subtract %arg8, %303 : tensor<32x32xf32>
    %305 = stablehlo.multiply %arg21, %cst_8 : tensor<32xf32>
    %306 = stablehlo.multiply %273, %284 : tensor<2x8x32xf32>
    %307 = stablehlo.reduce(%306 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %308 = stablehlo.add %305, %307 : tensor<32xf32>
    %309 = stablehlo.multiply %308, %cst_7 : tensor<32xf32>
    %310 = stablehlo.subtract %arg13, %309 : tensor<32xf32>
    %311 = stablehlo.multiply %arg22, %cst_8 : tensor<32xf32>
    %312 = stablehlo.reduce(%273 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %313 = stablehlo.add %311, %312 : tensor<32xf32>
    %314 = stablehlo.multiply %313, %cst_7 : tensor<32xf32>
    %315 = stablehlo.subtract %arg14, %314 : tensor<32xf32>
    %316 = stablehlo.multiply %arg23, %cst_6 : tensor<64x32xf32>
    %317 = stablehlo.transpose %271, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %318 = stablehlo.dot_general %317, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %319 = stablehlo.add %316, %318 : tensor<64x32xf32>
    %320 = stablehlo.multiply %319, %cst_5 : tensor<64x32xf32>
    %321 = stablehlo.subtract %arg12, %320 : tensor<64x32xf32>
    %322 = stablehlo.multiply %arg24, %cst_4 : tensor<64xf32>
    %323 = stablehlo.reduce(%271 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %324 = stablehlo.add %322, %323 : tensor<64xf32>
    %325 = stablehlo.multiply %324, %cst_3 : tensor<64xf32>
    %326 = stablehlo.subtract %arg11, %325 : tensor<64xf32>
    %327 = stablehlo.multiply %arg25, %cst_11 : tensor<32x32xf32>
    %328 = stablehlo.transpose %239, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %329 = stablehlo.dot_general %328, %80, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %330 = stablehlo.add %327, %329 : tensor<32x32xf32>
    %331 = stablehlo.multiply %330, %cst_9 : tensor<32x32xf32>
    %332 = stablehlo.subtract %arg10, %331 : tensor<32x32xf32>
    %333 = stablehlo.multiply %arg26, %cst_8 : tensor<32xf32>
    %334 = stablehlo.reduce(%239 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %335 = stablehlo.add %333, %334 : tensor<32xf32>
    %336 = stablehlo.multiply %335, %cst_7 : tensor<32xf32>
    %337 = stablehlo.subtract %arg9, %336 : tensor<32xf32>
    %338 = stablehlo.multiply %arg27, %cst_8 : tensor<32xf32>
    %339 = stablehlo.multiply %214, %225 : tensor<2x8x32xf32>
    %340 = stablehlo.reduce(%339 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %341 = stablehlo.add %338, %340 : tensor<32xf32>
    %342 = stablehlo.multiply %341, %cst_7 : tensor<32xf32>
    %343 = stablehlo.subtract %arg7, %342 : tensor<32xf32>
    %344 = stablehlo.multiply %arg28, %cst_8 : tensor<32xf32>
    %345 = stablehlo.reduce(%214 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %346 = stablehlo.add %344, %345 : tensor<32xf32>
    %347 = stablehlo.multiply %346, %cst_7 : tensor<32xf32>
    %348 = stablehlo.subtract %arg17, %347 : tensor<32xf32>
    %349 = stablehlo.multiply %arg29, %cst_24 : tensor<128x32xf32>
    %350 = stablehlo.transpose %212, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %351 = stablehlo.dot_general %350, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %352 = stablehlo.add %349, %351 : tensor<128x32xf32>
    %353 = stablehlo.multiply %352, %cst_12 : tensor<128x32xf32>
    %354 = stablehlo.subtract %arg6, %353 : tensor<128x32xf32>
    %355 = stablehlo.multiply %arg30, %cst_2 : tensor<128xf32>
    %356 = stablehlo.reduce(%212 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %357 = stablehlo.add %355, %356 : tensor<128xf32>
    %358 = stablehlo.multiply %357, %cst_1 : tensor<128xf32>
    %359 = stablehlo.subtract %arg5, %358 : tensor<128xf32>
    %360 = stablehlo.multiply %arg31, %cst_0 : tensor<32x128xf32>
    %361 = stablehlo.transpose %192, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %362 = stablehlo.dot_general %361, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %363 = stablehlo.add %360, %362 : tensor<32x128xf32>
    %364 = stablehlo.multiply %363, %cst : tensor<32x128xf32>
    %365 = stablehlo.subtract %arg4, %364 : tensor<32x128xf32>
    %366 = stablehlo.multiply %arg32, %cst_8 : tensor<32xf32>
    %367 = stablehlo.reduce(%192 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %368 = stablehlo.add %366, %367 : tensor<32xf32>
    %369 = stablehlo.multiply %368, %cst_7 : tensor<32xf32>
    %370 = stablehlo.subtract %arg3, %369 : tensor<32xf32>
    %371 = stablehlo.multiply %arg33, %cst_8 : tensor<32xf32>
    %372 = stablehlo.multiply %168, %179 : tensor<2x8x32xf32>
    %373 = stablehlo.reduce(%372 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %374 = stablehlo.add %371, %373 : tensor<32xf32>
    %375 = stablehlo.multiply %374, %cst_7 : tensor<32xf32>
    %376 = stablehlo.subtract %arg2, %375 : tensor<32xf32>
    %377 = stablehlo.multiply %arg34, %cst_8 : tensor<32xf32>
    %378 = stablehlo.reduce(%168 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %379 = stablehlo.add %377, %378 : tensor<32xf32>
    %380 = stablehlo.multiply %379, %cst_7 : tensor<32xf32>
    %381 = stablehlo.subtract %arg18, %380 : tensor<32xf32>
    return %142, %297, %304, %310, %315, %321, %326, %332, %337, %343, %348, %354, %359, %365, %370, %376, %381, %295, %302, %308, %313, %319, %324, %330, %335, %341, %346, %352, %357, %363, %368, %374, %379 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
