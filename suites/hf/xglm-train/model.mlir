module @IrToHlo.1214 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg4: tensor<32x64xf32> {tf.aliasing_output = 14 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 13 : i32}, %arg6: tensor<64x32xf32> {tf.aliasing_output = 12 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg11: tensor<32x32xf32> {tf.aliasing_output = 4 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg13: tensor<34x32xf32>, %arg14: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg15: tensor<2x8xi64>, %arg16: tensor<i1>, %arg17: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg18: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<128x32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<64x32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<64xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<32x64xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 38 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
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
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<2x2x8x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %cst_12 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_18 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_21 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_22 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_24 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_26 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_28 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x2x8x8xf32>
    %cst_29 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_31 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_32 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_33 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_35 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_36 = stablehlo.constant dense<2.500000e-01> : tensor<2x8x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_39 = stablehlo.constant dense<[2, 3, 4, 5, 6, 7, 8, 9]> : tensor<8xui32>
    %cst_40 = stablehlo.constant dense<5.65685415> : tensor<2x8x32xf32>
    %c_41 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_43 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_44 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_45 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.multiply %4, %cst_40 : tensor<2x8x32xf32>
    %6 = "stablehlo.gather"(%arg13, %c_39) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<34x32xf32>, tensor<8xui32>) -> tensor<8x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x8x32xf32>
    %9 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.reshape %8 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%10, %cst_38, %cst_37) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %11 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<2x8x32xf32>
    %14 = stablehlo.add %9, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %16 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.add %17, %18 : tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.multiply %20, %cst_36 : tensor<2x8x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %23 = stablehlo.transpose %22, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %25 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %26 = stablehlo.dot_general %15, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<16x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %32 = stablehlo.transpose %31, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %33 = stablehlo.dot_general %24, %32, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %35 = stablehlo.convert %arg16 : (tensor<i1>) -> tensor<ui8>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %37 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %38 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %39 = stablehlo.compare  LE, %37, %38 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %40 = stablehlo.convert %39 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %41 = stablehlo.and %36, %40 : tensor<1x1x8x8xui8>
    %42 = stablehlo.compare  NE, %41, %c_45 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %43 = stablehlo.convert %42 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %44 = stablehlo.reshape %43 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %46 = stablehlo.compare  NE, %arg15, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %47 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %48 = stablehlo.compare  LT, %47, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %49 = stablehlo.add %47, %c_32 : tensor<2x1x1x8xi64>
    %50 = stablehlo.select %48, %49, %47 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %51 = stablehlo.reshape %50 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %52 = stablehlo.broadcast_in_dim %c_35, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %53 = stablehlo.compare  LT, %52, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %54 = stablehlo.add %52, %c_31 : tensor<2x1x1x8xi64>
    %55 = stablehlo.select %53, %54, %52 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %56 = stablehlo.reshape %55 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %57 = stablehlo.concatenate %51, %56, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %58 = "stablehlo.gather"(%46, %57) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %59 = stablehlo.convert %58 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %60 = stablehlo.reshape %59 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %62 = stablehlo.and %45, %61 : tensor<2x1x8x8xui8>
    %63 = stablehlo.compare  NE, %62, %c_43 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %64 = stablehlo.select %63, %cst_30, %cst_29 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.add %34, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.maximum %67, %cst_28 : tensor<2x2x8x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %70 = stablehlo.reduce(%69 init: %cst_42) applies stablehlo.maximum across dimensions = [2] : (tensor<4x8x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x8xf32>
    %72 = stablehlo.subtract %69, %71 : tensor<4x8x8xf32>
    %73 = stablehlo.exponential %72 : tensor<4x8x8xf32>
    %74 = stablehlo.reduce(%73 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<4x8x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x8xf32>
    %76 = stablehlo.divide %73, %75 : tensor<4x8x8xf32>
    %77 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %78 = stablehlo.dot_general %15, %77, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %79 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %80 = stablehlo.add %78, %79 : tensor<16x32xf32>
    %81 = stablehlo.reshape %80 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %82 = stablehlo.transpose %81, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %84 = stablehlo.dot_general %76, %83, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %85 = stablehlo.reshape %84 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %86 = stablehlo.transpose %85, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %88 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %89 = stablehlo.dot_general %87, %88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %90 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %91 = stablehlo.add %89, %90 : tensor<16x32xf32>
    %92 = stablehlo.reshape %91 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %93 = stablehlo.add %8, %92 : tensor<2x8x32xf32>
    %94 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.reshape %93 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_47, %batch_mean_48, %batch_var_49 = "stablehlo.batch_norm_training"(%95, %cst_38, %cst_37) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %96 = stablehlo.reshape %output_47 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %97 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<2x8x32xf32>
    %99 = stablehlo.add %94, %98 : tensor<2x8x32xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %103 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %104 = stablehlo.add %102, %103 : tensor<16x64xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %106 = stablehlo.multiply %105, %cst_27 : tensor<2x8x64xf32>
    %107 = stablehlo.multiply %105, %cst_26 : tensor<2x8x64xf32>
    %108 = stablehlo.custom_call @mhlo.erf(%107) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %109 = stablehlo.add %108, %cst_25 : tensor<2x8x64xf32>
    %110 = stablehlo.multiply %106, %109 : tensor<2x8x64xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %112 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %114 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %115 = stablehlo.add %113, %114 : tensor<16x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %117 = stablehlo.add %93, %116 : tensor<2x8x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_50, %batch_mean_51, %batch_var_52 = "stablehlo.batch_norm_training"(%118, %cst_38, %cst_37) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %119 = stablehlo.reshape %output_50 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<2x8x32xf32>
    %122 = stablehlo.add %0, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %127 = stablehlo.slice %126 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %128 = stablehlo.reduce(%127 init: %cst_42) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %130 = stablehlo.subtract %127, %129 : tensor<2x7x128xf32>
    %131 = stablehlo.exponential %130 : tensor<2x7x128xf32>
    %132 = stablehlo.reduce(%131 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %133 = stablehlo.log %132 : tensor<2x7xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %135 = stablehlo.subtract %130, %134 : tensor<2x7x128xf32>
    %136 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %138 = stablehlo.broadcast_in_dim %c_41, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %139 = stablehlo.compare  EQ, %137, %138 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %140 = stablehlo.convert %139 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %141 = stablehlo.convert %140 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %142 = stablehlo.multiply %135, %141 : tensor<2x7x128xf32>
    %143 = stablehlo.reduce(%142 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %144 = stablehlo.reduce(%143 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %145 = stablehlo.multiply %144, %cst_24 : tensor<f32>
    %146 = stablehlo.negate %145 : tensor<f32>
    %147 = stablehlo.multiply %arg23, %cst_23 : tensor<128x32xf32>
    %148 = stablehlo.multiply %141, %cst_21 : tensor<2x7x128xf32>
    %149 = stablehlo.exponential %135 : tensor<2x7x128xf32>
    %150 = stablehlo.reduce(%148 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %152 = stablehlo.multiply %149, %151 : tensor<2x7x128xf32>
    %153 = stablehlo.subtract %148, %152 : tensor<2x7x128xf32>
    %154 = stablehlo.pad %153, %cst_46, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %155 = stablehlo.select %c_22, %154, %cst_20 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %157 = stablehlo.transpose %156, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %158 = stablehlo.dot_general %157, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %159 = stablehlo.compare  LT, %arg0, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %160 = stablehlo.add %arg0, %c_18 : tensor<2x8xi64>
    %161 = stablehlo.select %159, %160, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %162 = stablehlo.reshape %161 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %163 = stablehlo.compare  EQ, %arg0, %c : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %165 = stablehlo.add %batch_var_52, %cst_16 : tensor<16xf32>
    %166 = stablehlo.rsqrt %165 : tensor<16xf32>
    %167 = stablehlo.reshape %166 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %168 = stablehlo.divide %167, %cst_15 : tensor<2x8x1xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %171 = stablehlo.dot_general %156, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %172 = stablehlo.reshape %171 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.multiply %172, %120 : tensor<2x8x32xf32>
    %174 = stablehlo.multiply %173, %cst_14 : tensor<2x8x32xf32>
    %175 = stablehlo.reduce(%173 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.subtract %174, %176 : tensor<2x8x32xf32>
    %178 = stablehlo.reshape %batch_mean_51 : (tensor<16xf32>) -> tensor<2x8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.subtract %117, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.reshape %166 : (tensor<16xf32>) -> tensor<2x8xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.multiply %180, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.multiply %173, %183 : tensor<2x8x32xf32>
    %185 = stablehlo.reduce(%184 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %187 = stablehlo.multiply %183, %186 : tensor<2x8x32xf32>
    %188 = stablehlo.subtract %177, %187 : tensor<2x8x32xf32>
    %189 = stablehlo.multiply %170, %188 : tensor<2x8x32xf32>
    %190 = stablehlo.add %batch_var_49, %cst_16 : tensor<16xf32>
    %191 = stablehlo.rsqrt %190 : tensor<16xf32>
    %192 = stablehlo.reshape %191 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %193 = stablehlo.divide %192, %cst_15 : tensor<2x8x1xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.reshape %189 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %197 = stablehlo.dot_general %196, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %198 = stablehlo.reshape %197 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %199 = stablehlo.multiply %109, %cst_27 : tensor<2x8x64xf32>
    %200 = stablehlo.multiply %105, %105 : tensor<2x8x64xf32>
    %201 = stablehlo.multiply %200, %cst_13 : tensor<2x8x64xf32>
    %202 = stablehlo.exponential %201 : tensor<2x8x64xf32>
    %203 = stablehlo.multiply %202, %cst_12 : tensor<2x8x64xf32>
    %204 = stablehlo.multiply %105, %203 : tensor<2x8x64xf32>
    %205 = stablehlo.add %199, %204 : tensor<2x8x64xf32>
    %206 = stablehlo.multiply %198, %205 : tensor<2x8x64xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %208 = stablehlo.dot_general %207, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %209 = stablehlo.reshape %208 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %210 = stablehlo.multiply %209, %97 : tensor<2x8x32xf32>
    %211 = stablehlo.multiply %210, %cst_14 : tensor<2x8x32xf32>
    %212 = stablehlo.reduce(%210 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %214 = stablehlo.subtract %211, %213 : tensor<2x8x32xf32>
    %215 = stablehlo.reshape %batch_mean_48 : (tensor<16xf32>) -> tensor<2x8xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %217 = stablehlo.subtract %93, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.reshape %191 : (tensor<16xf32>) -> tensor<2x8xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %220 = stablehlo.multiply %217, %219 : tensor<2x8x32xf32>
    %221 = stablehlo.multiply %210, %220 : tensor<2x8x32xf32>
    %222 = stablehlo.reduce(%221 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.multiply %220, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.subtract %214, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.multiply %195, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.add %189, %226 : tensor<2x8x32xf32>
    %228 = stablehlo.add %batch_var, %cst_16 : tensor<16xf32>
    %229 = stablehlo.rsqrt %228 : tensor<16xf32>
    %230 = stablehlo.reshape %229 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %231 = stablehlo.divide %230, %cst_15 : tensor<2x8x1xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %234 = stablehlo.transpose %76, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %235 = stablehlo.reshape %227 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %236 = stablehlo.dot_general %235, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %237 = stablehlo.reshape %236 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %238 = stablehlo.transpose %237, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %240 = stablehlo.dot_general %234, %239, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %241 = stablehlo.reshape %240 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %242 = stablehlo.transpose %241, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %244 = stablehlo.dot_general %243, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %245 = stablehlo.reshape %244 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %246 = stablehlo.transpose %24, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %247 = stablehlo.compare  LT, %67, %cst_28 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xi1>
    %248 = stablehlo.compare  EQ, %67, %cst_28 : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xi1>
    %249 = stablehlo.transpose %83, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %250 = stablehlo.dot_general %239, %249, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %251 = stablehlo.multiply %250, %76 : tensor<4x8x8xf32>
    %252 = stablehlo.reduce(%251 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<4x8x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x8xf32>
    %254 = stablehlo.multiply %76, %253 : tensor<4x8x8xf32>
    %255 = stablehlo.subtract %251, %254 : tensor<4x8x8xf32>
    %256 = stablehlo.reshape %255 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %257 = stablehlo.divide %256, %cst_10 : tensor<2x2x8x8xf32>
    %258 = stablehlo.select %248, %257, %256 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %259 = stablehlo.select %247, %cst_11, %258 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %261 = stablehlo.dot_general %246, %260, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %262 = stablehlo.transpose %261, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,16]{1,2,0}"} : (tensor<4x16x8xf32>) -> tensor<4x8x16xf32>
    %263 = stablehlo.reshape %262 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %264 = stablehlo.transpose %263, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %266 = stablehlo.dot_general %265, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %267 = stablehlo.reshape %266 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %268 = stablehlo.add %245, %267 : tensor<2x8x32xf32>
    %269 = stablehlo.dot_general %260, %31, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %270 = stablehlo.reshape %269 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %271 = stablehlo.transpose %270, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x8x2x16xf32>) -> tensor<2x8x32xf32>
    %273 = stablehlo.multiply %272, %cst_36 : tensor<2x8x32xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %275 = stablehlo.dot_general %274, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %276 = stablehlo.reshape %275 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %277 = stablehlo.add %268, %276 : tensor<2x8x32xf32>
    %278 = stablehlo.multiply %277, %12 : tensor<2x8x32xf32>
    %279 = stablehlo.multiply %278, %cst_14 : tensor<2x8x32xf32>
    %280 = stablehlo.reduce(%278 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %282 = stablehlo.subtract %279, %281 : tensor<2x8x32xf32>
    %283 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %285 = stablehlo.subtract %8, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.reshape %229 : (tensor<16xf32>) -> tensor<2x8xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %288 = stablehlo.multiply %285, %287 : tensor<2x8x32xf32>
    %289 = stablehlo.multiply %278, %288 : tensor<2x8x32xf32>
    %290 = stablehlo.reduce(%289 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %292 = stablehlo.multiply %288, %291 : tensor<2x8x32xf32>
    %293 = stablehlo.subtract %282, %292 : tensor<2x8x32xf32>
    %294 = stablehlo.multiply %233, %293 : tensor<2x8x32xf32>
    %295 = stablehlo.add %227, %294 : tensor<2x8x32xf32>
    %296 = stablehlo.multiply %295, %cst_40 : tensor<2x8x32xf32>
    %297 = stablehlo.select %164, %cst_17, %296 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %298 = "stablehlo.scatter"(%cst_19, %162, %297) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %402 = stablehlo.add %arg42, %arg43 : tensor<f32>
      stablehlo.return %402 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %299 = stablehlo.add %158, %298 : tensor<128x32xf32>
    %300 = stablehlo.add %147, %299 : tensor<128x32xf32>
    %301 = stablehlo.multiply %300, %cst_9 : tensor<128x32xf32>
    %302 = stablehlo.subtract %arg1, %301 : tensor<128x32xf32>
    %303 = stablehlo.multiply %arg24, %cst_8 : tensor<32x32xf32>
    %304 = stablehlo.transpose %265, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %305 = stablehlo.dot_general %304, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %306 = stablehlo.add %303, %305 : tensor<32x32xf32>
    %307 = stablehlo.multiply %306, %cst_7 : tensor<32x32xf32>
    %308 = stablehlo.subtract %arg18, %307 : tensor<32x32xf32>
    %309 = stablehlo.multiply %arg25, %cst_6 : tensor<32xf32>
    %310 = stablehlo.reduce(%265 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %311 = stablehlo.add %309, %310 : tensor<32xf32>
    %312 = stablehlo.multiply %311, %cst_5 : tensor<32xf32>
    %313 = stablehlo.subtract %arg17, %312 : tensor<32xf32>
    %314 = stablehlo.multiply %arg26, %cst_8 : tensor<32x32xf32>
    %315 = stablehlo.transpose %243, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %316 = stablehlo.dot_general %315, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %317 = stablehlo.add %314, %316 : tensor<32x32xf32>
    %318 = stablehlo.multiply %317, %cst_7 : tensor<32x32xf32>
    %319 = stablehlo.subtract %arg11, %318 : tensor<32x32xf32>
    %320 = stablehlo.multiply %arg27, %cst_6 : tensor<32xf32>
    %321 = stablehlo.reduce(%243 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %322 = stablehlo.add %320, %321 : tensor<32xf32>
    %323 = stablehlo.multiply %322, %cst_5 : tensor<32xf32>
    %324 = stablehlo.subtract %arg10, %323 : tensor<32xf32>
    %325 = stablehlo.multiply %arg28, %cst_8 : tensor<32x32xf32>
    %326 = stablehlo.transpose %274, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %327 = stablehlo.dot_general %326, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %328 = stablehlo.add %325, %327 : tensor<32x32xf32>
    %329 = stablehlo.multiply %328, %cst_7 : tensor<32x32xf32>
    %330 = stablehlo.subtract %arg20, %329 : tensor<32x32xf32>
    %331 = stablehlo.multiply %arg29, %cst_6 : tensor<32xf32>
    %332 = stablehlo.reduce(%274 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %333 = stablehlo.add %331, %332 : tensor<32xf32>
    %334 = stablehlo.multiply %333, %cst_5 : tensor<32xf32>
    %335 = stablehlo.subtract %arg19, %334 : tensor<32xf32>
    %336 = stablehlo.multiply %arg30, %cst_8 : tensor<32x32xf32>
    %337 = stablehlo.transpose %235, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %338 = stablehlo.dot_general %337, %87, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %339 = stablehlo.add %336, %338 : tensor<32x32xf32>
    %340 = stablehlo.multiply %339, %cst_7 : tensor<32x32xf32>
    %341 = stablehlo.subtract %arg9, %340 : tensor<32x32xf32>
    %342 = stablehlo.multiply %arg31, %cst_6 : tensor<32xf32>
    %343 = stablehlo.reduce(%235 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %344 = stablehlo.add %342, %343 : tensor<32xf32>
    %345 = stablehlo.multiply %344, %cst_5 : tensor<32xf32>
    %346 = stablehlo.subtract %arg8, %345 : tensor<32xf32>
    %347 = stablehlo.multiply %arg32, %cst_6 : tensor<32xf32>
    %348 = stablehlo.multiply %277, %288 : tensor<2x8x32xf32>
    %349 = stablehlo.reduce(%348 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %350 = stablehlo.add %347, %349 : tensor<32xf32>
    %351 = stablehlo.multiply %350, %cst_5 : tensor<32xf32>
    %352 = stablehlo.subtract %arg12, %351 : tensor<32xf32>
    %353 = stablehlo.multiply %arg33, %cst_6 : tensor<32xf32>
    %354 = stablehlo.reduce(%277 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %355 = stablehlo.add %353, %354 : tensor<32xf32>
    %356 = stablehlo.multiply %355, %cst_5 : tensor<32xf32>
    %357 = stablehlo.subtract %arg14, %356 : tensor<32xf32>
    %358 = stablehlo.multiply %arg34, %cst_4 : tensor<64x32xf32>
    %359 = stablehlo.transpose %207, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %360 = stablehlo.dot_general %359, %100, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %361 = stablehlo.add %358, %360 : tensor<64x32xf32>
    %362 = stablehlo.multiply %361, %cst_3 : tensor<64x32xf32>
    %363 = stablehlo.subtract %arg6, %362 : tensor<64x32xf32>
    %364 = stablehlo.multiply %arg35, %cst_2 : tensor<64xf32>
    %365 = stablehlo.reduce(%207 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %366 = stablehlo.add %364, %365 : tensor<64xf32>
    %367 = stablehlo.multiply %366, %cst_1 : tensor<64xf32>
    %368 = stablehlo.subtract %arg5, %367 : tensor<64xf32>
    %369 = stablehlo.multiply %arg36, %cst_0 : tensor<32x64xf32>
    %370 = stablehlo.transpose %196, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %371 = stablehlo.dot_general %370, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %372 = stablehlo.add %369, %371 : tensor<32x64xf32>
    %373 = stablehlo.multiply %372, %cst : tensor<32x64xf32>
    %374 = stablehlo.subtract %arg4, %373 : tensor<32x64xf32>
    %375 = stablehlo.multiply %arg37, %cst_6 : tensor<32xf32>
    %376 = stablehlo.reduce(%196 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %377 = stablehlo.add %375, %376 : tensor<32xf32>
    %378 = stablehlo.multiply %377, %cst_5 : tensor<32xf32>
    %379 = stablehlo.subtract %arg3, %378 : tensor<32xf32>
    %380 = stablehlo.multiply %arg38, %cst_6 : tensor<32xf32>
    %381 = stablehlo.multiply %209, %220 : tensor<2x8x32xf32>
    %382 = stablehlo.reduce(%381 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %383 = stablehlo.add %380, %382 : tensor<32xf32>
    %384 = stablehlo.multiply %383, %cst_5 : tensor<32xf32>
    %385 = stablehlo.subtract %arg7, %384 : tensor<32xf32>
    %386 = stablehlo.multiply %arg39, %cst_6 : tensor<32xf32>
    %387 = stablehlo.reduce(%209 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %388 = stablehlo.add %386, %387 : tensor<32xf32>
    %389 = stablehlo.multiply %388, %cst_5 : tensor<32xf32>
    %390 = stablehlo.subtract %arg21, %389 : tensor<32xf32>
    %391 = stablehlo.multiply %arg40, %cst_6 : tensor<32xf32>
    %392 = stablehlo.multiply %172, %183 : tensor<2x8x32xf32>
    %393 = stablehlo.reduce(%392 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %394 = stablehlo.add %391, %393 : tensor<32xf32>
    %395 = stablehlo.multiply %394, %cst_5 : tensor<32xf32>
    %396 = stablehlo.subtract %arg2, %395 : tensor<32xf32>
    %397 = stablehlo.multiply %arg41, %cst_6 : tensor<32xf32>
    %398 = stablehlo.reduce(%172 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %399 = stablehlo.add %397, %398 : tensor<32xf32>
    %400 = stablehlo.multiply %399, %cst_5 : tensor<32xf32>
    %401 = stablehlo.subtract %arg22, %400 : tensor<32xf32>
    return %146, %302, %308, %313, %319, %324, %330, %335, %341, %346, %352, %357, %363, %368, %374, %379, %385, %390, %396, %401, %300, %306, %311, %317, %322, %328, %333, %339, %344, %350, %355, %361, %366, %372, %377, %383, %388, %394, %399 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
