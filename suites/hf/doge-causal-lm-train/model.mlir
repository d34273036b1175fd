module @IrToHlo.2557 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 33 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 31 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 30 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 25 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 23 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 16 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 15 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 8 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg12: tensor<2x16xf32> {tf.aliasing_output = 9 : i32}, %arg13: tensor<2xf32> {tf.aliasing_output = 5 : i32}, %arg14: tensor<2x8xi64>, %arg15: tensor<i1>, %arg16: tensor<4xf32>, %arg17: tensor<16x32xf32> {tf.aliasing_output = 7 : i32}, %arg18: tensor<8xf32> {tf.aliasing_output = 12 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg20: tensor<8xf32> {tf.aliasing_output = 11 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg23: tensor<64x32xf32> {tf.aliasing_output = 14 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg26: tensor<2x16xf32> {tf.aliasing_output = 24 : i32}, %arg27: tensor<2xf32> {tf.aliasing_output = 20 : i32}, %arg28: tensor<16x32xf32> {tf.aliasing_output = 22 : i32}, %arg29: tensor<8xf32> {tf.aliasing_output = 27 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg31: tensor<8xf32> {tf.aliasing_output = 26 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg34: tensor<64x32xf32> {tf.aliasing_output = 29 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg37: tensor<128x32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<2xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<32x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<16x32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<16x32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<2x16xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<32x32xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<8xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<8xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<64x32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<64x32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32x64xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<2xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<32x32xf32> {tf.aliasing_output = 54 : i32}, %arg58: tensor<16x32xf32> {tf.aliasing_output = 55 : i32}, %arg59: tensor<16x32xf32> {tf.aliasing_output = 56 : i32}, %arg60: tensor<2x16xf32> {tf.aliasing_output = 57 : i32}, %arg61: tensor<32x32xf32> {tf.aliasing_output = 58 : i32}, %arg62: tensor<8xf32> {tf.aliasing_output = 59 : i32}, %arg63: tensor<8xf32> {tf.aliasing_output = 60 : i32}, %arg64: tensor<32xf32> {tf.aliasing_output = 61 : i32}, %arg65: tensor<64x32xf32> {tf.aliasing_output = 62 : i32}, %arg66: tensor<64x32xf32> {tf.aliasing_output = 63 : i32}, %arg67: tensor<32x64xf32> {tf.aliasing_output = 64 : i32}, %arg68: tensor<32xf32> {tf.aliasing_output = 65 : i32}, %arg69: tensor<128x32xf32> {tf.aliasing_output = 66 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<2x16xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<2x16xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<2x16xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<2x16xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<2x16xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<2xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<2xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x4x8xf32>
    %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x4x8xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x4x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x4x1xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_21 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2x8xf32>
    %cst_23 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x2x8xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x2x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x2x1xf32>
    %c_26 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %c_27 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_32 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_34 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_36 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_37 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_39 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_40 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_43 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_44 = stablehlo.constant dense<2.000000e+01> : tensor<2x8x2xf32>
    %cst_45 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x2x8x8xf32>
    %cst_46 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_48 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_49 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_50 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_51 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_52 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x2x1xf32>
    %cst_54 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x2xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x8xf32>
    %cst_56 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_57 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x4x1xf32>
    %cst_59 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x4xf32>
    %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x4x8xf32>
    %cst_61 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_62 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_64 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_66 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_67 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_68 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %6 = stablehlo.convert %5 : (tensor<16xi64>) -> tensor<16xui32>
    %7 = "stablehlo.gather"(%arg10, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.multiply %4, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %11 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.power %8, %cst_63 : tensor<2x8x32xf32>
    %13 = stablehlo.reduce(%12 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %14 = stablehlo.multiply %13, %cst_62 : tensor<2x8xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %16 = stablehlo.add %15, %cst_61 : tensor<2x8x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x8x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %20 = stablehlo.multiply %8, %19 : tensor<2x8x32xf32>
    %21 = stablehlo.multiply %11, %20 : tensor<2x8x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %26 = stablehlo.power %25, %cst_60 : tensor<2x8x4x8xf32>
    %27 = stablehlo.reduce(%26 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %28 = stablehlo.multiply %27, %cst_59 : tensor<2x8x4xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %30 = stablehlo.add %29, %cst_58 : tensor<2x8x4x1xf32>
    %31 = stablehlo.rsqrt %30 : tensor<2x8x4x1xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %34 = stablehlo.multiply %25, %33 : tensor<2x8x4x8xf32>
    %35 = stablehlo.multiply %10, %34 : tensor<2x8x4x8xf32>
    %36 = stablehlo.transpose %35, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %37 = stablehlo.broadcast_in_dim %cst_57, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %38 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<1x8x4xf32>
    %40 = stablehlo.concatenate %39, %39, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %41 = stablehlo.cosine %40 : tensor<1x8x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %44 = stablehlo.multiply %36, %43 : tensor<2x4x8x8xf32>
    %45 = stablehlo.slice %36 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %46 = stablehlo.negate %45 : tensor<2x4x8x4xf32>
    %47 = stablehlo.slice %36 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %48 = stablehlo.concatenate %46, %47, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %49 = stablehlo.sine %40 : tensor<1x8x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %52 = stablehlo.multiply %48, %51 : tensor<2x4x8x8xf32>
    %53 = stablehlo.add %44, %52 : tensor<2x4x8x8xf32>
    %54 = stablehlo.multiply %53, %cst_56 : tensor<2x4x8x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %56 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %57 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %58 = stablehlo.dot_general %22, %57, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %59 = stablehlo.reshape %58 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %60 = stablehlo.power %59, %cst_55 : tensor<2x8x2x8xf32>
    %61 = stablehlo.reduce(%60 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %62 = stablehlo.multiply %61, %cst_54 : tensor<2x8x2xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %64 = stablehlo.add %63, %cst_53 : tensor<2x8x2x1xf32>
    %65 = stablehlo.rsqrt %64 : tensor<2x8x2x1xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %68 = stablehlo.multiply %59, %67 : tensor<2x8x2x8xf32>
    %69 = stablehlo.multiply %56, %68 : tensor<2x8x2x8xf32>
    %70 = stablehlo.transpose %69, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %71 = stablehlo.broadcast_in_dim %42, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<2x2x8x8xf32>
    %73 = stablehlo.slice %70 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %74 = stablehlo.negate %73 : tensor<2x2x8x4xf32>
    %75 = stablehlo.slice %70 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %76 = stablehlo.concatenate %74, %75, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %77 = stablehlo.broadcast_in_dim %50, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<2x2x8x8xf32>
    %79 = stablehlo.add %72, %78 : tensor<2x2x8x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.transpose %81, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %83 = stablehlo.multiply %82, %cst_56 : tensor<2x4x8x8xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %85 = stablehlo.dot_general %55, %84, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %86 = stablehlo.reshape %85 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %87 = stablehlo.convert %arg15 : (tensor<i1>) -> tensor<ui8>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %89 = stablehlo.broadcast_in_dim %c_52, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %90 = stablehlo.broadcast_in_dim %c_52, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %91 = stablehlo.compare  LE, %89, %90 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %92 = stablehlo.convert %91 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %93 = stablehlo.and %88, %92 : tensor<1x1x8x8xui8>
    %94 = stablehlo.compare  NE, %93, %c_68 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %95 = stablehlo.convert %94 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %96 = stablehlo.reshape %95 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %97 = stablehlo.broadcast_in_dim %96, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %98 = stablehlo.compare  NE, %arg14, %c_67 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %99 = stablehlo.broadcast_in_dim %c_51, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %100 = stablehlo.compare  LT, %99, %c_50 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %101 = stablehlo.add %99, %c_49 : tensor<2x1x1x8xi64>
    %102 = stablehlo.select %100, %101, %99 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %103 = stablehlo.reshape %102 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %104 = stablehlo.broadcast_in_dim %c_52, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %105 = stablehlo.compare  LT, %104, %c_50 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %106 = stablehlo.add %104, %c_48 : tensor<2x1x1x8xi64>
    %107 = stablehlo.select %105, %106, %104 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %108 = stablehlo.reshape %107 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %109 = stablehlo.concatenate %103, %108, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %110 = "stablehlo.gather"(%98, %109) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %111 = stablehlo.convert %110 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %112 = stablehlo.reshape %111 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %114 = stablehlo.and %97, %113 : tensor<2x1x8x8xui8>
    %115 = stablehlo.compare  NE, %114, %c_66 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %116 = stablehlo.select %115, %cst_47, %cst_46 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %117 = stablehlo.compare  NE, %116, %cst_47 : (tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xi1>
    %118 = stablehlo.reshape %117 : (tensor<2x1x8x8xi1>) -> tensor<2x8x8xi1>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x2x8x8xi1>
    %120 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<2xf32>) -> tensor<2x8x2xf32>
    %121 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %122 = stablehlo.dot_general %22, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %124 = stablehlo.transpose %123, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %125 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,2]{0,1}"} : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %126 = stablehlo.dot_general %122, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x2xf32>) -> tensor<16x2xf32>
    %127 = stablehlo.reshape %126 : (tensor<16x2xf32>) -> tensor<2x8x2xf32>
    %128 = stablehlo.compare  GT, %127, %cst_44 : (tensor<2x8x2xf32>, tensor<2x8x2xf32>) -> tensor<2x8x2xi1>
    %129 = stablehlo.exponential %127 : tensor<2x8x2xf32>
    %130 = stablehlo.log_plus_one %129 : tensor<2x8x2xf32>
    %131 = stablehlo.select %128, %127, %130 : tensor<2x8x2xi1>, tensor<2x8x2xf32>
    %132 = stablehlo.multiply %120, %131 : tensor<2x8x2xf32>
    %133 = stablehlo.exponential %132 : tensor<2x8x2xf32>
    %134 = stablehlo.transpose %133, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,2,8]{1,2,0}"} : (tensor<2x8x2xf32>) -> tensor<2x2x8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 3] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %136 = stablehlo.select %119, %cst_45, %135 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %139 = stablehlo.add %86, %138 : tensor<2x4x8x8xf32>
    %140 = stablehlo.reduce(%139 init: %cst_65) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %142 = stablehlo.subtract %139, %141 : tensor<2x4x8x8xf32>
    %143 = stablehlo.exponential %142 : tensor<2x4x8x8xf32>
    %144 = stablehlo.reduce(%143 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %146 = stablehlo.divide %143, %145 : tensor<2x4x8x8xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %148 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %150 = stablehlo.dot_general %147, %149, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %151 = stablehlo.reshape %150 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %152 = stablehlo.transpose %151, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %154 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %155 = stablehlo.dot_general %153, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %156 = stablehlo.reshape %155 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %157 = stablehlo.add %9, %156 : tensor<2x8x32xf32>
    %158 = stablehlo.multiply %3, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %160 = stablehlo.power %157, %cst_63 : tensor<2x8x32xf32>
    %161 = stablehlo.reduce(%160 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %162 = stablehlo.multiply %161, %cst_62 : tensor<2x8xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %164 = stablehlo.add %163, %cst_61 : tensor<2x8x1xf32>
    %165 = stablehlo.rsqrt %164 : tensor<2x8x1xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.multiply %157, %167 : tensor<2x8x32xf32>
    %169 = stablehlo.multiply %159, %168 : tensor<2x8x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %171 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %173 = stablehlo.reshape %172 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %174 = stablehlo.logistic %173 : tensor<2x8x64xf32>
    %175 = stablehlo.multiply %173, %174 : tensor<2x8x64xf32>
    %176 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %177 = stablehlo.dot_general %170, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %179 = stablehlo.multiply %175, %178 : tensor<2x8x64xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %181 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %182 = stablehlo.dot_general %180, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %184 = stablehlo.add %158, %183 : tensor<2x8x32xf32>
    %185 = stablehlo.multiply %2, %184 : tensor<2x8x32xf32>
    %186 = stablehlo.broadcast_in_dim %arg31, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %187 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.power %184, %cst_63 : tensor<2x8x32xf32>
    %189 = stablehlo.reduce(%188 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %190 = stablehlo.multiply %189, %cst_62 : tensor<2x8xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %192 = stablehlo.add %191, %cst_61 : tensor<2x8x1xf32>
    %193 = stablehlo.rsqrt %192 : tensor<2x8x1xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.multiply %184, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.multiply %187, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %200 = stablehlo.dot_general %198, %199, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %202 = stablehlo.power %201, %cst_60 : tensor<2x8x4x8xf32>
    %203 = stablehlo.reduce(%202 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %204 = stablehlo.multiply %203, %cst_59 : tensor<2x8x4xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %206 = stablehlo.add %205, %cst_58 : tensor<2x8x4x1xf32>
    %207 = stablehlo.rsqrt %206 : tensor<2x8x4x1xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %210 = stablehlo.multiply %201, %209 : tensor<2x8x4x8xf32>
    %211 = stablehlo.multiply %186, %210 : tensor<2x8x4x8xf32>
    %212 = stablehlo.transpose %211, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %213 = stablehlo.multiply %212, %43 : tensor<2x4x8x8xf32>
    %214 = stablehlo.slice %212 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %215 = stablehlo.negate %214 : tensor<2x4x8x4xf32>
    %216 = stablehlo.slice %212 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %217 = stablehlo.concatenate %215, %216, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %218 = stablehlo.multiply %217, %51 : tensor<2x4x8x8xf32>
    %219 = stablehlo.add %213, %218 : tensor<2x4x8x8xf32>
    %220 = stablehlo.multiply %219, %cst_56 : tensor<2x4x8x8xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %222 = stablehlo.broadcast_in_dim %arg29, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %223 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %224 = stablehlo.dot_general %198, %223, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %225 = stablehlo.reshape %224 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %226 = stablehlo.power %225, %cst_55 : tensor<2x8x2x8xf32>
    %227 = stablehlo.reduce(%226 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %228 = stablehlo.multiply %227, %cst_54 : tensor<2x8x2xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %230 = stablehlo.add %229, %cst_53 : tensor<2x8x2x1xf32>
    %231 = stablehlo.rsqrt %230 : tensor<2x8x2x1xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %234 = stablehlo.multiply %225, %233 : tensor<2x8x2x8xf32>
    %235 = stablehlo.multiply %222, %234 : tensor<2x8x2x8xf32>
    %236 = stablehlo.transpose %235, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %237 = stablehlo.multiply %236, %71 : tensor<2x2x8x8xf32>
    %238 = stablehlo.slice %236 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %239 = stablehlo.negate %238 : tensor<2x2x8x4xf32>
    %240 = stablehlo.slice %236 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %241 = stablehlo.concatenate %239, %240, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %242 = stablehlo.multiply %241, %77 : tensor<2x2x8x8xf32>
    %243 = stablehlo.add %237, %242 : tensor<2x2x8x8xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %246 = stablehlo.transpose %245, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %247 = stablehlo.multiply %246, %cst_56 : tensor<2x4x8x8xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %249 = stablehlo.dot_general %221, %248, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %250 = stablehlo.reshape %249 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %251 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<2xf32>) -> tensor<2x8x2xf32>
    %252 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %253 = stablehlo.dot_general %198, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %254 = stablehlo.reshape %253 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %255 = stablehlo.transpose %254, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %256 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,2]{0,1}"} : (tensor<2x16xf32>) -> tensor<16x2xf32>
    %257 = stablehlo.dot_general %253, %256, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x2xf32>) -> tensor<16x2xf32>
    %258 = stablehlo.reshape %257 : (tensor<16x2xf32>) -> tensor<2x8x2xf32>
    %259 = stablehlo.compare  GT, %258, %cst_44 : (tensor<2x8x2xf32>, tensor<2x8x2xf32>) -> tensor<2x8x2xi1>
    %260 = stablehlo.exponential %258 : tensor<2x8x2xf32>
    %261 = stablehlo.log_plus_one %260 : tensor<2x8x2xf32>
    %262 = stablehlo.select %259, %258, %261 : tensor<2x8x2xi1>, tensor<2x8x2xf32>
    %263 = stablehlo.multiply %251, %262 : tensor<2x8x2xf32>
    %264 = stablehlo.exponential %263 : tensor<2x8x2xf32>
    %265 = stablehlo.transpose %264, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,2,8]{1,2,0}"} : (tensor<2x8x2xf32>) -> tensor<2x2x8xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 3] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %267 = stablehlo.select %119, %cst_45, %266 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %270 = stablehlo.add %250, %269 : tensor<2x4x8x8xf32>
    %271 = stablehlo.reduce(%270 init: %cst_65) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %273 = stablehlo.subtract %270, %272 : tensor<2x4x8x8xf32>
    %274 = stablehlo.exponential %273 : tensor<2x4x8x8xf32>
    %275 = stablehlo.reduce(%274 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %277 = stablehlo.divide %274, %276 : tensor<2x4x8x8xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %279 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %281 = stablehlo.dot_general %278, %280, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %282 = stablehlo.reshape %281 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %283 = stablehlo.transpose %282, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %285 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %286 = stablehlo.dot_general %284, %285, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %287 = stablehlo.reshape %286 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %288 = stablehlo.add %185, %287 : tensor<2x8x32xf32>
    %289 = stablehlo.multiply %1, %288 : tensor<2x8x32xf32>
    %290 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %291 = stablehlo.power %288, %cst_63 : tensor<2x8x32xf32>
    %292 = stablehlo.reduce(%291 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %293 = stablehlo.multiply %292, %cst_62 : tensor<2x8xf32>
    %294 = stablehlo.reshape %293 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %295 = stablehlo.add %294, %cst_61 : tensor<2x8x1xf32>
    %296 = stablehlo.rsqrt %295 : tensor<2x8x1xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %299 = stablehlo.multiply %288, %298 : tensor<2x8x32xf32>
    %300 = stablehlo.multiply %290, %299 : tensor<2x8x32xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %302 = stablehlo.transpose %arg34, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %303 = stablehlo.dot_general %301, %302, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %304 = stablehlo.reshape %303 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %305 = stablehlo.logistic %304 : tensor<2x8x64xf32>
    %306 = stablehlo.multiply %304, %305 : tensor<2x8x64xf32>
    %307 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %308 = stablehlo.dot_general %301, %307, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %309 = stablehlo.reshape %308 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %310 = stablehlo.multiply %306, %309 : tensor<2x8x64xf32>
    %311 = stablehlo.reshape %310 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %312 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %313 = stablehlo.dot_general %311, %312, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %314 = stablehlo.reshape %313 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %315 = stablehlo.add %289, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.power %315, %cst_63 : tensor<2x8x32xf32>
    %317 = stablehlo.reduce(%316 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %318 = stablehlo.multiply %317, %cst_62 : tensor<2x8xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %320 = stablehlo.add %319, %cst_61 : tensor<2x8x1xf32>
    %321 = stablehlo.rsqrt %320 : tensor<2x8x1xf32>
    %322 = stablehlo.reshape %321 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %324 = stablehlo.multiply %315, %323 : tensor<2x8x32xf32>
    %325 = stablehlo.multiply %0, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.reshape %325 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %327 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %328 = stablehlo.dot_general %326, %327, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %329 = stablehlo.reshape %328 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %330 = stablehlo.slice %329 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %331 = stablehlo.reduce(%330 init: %cst_65) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %333 = stablehlo.subtract %330, %332 : tensor<2x7x128xf32>
    %334 = stablehlo.exponential %333 : tensor<2x7x128xf32>
    %335 = stablehlo.reduce(%334 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %336 = stablehlo.log %335 : tensor<2x7xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %338 = stablehlo.subtract %333, %337 : tensor<2x7x128xf32>
    %339 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %341 = stablehlo.broadcast_in_dim %c_64, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %342 = stablehlo.compare  EQ, %340, %341 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %343 = stablehlo.convert %342 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %344 = stablehlo.convert %343 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %345 = stablehlo.multiply %338, %344 : tensor<2x7x128xf32>
    %346 = stablehlo.reduce(%345 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %347 = stablehlo.reduce(%346 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %348 = stablehlo.multiply %347, %cst_43 : tensor<f32>
    %349 = stablehlo.negate %348 : tensor<f32>
    %350 = stablehlo.multiply %arg37, %cst_42 : tensor<128x32xf32>
    %351 = stablehlo.compare  LT, %arg0, %c_67 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %352 = stablehlo.add %arg0, %c_40 : tensor<2x8xi64>
    %353 = stablehlo.select %351, %352, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %354 = stablehlo.reshape %353 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %355 = stablehlo.compare  EQ, %arg0, %c_39 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %357 = stablehlo.multiply %344, %cst_36 : tensor<2x7x128xf32>
    %358 = stablehlo.exponential %338 : tensor<2x7x128xf32>
    %359 = stablehlo.reduce(%357 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %361 = stablehlo.multiply %358, %360 : tensor<2x7x128xf32>
    %362 = stablehlo.subtract %357, %361 : tensor<2x7x128xf32>
    %363 = stablehlo.pad %362, %cst_69, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %364 = stablehlo.select %c_37, %363, %cst_35 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %365 = stablehlo.reshape %364 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %366 = stablehlo.dot_general %365, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %367 = stablehlo.reshape %366 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %368 = stablehlo.multiply %367, %0 : tensor<2x8x32xf32>
    %369 = stablehlo.multiply %368, %323 : tensor<2x8x32xf32>
    %370 = stablehlo.multiply %368, %315 : tensor<2x8x32xf32>
    %371 = stablehlo.reduce(%370 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %373 = stablehlo.multiply %372, %cst_34 : tensor<2x8x1xf32>
    %374 = stablehlo.power %321, %cst_33 : tensor<2x8x1xf32>
    %375 = stablehlo.multiply %373, %374 : tensor<2x8x1xf32>
    %376 = stablehlo.reshape %375 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %378 = stablehlo.divide %377, %cst_32 : tensor<2x8x32xf32>
    %379 = stablehlo.power %315, %cst_31 : tensor<2x8x32xf32>
    %380 = stablehlo.multiply %379, %cst_63 : tensor<2x8x32xf32>
    %381 = stablehlo.multiply %378, %380 : tensor<2x8x32xf32>
    %382 = stablehlo.add %369, %381 : tensor<2x8x32xf32>
    %383 = stablehlo.multiply %382, %1 : tensor<2x8x32xf32>
    %384 = stablehlo.reshape %382 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %385 = stablehlo.dot_general %384, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %386 = stablehlo.reshape %385 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %387 = stablehlo.multiply %386, %306 : tensor<2x8x64xf32>
    %388 = stablehlo.reshape %387 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %389 = stablehlo.dot_general %388, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %390 = stablehlo.reshape %389 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %391 = stablehlo.multiply %386, %309 : tensor<2x8x64xf32>
    %392 = stablehlo.subtract %cst_30, %305 : tensor<2x8x64xf32>
    %393 = stablehlo.multiply %304, %392 : tensor<2x8x64xf32>
    %394 = stablehlo.add %393, %cst_30 : tensor<2x8x64xf32>
    %395 = stablehlo.multiply %305, %394 : tensor<2x8x64xf32>
    %396 = stablehlo.multiply %391, %395 : tensor<2x8x64xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %398 = stablehlo.dot_general %397, %arg34, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %399 = stablehlo.reshape %398 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %400 = stablehlo.add %390, %399 : tensor<2x8x32xf32>
    %401 = stablehlo.multiply %400, %290 : tensor<2x8x32xf32>
    %402 = stablehlo.multiply %401, %298 : tensor<2x8x32xf32>
    %403 = stablehlo.add %383, %402 : tensor<2x8x32xf32>
    %404 = stablehlo.multiply %401, %288 : tensor<2x8x32xf32>
    %405 = stablehlo.reduce(%404 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %406 = stablehlo.reshape %405 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %407 = stablehlo.multiply %406, %cst_34 : tensor<2x8x1xf32>
    %408 = stablehlo.power %296, %cst_33 : tensor<2x8x1xf32>
    %409 = stablehlo.multiply %407, %408 : tensor<2x8x1xf32>
    %410 = stablehlo.reshape %409 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %412 = stablehlo.divide %411, %cst_32 : tensor<2x8x32xf32>
    %413 = stablehlo.power %288, %cst_31 : tensor<2x8x32xf32>
    %414 = stablehlo.multiply %413, %cst_63 : tensor<2x8x32xf32>
    %415 = stablehlo.multiply %412, %414 : tensor<2x8x32xf32>
    %416 = stablehlo.add %403, %415 : tensor<2x8x32xf32>
    %417 = stablehlo.multiply %416, %2 : tensor<2x8x32xf32>
    %418 = stablehlo.transpose %278, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %419 = stablehlo.reshape %416 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %420 = stablehlo.dot_general %419, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %421 = stablehlo.reshape %420 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %422 = stablehlo.transpose %421, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %423 = stablehlo.reshape %422 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %424 = stablehlo.dot_general %418, %423, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %425 = stablehlo.reshape %424 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %426 = stablehlo.reduce(%425 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %427 = stablehlo.transpose %280, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %428 = stablehlo.dot_general %423, %427, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %429 = stablehlo.reshape %428 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %430 = stablehlo.multiply %429, %277 : tensor<2x4x8x8xf32>
    %431 = stablehlo.reduce(%430 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %433 = stablehlo.multiply %277, %432 : tensor<2x4x8x8xf32>
    %434 = stablehlo.subtract %430, %433 : tensor<2x4x8x8xf32>
    %435 = stablehlo.reshape %434 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %436 = stablehlo.reduce(%435 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %437 = stablehlo.select %119, %cst_29, %436 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %438 = stablehlo.reduce(%437 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %439 = stablehlo.transpose %438, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,2]{1,2,0}"} : (tensor<2x2x8xf32>) -> tensor<2x8x2xf32>
    %440 = stablehlo.multiply %439, %264 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,2]{1,2,0}"} : tensor<2x8x2xf32>
    %441 = stablehlo.multiply %440, %251 : tensor<2x8x2xf32>
    %442 = stablehlo.multiply %441, %260 : tensor<2x8x2xf32>
    %443 = stablehlo.add %260, %cst_28 : tensor<2x8x2xf32>
    %444 = stablehlo.divide %442, %443 : tensor<2x8x2xf32>
    %445 = stablehlo.select %259, %441, %444 : tensor<2x8x2xi1>, tensor<2x8x2xf32>
    %446 = stablehlo.reshape %445 : (tensor<2x8x2xf32>) -> tensor<16x2xf32>
    %447 = stablehlo.dot_general %446, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2xf32>, tensor<2x16xf32>) -> tensor<16x16xf32>
    %448 = stablehlo.reshape %447 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %449 = stablehlo.transpose %448, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %450 = stablehlo.add %426, %449 : tensor<2x2x8x8xf32>
    %451 = stablehlo.transpose %450, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %452 = stablehlo.reshape %451 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %453 = stablehlo.dot_general %452, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %454 = stablehlo.reshape %453 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %455 = stablehlo.transpose %221, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %456 = stablehlo.reshape %434 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %457 = stablehlo.dot_general %455, %456, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %458 = stablehlo.reshape %457 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %459 = stablehlo.multiply %458, %cst_56 : tensor<2x4x8x8xf32>
    %460 = stablehlo.transpose %459, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %461 = stablehlo.reshape %460 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %462 = stablehlo.reduce(%461 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %463 = stablehlo.multiply %462, %77 : tensor<2x2x8x8xf32>
    %464 = stablehlo.slice %463 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %465 = stablehlo.negate %464 : tensor<2x2x8x4xf32>
    %466 = stablehlo.pad %465, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %467 = stablehlo.select %c_27, %466, %cst_29 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %468 = stablehlo.slice %463 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %469 = stablehlo.pad %468, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %470 = stablehlo.select %c_26, %469, %cst_29 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %471 = stablehlo.add %467, %470 : tensor<2x2x8x8xf32>
    %472 = stablehlo.multiply %462, %71 : tensor<2x2x8x8xf32>
    %473 = stablehlo.add %471, %472 : tensor<2x2x8x8xf32>
    %474 = stablehlo.transpose %473, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %475 = stablehlo.multiply %474, %222 : tensor<2x8x2x8xf32>
    %476 = stablehlo.multiply %475, %233 : tensor<2x8x2x8xf32>
    %477 = stablehlo.multiply %475, %225 : tensor<2x8x2x8xf32>
    %478 = stablehlo.reduce(%477 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %479 = stablehlo.reshape %478 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %480 = stablehlo.multiply %479, %cst_25 : tensor<2x8x2x1xf32>
    %481 = stablehlo.power %231, %cst_24 : tensor<2x8x2x1xf32>
    %482 = stablehlo.multiply %480, %481 : tensor<2x8x2x1xf32>
    %483 = stablehlo.reshape %482 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %485 = stablehlo.divide %484, %cst_23 : tensor<2x8x2x8xf32>
    %486 = stablehlo.power %225, %cst_22 : tensor<2x8x2x8xf32>
    %487 = stablehlo.multiply %486, %cst_55 : tensor<2x8x2x8xf32>
    %488 = stablehlo.multiply %485, %487 : tensor<2x8x2x8xf32>
    %489 = stablehlo.add %476, %488 : tensor<2x8x2x8xf32>
    %490 = stablehlo.reshape %489 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %491 = stablehlo.dot_general %490, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %492 = stablehlo.reshape %491 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %493 = stablehlo.add %454, %492 : tensor<2x8x32xf32>
    %494 = stablehlo.transpose %248, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %495 = stablehlo.dot_general %456, %494, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %496 = stablehlo.reshape %495 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %497 = stablehlo.multiply %496, %cst_56 : tensor<2x4x8x8xf32>
    %498 = stablehlo.multiply %497, %51 : tensor<2x4x8x8xf32>
    %499 = stablehlo.slice %498 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %500 = stablehlo.negate %499 : tensor<2x4x8x4xf32>
    %501 = stablehlo.pad %500, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %502 = stablehlo.select %c_21, %501, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %503 = stablehlo.slice %498 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %504 = stablehlo.pad %503, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %505 = stablehlo.select %c, %504, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %506 = stablehlo.add %502, %505 : tensor<2x4x8x8xf32>
    %507 = stablehlo.multiply %497, %43 : tensor<2x4x8x8xf32>
    %508 = stablehlo.add %506, %507 : tensor<2x4x8x8xf32>
    %509 = stablehlo.transpose %508, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %510 = stablehlo.multiply %509, %186 : tensor<2x8x4x8xf32>
    %511 = stablehlo.multiply %510, %209 : tensor<2x8x4x8xf32>
    %512 = stablehlo.multiply %510, %201 : tensor<2x8x4x8xf32>
    %513 = stablehlo.reduce(%512 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %514 = stablehlo.reshape %513 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %515 = stablehlo.multiply %514, %cst_19 : tensor<2x8x4x1xf32>
    %516 = stablehlo.power %207, %cst_18 : tensor<2x8x4x1xf32>
    %517 = stablehlo.multiply %515, %516 : tensor<2x8x4x1xf32>
    %518 = stablehlo.reshape %517 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %520 = stablehlo.divide %519, %cst_17 : tensor<2x8x4x8xf32>
    %521 = stablehlo.power %201, %cst_16 : tensor<2x8x4x8xf32>
    %522 = stablehlo.multiply %521, %cst_60 : tensor<2x8x4x8xf32>
    %523 = stablehlo.multiply %520, %522 : tensor<2x8x4x8xf32>
    %524 = stablehlo.add %511, %523 : tensor<2x8x4x8xf32>
    %525 = stablehlo.reshape %524 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %526 = stablehlo.dot_general %525, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %527 = stablehlo.reshape %526 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %528 = stablehlo.add %493, %527 : tensor<2x8x32xf32>
    %529 = stablehlo.multiply %528, %187 : tensor<2x8x32xf32>
    %530 = stablehlo.multiply %529, %195 : tensor<2x8x32xf32>
    %531 = stablehlo.add %417, %530 : tensor<2x8x32xf32>
    %532 = stablehlo.multiply %529, %184 : tensor<2x8x32xf32>
    %533 = stablehlo.reduce(%532 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %534 = stablehlo.reshape %533 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %535 = stablehlo.multiply %534, %cst_34 : tensor<2x8x1xf32>
    %536 = stablehlo.power %193, %cst_33 : tensor<2x8x1xf32>
    %537 = stablehlo.multiply %535, %536 : tensor<2x8x1xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %540 = stablehlo.divide %539, %cst_32 : tensor<2x8x32xf32>
    %541 = stablehlo.power %184, %cst_31 : tensor<2x8x32xf32>
    %542 = stablehlo.multiply %541, %cst_63 : tensor<2x8x32xf32>
    %543 = stablehlo.multiply %540, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.add %531, %543 : tensor<2x8x32xf32>
    %545 = stablehlo.multiply %544, %3 : tensor<2x8x32xf32>
    %546 = stablehlo.reshape %544 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %547 = stablehlo.dot_general %546, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %548 = stablehlo.reshape %547 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %549 = stablehlo.multiply %548, %175 : tensor<2x8x64xf32>
    %550 = stablehlo.reshape %549 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %551 = stablehlo.dot_general %550, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %552 = stablehlo.reshape %551 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %553 = stablehlo.multiply %548, %178 : tensor<2x8x64xf32>
    %554 = stablehlo.subtract %cst_30, %174 : tensor<2x8x64xf32>
    %555 = stablehlo.multiply %173, %554 : tensor<2x8x64xf32>
    %556 = stablehlo.add %555, %cst_30 : tensor<2x8x64xf32>
    %557 = stablehlo.multiply %174, %556 : tensor<2x8x64xf32>
    %558 = stablehlo.multiply %553, %557 : tensor<2x8x64xf32>
    %559 = stablehlo.reshape %558 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %560 = stablehlo.dot_general %559, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %561 = stablehlo.reshape %560 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %562 = stablehlo.add %552, %561 : tensor<2x8x32xf32>
    %563 = stablehlo.multiply %562, %159 : tensor<2x8x32xf32>
    %564 = stablehlo.multiply %563, %167 : tensor<2x8x32xf32>
    %565 = stablehlo.add %545, %564 : tensor<2x8x32xf32>
    %566 = stablehlo.multiply %563, %157 : tensor<2x8x32xf32>
    %567 = stablehlo.reduce(%566 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %568 = stablehlo.reshape %567 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %569 = stablehlo.multiply %568, %cst_34 : tensor<2x8x1xf32>
    %570 = stablehlo.power %165, %cst_33 : tensor<2x8x1xf32>
    %571 = stablehlo.multiply %569, %570 : tensor<2x8x1xf32>
    %572 = stablehlo.reshape %571 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %574 = stablehlo.divide %573, %cst_32 : tensor<2x8x32xf32>
    %575 = stablehlo.power %157, %cst_31 : tensor<2x8x32xf32>
    %576 = stablehlo.multiply %575, %cst_63 : tensor<2x8x32xf32>
    %577 = stablehlo.multiply %574, %576 : tensor<2x8x32xf32>
    %578 = stablehlo.add %565, %577 : tensor<2x8x32xf32>
    %579 = stablehlo.multiply %578, %4 : tensor<2x8x32xf32>
    %580 = stablehlo.transpose %147, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %581 = stablehlo.reshape %578 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %582 = stablehlo.dot_general %581, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %583 = stablehlo.reshape %582 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %584 = stablehlo.transpose %583, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %585 = stablehlo.reshape %584 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %586 = stablehlo.dot_general %580, %585, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %587 = stablehlo.reshape %586 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %588 = stablehlo.reduce(%587 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %589 = stablehlo.transpose %149, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %590 = stablehlo.dot_general %585, %589, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %591 = stablehlo.reshape %590 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %592 = stablehlo.multiply %591, %146 : tensor<2x4x8x8xf32>
    %593 = stablehlo.reduce(%592 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %595 = stablehlo.multiply %146, %594 : tensor<2x4x8x8xf32>
    %596 = stablehlo.subtract %592, %595 : tensor<2x4x8x8xf32>
    %597 = stablehlo.reshape %596 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %598 = stablehlo.reduce(%597 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %599 = stablehlo.select %119, %cst_29, %598 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %600 = stablehlo.reduce(%599 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %601 = stablehlo.transpose %600, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,2]{1,2,0}"} : (tensor<2x2x8xf32>) -> tensor<2x8x2xf32>
    %602 = stablehlo.multiply %601, %133 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,2]{1,2,0}"} : tensor<2x8x2xf32>
    %603 = stablehlo.multiply %602, %120 : tensor<2x8x2xf32>
    %604 = stablehlo.multiply %603, %129 : tensor<2x8x2xf32>
    %605 = stablehlo.add %129, %cst_28 : tensor<2x8x2xf32>
    %606 = stablehlo.divide %604, %605 : tensor<2x8x2xf32>
    %607 = stablehlo.select %128, %603, %606 : tensor<2x8x2xi1>, tensor<2x8x2xf32>
    %608 = stablehlo.reshape %607 : (tensor<2x8x2xf32>) -> tensor<16x2xf32>
    %609 = stablehlo.dot_general %608, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2xf32>, tensor<2x16xf32>) -> tensor<16x16xf32>
    %610 = stablehlo.reshape %609 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %611 = stablehlo.transpose %610, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %612 = stablehlo.add %588, %611 : tensor<2x2x8x8xf32>
    %613 = stablehlo.transpose %612, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %614 = stablehlo.reshape %613 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %615 = stablehlo.dot_general %614, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %616 = stablehlo.reshape %615 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %617 = stablehlo.transpose %55, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %618 = stablehlo.reshape %596 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %619 = stablehlo.dot_general %617, %618, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %620 = stablehlo.reshape %619 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %621 = stablehlo.multiply %620, %cst_56 : tensor<2x4x8x8xf32>
    %622 = stablehlo.transpose %621, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %623 = stablehlo.reshape %622 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %624 = stablehlo.reduce(%623 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %625 = stablehlo.multiply %624, %77 : tensor<2x2x8x8xf32>
    %626 = stablehlo.slice %625 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %627 = stablehlo.negate %626 : tensor<2x2x8x4xf32>
    %628 = stablehlo.pad %627, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %629 = stablehlo.select %c_27, %628, %cst_29 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %630 = stablehlo.slice %625 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %631 = stablehlo.pad %630, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %632 = stablehlo.select %c_26, %631, %cst_29 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %633 = stablehlo.add %629, %632 : tensor<2x2x8x8xf32>
    %634 = stablehlo.multiply %624, %71 : tensor<2x2x8x8xf32>
    %635 = stablehlo.add %633, %634 : tensor<2x2x8x8xf32>
    %636 = stablehlo.transpose %635, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %637 = stablehlo.multiply %636, %56 : tensor<2x8x2x8xf32>
    %638 = stablehlo.multiply %637, %67 : tensor<2x8x2x8xf32>
    %639 = stablehlo.multiply %637, %59 : tensor<2x8x2x8xf32>
    %640 = stablehlo.reduce(%639 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %641 = stablehlo.reshape %640 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %642 = stablehlo.multiply %641, %cst_25 : tensor<2x8x2x1xf32>
    %643 = stablehlo.power %65, %cst_24 : tensor<2x8x2x1xf32>
    %644 = stablehlo.multiply %642, %643 : tensor<2x8x2x1xf32>
    %645 = stablehlo.reshape %644 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %646 = stablehlo.broadcast_in_dim %645, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %647 = stablehlo.divide %646, %cst_23 : tensor<2x8x2x8xf32>
    %648 = stablehlo.power %59, %cst_22 : tensor<2x8x2x8xf32>
    %649 = stablehlo.multiply %648, %cst_55 : tensor<2x8x2x8xf32>
    %650 = stablehlo.multiply %647, %649 : tensor<2x8x2x8xf32>
    %651 = stablehlo.add %638, %650 : tensor<2x8x2x8xf32>
    %652 = stablehlo.reshape %651 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %653 = stablehlo.dot_general %652, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %654 = stablehlo.reshape %653 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %655 = stablehlo.add %616, %654 : tensor<2x8x32xf32>
    %656 = stablehlo.transpose %84, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %657 = stablehlo.dot_general %618, %656, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %658 = stablehlo.reshape %657 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %659 = stablehlo.multiply %658, %cst_56 : tensor<2x4x8x8xf32>
    %660 = stablehlo.multiply %659, %51 : tensor<2x4x8x8xf32>
    %661 = stablehlo.slice %660 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %662 = stablehlo.negate %661 : tensor<2x4x8x4xf32>
    %663 = stablehlo.pad %662, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %664 = stablehlo.select %c_21, %663, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %665 = stablehlo.slice %660 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %666 = stablehlo.pad %665, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %667 = stablehlo.select %c, %666, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %668 = stablehlo.add %664, %667 : tensor<2x4x8x8xf32>
    %669 = stablehlo.multiply %659, %43 : tensor<2x4x8x8xf32>
    %670 = stablehlo.add %668, %669 : tensor<2x4x8x8xf32>
    %671 = stablehlo.transpose %670, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %672 = stablehlo.multiply %671, %10 : tensor<2x8x4x8xf32>
    %673 = stablehlo.multiply %672, %33 : tensor<2x8x4x8xf32>
    %674 = stablehlo.multiply %672, %25 : tensor<2x8x4x8xf32>
    %675 = stablehlo.reduce(%674 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %676 = stablehlo.reshape %675 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %677 = stablehlo.multiply %676, %cst_19 : tensor<2x8x4x1xf32>
    %678 = stablehlo.power %31, %cst_18 : tensor<2x8x4x1xf32>
    %679 = stablehlo.multiply %677, %678 : tensor<2x8x4x1xf32>
    %680 = stablehlo.reshape %679 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %681 = stablehlo.broadcast_in_dim %680, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %682 = stablehlo.divide %681, %cst_17 : tensor<2x8x4x8xf32>
    %683 = stablehlo.power %25, %cst_16 : tensor<2x8x4x8xf32>
    %684 = stablehlo.multiply %683, %cst_60 : tensor<2x8x4x8xf32>
    %685 = stablehlo.multiply %682, %684 : tensor<2x8x4x8xf32>
    %686 = stablehlo.add %673, %685 : tensor<2x8x4x8xf32>
    %687 = stablehlo.reshape %686 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %688 = stablehlo.dot_general %687, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %689 = stablehlo.reshape %688 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %690 = stablehlo.add %655, %689 : tensor<2x8x32xf32>
    %691 = stablehlo.multiply %690, %11 : tensor<2x8x32xf32>
    %692 = stablehlo.multiply %691, %19 : tensor<2x8x32xf32>
    %693 = stablehlo.add %579, %692 : tensor<2x8x32xf32>
    %694 = stablehlo.multiply %691, %8 : tensor<2x8x32xf32>
    %695 = stablehlo.reduce(%694 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %696 = stablehlo.reshape %695 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %697 = stablehlo.multiply %696, %cst_34 : tensor<2x8x1xf32>
    %698 = stablehlo.power %17, %cst_33 : tensor<2x8x1xf32>
    %699 = stablehlo.multiply %697, %698 : tensor<2x8x1xf32>
    %700 = stablehlo.reshape %699 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %701 = stablehlo.broadcast_in_dim %700, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %702 = stablehlo.divide %701, %cst_32 : tensor<2x8x32xf32>
    %703 = stablehlo.power %8, %cst_31 : tensor<2x8x32xf32>
    %704 = stablehlo.multiply %703, %cst_63 : tensor<2x8x32xf32>
    %705 = stablehlo.multiply %702, %704 : tensor<2x8x32xf32>
    %706 = stablehlo.add %693, %705 : tensor<2x8x32xf32>
    %707 = stablehlo.select %356, %cst_38, %706 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %708 = "stablehlo.scatter"(%cst_41, %354, %707) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg70: tensor<f32>, %arg71: tensor<f32>):
      %904 = stablehlo.add %arg70, %arg71 : tensor<f32>
      stablehlo.return %904 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %709 = stablehlo.add %350, %708 : tensor<128x32xf32>
    %710 = stablehlo.multiply %709, %cst_15 : tensor<128x32xf32>
    %711 = stablehlo.subtract %arg10, %710 : tensor<128x32xf32>
    %712 = stablehlo.multiply %arg38, %cst_14 : tensor<32xf32>
    %713 = stablehlo.multiply %578, %8 : tensor<2x8x32xf32>
    %714 = stablehlo.reduce(%713 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %715 = stablehlo.add %712, %714 : tensor<32xf32>
    %716 = stablehlo.multiply %715, %cst_13 : tensor<32xf32>
    %717 = stablehlo.subtract %arg21, %716 : tensor<32xf32>
    %718 = stablehlo.multiply %arg39, %cst_14 : tensor<32xf32>
    %719 = stablehlo.multiply %544, %157 : tensor<2x8x32xf32>
    %720 = stablehlo.reduce(%719 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %721 = stablehlo.add %718, %720 : tensor<32xf32>
    %722 = stablehlo.multiply %721, %cst_13 : tensor<32xf32>
    %723 = stablehlo.subtract %arg24, %722 : tensor<32xf32>
    %724 = stablehlo.multiply %arg40, %cst_14 : tensor<32xf32>
    %725 = stablehlo.multiply %690, %20 : tensor<2x8x32xf32>
    %726 = stablehlo.reduce(%725 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %727 = stablehlo.add %724, %726 : tensor<32xf32>
    %728 = stablehlo.multiply %727, %cst_13 : tensor<32xf32>
    %729 = stablehlo.subtract %arg11, %728 : tensor<32xf32>
    %730 = stablehlo.multiply %arg41, %cst_12 : tensor<2xf32>
    %731 = stablehlo.multiply %602, %131 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,2]{1,2,0}"} : tensor<2x8x2xf32>
    %732 = stablehlo.reduce(%731 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2xf32>, tensor<f32>) -> tensor<2xf32>
    %733 = stablehlo.add %730, %732 : tensor<2xf32>
    %734 = stablehlo.multiply %733, %cst_11 : tensor<2xf32>
    %735 = stablehlo.subtract %arg13, %734 : tensor<2xf32>
    %736 = stablehlo.multiply %arg42, %cst_10 : tensor<32x32xf32>
    %737 = stablehlo.transpose %687, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %738 = stablehlo.dot_general %737, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %739 = stablehlo.add %736, %738 : tensor<32x32xf32>
    %740 = stablehlo.multiply %739, %cst_9 : tensor<32x32xf32>
    %741 = stablehlo.subtract %arg19, %740 : tensor<32x32xf32>
    %742 = stablehlo.multiply %arg43, %cst_8 : tensor<16x32xf32>
    %743 = stablehlo.transpose %652, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %744 = stablehlo.dot_general %743, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %745 = stablehlo.add %742, %744 : tensor<16x32xf32>
    %746 = stablehlo.multiply %745, %cst_7 : tensor<16x32xf32>
    %747 = stablehlo.subtract %arg17, %746 : tensor<16x32xf32>
    %748 = stablehlo.multiply %arg44, %cst_8 : tensor<16x32xf32>
    %749 = stablehlo.transpose %614, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %750 = stablehlo.dot_general %749, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %751 = stablehlo.add %748, %750 : tensor<16x32xf32>
    %752 = stablehlo.multiply %751, %cst_7 : tensor<16x32xf32>
    %753 = stablehlo.subtract %arg9, %752 : tensor<16x32xf32>
    %754 = stablehlo.multiply %arg45, %cst_6 : tensor<2x16xf32>
    %755 = stablehlo.transpose %608, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,16]{0,1}"} : (tensor<16x2xf32>) -> tensor<2x16xf32>
    %756 = stablehlo.dot_general %755, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x16xf32>) -> tensor<2x16xf32>
    %757 = stablehlo.add %754, %756 : tensor<2x16xf32>
    %758 = stablehlo.multiply %757, %cst_5 : tensor<2x16xf32>
    %759 = stablehlo.subtract %arg12, %758 : tensor<2x16xf32>
    %760 = stablehlo.multiply %arg46, %cst_10 : tensor<32x32xf32>
    %761 = stablehlo.transpose %581, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %762 = stablehlo.dot_general %761, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %763 = stablehlo.add %760, %762 : tensor<32x32xf32>
    %764 = stablehlo.multiply %763, %cst_9 : tensor<32x32xf32>
    %765 = stablehlo.subtract %arg8, %764 : tensor<32x32xf32>
    %766 = stablehlo.multiply %arg47, %cst_4 : tensor<8xf32>
    %767 = stablehlo.multiply %671, %34 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %768 = stablehlo.reduce(%767 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %769 = stablehlo.add %766, %768 : tensor<8xf32>
    %770 = stablehlo.multiply %769, %cst_3 : tensor<8xf32>
    %771 = stablehlo.subtract %arg20, %770 : tensor<8xf32>
    %772 = stablehlo.multiply %arg48, %cst_4 : tensor<8xf32>
    %773 = stablehlo.multiply %636, %68 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %774 = stablehlo.reduce(%773 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %775 = stablehlo.add %772, %774 : tensor<8xf32>
    %776 = stablehlo.multiply %775, %cst_3 : tensor<8xf32>
    %777 = stablehlo.subtract %arg18, %776 : tensor<8xf32>
    %778 = stablehlo.multiply %arg49, %cst_14 : tensor<32xf32>
    %779 = stablehlo.multiply %562, %168 : tensor<2x8x32xf32>
    %780 = stablehlo.reduce(%779 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %781 = stablehlo.add %778, %780 : tensor<32xf32>
    %782 = stablehlo.multiply %781, %cst_13 : tensor<32xf32>
    %783 = stablehlo.subtract %arg22, %782 : tensor<32xf32>
    %784 = stablehlo.multiply %arg50, %cst_2 : tensor<64x32xf32>
    %785 = stablehlo.transpose %559, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %786 = stablehlo.dot_general %785, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %787 = stablehlo.add %784, %786 : tensor<64x32xf32>
    %788 = stablehlo.multiply %787, %cst_1 : tensor<64x32xf32>
    %789 = stablehlo.subtract %arg23, %788 : tensor<64x32xf32>
    %790 = stablehlo.multiply %arg51, %cst_2 : tensor<64x32xf32>
    %791 = stablehlo.transpose %550, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %792 = stablehlo.dot_general %791, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %793 = stablehlo.add %790, %792 : tensor<64x32xf32>
    %794 = stablehlo.multiply %793, %cst_1 : tensor<64x32xf32>
    %795 = stablehlo.subtract %arg7, %794 : tensor<64x32xf32>
    %796 = stablehlo.multiply %arg52, %cst_0 : tensor<32x64xf32>
    %797 = stablehlo.transpose %546, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %798 = stablehlo.dot_general %797, %180, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %799 = stablehlo.add %796, %798 : tensor<32x64xf32>
    %800 = stablehlo.multiply %799, %cst : tensor<32x64xf32>
    %801 = stablehlo.subtract %arg6, %800 : tensor<32x64xf32>
    %802 = stablehlo.multiply %arg53, %cst_14 : tensor<32xf32>
    %803 = stablehlo.multiply %416, %184 : tensor<2x8x32xf32>
    %804 = stablehlo.reduce(%803 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %805 = stablehlo.add %802, %804 : tensor<32xf32>
    %806 = stablehlo.multiply %805, %cst_13 : tensor<32xf32>
    %807 = stablehlo.subtract %arg32, %806 : tensor<32xf32>
    %808 = stablehlo.multiply %arg54, %cst_14 : tensor<32xf32>
    %809 = stablehlo.multiply %382, %288 : tensor<2x8x32xf32>
    %810 = stablehlo.reduce(%809 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %811 = stablehlo.add %808, %810 : tensor<32xf32>
    %812 = stablehlo.multiply %811, %cst_13 : tensor<32xf32>
    %813 = stablehlo.subtract %arg35, %812 : tensor<32xf32>
    %814 = stablehlo.multiply %arg55, %cst_14 : tensor<32xf32>
    %815 = stablehlo.multiply %528, %196 : tensor<2x8x32xf32>
    %816 = stablehlo.reduce(%815 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %817 = stablehlo.add %814, %816 : tensor<32xf32>
    %818 = stablehlo.multiply %817, %cst_13 : tensor<32xf32>
    %819 = stablehlo.subtract %arg25, %818 : tensor<32xf32>
    %820 = stablehlo.multiply %arg56, %cst_12 : tensor<2xf32>
    %821 = stablehlo.multiply %440, %262 {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,8,2]{1,2,0}"} : tensor<2x8x2xf32>
    %822 = stablehlo.reduce(%821 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2xf32>, tensor<f32>) -> tensor<2xf32>
    %823 = stablehlo.add %820, %822 : tensor<2xf32>
    %824 = stablehlo.multiply %823, %cst_11 : tensor<2xf32>
    %825 = stablehlo.subtract %arg27, %824 : tensor<2xf32>
    %826 = stablehlo.multiply %arg57, %cst_10 : tensor<32x32xf32>
    %827 = stablehlo.transpose %525, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %828 = stablehlo.dot_general %827, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %829 = stablehlo.add %826, %828 : tensor<32x32xf32>
    %830 = stablehlo.multiply %829, %cst_9 : tensor<32x32xf32>
    %831 = stablehlo.subtract %arg30, %830 : tensor<32x32xf32>
    %832 = stablehlo.multiply %arg58, %cst_8 : tensor<16x32xf32>
    %833 = stablehlo.transpose %490, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %834 = stablehlo.dot_general %833, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %835 = stablehlo.add %832, %834 : tensor<16x32xf32>
    %836 = stablehlo.multiply %835, %cst_7 : tensor<16x32xf32>
    %837 = stablehlo.subtract %arg28, %836 : tensor<16x32xf32>
    %838 = stablehlo.multiply %arg59, %cst_8 : tensor<16x32xf32>
    %839 = stablehlo.transpose %452, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %840 = stablehlo.dot_general %839, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %841 = stablehlo.add %838, %840 : tensor<16x32xf32>
    %842 = stablehlo.multiply %841, %cst_7 : tensor<16x32xf32>
    %843 = stablehlo.subtract %arg5, %842 : tensor<16x32xf32>
    %844 = stablehlo.multiply %arg60, %cst_6 : tensor<2x16xf32>
    %845 = stablehlo.transpose %446, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[2,16]{0,1}"} : (tensor<16x2xf32>) -> tensor<2x16xf32>
    %846 = stablehlo.dot_general %845, %253, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x16xf32>) -> tensor<2x16xf32>
    %847 = stablehlo.add %844, %846 : tensor<2x16xf32>
    %848 = stablehlo.multiply %847, %cst_5 : tensor<2x16xf32>
    %849 = stablehlo.subtract %arg26, %848 : tensor<2x16xf32>
    %850 = stablehlo.multiply %arg61, %cst_10 : tensor<32x32xf32>
    %851 = stablehlo.transpose %419, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %852 = stablehlo.dot_general %851, %284, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %853 = stablehlo.add %850, %852 : tensor<32x32xf32>
    %854 = stablehlo.multiply %853, %cst_9 : tensor<32x32xf32>
    %855 = stablehlo.subtract %arg4, %854 : tensor<32x32xf32>
    %856 = stablehlo.multiply %arg62, %cst_4 : tensor<8xf32>
    %857 = stablehlo.multiply %509, %210 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %858 = stablehlo.reduce(%857 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %859 = stablehlo.add %856, %858 : tensor<8xf32>
    %860 = stablehlo.multiply %859, %cst_3 : tensor<8xf32>
    %861 = stablehlo.subtract %arg31, %860 : tensor<8xf32>
    %862 = stablehlo.multiply %arg63, %cst_4 : tensor<8xf32>
    %863 = stablehlo.multiply %474, %234 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %864 = stablehlo.reduce(%863 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %865 = stablehlo.add %862, %864 : tensor<8xf32>
    %866 = stablehlo.multiply %865, %cst_3 : tensor<8xf32>
    %867 = stablehlo.subtract %arg29, %866 : tensor<8xf32>
    %868 = stablehlo.multiply %arg64, %cst_14 : tensor<32xf32>
    %869 = stablehlo.multiply %400, %299 : tensor<2x8x32xf32>
    %870 = stablehlo.reduce(%869 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %871 = stablehlo.add %868, %870 : tensor<32xf32>
    %872 = stablehlo.multiply %871, %cst_13 : tensor<32xf32>
    %873 = stablehlo.subtract %arg33, %872 : tensor<32xf32>
    %874 = stablehlo.multiply %arg65, %cst_2 : tensor<64x32xf32>
    %875 = stablehlo.transpose %397, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %876 = stablehlo.dot_general %875, %301, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %877 = stablehlo.add %874, %876 : tensor<64x32xf32>
    %878 = stablehlo.multiply %877, %cst_1 : tensor<64x32xf32>
    %879 = stablehlo.subtract %arg34, %878 : tensor<64x32xf32>
    %880 = stablehlo.multiply %arg66, %cst_2 : tensor<64x32xf32>
    %881 = stablehlo.transpose %388, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %882 = stablehlo.dot_general %881, %301, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %883 = stablehlo.add %880, %882 : tensor<64x32xf32>
    %884 = stablehlo.multiply %883, %cst_1 : tensor<64x32xf32>
    %885 = stablehlo.subtract %arg3, %884 : tensor<64x32xf32>
    %886 = stablehlo.multiply %arg67, %cst_0 : tensor<32x64xf32>
    %887 = stablehlo.transpose %384, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %888 = stablehlo.dot_general %887, %311, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %889 = stablehlo.add %886, %888 : tensor<32x64xf32>
    %890 = stablehlo.multiply %889, %cst : tensor<32x64xf32>
    %891 = stablehlo.subtract %arg2, %890 : tensor<32x64xf32>
    %892 = stablehlo.multiply %arg68, %cst_14 : tensor<32xf32>
    %893 = stablehlo.multiply %367, %324 : tensor<2x8x32xf32>
    %894 = stablehlo.reduce(%893 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %895 = stablehlo.add %892, %894 : tensor<32xf32>
    %896 = stablehlo.multiply %895, %cst_13 : tensor<32xf32>
    %897 = stablehlo.subtract %arg36, %896 : tensor<32xf32>
    %898 = stablehlo.multiply %arg69, %cst_42 : tensor<128x32xf32>
    %899 = stablehlo.transpose %365, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %900 = stablehlo.dot_general %899, %326, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %901 = stablehlo.add %898, %900 : tensor<128x32xf32>
    %902 = stablehlo.multiply %901, %cst_15 : tensor<128x32xf32>
    %903 = stablehlo.subtract %arg1, %902 : tensor<128x32xf32>
    return %349, %711, %717, %723, %729, %735, %741, %747, %753, %759, %765, %771, %777, %783, %789, %795, %801, %807, %813, %819, %825, %831, %837, %843, %849, %855, %861, %867, %873, %879, %885, %891, %897, %903, %709, %715, %721, %727, %733, %739, %745, %751, %757, %763, %769, %775, %781, %787, %793, %799, %805, %811, %817, %823, %829, %835, %841, %847, %853, %859, %865, %871, %877, %883, %889, %895, %901 : tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<2x16xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<2x16xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<2x16xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<2x16xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
