module @IrToHlo.2582 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}, %arg2: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 10 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 9 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg16: tensor<8xf32> {tf.aliasing_output = 7 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg18: tensor<8xf32> {tf.aliasing_output = 6 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg20: tensor<64x32xf32> {tf.aliasing_output = 8 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg22: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg23: tensor<8xf32> {tf.aliasing_output = 18 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg25: tensor<8xf32> {tf.aliasing_output = 17 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg28: tensor<4xf32>, %arg29: tensor<4x32xf32> {tf.aliasing_output = 21 : i32}, %arg30: tensor<4x64x32xf32> {tf.aliasing_output = 19 : i32}, %arg31: tensor<4x32x32xf32> {tf.aliasing_output = 20 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg33: tensor<128x32xf32> {tf.aliasing_output = 29 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg35: tensor<16x32xf32> {tf.aliasing_output = 31 : i32}, %arg36: tensor<16x32xf32> {tf.aliasing_output = 32 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<8xf32> {tf.aliasing_output = 34 : i32}, %arg39: tensor<8xf32> {tf.aliasing_output = 35 : i32}, %arg40: tensor<64x32xf32> {tf.aliasing_output = 36 : i32}, %arg41: tensor<64x32xf32> {tf.aliasing_output = 37 : i32}, %arg42: tensor<32x64xf32> {tf.aliasing_output = 38 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg45: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg46: tensor<16x32xf32> {tf.aliasing_output = 42 : i32}, %arg47: tensor<16x32xf32> {tf.aliasing_output = 43 : i32}, %arg48: tensor<32x32xf32> {tf.aliasing_output = 44 : i32}, %arg49: tensor<8xf32> {tf.aliasing_output = 45 : i32}, %arg50: tensor<8xf32> {tf.aliasing_output = 46 : i32}, %arg51: tensor<4x64x32xf32> {tf.aliasing_output = 47 : i32}, %arg52: tensor<4x32x32xf32> {tf.aliasing_output = 48 : i32}, %arg53: tensor<4x32xf32> {tf.aliasing_output = 49 : i32}, %arg54: tensor<32x32xf32> {tf.aliasing_output = 50 : i32}, %arg55: tensor<32x32xf32> {tf.aliasing_output = 51 : i32}, %arg56: tensor<32x32xf32> {tf.aliasing_output = 52 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg60: tensor<128x32xf32> {tf.aliasing_output = 56 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<4x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x32xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<4x32x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<4x64x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<4x64x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<4x64x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x8x8xf32>
    %cst_22 = stablehlo.constant dense<8.000000e+00> : tensor<2x4x8x8xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<2x4x8x1xf32>
    %cst_24 = stablehlo.constant dense<-5.000000e-01> : tensor<2x4x8x1xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_26 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<2x2x8x8xf32>
    %cst_28 = stablehlo.constant dense<8.000000e+00> : tensor<2x2x8x8xf32>
    %cst_29 = stablehlo.constant dense<3.000000e+00> : tensor<2x2x8x1xf32>
    %cst_30 = stablehlo.constant dense<-5.000000e-01> : tensor<2x2x8x1xf32>
    %c_31 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_33 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<16x4xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<32x32xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_38 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_39 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_41 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_42 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_44 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_47 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_48 = stablehlo.constant dense<2.500000e+00> : tensor<16x2xf32>
    %cst_49 = stablehlo.constant dense<9.99999968E-21> : tensor<16x1xf32>
    %c_50 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_51 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<16x4xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<16x1xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<16x1xf32>
    %c_55 = stablehlo.constant dense<0> : tensor<16x1xi32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_58 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_59 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_60 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_61 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_62 = stablehlo.constant dense<[[[-4096, -4095, -4094, -4093, -4092, -4091, -4090, -4089]]]> : tensor<1x1x8xi64>
    %c_63 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_64 = stablehlo.constant dense<9.99999974E-6> : tensor<2x2x8x1xf32>
    %cst_65 = stablehlo.constant dense<1.250000e-01> : tensor<2x2x8xf32>
    %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<2x2x8x8xf32>
    %cst_67 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_68 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_69 = stablehlo.constant dense<9.99999974E-6> : tensor<2x4x8x1xf32>
    %cst_70 = stablehlo.constant dense<1.250000e-01> : tensor<2x4x8xf32>
    %cst_71 = stablehlo.constant dense<2.000000e+00> : tensor<2x4x8x8xf32>
    %cst_72 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_73 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_74 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_75 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_78 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_79 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_80 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_74 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_73 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_72 : tensor<2x8x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %22 = stablehlo.power %21, %cst_71 : tensor<2x4x8x8xf32>
    %23 = stablehlo.reduce(%22 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %24 = stablehlo.multiply %23, %cst_70 : tensor<2x4x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %26 = stablehlo.add %25, %cst_69 : tensor<2x4x8x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<2x4x8x1xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.multiply %21, %29 : tensor<2x4x8x8xf32>
    %31 = stablehlo.multiply %5, %30 : tensor<2x4x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %cst_68, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %33 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<1x8x4xf32>
    %35 = stablehlo.concatenate %34, %34, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %36 = stablehlo.cosine %35 : tensor<1x8x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %39 = stablehlo.multiply %31, %38 : tensor<2x4x8x8xf32>
    %40 = stablehlo.slice %31 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %41 = stablehlo.negate %40 : tensor<2x4x8x4xf32>
    %42 = stablehlo.slice %31 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %43 = stablehlo.concatenate %41, %42, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %44 = stablehlo.sine %35 : tensor<1x8x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %47 = stablehlo.multiply %43, %46 : tensor<2x4x8x8xf32>
    %48 = stablehlo.add %39, %47 : tensor<2x4x8x8xf32>
    %49 = stablehlo.multiply %48, %cst_67 : tensor<2x4x8x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %53 = stablehlo.dot_general %17, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %55 = stablehlo.transpose %54, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %56 = stablehlo.power %55, %cst_66 : tensor<2x2x8x8xf32>
    %57 = stablehlo.reduce(%56 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %58 = stablehlo.multiply %57, %cst_65 : tensor<2x2x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %60 = stablehlo.add %59, %cst_64 : tensor<2x2x8x1xf32>
    %61 = stablehlo.rsqrt %60 : tensor<2x2x8x1xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %64 = stablehlo.multiply %55, %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.multiply %51, %64 : tensor<2x2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %37, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.slice %65 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %69 = stablehlo.negate %68 : tensor<2x2x8x4xf32>
    %70 = stablehlo.slice %65 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %71 = stablehlo.concatenate %69, %70, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %72 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<2x2x8x8xf32>
    %74 = stablehlo.add %67, %73 : tensor<2x2x8x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %77 = stablehlo.transpose %76, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.multiply %77, %cst_67 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.dot_general %50, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %84 = stablehlo.broadcast_in_dim %c_63, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %85 = stablehlo.broadcast_in_dim %c_62, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %86 = stablehlo.compare  GT, %84, %85 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %87 = stablehlo.convert %86 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.and %83, %87 : tensor<1x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_80 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %90 = stablehlo.convert %89 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %91 = stablehlo.broadcast_in_dim %c_63, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %92 = stablehlo.compare  LE, %84, %91 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %93 = stablehlo.convert %92 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %94 = stablehlo.and %90, %93 : tensor<1x1x8x8xui8>
    %95 = stablehlo.compare  NE, %94, %c_80 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %96 = stablehlo.convert %95 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %97 = stablehlo.and %83, %96 : tensor<1x1x8x8xui8>
    %98 = stablehlo.compare  NE, %97, %c_80 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %99 = stablehlo.convert %98 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %100 = stablehlo.reshape %99 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %101 = stablehlo.broadcast_in_dim %100, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %102 = stablehlo.compare  NE, %arg12, %c_79 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %103 = stablehlo.broadcast_in_dim %c_61, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %104 = stablehlo.compare  LT, %103, %c_60 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %105 = stablehlo.add %103, %c_59 : tensor<2x1x1x8xi64>
    %106 = stablehlo.select %104, %105, %103 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %108 = stablehlo.broadcast_in_dim %c_63, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %109 = stablehlo.compare  LT, %108, %c_60 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %110 = stablehlo.add %108, %c_58 : tensor<2x1x1x8xi64>
    %111 = stablehlo.select %109, %110, %108 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %112 = stablehlo.reshape %111 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %113 = stablehlo.concatenate %107, %112, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %114 = "stablehlo.gather"(%102, %113) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %115 = stablehlo.convert %114 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %116 = stablehlo.reshape %115 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %118 = stablehlo.and %101, %117 : tensor<2x1x8x8xui8>
    %119 = stablehlo.compare  NE, %118, %c_78 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %120 = stablehlo.select %119, %cst_57, %cst_56 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %123 = stablehlo.add %81, %122 : tensor<2x4x8x8xf32>
    %124 = stablehlo.reduce(%123 init: %cst_77) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %126 = stablehlo.subtract %123, %125 : tensor<2x4x8x8xf32>
    %127 = stablehlo.exponential %126 : tensor<2x4x8x8xf32>
    %128 = stablehlo.reduce(%127 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %130 = stablehlo.divide %127, %129 : tensor<2x4x8x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %132 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %133 = stablehlo.dot_general %17, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %134 = stablehlo.reshape %133 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %135 = stablehlo.transpose %134, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %138 = stablehlo.dot_general %131, %137, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %140 = stablehlo.transpose %139, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %142 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %143 = stablehlo.dot_general %141, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %144 = stablehlo.reshape %143 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %145 = stablehlo.add %4, %144 : tensor<2x8x32xf32>
    %146 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %147 = stablehlo.power %145, %cst_74 : tensor<2x8x32xf32>
    %148 = stablehlo.reduce(%147 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %149 = stablehlo.multiply %148, %cst_73 : tensor<2x8xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %151 = stablehlo.add %150, %cst_72 : tensor<2x8x1xf32>
    %152 = stablehlo.rsqrt %151 : tensor<2x8x1xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %155 = stablehlo.multiply %145, %154 : tensor<2x8x32xf32>
    %156 = stablehlo.multiply %146, %155 : tensor<2x8x32xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %158 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %160 = stablehlo.reshape %159 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %161 = stablehlo.logistic %160 : tensor<2x8x64xf32>
    %162 = stablehlo.multiply %160, %161 : tensor<2x8x64xf32>
    %163 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %164 = stablehlo.dot_general %157, %163, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %165 = stablehlo.reshape %164 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %166 = stablehlo.multiply %162, %165 : tensor<2x8x64xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %168 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %169 = stablehlo.dot_general %167, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %171 = stablehlo.add %145, %170 : tensor<2x8x32xf32>
    %172 = stablehlo.broadcast_in_dim %arg25, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %173 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %174 = stablehlo.power %171, %cst_74 : tensor<2x8x32xf32>
    %175 = stablehlo.reduce(%174 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %176 = stablehlo.multiply %175, %cst_73 : tensor<2x8xf32>
    %177 = stablehlo.reshape %176 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %178 = stablehlo.add %177, %cst_72 : tensor<2x8x1xf32>
    %179 = stablehlo.rsqrt %178 : tensor<2x8x1xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %182 = stablehlo.multiply %171, %181 : tensor<2x8x32xf32>
    %183 = stablehlo.multiply %173, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %185 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %186 = stablehlo.dot_general %184, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %188 = stablehlo.transpose %187, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %189 = stablehlo.power %188, %cst_71 : tensor<2x4x8x8xf32>
    %190 = stablehlo.reduce(%189 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %191 = stablehlo.multiply %190, %cst_70 : tensor<2x4x8xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %193 = stablehlo.add %192, %cst_69 : tensor<2x4x8x1xf32>
    %194 = stablehlo.rsqrt %193 : tensor<2x4x8x1xf32>
    %195 = stablehlo.reshape %194 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %197 = stablehlo.multiply %188, %196 : tensor<2x4x8x8xf32>
    %198 = stablehlo.multiply %172, %197 : tensor<2x4x8x8xf32>
    %199 = stablehlo.multiply %198, %38 : tensor<2x4x8x8xf32>
    %200 = stablehlo.slice %198 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %201 = stablehlo.negate %200 : tensor<2x4x8x4xf32>
    %202 = stablehlo.slice %198 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %203 = stablehlo.concatenate %201, %202, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %204 = stablehlo.multiply %203, %46 : tensor<2x4x8x8xf32>
    %205 = stablehlo.add %199, %204 : tensor<2x4x8x8xf32>
    %206 = stablehlo.multiply %205, %cst_67 : tensor<2x4x8x8xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %208 = stablehlo.broadcast_in_dim %arg23, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %209 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %210 = stablehlo.dot_general %184, %209, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %211 = stablehlo.reshape %210 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %212 = stablehlo.transpose %211, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %213 = stablehlo.power %212, %cst_66 : tensor<2x2x8x8xf32>
    %214 = stablehlo.reduce(%213 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %215 = stablehlo.multiply %214, %cst_65 : tensor<2x2x8xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %217 = stablehlo.add %216, %cst_64 : tensor<2x2x8x1xf32>
    %218 = stablehlo.rsqrt %217 : tensor<2x2x8x1xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %221 = stablehlo.multiply %212, %220 : tensor<2x2x8x8xf32>
    %222 = stablehlo.multiply %208, %221 : tensor<2x2x8x8xf32>
    %223 = stablehlo.multiply %222, %66 : tensor<2x2x8x8xf32>
    %224 = stablehlo.slice %222 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %225 = stablehlo.negate %224 : tensor<2x2x8x4xf32>
    %226 = stablehlo.slice %222 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %227 = stablehlo.concatenate %225, %226, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %228 = stablehlo.multiply %227, %72 : tensor<2x2x8x8xf32>
    %229 = stablehlo.add %223, %228 : tensor<2x2x8x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %232 = stablehlo.transpose %231, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %233 = stablehlo.multiply %232, %cst_67 : tensor<2x4x8x8xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %235 = stablehlo.dot_general %207, %234, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %237 = stablehlo.add %236, %122 : tensor<2x4x8x8xf32>
    %238 = stablehlo.reduce(%237 init: %cst_77) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %240 = stablehlo.subtract %237, %239 : tensor<2x4x8x8xf32>
    %241 = stablehlo.exponential %240 : tensor<2x4x8x8xf32>
    %242 = stablehlo.reduce(%241 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %244 = stablehlo.divide %241, %243 : tensor<2x4x8x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %246 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %247 = stablehlo.dot_general %184, %246, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %248 = stablehlo.reshape %247 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %249 = stablehlo.transpose %248, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %252 = stablehlo.dot_general %245, %251, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %253 = stablehlo.reshape %252 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %254 = stablehlo.transpose %253, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %256 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %257 = stablehlo.dot_general %255, %256, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %258 = stablehlo.reshape %257 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %259 = stablehlo.add %171, %258 : tensor<2x8x32xf32>
    %260 = stablehlo.power %259, %cst_74 : tensor<2x8x32xf32>
    %261 = stablehlo.reduce(%260 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %262 = stablehlo.multiply %261, %cst_73 : tensor<2x8xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %264 = stablehlo.add %263, %cst_72 : tensor<2x8x1xf32>
    %265 = stablehlo.rsqrt %264 : tensor<2x8x1xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %268 = stablehlo.multiply %259, %267 : tensor<2x8x32xf32>
    %269 = stablehlo.multiply %0, %268 : tensor<2x8x32xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %271 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %272 = stablehlo.dot_general %270, %271, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %273 = stablehlo.logistic %272 : tensor<16x4xf32>
    %274 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %275 = stablehlo.add %273, %274 : tensor<16x4xf32>
    %276 = stablehlo.reshape %275 : (tensor<16x4xf32>) -> tensor<16x1x4xf32>
    %277 = "stablehlo.sort"(%276) <{dimension = 2 : i64, is_stable = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %917 = stablehlo.compare  GT, %arg61, %arg62,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %917 : tensor<i1>
    }) : (tensor<16x1x4xf32>) -> tensor<16x1x4xf32>
    %278 = stablehlo.slice %277 [0:16, 0:1, 0:2] : (tensor<16x1x4xf32>) -> tensor<16x1x2xf32>
    %279 = stablehlo.reduce(%278 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<16x1x2xf32>, tensor<f32>) -> tensor<16x1xf32>
    %280:2 = "stablehlo.sort"(%279, %c_55) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>, %arg63: tensor<i32>, %arg64: tensor<i32>):
      %917 = stablehlo.compare  GT, %arg61, %arg62,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %917 : tensor<i1>
    }) : (tensor<16x1xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1xi32>)
    %281 = stablehlo.iota dim = 0 : tensor<16xi64>
    %282 = stablehlo.reshape %281 : (tensor<16xi64>) -> tensor<16x1x1xi64>
    %283 = stablehlo.convert %280#1 : (tensor<16x1xi32>) -> tensor<16x1xi64>
    %284 = stablehlo.reshape %283 : (tensor<16x1xi64>) -> tensor<16x1x1xi64>
    %285 = stablehlo.concatenate %282, %284, dim = 2 : (tensor<16x1x1xi64>, tensor<16x1x1xi64>) -> tensor<16x1x2xi64>
    %286 = "stablehlo.scatter"(%cst_54, %285, %cst_53) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      stablehlo.return %arg62 : tensor<f32>
    }) : (tensor<16x1xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1x4xf32>
    %288 = stablehlo.reshape %287 : (tensor<16x1x4xf32>) -> tensor<16x4xf32>
    %289 = stablehlo.compare  NE, %288, %cst_76 : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xi1>
    %290 = stablehlo.select %289, %275, %cst_52 : tensor<16x4xi1>, tensor<16x4xf32>
    %291 = stablehlo.iota dim = 0 : tensor<4xi32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %293:2 = "stablehlo.sort"(%290, %292) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>, %arg63: tensor<i32>, %arg64: tensor<i32>):
      %917 = stablehlo.compare  GT, %arg61, %arg62,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %917 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %294 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %295 = stablehlo.slice %293#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %296 = stablehlo.convert %295 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %297 = stablehlo.reshape %296 : (tensor<16x2xi64>) -> tensor<32xi64>
    %298 = stablehlo.compare  LT, %297, %c_51 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %299 = stablehlo.add %297, %c_50 : tensor<32xi64>
    %300 = stablehlo.select %298, %299, %297 : tensor<32xi1>, tensor<32xi64>
    %301 = stablehlo.reshape %300 : (tensor<32xi64>) -> tensor<32x1xi64>
    %302 = "stablehlo.gather"(%arg31, %301) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %303 = "stablehlo.gather"(%arg30, %301) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %304 = stablehlo.broadcast_in_dim %270, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %305 = stablehlo.reshape %304 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %306 = stablehlo.dot_general %303, %305, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %307 = stablehlo.reshape %306 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %308 = stablehlo.slice %307 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %309 = stablehlo.logistic %308 : tensor<32x32xf32>
    %310 = stablehlo.multiply %308, %309 : tensor<32x32xf32>
    %311 = stablehlo.slice %307 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %312 = stablehlo.multiply %310, %311 : tensor<32x32xf32>
    %313 = stablehlo.reshape %312 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %314 = stablehlo.dot_general %302, %313, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %315 = stablehlo.reshape %314 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %316 = stablehlo.iota dim = 0 : tensor<16xui32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0] : (tensor<16xui32>) -> tensor<16x2x1xui32>
    %318 = stablehlo.convert %295 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %319 = stablehlo.reshape %318 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %320 = stablehlo.concatenate %317, %319, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %321 = "stablehlo.gather"(%273, %320) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %322 = stablehlo.reduce(%321 init: %cst_81) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %323 = stablehlo.reshape %322 : (tensor<16xf32>) -> tensor<16x1xf32>
    %324 = stablehlo.add %323, %cst_49 : tensor<16x1xf32>
    %325 = stablehlo.reshape %324 : (tensor<16x1xf32>) -> tensor<16xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %327 = stablehlo.divide %321, %326 : tensor<16x2xf32>
    %328 = stablehlo.multiply %327, %cst_48 : tensor<16x2xf32>
    %329 = stablehlo.reshape %328 : (tensor<16x2xf32>) -> tensor<32xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %331 = stablehlo.multiply %315, %330 : tensor<32x32xf32>
    %332 = stablehlo.reshape %331 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %333 = stablehlo.reduce(%332 init: %cst_81) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %334 = stablehlo.reshape %333 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %335 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %336 = stablehlo.dot_general %270, %335, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %337 = stablehlo.reshape %336 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %338 = stablehlo.logistic %337 : tensor<2x8x32xf32>
    %339 = stablehlo.multiply %337, %338 : tensor<2x8x32xf32>
    %340 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %341 = stablehlo.dot_general %270, %340, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %342 = stablehlo.reshape %341 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %343 = stablehlo.multiply %339, %342 : tensor<2x8x32xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %345 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %346 = stablehlo.dot_general %344, %345, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %347 = stablehlo.reshape %346 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %348 = stablehlo.add %334, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.add %259, %348 : tensor<2x8x32xf32>
    %350 = stablehlo.power %349, %cst_74 : tensor<2x8x32xf32>
    %351 = stablehlo.reduce(%350 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %352 = stablehlo.multiply %351, %cst_73 : tensor<2x8xf32>
    %353 = stablehlo.reshape %352 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %354 = stablehlo.add %353, %cst_72 : tensor<2x8x1xf32>
    %355 = stablehlo.rsqrt %354 : tensor<2x8x1xf32>
    %356 = stablehlo.reshape %355 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %358 = stablehlo.multiply %349, %357 : tensor<2x8x32xf32>
    %359 = stablehlo.multiply %294, %358 : tensor<2x8x32xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %361 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %362 = stablehlo.dot_general %360, %361, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %363 = stablehlo.reshape %362 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %364 = stablehlo.slice %363 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %365 = stablehlo.reduce(%364 init: %cst_77) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %367 = stablehlo.subtract %364, %366 : tensor<2x7x128xf32>
    %368 = stablehlo.exponential %367 : tensor<2x7x128xf32>
    %369 = stablehlo.reduce(%368 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %370 = stablehlo.log %369 : tensor<2x7xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %372 = stablehlo.subtract %367, %371 : tensor<2x7x128xf32>
    %373 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %375 = stablehlo.broadcast_in_dim %c_75, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %376 = stablehlo.compare  EQ, %374, %375 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %377 = stablehlo.convert %376 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %378 = stablehlo.convert %377 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %379 = stablehlo.multiply %372, %378 : tensor<2x7x128xf32>
    %380 = stablehlo.reduce(%379 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %381 = stablehlo.reduce(%380 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %382 = stablehlo.multiply %381, %cst_47 : tensor<f32>
    %383 = stablehlo.negate %382 : tensor<f32>
    %384 = stablehlo.multiply %arg33, %cst_46 : tensor<128x32xf32>
    %385 = stablehlo.compare  LT, %arg0, %c_79 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %386 = stablehlo.add %arg0, %c_44 : tensor<2x8xi64>
    %387 = stablehlo.select %385, %386, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %388 = stablehlo.reshape %387 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %389 = stablehlo.compare  EQ, %arg0, %c_79 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %391 = stablehlo.multiply %378, %cst_41 : tensor<2x7x128xf32>
    %392 = stablehlo.exponential %372 : tensor<2x7x128xf32>
    %393 = stablehlo.reduce(%391 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %395 = stablehlo.multiply %392, %394 : tensor<2x7x128xf32>
    %396 = stablehlo.subtract %391, %395 : tensor<2x7x128xf32>
    %397 = stablehlo.pad %396, %cst_81, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %398 = stablehlo.select %c_42, %397, %cst_40 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %399 = stablehlo.reshape %398 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %400 = stablehlo.dot_general %399, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %401 = stablehlo.reshape %400 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %402 = stablehlo.multiply %401, %294 : tensor<2x8x32xf32>
    %403 = stablehlo.multiply %402, %357 : tensor<2x8x32xf32>
    %404 = stablehlo.multiply %402, %349 : tensor<2x8x32xf32>
    %405 = stablehlo.reduce(%404 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %406 = stablehlo.reshape %405 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %407 = stablehlo.multiply %406, %cst_39 : tensor<2x8x1xf32>
    %408 = stablehlo.power %355, %cst_38 : tensor<2x8x1xf32>
    %409 = stablehlo.multiply %407, %408 : tensor<2x8x1xf32>
    %410 = stablehlo.reshape %409 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %412 = stablehlo.divide %411, %cst_37 : tensor<2x8x32xf32>
    %413 = stablehlo.power %349, %cst_36 : tensor<2x8x32xf32>
    %414 = stablehlo.multiply %413, %cst_74 : tensor<2x8x32xf32>
    %415 = stablehlo.multiply %412, %414 : tensor<2x8x32xf32>
    %416 = stablehlo.add %403, %415 : tensor<2x8x32xf32>
    %417 = stablehlo.reshape %416 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %418 = stablehlo.dot_general %417, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %419 = stablehlo.reshape %418 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %420 = stablehlo.multiply %419, %339 : tensor<2x8x32xf32>
    %421 = stablehlo.reshape %420 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %422 = stablehlo.dot_general %421, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %423 = stablehlo.reshape %422 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %424 = stablehlo.multiply %419, %342 : tensor<2x8x32xf32>
    %425 = stablehlo.subtract %cst_36, %338 : tensor<2x8x32xf32>
    %426 = stablehlo.multiply %337, %425 : tensor<2x8x32xf32>
    %427 = stablehlo.add %426, %cst_36 : tensor<2x8x32xf32>
    %428 = stablehlo.multiply %338, %427 : tensor<2x8x32xf32>
    %429 = stablehlo.multiply %424, %428 : tensor<2x8x32xf32>
    %430 = stablehlo.reshape %429 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %431 = stablehlo.dot_general %430, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %432 = stablehlo.reshape %431 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %433 = stablehlo.add %423, %432 : tensor<2x8x32xf32>
    %434 = stablehlo.transpose %303, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %435 = stablehlo.transpose %302, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %436 = stablehlo.broadcast_in_dim %417, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %437 = stablehlo.reshape %436 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %438 = stablehlo.multiply %437, %330 : tensor<32x32xf32>
    %439 = stablehlo.reshape %438 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %440 = stablehlo.dot_general %435, %439, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %441 = stablehlo.reshape %440 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %442 = stablehlo.multiply %441, %311 : tensor<32x32xf32>
    %443 = stablehlo.subtract %cst_35, %309 : tensor<32x32xf32>
    %444 = stablehlo.multiply %308, %443 : tensor<32x32xf32>
    %445 = stablehlo.add %444, %cst_35 : tensor<32x32xf32>
    %446 = stablehlo.multiply %309, %445 : tensor<32x32xf32>
    %447 = stablehlo.multiply %442, %446 : tensor<32x32xf32>
    %448 = stablehlo.multiply %441, %310 : tensor<32x32xf32>
    %449 = stablehlo.concatenate %447, %448, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %450 = stablehlo.reshape %449 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %451 = stablehlo.dot_general %434, %450, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %452 = stablehlo.reshape %451 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %453 = stablehlo.reduce(%452 init: %cst_81) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %454 = stablehlo.reshape %453 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %455 = stablehlo.add %433, %454 : tensor<2x8x32xf32>
    %456 = stablehlo.broadcast_in_dim %281, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %457 = stablehlo.reshape %296 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %458 = stablehlo.concatenate %456, %457, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %459 = stablehlo.multiply %437, %315 : tensor<32x32xf32>
    %460 = stablehlo.reduce(%459 init: %cst_81) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %461 = stablehlo.reshape %460 : (tensor<32xf32>) -> tensor<16x2xf32>
    %462 = stablehlo.multiply %461, %cst_48 : tensor<16x2xf32>
    %463 = stablehlo.divide %462, %326 : tensor<16x2xf32>
    %464 = stablehlo.negate %462 : tensor<16x2xf32>
    %465 = stablehlo.divide %327, %326 : tensor<16x2xf32>
    %466 = stablehlo.multiply %464, %465 : tensor<16x2xf32>
    %467 = stablehlo.reduce(%466 init: %cst_81) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %469 = stablehlo.add %463, %468 : tensor<16x2xf32>
    %470 = "stablehlo.scatter"(%cst_76, %458, %469) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %917 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %917 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %471 = stablehlo.subtract %cst_34, %273 : tensor<16x4xf32>
    %472 = stablehlo.multiply %273, %471 : tensor<16x4xf32>
    %473 = stablehlo.multiply %470, %472 : tensor<16x4xf32>
    %474 = stablehlo.dot_general %473, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %475 = stablehlo.reshape %474 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %476 = stablehlo.add %455, %475 : tensor<2x8x32xf32>
    %477 = stablehlo.multiply %476, %0 : tensor<2x8x32xf32>
    %478 = stablehlo.multiply %477, %267 : tensor<2x8x32xf32>
    %479 = stablehlo.add %416, %478 : tensor<2x8x32xf32>
    %480 = stablehlo.multiply %477, %259 : tensor<2x8x32xf32>
    %481 = stablehlo.reduce(%480 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %482 = stablehlo.reshape %481 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %483 = stablehlo.multiply %482, %cst_39 : tensor<2x8x1xf32>
    %484 = stablehlo.power %265, %cst_38 : tensor<2x8x1xf32>
    %485 = stablehlo.multiply %483, %484 : tensor<2x8x1xf32>
    %486 = stablehlo.reshape %485 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %488 = stablehlo.divide %487, %cst_37 : tensor<2x8x32xf32>
    %489 = stablehlo.power %259, %cst_36 : tensor<2x8x32xf32>
    %490 = stablehlo.multiply %489, %cst_74 : tensor<2x8x32xf32>
    %491 = stablehlo.multiply %488, %490 : tensor<2x8x32xf32>
    %492 = stablehlo.add %479, %491 : tensor<2x8x32xf32>
    %493 = stablehlo.transpose %245, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %494 = stablehlo.reshape %492 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %495 = stablehlo.dot_general %494, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %496 = stablehlo.reshape %495 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %497 = stablehlo.transpose %496, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %498 = stablehlo.reshape %497 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %499 = stablehlo.dot_general %493, %498, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %500 = stablehlo.reshape %499 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %501 = stablehlo.reduce(%500 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %502 = stablehlo.transpose %501, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %503 = stablehlo.reshape %502 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %504 = stablehlo.dot_general %503, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %505 = stablehlo.reshape %504 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %506 = stablehlo.transpose %207, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %507 = stablehlo.transpose %251, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %508 = stablehlo.dot_general %498, %507, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %509 = stablehlo.reshape %508 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %510 = stablehlo.multiply %509, %244 : tensor<2x4x8x8xf32>
    %511 = stablehlo.reduce(%510 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %513 = stablehlo.multiply %244, %512 : tensor<2x4x8x8xf32>
    %514 = stablehlo.subtract %510, %513 : tensor<2x4x8x8xf32>
    %515 = stablehlo.reshape %514 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %516 = stablehlo.dot_general %506, %515, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %517 = stablehlo.reshape %516 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %518 = stablehlo.multiply %517, %cst_67 : tensor<2x4x8x8xf32>
    %519 = stablehlo.transpose %518, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %520 = stablehlo.reshape %519 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %521 = stablehlo.reduce(%520 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %522 = stablehlo.multiply %521, %72 : tensor<2x2x8x8xf32>
    %523 = stablehlo.slice %522 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %524 = stablehlo.negate %523 : tensor<2x2x8x4xf32>
    %525 = stablehlo.pad %524, %cst_81, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %526 = stablehlo.select %c_33, %525, %cst_32 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %527 = stablehlo.slice %522 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %528 = stablehlo.pad %527, %cst_81, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %529 = stablehlo.select %c_31, %528, %cst_32 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %530 = stablehlo.add %526, %529 : tensor<2x2x8x8xf32>
    %531 = stablehlo.multiply %521, %66 : tensor<2x2x8x8xf32>
    %532 = stablehlo.add %530, %531 : tensor<2x2x8x8xf32>
    %533 = stablehlo.multiply %532, %208 : tensor<2x2x8x8xf32>
    %534 = stablehlo.multiply %533, %220 : tensor<2x2x8x8xf32>
    %535 = stablehlo.multiply %533, %212 : tensor<2x2x8x8xf32>
    %536 = stablehlo.reduce(%535 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %537 = stablehlo.reshape %536 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %538 = stablehlo.multiply %537, %cst_30 : tensor<2x2x8x1xf32>
    %539 = stablehlo.power %218, %cst_29 : tensor<2x2x8x1xf32>
    %540 = stablehlo.multiply %538, %539 : tensor<2x2x8x1xf32>
    %541 = stablehlo.reshape %540 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %543 = stablehlo.divide %542, %cst_28 : tensor<2x2x8x8xf32>
    %544 = stablehlo.power %212, %cst_27 : tensor<2x2x8x8xf32>
    %545 = stablehlo.multiply %544, %cst_66 : tensor<2x2x8x8xf32>
    %546 = stablehlo.multiply %543, %545 : tensor<2x2x8x8xf32>
    %547 = stablehlo.add %534, %546 : tensor<2x2x8x8xf32>
    %548 = stablehlo.transpose %547, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %550 = stablehlo.dot_general %549, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %551 = stablehlo.reshape %550 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %552 = stablehlo.add %505, %551 : tensor<2x8x32xf32>
    %553 = stablehlo.transpose %234, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %554 = stablehlo.dot_general %515, %553, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %555 = stablehlo.reshape %554 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %556 = stablehlo.multiply %555, %cst_67 : tensor<2x4x8x8xf32>
    %557 = stablehlo.multiply %556, %46 : tensor<2x4x8x8xf32>
    %558 = stablehlo.slice %557 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %559 = stablehlo.negate %558 : tensor<2x4x8x4xf32>
    %560 = stablehlo.pad %559, %cst_81, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %561 = stablehlo.select %c_26, %560, %cst_25 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %562 = stablehlo.slice %557 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %563 = stablehlo.pad %562, %cst_81, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %564 = stablehlo.select %c, %563, %cst_25 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %565 = stablehlo.add %561, %564 : tensor<2x4x8x8xf32>
    %566 = stablehlo.multiply %556, %38 : tensor<2x4x8x8xf32>
    %567 = stablehlo.add %565, %566 : tensor<2x4x8x8xf32>
    %568 = stablehlo.multiply %567, %172 : tensor<2x4x8x8xf32>
    %569 = stablehlo.multiply %568, %196 : tensor<2x4x8x8xf32>
    %570 = stablehlo.multiply %568, %188 : tensor<2x4x8x8xf32>
    %571 = stablehlo.reduce(%570 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %572 = stablehlo.reshape %571 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %573 = stablehlo.multiply %572, %cst_24 : tensor<2x4x8x1xf32>
    %574 = stablehlo.power %194, %cst_23 : tensor<2x4x8x1xf32>
    %575 = stablehlo.multiply %573, %574 : tensor<2x4x8x1xf32>
    %576 = stablehlo.reshape %575 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %578 = stablehlo.divide %577, %cst_22 : tensor<2x4x8x8xf32>
    %579 = stablehlo.power %188, %cst_21 : tensor<2x4x8x8xf32>
    %580 = stablehlo.multiply %579, %cst_71 : tensor<2x4x8x8xf32>
    %581 = stablehlo.multiply %578, %580 : tensor<2x4x8x8xf32>
    %582 = stablehlo.add %569, %581 : tensor<2x4x8x8xf32>
    %583 = stablehlo.transpose %582, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %584 = stablehlo.reshape %583 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %585 = stablehlo.dot_general %584, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %586 = stablehlo.reshape %585 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %587 = stablehlo.add %552, %586 : tensor<2x8x32xf32>
    %588 = stablehlo.multiply %587, %173 : tensor<2x8x32xf32>
    %589 = stablehlo.multiply %588, %181 : tensor<2x8x32xf32>
    %590 = stablehlo.add %492, %589 : tensor<2x8x32xf32>
    %591 = stablehlo.multiply %588, %171 : tensor<2x8x32xf32>
    %592 = stablehlo.reduce(%591 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %593 = stablehlo.reshape %592 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %594 = stablehlo.multiply %593, %cst_39 : tensor<2x8x1xf32>
    %595 = stablehlo.power %179, %cst_38 : tensor<2x8x1xf32>
    %596 = stablehlo.multiply %594, %595 : tensor<2x8x1xf32>
    %597 = stablehlo.reshape %596 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %599 = stablehlo.divide %598, %cst_37 : tensor<2x8x32xf32>
    %600 = stablehlo.power %171, %cst_36 : tensor<2x8x32xf32>
    %601 = stablehlo.multiply %600, %cst_74 : tensor<2x8x32xf32>
    %602 = stablehlo.multiply %599, %601 : tensor<2x8x32xf32>
    %603 = stablehlo.add %590, %602 : tensor<2x8x32xf32>
    %604 = stablehlo.reshape %603 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %605 = stablehlo.dot_general %604, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %606 = stablehlo.reshape %605 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %607 = stablehlo.multiply %606, %162 : tensor<2x8x64xf32>
    %608 = stablehlo.reshape %607 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %609 = stablehlo.dot_general %608, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %610 = stablehlo.reshape %609 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %611 = stablehlo.multiply %606, %165 : tensor<2x8x64xf32>
    %612 = stablehlo.subtract %cst_20, %161 : tensor<2x8x64xf32>
    %613 = stablehlo.multiply %160, %612 : tensor<2x8x64xf32>
    %614 = stablehlo.add %613, %cst_20 : tensor<2x8x64xf32>
    %615 = stablehlo.multiply %161, %614 : tensor<2x8x64xf32>
    %616 = stablehlo.multiply %611, %615 : tensor<2x8x64xf32>
    %617 = stablehlo.reshape %616 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %618 = stablehlo.dot_general %617, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %619 = stablehlo.reshape %618 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %620 = stablehlo.add %610, %619 : tensor<2x8x32xf32>
    %621 = stablehlo.multiply %620, %146 : tensor<2x8x32xf32>
    %622 = stablehlo.multiply %621, %154 : tensor<2x8x32xf32>
    %623 = stablehlo.add %603, %622 : tensor<2x8x32xf32>
    %624 = stablehlo.multiply %621, %145 : tensor<2x8x32xf32>
    %625 = stablehlo.reduce(%624 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %626 = stablehlo.reshape %625 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %627 = stablehlo.multiply %626, %cst_39 : tensor<2x8x1xf32>
    %628 = stablehlo.power %152, %cst_38 : tensor<2x8x1xf32>
    %629 = stablehlo.multiply %627, %628 : tensor<2x8x1xf32>
    %630 = stablehlo.reshape %629 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %632 = stablehlo.divide %631, %cst_37 : tensor<2x8x32xf32>
    %633 = stablehlo.power %145, %cst_36 : tensor<2x8x32xf32>
    %634 = stablehlo.multiply %633, %cst_74 : tensor<2x8x32xf32>
    %635 = stablehlo.multiply %632, %634 : tensor<2x8x32xf32>
    %636 = stablehlo.add %623, %635 : tensor<2x8x32xf32>
    %637 = stablehlo.transpose %131, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %638 = stablehlo.reshape %636 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %639 = stablehlo.dot_general %638, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %640 = stablehlo.reshape %639 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %641 = stablehlo.transpose %640, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %642 = stablehlo.reshape %641 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %643 = stablehlo.dot_general %637, %642, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %644 = stablehlo.reshape %643 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %645 = stablehlo.reduce(%644 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %646 = stablehlo.transpose %645, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %647 = stablehlo.reshape %646 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %648 = stablehlo.dot_general %647, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %649 = stablehlo.reshape %648 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %650 = stablehlo.transpose %50, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %651 = stablehlo.transpose %137, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %652 = stablehlo.dot_general %642, %651, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %653 = stablehlo.reshape %652 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %654 = stablehlo.multiply %653, %130 : tensor<2x4x8x8xf32>
    %655 = stablehlo.reduce(%654 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %657 = stablehlo.multiply %130, %656 : tensor<2x4x8x8xf32>
    %658 = stablehlo.subtract %654, %657 : tensor<2x4x8x8xf32>
    %659 = stablehlo.reshape %658 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %660 = stablehlo.dot_general %650, %659, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %661 = stablehlo.reshape %660 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %662 = stablehlo.multiply %661, %cst_67 : tensor<2x4x8x8xf32>
    %663 = stablehlo.transpose %662, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %664 = stablehlo.reshape %663 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %665 = stablehlo.reduce(%664 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %666 = stablehlo.multiply %665, %72 : tensor<2x2x8x8xf32>
    %667 = stablehlo.slice %666 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %668 = stablehlo.negate %667 : tensor<2x2x8x4xf32>
    %669 = stablehlo.pad %668, %cst_81, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %670 = stablehlo.select %c_33, %669, %cst_32 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %671 = stablehlo.slice %666 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %672 = stablehlo.pad %671, %cst_81, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %673 = stablehlo.select %c_31, %672, %cst_32 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %674 = stablehlo.add %670, %673 : tensor<2x2x8x8xf32>
    %675 = stablehlo.multiply %665, %66 : tensor<2x2x8x8xf32>
    %676 = stablehlo.add %674, %675 : tensor<2x2x8x8xf32>
    %677 = stablehlo.multiply %676, %51 : tensor<2x2x8x8xf32>
    %678 = stablehlo.multiply %677, %63 : tensor<2x2x8x8xf32>
    %679 = stablehlo.multiply %677, %55 : tensor<2x2x8x8xf32>
    %680 = stablehlo.reduce(%679 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %681 = stablehlo.reshape %680 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %682 = stablehlo.multiply %681, %cst_30 : tensor<2x2x8x1xf32>
    %683 = stablehlo.power %61, %cst_29 : tensor<2x2x8x1xf32>
    %684 = stablehlo.multiply %682, %683 : tensor<2x2x8x1xf32>
    %685 = stablehlo.reshape %684 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %687 = stablehlo.divide %686, %cst_28 : tensor<2x2x8x8xf32>
    %688 = stablehlo.power %55, %cst_27 : tensor<2x2x8x8xf32>
    %689 = stablehlo.multiply %688, %cst_66 : tensor<2x2x8x8xf32>
    %690 = stablehlo.multiply %687, %689 : tensor<2x2x8x8xf32>
    %691 = stablehlo.add %678, %690 : tensor<2x2x8x8xf32>
    %692 = stablehlo.transpose %691, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %693 = stablehlo.reshape %692 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %694 = stablehlo.dot_general %693, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %695 = stablehlo.reshape %694 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %696 = stablehlo.add %649, %695 : tensor<2x8x32xf32>
    %697 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %698 = stablehlo.dot_general %659, %697, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %699 = stablehlo.reshape %698 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %700 = stablehlo.multiply %699, %cst_67 : tensor<2x4x8x8xf32>
    %701 = stablehlo.multiply %700, %46 : tensor<2x4x8x8xf32>
    %702 = stablehlo.slice %701 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %703 = stablehlo.negate %702 : tensor<2x4x8x4xf32>
    %704 = stablehlo.pad %703, %cst_81, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %705 = stablehlo.select %c_26, %704, %cst_25 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %706 = stablehlo.slice %701 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %707 = stablehlo.pad %706, %cst_81, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %708 = stablehlo.select %c, %707, %cst_25 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %709 = stablehlo.add %705, %708 : tensor<2x4x8x8xf32>
    %710 = stablehlo.multiply %700, %38 : tensor<2x4x8x8xf32>
    %711 = stablehlo.add %709, %710 : tensor<2x4x8x8xf32>
    %712 = stablehlo.multiply %711, %5 : tensor<2x4x8x8xf32>
    %713 = stablehlo.multiply %712, %29 : tensor<2x4x8x8xf32>
    %714 = stablehlo.multiply %712, %21 : tensor<2x4x8x8xf32>
    %715 = stablehlo.reduce(%714 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %716 = stablehlo.reshape %715 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %717 = stablehlo.multiply %716, %cst_24 : tensor<2x4x8x1xf32>
    %718 = stablehlo.power %27, %cst_23 : tensor<2x4x8x1xf32>
    %719 = stablehlo.multiply %717, %718 : tensor<2x4x8x1xf32>
    %720 = stablehlo.reshape %719 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %722 = stablehlo.divide %721, %cst_22 : tensor<2x4x8x8xf32>
    %723 = stablehlo.power %21, %cst_21 : tensor<2x4x8x8xf32>
    %724 = stablehlo.multiply %723, %cst_71 : tensor<2x4x8x8xf32>
    %725 = stablehlo.multiply %722, %724 : tensor<2x4x8x8xf32>
    %726 = stablehlo.add %713, %725 : tensor<2x4x8x8xf32>
    %727 = stablehlo.transpose %726, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %728 = stablehlo.reshape %727 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %729 = stablehlo.dot_general %728, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %730 = stablehlo.reshape %729 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %731 = stablehlo.add %696, %730 : tensor<2x8x32xf32>
    %732 = stablehlo.multiply %731, %6 : tensor<2x8x32xf32>
    %733 = stablehlo.multiply %732, %14 : tensor<2x8x32xf32>
    %734 = stablehlo.add %636, %733 : tensor<2x8x32xf32>
    %735 = stablehlo.multiply %732, %4 : tensor<2x8x32xf32>
    %736 = stablehlo.reduce(%735 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %737 = stablehlo.reshape %736 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %738 = stablehlo.multiply %737, %cst_39 : tensor<2x8x1xf32>
    %739 = stablehlo.power %12, %cst_38 : tensor<2x8x1xf32>
    %740 = stablehlo.multiply %738, %739 : tensor<2x8x1xf32>
    %741 = stablehlo.reshape %740 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %743 = stablehlo.divide %742, %cst_37 : tensor<2x8x32xf32>
    %744 = stablehlo.power %4, %cst_36 : tensor<2x8x32xf32>
    %745 = stablehlo.multiply %744, %cst_74 : tensor<2x8x32xf32>
    %746 = stablehlo.multiply %743, %745 : tensor<2x8x32xf32>
    %747 = stablehlo.add %734, %746 : tensor<2x8x32xf32>
    %748 = stablehlo.select %390, %cst_43, %747 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %749 = "stablehlo.scatter"(%cst_45, %388, %748) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %917 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %917 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %750 = stablehlo.add %384, %749 : tensor<128x32xf32>
    %751 = stablehlo.multiply %750, %cst_19 : tensor<128x32xf32>
    %752 = stablehlo.subtract %arg10, %751 : tensor<128x32xf32>
    %753 = stablehlo.multiply %arg34, %cst_18 : tensor<32x32xf32>
    %754 = stablehlo.transpose %728, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %755 = stablehlo.dot_general %754, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %756 = stablehlo.add %753, %755 : tensor<32x32xf32>
    %757 = stablehlo.multiply %756, %cst_17 : tensor<32x32xf32>
    %758 = stablehlo.subtract %arg17, %757 : tensor<32x32xf32>
    %759 = stablehlo.multiply %arg35, %cst_16 : tensor<16x32xf32>
    %760 = stablehlo.transpose %693, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %761 = stablehlo.dot_general %760, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %762 = stablehlo.add %759, %761 : tensor<16x32xf32>
    %763 = stablehlo.multiply %762, %cst_15 : tensor<16x32xf32>
    %764 = stablehlo.subtract %arg15, %763 : tensor<16x32xf32>
    %765 = stablehlo.multiply %arg36, %cst_16 : tensor<16x32xf32>
    %766 = stablehlo.transpose %647, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %767 = stablehlo.dot_general %766, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %768 = stablehlo.add %765, %767 : tensor<16x32xf32>
    %769 = stablehlo.multiply %768, %cst_15 : tensor<16x32xf32>
    %770 = stablehlo.subtract %arg9, %769 : tensor<16x32xf32>
    %771 = stablehlo.multiply %arg37, %cst_18 : tensor<32x32xf32>
    %772 = stablehlo.transpose %638, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %773 = stablehlo.dot_general %772, %141, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %774 = stablehlo.add %771, %773 : tensor<32x32xf32>
    %775 = stablehlo.multiply %774, %cst_17 : tensor<32x32xf32>
    %776 = stablehlo.subtract %arg8, %775 : tensor<32x32xf32>
    %777 = stablehlo.multiply %arg38, %cst_14 : tensor<8xf32>
    %778 = stablehlo.multiply %711, %30 : tensor<2x4x8x8xf32>
    %779 = stablehlo.reduce(%778 init: %cst_81) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %780 = stablehlo.add %777, %779 : tensor<8xf32>
    %781 = stablehlo.multiply %780, %cst_13 : tensor<8xf32>
    %782 = stablehlo.subtract %arg18, %781 : tensor<8xf32>
    %783 = stablehlo.multiply %arg39, %cst_14 : tensor<8xf32>
    %784 = stablehlo.multiply %676, %64 : tensor<2x2x8x8xf32>
    %785 = stablehlo.reduce(%784 init: %cst_81) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %786 = stablehlo.add %783, %785 : tensor<8xf32>
    %787 = stablehlo.multiply %786, %cst_13 : tensor<8xf32>
    %788 = stablehlo.subtract %arg16, %787 : tensor<8xf32>
    %789 = stablehlo.multiply %arg40, %cst_12 : tensor<64x32xf32>
    %790 = stablehlo.transpose %617, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %791 = stablehlo.dot_general %790, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %792 = stablehlo.add %789, %791 : tensor<64x32xf32>
    %793 = stablehlo.multiply %792, %cst_11 : tensor<64x32xf32>
    %794 = stablehlo.subtract %arg20, %793 : tensor<64x32xf32>
    %795 = stablehlo.multiply %arg41, %cst_12 : tensor<64x32xf32>
    %796 = stablehlo.transpose %608, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %797 = stablehlo.dot_general %796, %157, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %798 = stablehlo.add %795, %797 : tensor<64x32xf32>
    %799 = stablehlo.multiply %798, %cst_11 : tensor<64x32xf32>
    %800 = stablehlo.subtract %arg7, %799 : tensor<64x32xf32>
    %801 = stablehlo.multiply %arg42, %cst_10 : tensor<32x64xf32>
    %802 = stablehlo.transpose %604, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %803 = stablehlo.dot_general %802, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %804 = stablehlo.add %801, %803 : tensor<32x64xf32>
    %805 = stablehlo.multiply %804, %cst_9 : tensor<32x64xf32>
    %806 = stablehlo.subtract %arg6, %805 : tensor<32x64xf32>
    %807 = stablehlo.multiply %arg43, %cst_8 : tensor<32xf32>
    %808 = stablehlo.multiply %731, %15 : tensor<2x8x32xf32>
    %809 = stablehlo.reduce(%808 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %810 = stablehlo.add %807, %809 : tensor<32xf32>
    %811 = stablehlo.multiply %810, %cst_7 : tensor<32xf32>
    %812 = stablehlo.subtract %arg11, %811 : tensor<32xf32>
    %813 = stablehlo.multiply %arg44, %cst_8 : tensor<32xf32>
    %814 = stablehlo.multiply %620, %155 : tensor<2x8x32xf32>
    %815 = stablehlo.reduce(%814 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %816 = stablehlo.add %813, %815 : tensor<32xf32>
    %817 = stablehlo.multiply %816, %cst_7 : tensor<32xf32>
    %818 = stablehlo.subtract %arg19, %817 : tensor<32xf32>
    %819 = stablehlo.multiply %arg45, %cst_18 : tensor<32x32xf32>
    %820 = stablehlo.transpose %584, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %821 = stablehlo.dot_general %820, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %822 = stablehlo.add %819, %821 : tensor<32x32xf32>
    %823 = stablehlo.multiply %822, %cst_17 : tensor<32x32xf32>
    %824 = stablehlo.subtract %arg24, %823 : tensor<32x32xf32>
    %825 = stablehlo.multiply %arg46, %cst_16 : tensor<16x32xf32>
    %826 = stablehlo.transpose %549, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %827 = stablehlo.dot_general %826, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %828 = stablehlo.add %825, %827 : tensor<16x32xf32>
    %829 = stablehlo.multiply %828, %cst_15 : tensor<16x32xf32>
    %830 = stablehlo.subtract %arg22, %829 : tensor<16x32xf32>
    %831 = stablehlo.multiply %arg47, %cst_16 : tensor<16x32xf32>
    %832 = stablehlo.transpose %503, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %833 = stablehlo.dot_general %832, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %834 = stablehlo.add %831, %833 : tensor<16x32xf32>
    %835 = stablehlo.multiply %834, %cst_15 : tensor<16x32xf32>
    %836 = stablehlo.subtract %arg5, %835 : tensor<16x32xf32>
    %837 = stablehlo.multiply %arg48, %cst_18 : tensor<32x32xf32>
    %838 = stablehlo.transpose %494, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %839 = stablehlo.dot_general %838, %255, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %840 = stablehlo.add %837, %839 : tensor<32x32xf32>
    %841 = stablehlo.multiply %840, %cst_17 : tensor<32x32xf32>
    %842 = stablehlo.subtract %arg4, %841 : tensor<32x32xf32>
    %843 = stablehlo.multiply %arg49, %cst_14 : tensor<8xf32>
    %844 = stablehlo.multiply %567, %197 : tensor<2x4x8x8xf32>
    %845 = stablehlo.reduce(%844 init: %cst_81) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %846 = stablehlo.add %843, %845 : tensor<8xf32>
    %847 = stablehlo.multiply %846, %cst_13 : tensor<8xf32>
    %848 = stablehlo.subtract %arg25, %847 : tensor<8xf32>
    %849 = stablehlo.multiply %arg50, %cst_14 : tensor<8xf32>
    %850 = stablehlo.multiply %532, %221 : tensor<2x2x8x8xf32>
    %851 = stablehlo.reduce(%850 init: %cst_81) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %852 = stablehlo.add %849, %851 : tensor<8xf32>
    %853 = stablehlo.multiply %852, %cst_13 : tensor<8xf32>
    %854 = stablehlo.subtract %arg23, %853 : tensor<8xf32>
    %855 = stablehlo.multiply %arg51, %cst_6 : tensor<4x64x32xf32>
    %856 = stablehlo.reshape %304 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %857 = stablehlo.dot_general %450, %856, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %858 = "stablehlo.scatter"(%cst_5, %301, %857) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %917 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %917 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %859 = stablehlo.add %855, %858 : tensor<4x64x32xf32>
    %860 = stablehlo.multiply %859, %cst_4 : tensor<4x64x32xf32>
    %861 = stablehlo.subtract %arg30, %860 : tensor<4x64x32xf32>
    %862 = stablehlo.multiply %arg52, %cst_3 : tensor<4x32x32xf32>
    %863 = stablehlo.reshape %312 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %864 = stablehlo.dot_general %439, %863, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %865 = "stablehlo.scatter"(%cst_2, %301, %864) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %917 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %917 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %866 = stablehlo.add %862, %865 : tensor<4x32x32xf32>
    %867 = stablehlo.multiply %866, %cst_1 : tensor<4x32x32xf32>
    %868 = stablehlo.subtract %arg31, %867 : tensor<4x32x32xf32>
    %869 = stablehlo.multiply %arg53, %cst_0 : tensor<4x32xf32>
    %870 = stablehlo.transpose %473, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %871 = stablehlo.dot_general %870, %270, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %872 = stablehlo.add %869, %871 : tensor<4x32xf32>
    %873 = stablehlo.multiply %872, %cst : tensor<4x32xf32>
    %874 = stablehlo.subtract %arg29, %873 : tensor<4x32xf32>
    %875 = stablehlo.multiply %arg54, %cst_18 : tensor<32x32xf32>
    %876 = stablehlo.transpose %430, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %877 = stablehlo.dot_general %876, %270, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %878 = stablehlo.add %875, %877 : tensor<32x32xf32>
    %879 = stablehlo.multiply %878, %cst_17 : tensor<32x32xf32>
    %880 = stablehlo.subtract %arg27, %879 : tensor<32x32xf32>
    %881 = stablehlo.multiply %arg55, %cst_18 : tensor<32x32xf32>
    %882 = stablehlo.transpose %421, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %883 = stablehlo.dot_general %882, %270, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %884 = stablehlo.add %881, %883 : tensor<32x32xf32>
    %885 = stablehlo.multiply %884, %cst_17 : tensor<32x32xf32>
    %886 = stablehlo.subtract %arg3, %885 : tensor<32x32xf32>
    %887 = stablehlo.multiply %arg56, %cst_18 : tensor<32x32xf32>
    %888 = stablehlo.transpose %417, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %889 = stablehlo.dot_general %888, %344, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %890 = stablehlo.add %887, %889 : tensor<32x32xf32>
    %891 = stablehlo.multiply %890, %cst_17 : tensor<32x32xf32>
    %892 = stablehlo.subtract %arg2, %891 : tensor<32x32xf32>
    %893 = stablehlo.multiply %arg57, %cst_8 : tensor<32xf32>
    %894 = stablehlo.multiply %587, %182 : tensor<2x8x32xf32>
    %895 = stablehlo.reduce(%894 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %896 = stablehlo.add %893, %895 : tensor<32xf32>
    %897 = stablehlo.multiply %896, %cst_7 : tensor<32xf32>
    %898 = stablehlo.subtract %arg21, %897 : tensor<32xf32>
    %899 = stablehlo.multiply %arg58, %cst_8 : tensor<32xf32>
    %900 = stablehlo.multiply %476, %268 : tensor<2x8x32xf32>
    %901 = stablehlo.reduce(%900 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %902 = stablehlo.add %899, %901 : tensor<32xf32>
    %903 = stablehlo.multiply %902, %cst_7 : tensor<32xf32>
    %904 = stablehlo.subtract %arg26, %903 : tensor<32xf32>
    %905 = stablehlo.multiply %arg59, %cst_8 : tensor<32xf32>
    %906 = stablehlo.multiply %401, %358 : tensor<2x8x32xf32>
    %907 = stablehlo.reduce(%906 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %908 = stablehlo.add %905, %907 : tensor<32xf32>
    %909 = stablehlo.multiply %908, %cst_7 : tensor<32xf32>
    %910 = stablehlo.subtract %arg32, %909 : tensor<32xf32>
    %911 = stablehlo.multiply %arg60, %cst_46 : tensor<128x32xf32>
    %912 = stablehlo.transpose %399, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %913 = stablehlo.dot_general %912, %360, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %914 = stablehlo.add %911, %913 : tensor<128x32xf32>
    %915 = stablehlo.multiply %914, %cst_19 : tensor<128x32xf32>
    %916 = stablehlo.subtract %arg1, %915 : tensor<128x32xf32>
    return %383, %752, %758, %764, %770, %776, %782, %788, %794, %800, %806, %812, %818, %824, %830, %836, %842, %848, %854, %861, %868, %874, %880, %886, %892, %898, %904, %910, %916, %750, %756, %762, %768, %774, %780, %786, %792, %798, %804, %810, %816, %822, %828, %834, %840, %846, %852, %859, %866, %872, %878, %884, %890, %896, %902, %908, %914 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
