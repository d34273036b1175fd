module @IrToHlo.892 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 4 : i32}, %arg4: tensor<96x32xf32> {tf.aliasing_output = 3 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg6: tensor<2x8xi64>, %arg7: tensor<i1>, %arg8: tensor<32x128xf32> {tf.aliasing_output = 7 : i32}, %arg9: tensor<128x32xf32> {tf.aliasing_output = 6 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg11: tensor<128x32xf32> {tf.aliasing_output = 9 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg13: tensor<96x32xf32> {tf.aliasing_output = 11 : i32}, %arg14: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg16: tensor<128x32xf32> {tf.aliasing_output = 14 : i32}, %arg17: tensor<32x128xf32> {tf.aliasing_output = 15 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 16 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<96x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<96x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %cst_9 = stablehlo.constant dense<0.398942292> : tensor<2x8x128xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x128xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_12 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_15 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_18 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_19 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_21 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_23 = stablehlo.constant dense<0.707106769> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_25 = stablehlo.constant dense<[4.000000e+00, 8.000000e+00]> : tensor<2xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<2xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
    %cst_28 = stablehlo.constant dense<[[[-3.100000e+01, -3.000000e+01, -2.900000e+01, -2.800000e+01, -2.700000e+01, -2.600000e+01, -2.500000e+01, -2.400000e+01, -2.300000e+01, -2.200000e+01, -2.100000e+01, -2.000000e+01, -1.900000e+01, -1.800000e+01, -1.700000e+01, -1.600000e+01, -1.500000e+01, -1.400000e+01, -1.300000e+01, -1.200000e+01, -1.100000e+01, -1.000000e+01, -9.000000e+00, -8.000000e+00, -7.000000e+00, -6.000000e+00, -5.000000e+00, -4.000000e+00, -3.000000e+00, -2.000000e+00, -1.000000e+00, 0.000000e+00]]]> : tensor<1x1x32xf32>
    %cst_29 = stablehlo.constant dense<2.500000e-01> : tensor<2x2x8x8xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x2x8x8xf32>
    %cst_33 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %c_34 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_35 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_37 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_38 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %c_39 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_43 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_44 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg7 : (tensor<i1>) -> tensor<ui8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %2 = stablehlo.broadcast_in_dim %c_38, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %3 = stablehlo.broadcast_in_dim %c_38, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %4 = stablehlo.compare  LE, %2, %3 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %5 = stablehlo.convert %4 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %6 = stablehlo.and %1, %5 : tensor<1x1x8x8xui8>
    %7 = stablehlo.compare  NE, %6, %c_44 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %8 = stablehlo.convert %7 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %9 = stablehlo.reshape %8 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %11 = stablehlo.compare  NE, %arg6, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %12 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %13 = stablehlo.compare  LT, %12, %c_36 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %14 = stablehlo.add %12, %c_35 : tensor<2x1x1x8xi64>
    %15 = stablehlo.select %13, %14, %12 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %16 = stablehlo.reshape %15 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %17 = stablehlo.broadcast_in_dim %c_38, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %18 = stablehlo.compare  LT, %17, %c_36 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %19 = stablehlo.add %17, %c_34 : tensor<2x1x1x8xi64>
    %20 = stablehlo.select %18, %19, %17 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %21 = stablehlo.reshape %20 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %22 = stablehlo.concatenate %16, %21, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %23 = "stablehlo.gather"(%11, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %24 = stablehlo.convert %23 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %25 = stablehlo.reshape %24 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %27 = stablehlo.and %10, %26 : tensor<2x1x8x8xui8>
    %28 = stablehlo.compare  NE, %27, %c_42 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %29 = stablehlo.select %28, %cst_41, %cst_33 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %30 = stablehlo.compare  NE, %29, %cst_41 : (tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xi1>
    %31 = stablehlo.reshape %30 : (tensor<2x1x8x8xi1>) -> tensor<2x8x8xi1>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x2x8x8xi1>
    %33 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %34 = stablehlo.convert %33 : (tensor<16xi64>) -> tensor<16xui32>
    %35 = "stablehlo.gather"(%arg1, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %37 = stablehlo.reshape %35 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%37, %cst_31, %cst_30) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %38 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %39 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<2x8x32xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %42 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %43 = stablehlo.dot_general %41, %42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %44 = stablehlo.reshape %43 : (tensor<16x96xf32>) -> tensor<2x8x96xf32>
    %45 = stablehlo.slice %44 [0:2, 0:8, 0:32] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %46 = stablehlo.reshape %45 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %49 = stablehlo.slice %44 [0:2, 0:8, 32:64] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 3, 1] : (tensor<2x8x2x16xf32>) -> tensor<2x2x16x8xf32>
    %52 = stablehlo.reshape %51 : (tensor<2x2x16x8xf32>) -> tensor<4x16x8xf32>
    %53 = stablehlo.dot_general %48, %52, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %54 = stablehlo.reshape %53 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %55 = stablehlo.multiply %54, %cst_29 : tensor<2x2x8x8xf32>
    %56 = stablehlo.broadcast_in_dim %cst_28, dims = [0, 2, 3] : (tensor<1x1x32xf32>) -> tensor<1x2x1x32xf32>
    %57 = stablehlo.power %cst_26, %cst_25 : tensor<2xf32>
    %58 = stablehlo.divide %cst_27, %57 : tensor<2xf32>
    %59 = stablehlo.reshape %58 : (tensor<2xf32>) -> tensor<1x2x1xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x2x1xf32>) -> tensor<1x2x1x32xf32>
    %61 = stablehlo.multiply %56, %60 : tensor<1x2x1x32xf32>
    %62 = stablehlo.reshape %61 : (tensor<1x2x1x32xf32>) -> tensor<2x1x32xf32>
    %63 = stablehlo.slice %62 [0:2, 0:1, 24:32] : (tensor<2x1x32xf32>) -> tensor<2x1x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [1, 2, 3] : (tensor<2x1x8xf32>) -> tensor<2x2x1x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x2x1x8xf32>) -> tensor<2x2x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 3] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.add %55, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.select %32, %cst_32, %67 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %69 = stablehlo.reduce(%68 init: %cst_40) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %71 = stablehlo.subtract %68, %70 : tensor<2x2x8x8xf32>
    %72 = stablehlo.exponential %71 : tensor<2x2x8x8xf32>
    %73 = stablehlo.reduce(%72 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %75 = stablehlo.divide %72, %74 : tensor<2x2x8x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %77 = stablehlo.slice %44 [0:2, 0:8, 64:96] : (tensor<2x8x96xf32>) -> tensor<2x8x32xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x8x32xf32>) -> tensor<2x8x2x16xf32>
    %79 = stablehlo.transpose %78, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %81 = stablehlo.dot_general %76, %80, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %82 = stablehlo.reshape %81 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %83 = stablehlo.transpose %82, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x8x2x16xf32>) -> tensor<16x32xf32>
    %85 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %86 = stablehlo.dot_general %84, %85, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %87 = stablehlo.reshape %86 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %88 = stablehlo.add %87, %36 : tensor<2x8x32xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_46, %batch_mean_47, %batch_var_48 = "stablehlo.batch_norm_training"(%89, %cst_31, %cst_30) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %90 = stablehlo.reshape %output_46 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %91 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<2x8x32xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %94 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %95 = stablehlo.dot_general %93, %94, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %96 = stablehlo.reshape %95 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %97 = stablehlo.multiply %96, %cst_24 : tensor<2x8x128xf32>
    %98 = stablehlo.multiply %96, %cst_23 : tensor<2x8x128xf32>
    %99 = stablehlo.custom_call @mhlo.erf(%98) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x128xf32>) -> tensor<2x8x128xf32>
    %100 = stablehlo.add %99, %cst_22 : tensor<2x8x128xf32>
    %101 = stablehlo.multiply %97, %100 : tensor<2x8x128xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %103 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %104 = stablehlo.dot_general %102, %103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %105 = stablehlo.reshape %104 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %106 = stablehlo.add %105, %88 : tensor<2x8x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_49, %batch_mean_50, %batch_var_51 = "stablehlo.batch_norm_training"(%107, %cst_31, %cst_30) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %108 = stablehlo.reshape %output_49 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %109 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<2x8x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %114 = stablehlo.reshape %113 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %115 = stablehlo.slice %114 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %116 = stablehlo.reduce(%115 init: %cst_40) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %118 = stablehlo.subtract %115, %117 : tensor<2x7x128xf32>
    %119 = stablehlo.exponential %118 : tensor<2x7x128xf32>
    %120 = stablehlo.reduce(%119 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %121 = stablehlo.log %120 : tensor<2x7xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %123 = stablehlo.subtract %118, %122 : tensor<2x7x128xf32>
    %124 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %126 = stablehlo.broadcast_in_dim %c_39, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %127 = stablehlo.compare  EQ, %125, %126 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %128 = stablehlo.convert %127 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %129 = stablehlo.convert %128 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %130 = stablehlo.multiply %123, %129 : tensor<2x7x128xf32>
    %131 = stablehlo.reduce(%130 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %132 = stablehlo.reduce(%131 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %133 = stablehlo.multiply %132, %cst_21 : tensor<f32>
    %134 = stablehlo.negate %133 : tensor<f32>
    %135 = stablehlo.multiply %arg11, %cst_20 : tensor<128x32xf32>
    %136 = stablehlo.multiply %129, %cst_18 : tensor<2x7x128xf32>
    %137 = stablehlo.exponential %123 : tensor<2x7x128xf32>
    %138 = stablehlo.reduce(%136 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %140 = stablehlo.multiply %137, %139 : tensor<2x7x128xf32>
    %141 = stablehlo.subtract %136, %140 : tensor<2x7x128xf32>
    %142 = stablehlo.pad %141, %cst_45, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %143 = stablehlo.select %c_19, %142, %cst_17 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %145 = stablehlo.transpose %144, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %146 = stablehlo.dot_general %145, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %147 = stablehlo.compare  LT, %arg0, %c_43 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %148 = stablehlo.add %arg0, %c_15 : tensor<2x8xi64>
    %149 = stablehlo.select %147, %148, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %150 = stablehlo.reshape %149 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %151 = stablehlo.compare  EQ, %arg0, %c : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %153 = stablehlo.add %batch_var_51, %cst_13 : tensor<16xf32>
    %154 = stablehlo.rsqrt %153 : tensor<16xf32>
    %155 = stablehlo.reshape %154 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %156 = stablehlo.divide %155, %cst_12 : tensor<2x8x1xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %159 = stablehlo.dot_general %144, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %161 = stablehlo.multiply %160, %109 : tensor<2x8x32xf32>
    %162 = stablehlo.multiply %161, %cst_11 : tensor<2x8x32xf32>
    %163 = stablehlo.reduce(%161 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.subtract %162, %164 : tensor<2x8x32xf32>
    %166 = stablehlo.reshape %batch_mean_50 : (tensor<16xf32>) -> tensor<2x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.subtract %106, %167 : tensor<2x8x32xf32>
    %169 = stablehlo.reshape %154 : (tensor<16xf32>) -> tensor<2x8xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %171 = stablehlo.multiply %168, %170 : tensor<2x8x32xf32>
    %172 = stablehlo.multiply %161, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.reduce(%172 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.multiply %171, %174 : tensor<2x8x32xf32>
    %176 = stablehlo.subtract %165, %175 : tensor<2x8x32xf32>
    %177 = stablehlo.multiply %158, %176 : tensor<2x8x32xf32>
    %178 = stablehlo.add %batch_var_48, %cst_13 : tensor<16xf32>
    %179 = stablehlo.rsqrt %178 : tensor<16xf32>
    %180 = stablehlo.reshape %179 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %181 = stablehlo.divide %180, %cst_12 : tensor<2x8x1xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %184 = stablehlo.reshape %177 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %185 = stablehlo.dot_general %184, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %186 = stablehlo.reshape %185 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %187 = stablehlo.multiply %100, %cst_24 : tensor<2x8x128xf32>
    %188 = stablehlo.multiply %96, %96 : tensor<2x8x128xf32>
    %189 = stablehlo.multiply %188, %cst_10 : tensor<2x8x128xf32>
    %190 = stablehlo.exponential %189 : tensor<2x8x128xf32>
    %191 = stablehlo.multiply %190, %cst_9 : tensor<2x8x128xf32>
    %192 = stablehlo.multiply %96, %191 : tensor<2x8x128xf32>
    %193 = stablehlo.add %187, %192 : tensor<2x8x128xf32>
    %194 = stablehlo.multiply %186, %193 : tensor<2x8x128xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %196 = stablehlo.dot_general %195, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %197 = stablehlo.reshape %196 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.multiply %197, %91 : tensor<2x8x32xf32>
    %199 = stablehlo.multiply %198, %cst_11 : tensor<2x8x32xf32>
    %200 = stablehlo.reduce(%198 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.subtract %199, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.reshape %batch_mean_47 : (tensor<16xf32>) -> tensor<2x8xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.subtract %88, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.reshape %179 : (tensor<16xf32>) -> tensor<2x8xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %208 = stablehlo.multiply %205, %207 : tensor<2x8x32xf32>
    %209 = stablehlo.multiply %198, %208 : tensor<2x8x32xf32>
    %210 = stablehlo.reduce(%209 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %212 = stablehlo.multiply %208, %211 : tensor<2x8x32xf32>
    %213 = stablehlo.subtract %202, %212 : tensor<2x8x32xf32>
    %214 = stablehlo.multiply %183, %213 : tensor<2x8x32xf32>
    %215 = stablehlo.add %177, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.add %batch_var, %cst_13 : tensor<16xf32>
    %217 = stablehlo.rsqrt %216 : tensor<16xf32>
    %218 = stablehlo.reshape %217 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %219 = stablehlo.divide %218, %cst_12 : tensor<2x8x1xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %222 = stablehlo.reshape %215 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.dot_general %222, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %224 = stablehlo.reshape %223 : (tensor<16x32xf32>) -> tensor<2x8x2x16xf32>
    %225 = stablehlo.transpose %224, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,16]{3,1,2,0}"} : (tensor<2x8x2x16xf32>) -> tensor<2x2x8x16xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x2x8x16xf32>) -> tensor<4x8x16xf32>
    %227 = stablehlo.transpose %80, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %228 = stablehlo.dot_general %226, %227, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>
    %229 = stablehlo.reshape %228 : (tensor<4x8x8xf32>) -> tensor<2x2x8x8xf32>
    %230 = stablehlo.multiply %229, %75 : tensor<2x2x8x8xf32>
    %231 = stablehlo.reduce(%230 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %233 = stablehlo.multiply %75, %232 : tensor<2x2x8x8xf32>
    %234 = stablehlo.subtract %230, %233 : tensor<2x2x8x8xf32>
    %235 = stablehlo.select %32, %cst_8, %234 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %236 = stablehlo.multiply %235, %cst_29 : tensor<2x2x8x8xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x2x8x8xf32>) -> tensor<4x8x8xf32>
    %238 = stablehlo.transpose %52, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,16]{1,2,0}"} : (tensor<4x16x8xf32>) -> tensor<4x8x16xf32>
    %239 = stablehlo.dot_general %237, %238, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %240 = stablehlo.reshape %239 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %241 = stablehlo.transpose %240, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x8x2x16xf32>) -> tensor<2x8x32xf32>
    %243 = stablehlo.transpose %48, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,16,8]{1,2,0}"} : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
    %244 = stablehlo.dot_general %243, %237, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x8xf32>, tensor<4x8x8xf32>) -> tensor<4x16x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<4x16x8xf32>) -> tensor<2x2x16x8xf32>
    %246 = stablehlo.transpose %245, dims = [0, 3, 1, 2] : (tensor<2x2x16x8xf32>) -> tensor<2x8x2x16xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x8x2x16xf32>) -> tensor<2x8x32xf32>
    %248 = stablehlo.transpose %76, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[4,8,8]{1,2,0}"} : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %249 = stablehlo.dot_general %248, %226, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32>
    %250 = stablehlo.reshape %249 : (tensor<4x8x16xf32>) -> tensor<2x2x8x16xf32>
    %251 = stablehlo.transpose %250, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,16]{3,1,2,0}"} : (tensor<2x2x8x16xf32>) -> tensor<2x8x2x16xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x8x2x16xf32>) -> tensor<2x8x32xf32>
    %253 = stablehlo.concatenate %242, %247, %252, dim = 2 : (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x96xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8x96xf32>) -> tensor<16x96xf32>
    %255 = stablehlo.dot_general %254, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96xf32>, tensor<96x32xf32>) -> tensor<16x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %257 = stablehlo.multiply %256, %39 : tensor<2x8x32xf32>
    %258 = stablehlo.multiply %257, %cst_11 : tensor<2x8x32xf32>
    %259 = stablehlo.reduce(%257 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %261 = stablehlo.subtract %258, %260 : tensor<2x8x32xf32>
    %262 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %264 = stablehlo.subtract %36, %263 : tensor<2x8x32xf32>
    %265 = stablehlo.reshape %217 : (tensor<16xf32>) -> tensor<2x8xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %267 = stablehlo.multiply %264, %266 : tensor<2x8x32xf32>
    %268 = stablehlo.multiply %257, %267 : tensor<2x8x32xf32>
    %269 = stablehlo.reduce(%268 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %271 = stablehlo.multiply %267, %270 : tensor<2x8x32xf32>
    %272 = stablehlo.subtract %261, %271 : tensor<2x8x32xf32>
    %273 = stablehlo.multiply %221, %272 : tensor<2x8x32xf32>
    %274 = stablehlo.add %215, %273 : tensor<2x8x32xf32>
    %275 = stablehlo.select %152, %cst_14, %274 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %276 = "stablehlo.scatter"(%cst_16, %150, %275) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %323 = stablehlo.add %arg19, %arg20 : tensor<f32>
      stablehlo.return %323 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %277 = stablehlo.add %146, %276 : tensor<128x32xf32>
    %278 = stablehlo.add %135, %277 : tensor<128x32xf32>
    %279 = stablehlo.multiply %278, %cst_7 : tensor<128x32xf32>
    %280 = stablehlo.subtract %arg1, %279 : tensor<128x32xf32>
    %281 = stablehlo.multiply %arg12, %cst_6 : tensor<32xf32>
    %282 = stablehlo.multiply %256, %267 : tensor<2x8x32xf32>
    %283 = stablehlo.reduce(%282 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %284 = stablehlo.add %281, %283 : tensor<32xf32>
    %285 = stablehlo.multiply %284, %cst_5 : tensor<32xf32>
    %286 = stablehlo.subtract %arg5, %285 : tensor<32xf32>
    %287 = stablehlo.multiply %arg13, %cst_4 : tensor<96x32xf32>
    %288 = stablehlo.transpose %254, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,16]{0,1}"} : (tensor<16x96xf32>) -> tensor<96x16xf32>
    %289 = stablehlo.dot_general %288, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x16xf32>, tensor<16x32xf32>) -> tensor<96x32xf32>
    %290 = stablehlo.add %287, %289 : tensor<96x32xf32>
    %291 = stablehlo.multiply %290, %cst_3 : tensor<96x32xf32>
    %292 = stablehlo.subtract %arg4, %291 : tensor<96x32xf32>
    %293 = stablehlo.multiply %arg14, %cst_2 : tensor<32x32xf32>
    %294 = stablehlo.transpose %222, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %295 = stablehlo.dot_general %294, %84, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %296 = stablehlo.add %293, %295 : tensor<32x32xf32>
    %297 = stablehlo.multiply %296, %cst_1 : tensor<32x32xf32>
    %298 = stablehlo.subtract %arg3, %297 : tensor<32x32xf32>
    %299 = stablehlo.multiply %arg15, %cst_6 : tensor<32xf32>
    %300 = stablehlo.multiply %197, %208 : tensor<2x8x32xf32>
    %301 = stablehlo.reduce(%300 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %302 = stablehlo.add %299, %301 : tensor<32xf32>
    %303 = stablehlo.multiply %302, %cst_5 : tensor<32xf32>
    %304 = stablehlo.subtract %arg10, %303 : tensor<32xf32>
    %305 = stablehlo.multiply %arg16, %cst_20 : tensor<128x32xf32>
    %306 = stablehlo.transpose %195, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %307 = stablehlo.dot_general %306, %93, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %308 = stablehlo.add %305, %307 : tensor<128x32xf32>
    %309 = stablehlo.multiply %308, %cst_7 : tensor<128x32xf32>
    %310 = stablehlo.subtract %arg9, %309 : tensor<128x32xf32>
    %311 = stablehlo.multiply %arg17, %cst_0 : tensor<32x128xf32>
    %312 = stablehlo.transpose %184, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %313 = stablehlo.dot_general %312, %102, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %314 = stablehlo.add %311, %313 : tensor<32x128xf32>
    %315 = stablehlo.multiply %314, %cst : tensor<32x128xf32>
    %316 = stablehlo.subtract %arg8, %315 : tensor<32x128xf32>
    %317 = stablehlo.multiply %arg18, %cst_6 : tensor<32xf32>
    %318 = stablehlo.multiply %160, %171 : tensor<2x8x32xf32>
    %319 = stablehlo.reduce(%318 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %320 = stablehlo.add %317, %319 : tensor<32xf32>
    %321 = stablehlo.multiply %320, %cst_5 : tensor<32xf32>
    %322 = stablehlo.subtract %arg2, %321 : tensor<32xf32>
    return %134, %280, %286, %292, %298, %304, %310, %316, %322, %278, %284, %290, %296, %302, %308, %314, %320 : tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>
  }
}
