module @IrToHlo.2643 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}, %arg2: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 10 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 9 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<8xf32> {tf.aliasing_output = 7 : i32}, %arg16: tensor<4xf32>, %arg17: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg18: tensor<8xf32> {tf.aliasing_output = 6 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg20: tensor<64x32xf32> {tf.aliasing_output = 8 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg22: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg23: tensor<8xf32> {tf.aliasing_output = 18 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg25: tensor<8xf32> {tf.aliasing_output = 17 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg28: tensor<4xf32>, %arg29: tensor<4x32xf32> {tf.aliasing_output = 21 : i32}, %arg30: tensor<4x64x32xf32> {tf.aliasing_output = 19 : i32}, %arg31: tensor<4x32x32xf32> {tf.aliasing_output = 20 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg33: tensor<128x32xf32> {tf.aliasing_output = 29 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg35: tensor<16x32xf32> {tf.aliasing_output = 31 : i32}, %arg36: tensor<16x32xf32> {tf.aliasing_output = 32 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<8xf32> {tf.aliasing_output = 34 : i32}, %arg39: tensor<8xf32> {tf.aliasing_output = 35 : i32}, %arg40: tensor<64x32xf32> {tf.aliasing_output = 36 : i32}, %arg41: tensor<64x32xf32> {tf.aliasing_output = 37 : i32}, %arg42: tensor<32x64xf32> {tf.aliasing_output = 38 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg45: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg46: tensor<16x32xf32> {tf.aliasing_output = 42 : i32}, %arg47: tensor<16x32xf32> {tf.aliasing_output = 43 : i32}, %arg48: tensor<32x32xf32> {tf.aliasing_output = 44 : i32}, %arg49: tensor<8xf32> {tf.aliasing_output = 45 : i32}, %arg50: tensor<8xf32> {tf.aliasing_output = 46 : i32}, %arg51: tensor<4x64x32xf32> {tf.aliasing_output = 47 : i32}, %arg52: tensor<4x32x32xf32> {tf.aliasing_output = 48 : i32}, %arg53: tensor<4x32xf32> {tf.aliasing_output = 49 : i32}, %arg54: tensor<32x32xf32> {tf.aliasing_output = 50 : i32}, %arg55: tensor<32x32xf32> {tf.aliasing_output = 51 : i32}, %arg56: tensor<32x32xf32> {tf.aliasing_output = 52 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg60: tensor<128x32xf32> {tf.aliasing_output = 56 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
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
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x4x8xf32>
    %cst_22 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x4x8xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x4x1xf32>
    %cst_24 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x4x1xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_26 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2x8xf32>
    %cst_28 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x2x8xf32>
    %cst_29 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x2x1xf32>
    %cst_30 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x2x1xf32>
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
    %c_62 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_63 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x2x1xf32>
    %cst_64 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x2xf32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x8xf32>
    %cst_66 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_67 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_68 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x4x1xf32>
    %cst_69 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x4xf32>
    %cst_70 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x4x8xf32>
    %cst_71 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_72 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_73 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_74 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_77 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_78 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_79 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_73 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_72 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_71 : tensor<2x8x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.power %20, %cst_70 : tensor<2x8x4x8xf32>
    %22 = stablehlo.reduce(%21 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %23 = stablehlo.multiply %22, %cst_69 : tensor<2x8x4xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %25 = stablehlo.add %24, %cst_68 : tensor<2x8x4x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x8x4x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %29 = stablehlo.multiply %20, %28 : tensor<2x8x4x8xf32>
    %30 = stablehlo.multiply %5, %29 : tensor<2x8x4x8xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %cst_67, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %33 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %49 = stablehlo.multiply %48, %cst_66 : tensor<2x4x8x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %52 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %53 = stablehlo.dot_general %17, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %55 = stablehlo.power %54, %cst_65 : tensor<2x8x2x8xf32>
    %56 = stablehlo.reduce(%55 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %57 = stablehlo.multiply %56, %cst_64 : tensor<2x8x2xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %59 = stablehlo.add %58, %cst_63 : tensor<2x8x2x1xf32>
    %60 = stablehlo.rsqrt %59 : tensor<2x8x2x1xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %63 = stablehlo.multiply %54, %62 : tensor<2x8x2x8xf32>
    %64 = stablehlo.multiply %51, %63 : tensor<2x8x2x8xf32>
    %65 = stablehlo.transpose %64, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
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
    %78 = stablehlo.multiply %77, %cst_66 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.dot_general %50, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %84 = stablehlo.broadcast_in_dim %c_62, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %85 = stablehlo.broadcast_in_dim %c_62, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %86 = stablehlo.compare  LE, %84, %85 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %87 = stablehlo.convert %86 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.and %83, %87 : tensor<1x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_79 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %90 = stablehlo.convert %89 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %91 = stablehlo.reshape %90 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %93 = stablehlo.compare  NE, %arg12, %c_78 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %94 = stablehlo.broadcast_in_dim %c_61, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %95 = stablehlo.compare  LT, %94, %c_60 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.add %94, %c_59 : tensor<2x1x1x8xi64>
    %97 = stablehlo.select %95, %96, %94 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %99 = stablehlo.broadcast_in_dim %c_62, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %100 = stablehlo.compare  LT, %99, %c_60 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %101 = stablehlo.add %99, %c_58 : tensor<2x1x1x8xi64>
    %102 = stablehlo.select %100, %101, %99 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %103 = stablehlo.reshape %102 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %104 = stablehlo.concatenate %98, %103, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %105 = "stablehlo.gather"(%93, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %106 = stablehlo.convert %105 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %109 = stablehlo.and %92, %108 : tensor<2x1x8x8xui8>
    %110 = stablehlo.compare  NE, %109, %c_77 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %111 = stablehlo.select %110, %cst_57, %cst_56 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %114 = stablehlo.add %81, %113 : tensor<2x4x8x8xf32>
    %115 = stablehlo.reduce(%114 init: %cst_76) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.subtract %114, %116 : tensor<2x4x8x8xf32>
    %118 = stablehlo.exponential %117 : tensor<2x4x8x8xf32>
    %119 = stablehlo.reduce(%118 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %121 = stablehlo.divide %118, %120 : tensor<2x4x8x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %123 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %124 = stablehlo.dot_general %17, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %126 = stablehlo.transpose %125, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %129 = stablehlo.dot_general %122, %128, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.add %4, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.power %136, %cst_73 : tensor<2x8x32xf32>
    %139 = stablehlo.reduce(%138 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %140 = stablehlo.multiply %139, %cst_72 : tensor<2x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %142 = stablehlo.add %141, %cst_71 : tensor<2x8x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<2x8x1xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.multiply %136, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.multiply %137, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %152 = stablehlo.logistic %151 : tensor<2x8x64xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<2x8x64xf32>
    %154 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %155 = stablehlo.dot_general %148, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %156 = stablehlo.reshape %155 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %157 = stablehlo.multiply %153, %156 : tensor<2x8x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %159 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %162 = stablehlo.add %136, %161 : tensor<2x8x32xf32>
    %163 = stablehlo.broadcast_in_dim %arg25, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %164 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.power %162, %cst_73 : tensor<2x8x32xf32>
    %166 = stablehlo.reduce(%165 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %167 = stablehlo.multiply %166, %cst_72 : tensor<2x8xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %169 = stablehlo.add %168, %cst_71 : tensor<2x8x1xf32>
    %170 = stablehlo.rsqrt %169 : tensor<2x8x1xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.multiply %162, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.multiply %164, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %179 = stablehlo.power %178, %cst_70 : tensor<2x8x4x8xf32>
    %180 = stablehlo.reduce(%179 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %181 = stablehlo.multiply %180, %cst_69 : tensor<2x8x4xf32>
    %182 = stablehlo.reshape %181 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %183 = stablehlo.add %182, %cst_68 : tensor<2x8x4x1xf32>
    %184 = stablehlo.rsqrt %183 : tensor<2x8x4x1xf32>
    %185 = stablehlo.reshape %184 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %187 = stablehlo.multiply %178, %186 : tensor<2x8x4x8xf32>
    %188 = stablehlo.multiply %163, %187 : tensor<2x8x4x8xf32>
    %189 = stablehlo.transpose %188, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %190 = stablehlo.multiply %189, %38 : tensor<2x4x8x8xf32>
    %191 = stablehlo.slice %189 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %192 = stablehlo.negate %191 : tensor<2x4x8x4xf32>
    %193 = stablehlo.slice %189 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %194 = stablehlo.concatenate %192, %193, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %195 = stablehlo.multiply %194, %46 : tensor<2x4x8x8xf32>
    %196 = stablehlo.add %190, %195 : tensor<2x4x8x8xf32>
    %197 = stablehlo.multiply %196, %cst_66 : tensor<2x4x8x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %199 = stablehlo.broadcast_in_dim %arg23, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %200 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %201 = stablehlo.dot_general %175, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %202 = stablehlo.reshape %201 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %203 = stablehlo.power %202, %cst_65 : tensor<2x8x2x8xf32>
    %204 = stablehlo.reduce(%203 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %205 = stablehlo.multiply %204, %cst_64 : tensor<2x8x2xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %207 = stablehlo.add %206, %cst_63 : tensor<2x8x2x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<2x8x2x1xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %211 = stablehlo.multiply %202, %210 : tensor<2x8x2x8xf32>
    %212 = stablehlo.multiply %199, %211 : tensor<2x8x2x8xf32>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %214 = stablehlo.multiply %213, %66 : tensor<2x2x8x8xf32>
    %215 = stablehlo.slice %213 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %216 = stablehlo.negate %215 : tensor<2x2x8x4xf32>
    %217 = stablehlo.slice %213 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %218 = stablehlo.concatenate %216, %217, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %219 = stablehlo.multiply %218, %72 : tensor<2x2x8x8xf32>
    %220 = stablehlo.add %214, %219 : tensor<2x2x8x8xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %223 = stablehlo.transpose %222, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.multiply %223, %cst_66 : tensor<2x4x8x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %226 = stablehlo.dot_general %198, %225, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %227 = stablehlo.reshape %226 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %228 = stablehlo.add %227, %113 : tensor<2x4x8x8xf32>
    %229 = stablehlo.reduce(%228 init: %cst_76) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %231 = stablehlo.subtract %228, %230 : tensor<2x4x8x8xf32>
    %232 = stablehlo.exponential %231 : tensor<2x4x8x8xf32>
    %233 = stablehlo.reduce(%232 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %235 = stablehlo.divide %232, %234 : tensor<2x4x8x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %237 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %238 = stablehlo.dot_general %175, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %239 = stablehlo.reshape %238 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %243 = stablehlo.dot_general %236, %242, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %245 = stablehlo.transpose %244, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %247 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %248 = stablehlo.dot_general %246, %247, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %249 = stablehlo.reshape %248 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.add %162, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.power %250, %cst_73 : tensor<2x8x32xf32>
    %252 = stablehlo.reduce(%251 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %253 = stablehlo.multiply %252, %cst_72 : tensor<2x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %255 = stablehlo.add %254, %cst_71 : tensor<2x8x1xf32>
    %256 = stablehlo.rsqrt %255 : tensor<2x8x1xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %259 = stablehlo.multiply %250, %258 : tensor<2x8x32xf32>
    %260 = stablehlo.multiply %0, %259 : tensor<2x8x32xf32>
    %261 = stablehlo.reshape %260 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %262 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %263 = stablehlo.dot_general %261, %262, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %264 = stablehlo.logistic %263 : tensor<16x4xf32>
    %265 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %266 = stablehlo.add %264, %265 : tensor<16x4xf32>
    %267 = stablehlo.reshape %266 : (tensor<16x4xf32>) -> tensor<16x1x4xf32>
    %268 = "stablehlo.sort"(%267) <{dimension = 2 : i64, is_stable = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %908 = stablehlo.compare  GT, %arg61, %arg62,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %908 : tensor<i1>
    }) : (tensor<16x1x4xf32>) -> tensor<16x1x4xf32>
    %269 = stablehlo.slice %268 [0:16, 0:1, 0:2] : (tensor<16x1x4xf32>) -> tensor<16x1x2xf32>
    %270 = stablehlo.reduce(%269 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<16x1x2xf32>, tensor<f32>) -> tensor<16x1xf32>
    %271:2 = "stablehlo.sort"(%270, %c_55) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>, %arg63: tensor<i32>, %arg64: tensor<i32>):
      %908 = stablehlo.compare  GT, %arg61, %arg62,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %908 : tensor<i1>
    }) : (tensor<16x1xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1xi32>)
    %272 = stablehlo.iota dim = 0 : tensor<16xi64>
    %273 = stablehlo.reshape %272 : (tensor<16xi64>) -> tensor<16x1x1xi64>
    %274 = stablehlo.convert %271#1 : (tensor<16x1xi32>) -> tensor<16x1xi64>
    %275 = stablehlo.reshape %274 : (tensor<16x1xi64>) -> tensor<16x1x1xi64>
    %276 = stablehlo.concatenate %273, %275, dim = 2 : (tensor<16x1x1xi64>, tensor<16x1x1xi64>) -> tensor<16x1x2xi64>
    %277 = "stablehlo.scatter"(%cst_54, %276, %cst_53) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      stablehlo.return %arg62 : tensor<f32>
    }) : (tensor<16x1xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1x4xf32>
    %279 = stablehlo.reshape %278 : (tensor<16x1x4xf32>) -> tensor<16x4xf32>
    %280 = stablehlo.compare  NE, %279, %cst_75 : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xi1>
    %281 = stablehlo.select %280, %266, %cst_52 : tensor<16x4xi1>, tensor<16x4xf32>
    %282 = stablehlo.iota dim = 0 : tensor<4xi32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %284:2 = "stablehlo.sort"(%281, %283) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>, %arg63: tensor<i32>, %arg64: tensor<i32>):
      %908 = stablehlo.compare  GT, %arg61, %arg62,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %908 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %285 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %286 = stablehlo.slice %284#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %287 = stablehlo.convert %286 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %288 = stablehlo.reshape %287 : (tensor<16x2xi64>) -> tensor<32xi64>
    %289 = stablehlo.compare  LT, %288, %c_51 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %290 = stablehlo.add %288, %c_50 : tensor<32xi64>
    %291 = stablehlo.select %289, %290, %288 : tensor<32xi1>, tensor<32xi64>
    %292 = stablehlo.reshape %291 : (tensor<32xi64>) -> tensor<32x1xi64>
    %293 = "stablehlo.gather"(%arg31, %292) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %294 = "stablehlo.gather"(%arg30, %292) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %295 = stablehlo.broadcast_in_dim %261, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %296 = stablehlo.reshape %295 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %297 = stablehlo.dot_general %294, %296, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %298 = stablehlo.reshape %297 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %299 = stablehlo.slice %298 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %300 = stablehlo.logistic %299 : tensor<32x32xf32>
    %301 = stablehlo.multiply %299, %300 : tensor<32x32xf32>
    %302 = stablehlo.slice %298 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %303 = stablehlo.multiply %301, %302 : tensor<32x32xf32>
    %304 = stablehlo.reshape %303 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %305 = stablehlo.dot_general %293, %304, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %306 = stablehlo.reshape %305 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %307 = stablehlo.iota dim = 0 : tensor<16xui32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0] : (tensor<16xui32>) -> tensor<16x2x1xui32>
    %309 = stablehlo.convert %286 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %310 = stablehlo.reshape %309 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %311 = stablehlo.concatenate %308, %310, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %312 = "stablehlo.gather"(%264, %311) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %313 = stablehlo.reduce(%312 init: %cst_80) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %314 = stablehlo.reshape %313 : (tensor<16xf32>) -> tensor<16x1xf32>
    %315 = stablehlo.add %314, %cst_49 : tensor<16x1xf32>
    %316 = stablehlo.reshape %315 : (tensor<16x1xf32>) -> tensor<16xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %318 = stablehlo.divide %312, %317 : tensor<16x2xf32>
    %319 = stablehlo.multiply %318, %cst_48 : tensor<16x2xf32>
    %320 = stablehlo.reshape %319 : (tensor<16x2xf32>) -> tensor<32xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %322 = stablehlo.multiply %306, %321 : tensor<32x32xf32>
    %323 = stablehlo.reshape %322 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %324 = stablehlo.reduce(%323 init: %cst_80) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %325 = stablehlo.reshape %324 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %326 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %327 = stablehlo.dot_general %261, %326, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %328 = stablehlo.reshape %327 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %329 = stablehlo.logistic %328 : tensor<2x8x32xf32>
    %330 = stablehlo.multiply %328, %329 : tensor<2x8x32xf32>
    %331 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %332 = stablehlo.dot_general %261, %331, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %333 = stablehlo.reshape %332 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %334 = stablehlo.multiply %330, %333 : tensor<2x8x32xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %336 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %337 = stablehlo.dot_general %335, %336, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %338 = stablehlo.reshape %337 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %339 = stablehlo.add %325, %338 : tensor<2x8x32xf32>
    %340 = stablehlo.add %250, %339 : tensor<2x8x32xf32>
    %341 = stablehlo.power %340, %cst_73 : tensor<2x8x32xf32>
    %342 = stablehlo.reduce(%341 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %343 = stablehlo.multiply %342, %cst_72 : tensor<2x8xf32>
    %344 = stablehlo.reshape %343 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %345 = stablehlo.add %344, %cst_71 : tensor<2x8x1xf32>
    %346 = stablehlo.rsqrt %345 : tensor<2x8x1xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %349 = stablehlo.multiply %340, %348 : tensor<2x8x32xf32>
    %350 = stablehlo.multiply %285, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.reshape %350 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %352 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %353 = stablehlo.dot_general %351, %352, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %354 = stablehlo.reshape %353 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %355 = stablehlo.slice %354 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %356 = stablehlo.reduce(%355 init: %cst_76) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %358 = stablehlo.subtract %355, %357 : tensor<2x7x128xf32>
    %359 = stablehlo.exponential %358 : tensor<2x7x128xf32>
    %360 = stablehlo.reduce(%359 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %361 = stablehlo.log %360 : tensor<2x7xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %363 = stablehlo.subtract %358, %362 : tensor<2x7x128xf32>
    %364 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %366 = stablehlo.broadcast_in_dim %c_74, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %367 = stablehlo.compare  EQ, %365, %366 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %368 = stablehlo.convert %367 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %369 = stablehlo.convert %368 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %370 = stablehlo.multiply %363, %369 : tensor<2x7x128xf32>
    %371 = stablehlo.reduce(%370 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %372 = stablehlo.reduce(%371 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %373 = stablehlo.multiply %372, %cst_47 : tensor<f32>
    %374 = stablehlo.negate %373 : tensor<f32>
    %375 = stablehlo.multiply %arg33, %cst_46 : tensor<128x32xf32>
    %376 = stablehlo.compare  LT, %arg0, %c_78 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %377 = stablehlo.add %arg0, %c_44 : tensor<2x8xi64>
    %378 = stablehlo.select %376, %377, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %379 = stablehlo.reshape %378 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %380 = stablehlo.compare  EQ, %arg0, %c_78 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %382 = stablehlo.multiply %369, %cst_41 : tensor<2x7x128xf32>
    %383 = stablehlo.exponential %363 : tensor<2x7x128xf32>
    %384 = stablehlo.reduce(%382 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %386 = stablehlo.multiply %383, %385 : tensor<2x7x128xf32>
    %387 = stablehlo.subtract %382, %386 : tensor<2x7x128xf32>
    %388 = stablehlo.pad %387, %cst_80, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %389 = stablehlo.select %c_42, %388, %cst_40 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %390 = stablehlo.reshape %389 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %391 = stablehlo.dot_general %390, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %392 = stablehlo.reshape %391 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %393 = stablehlo.multiply %392, %285 : tensor<2x8x32xf32>
    %394 = stablehlo.multiply %393, %348 : tensor<2x8x32xf32>
    %395 = stablehlo.multiply %393, %340 : tensor<2x8x32xf32>
    %396 = stablehlo.reduce(%395 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %398 = stablehlo.multiply %397, %cst_39 : tensor<2x8x1xf32>
    %399 = stablehlo.power %346, %cst_38 : tensor<2x8x1xf32>
    %400 = stablehlo.multiply %398, %399 : tensor<2x8x1xf32>
    %401 = stablehlo.reshape %400 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %403 = stablehlo.divide %402, %cst_37 : tensor<2x8x32xf32>
    %404 = stablehlo.power %340, %cst_36 : tensor<2x8x32xf32>
    %405 = stablehlo.multiply %404, %cst_73 : tensor<2x8x32xf32>
    %406 = stablehlo.multiply %403, %405 : tensor<2x8x32xf32>
    %407 = stablehlo.add %394, %406 : tensor<2x8x32xf32>
    %408 = stablehlo.reshape %407 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %409 = stablehlo.dot_general %408, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %410 = stablehlo.reshape %409 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %411 = stablehlo.multiply %410, %330 : tensor<2x8x32xf32>
    %412 = stablehlo.reshape %411 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %413 = stablehlo.dot_general %412, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %414 = stablehlo.reshape %413 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %415 = stablehlo.multiply %410, %333 : tensor<2x8x32xf32>
    %416 = stablehlo.subtract %cst_36, %329 : tensor<2x8x32xf32>
    %417 = stablehlo.multiply %328, %416 : tensor<2x8x32xf32>
    %418 = stablehlo.add %417, %cst_36 : tensor<2x8x32xf32>
    %419 = stablehlo.multiply %329, %418 : tensor<2x8x32xf32>
    %420 = stablehlo.multiply %415, %419 : tensor<2x8x32xf32>
    %421 = stablehlo.reshape %420 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %422 = stablehlo.dot_general %421, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %423 = stablehlo.reshape %422 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %424 = stablehlo.add %414, %423 : tensor<2x8x32xf32>
    %425 = stablehlo.transpose %294, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %426 = stablehlo.transpose %293, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %427 = stablehlo.broadcast_in_dim %408, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %428 = stablehlo.reshape %427 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %429 = stablehlo.multiply %428, %321 : tensor<32x32xf32>
    %430 = stablehlo.reshape %429 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %431 = stablehlo.dot_general %426, %430, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %432 = stablehlo.reshape %431 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %433 = stablehlo.multiply %432, %302 : tensor<32x32xf32>
    %434 = stablehlo.subtract %cst_35, %300 : tensor<32x32xf32>
    %435 = stablehlo.multiply %299, %434 : tensor<32x32xf32>
    %436 = stablehlo.add %435, %cst_35 : tensor<32x32xf32>
    %437 = stablehlo.multiply %300, %436 : tensor<32x32xf32>
    %438 = stablehlo.multiply %433, %437 : tensor<32x32xf32>
    %439 = stablehlo.multiply %432, %301 : tensor<32x32xf32>
    %440 = stablehlo.concatenate %438, %439, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %441 = stablehlo.reshape %440 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %442 = stablehlo.dot_general %425, %441, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %443 = stablehlo.reshape %442 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %444 = stablehlo.reduce(%443 init: %cst_80) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %445 = stablehlo.reshape %444 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %446 = stablehlo.add %424, %445 : tensor<2x8x32xf32>
    %447 = stablehlo.broadcast_in_dim %272, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %448 = stablehlo.reshape %287 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %449 = stablehlo.concatenate %447, %448, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %450 = stablehlo.multiply %428, %306 : tensor<32x32xf32>
    %451 = stablehlo.reduce(%450 init: %cst_80) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %452 = stablehlo.reshape %451 : (tensor<32xf32>) -> tensor<16x2xf32>
    %453 = stablehlo.multiply %452, %cst_48 : tensor<16x2xf32>
    %454 = stablehlo.divide %453, %317 : tensor<16x2xf32>
    %455 = stablehlo.negate %453 : tensor<16x2xf32>
    %456 = stablehlo.divide %318, %317 : tensor<16x2xf32>
    %457 = stablehlo.multiply %455, %456 : tensor<16x2xf32>
    %458 = stablehlo.reduce(%457 init: %cst_80) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %460 = stablehlo.add %454, %459 : tensor<16x2xf32>
    %461 = "stablehlo.scatter"(%cst_75, %449, %460) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %908 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %908 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %462 = stablehlo.subtract %cst_34, %264 : tensor<16x4xf32>
    %463 = stablehlo.multiply %264, %462 : tensor<16x4xf32>
    %464 = stablehlo.multiply %461, %463 : tensor<16x4xf32>
    %465 = stablehlo.dot_general %464, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %466 = stablehlo.reshape %465 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %467 = stablehlo.add %446, %466 : tensor<2x8x32xf32>
    %468 = stablehlo.multiply %467, %0 : tensor<2x8x32xf32>
    %469 = stablehlo.multiply %468, %258 : tensor<2x8x32xf32>
    %470 = stablehlo.add %407, %469 : tensor<2x8x32xf32>
    %471 = stablehlo.multiply %468, %250 : tensor<2x8x32xf32>
    %472 = stablehlo.reduce(%471 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %473 = stablehlo.reshape %472 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %474 = stablehlo.multiply %473, %cst_39 : tensor<2x8x1xf32>
    %475 = stablehlo.power %256, %cst_38 : tensor<2x8x1xf32>
    %476 = stablehlo.multiply %474, %475 : tensor<2x8x1xf32>
    %477 = stablehlo.reshape %476 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %479 = stablehlo.divide %478, %cst_37 : tensor<2x8x32xf32>
    %480 = stablehlo.power %250, %cst_36 : tensor<2x8x32xf32>
    %481 = stablehlo.multiply %480, %cst_73 : tensor<2x8x32xf32>
    %482 = stablehlo.multiply %479, %481 : tensor<2x8x32xf32>
    %483 = stablehlo.add %470, %482 : tensor<2x8x32xf32>
    %484 = stablehlo.transpose %236, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %485 = stablehlo.reshape %483 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %486 = stablehlo.dot_general %485, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %487 = stablehlo.reshape %486 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %488 = stablehlo.transpose %487, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %489 = stablehlo.reshape %488 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %490 = stablehlo.dot_general %484, %489, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %491 = stablehlo.reshape %490 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %492 = stablehlo.reduce(%491 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %493 = stablehlo.transpose %492, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %494 = stablehlo.reshape %493 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %495 = stablehlo.dot_general %494, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %496 = stablehlo.reshape %495 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %497 = stablehlo.transpose %198, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %498 = stablehlo.transpose %242, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %499 = stablehlo.dot_general %489, %498, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %500 = stablehlo.reshape %499 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %501 = stablehlo.multiply %500, %235 : tensor<2x4x8x8xf32>
    %502 = stablehlo.reduce(%501 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %504 = stablehlo.multiply %235, %503 : tensor<2x4x8x8xf32>
    %505 = stablehlo.subtract %501, %504 : tensor<2x4x8x8xf32>
    %506 = stablehlo.reshape %505 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %507 = stablehlo.dot_general %497, %506, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %508 = stablehlo.reshape %507 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %509 = stablehlo.multiply %508, %cst_66 : tensor<2x4x8x8xf32>
    %510 = stablehlo.transpose %509, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %511 = stablehlo.reshape %510 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %512 = stablehlo.reduce(%511 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %513 = stablehlo.multiply %512, %72 : tensor<2x2x8x8xf32>
    %514 = stablehlo.slice %513 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %515 = stablehlo.negate %514 : tensor<2x2x8x4xf32>
    %516 = stablehlo.pad %515, %cst_80, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %517 = stablehlo.select %c_33, %516, %cst_32 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %518 = stablehlo.slice %513 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %519 = stablehlo.pad %518, %cst_80, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %520 = stablehlo.select %c_31, %519, %cst_32 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %521 = stablehlo.add %517, %520 : tensor<2x2x8x8xf32>
    %522 = stablehlo.multiply %512, %66 : tensor<2x2x8x8xf32>
    %523 = stablehlo.add %521, %522 : tensor<2x2x8x8xf32>
    %524 = stablehlo.transpose %523, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %525 = stablehlo.multiply %524, %199 : tensor<2x8x2x8xf32>
    %526 = stablehlo.multiply %525, %210 : tensor<2x8x2x8xf32>
    %527 = stablehlo.multiply %525, %202 : tensor<2x8x2x8xf32>
    %528 = stablehlo.reduce(%527 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %529 = stablehlo.reshape %528 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %530 = stablehlo.multiply %529, %cst_30 : tensor<2x8x2x1xf32>
    %531 = stablehlo.power %208, %cst_29 : tensor<2x8x2x1xf32>
    %532 = stablehlo.multiply %530, %531 : tensor<2x8x2x1xf32>
    %533 = stablehlo.reshape %532 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %535 = stablehlo.divide %534, %cst_28 : tensor<2x8x2x8xf32>
    %536 = stablehlo.power %202, %cst_27 : tensor<2x8x2x8xf32>
    %537 = stablehlo.multiply %536, %cst_65 : tensor<2x8x2x8xf32>
    %538 = stablehlo.multiply %535, %537 : tensor<2x8x2x8xf32>
    %539 = stablehlo.add %526, %538 : tensor<2x8x2x8xf32>
    %540 = stablehlo.reshape %539 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %541 = stablehlo.dot_general %540, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %542 = stablehlo.reshape %541 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %543 = stablehlo.add %496, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.transpose %225, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %545 = stablehlo.dot_general %506, %544, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %546 = stablehlo.reshape %545 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %547 = stablehlo.multiply %546, %cst_66 : tensor<2x4x8x8xf32>
    %548 = stablehlo.multiply %547, %46 : tensor<2x4x8x8xf32>
    %549 = stablehlo.slice %548 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %550 = stablehlo.negate %549 : tensor<2x4x8x4xf32>
    %551 = stablehlo.pad %550, %cst_80, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %552 = stablehlo.select %c_26, %551, %cst_25 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %553 = stablehlo.slice %548 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %554 = stablehlo.pad %553, %cst_80, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %555 = stablehlo.select %c, %554, %cst_25 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %556 = stablehlo.add %552, %555 : tensor<2x4x8x8xf32>
    %557 = stablehlo.multiply %547, %38 : tensor<2x4x8x8xf32>
    %558 = stablehlo.add %556, %557 : tensor<2x4x8x8xf32>
    %559 = stablehlo.transpose %558, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %560 = stablehlo.multiply %559, %163 : tensor<2x8x4x8xf32>
    %561 = stablehlo.multiply %560, %186 : tensor<2x8x4x8xf32>
    %562 = stablehlo.multiply %560, %178 : tensor<2x8x4x8xf32>
    %563 = stablehlo.reduce(%562 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %564 = stablehlo.reshape %563 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %565 = stablehlo.multiply %564, %cst_24 : tensor<2x8x4x1xf32>
    %566 = stablehlo.power %184, %cst_23 : tensor<2x8x4x1xf32>
    %567 = stablehlo.multiply %565, %566 : tensor<2x8x4x1xf32>
    %568 = stablehlo.reshape %567 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %570 = stablehlo.divide %569, %cst_22 : tensor<2x8x4x8xf32>
    %571 = stablehlo.power %178, %cst_21 : tensor<2x8x4x8xf32>
    %572 = stablehlo.multiply %571, %cst_70 : tensor<2x8x4x8xf32>
    %573 = stablehlo.multiply %570, %572 : tensor<2x8x4x8xf32>
    %574 = stablehlo.add %561, %573 : tensor<2x8x4x8xf32>
    %575 = stablehlo.reshape %574 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %576 = stablehlo.dot_general %575, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %577 = stablehlo.reshape %576 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %578 = stablehlo.add %543, %577 : tensor<2x8x32xf32>
    %579 = stablehlo.multiply %578, %164 : tensor<2x8x32xf32>
    %580 = stablehlo.multiply %579, %172 : tensor<2x8x32xf32>
    %581 = stablehlo.add %483, %580 : tensor<2x8x32xf32>
    %582 = stablehlo.multiply %579, %162 : tensor<2x8x32xf32>
    %583 = stablehlo.reduce(%582 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %584 = stablehlo.reshape %583 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %585 = stablehlo.multiply %584, %cst_39 : tensor<2x8x1xf32>
    %586 = stablehlo.power %170, %cst_38 : tensor<2x8x1xf32>
    %587 = stablehlo.multiply %585, %586 : tensor<2x8x1xf32>
    %588 = stablehlo.reshape %587 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %590 = stablehlo.divide %589, %cst_37 : tensor<2x8x32xf32>
    %591 = stablehlo.power %162, %cst_36 : tensor<2x8x32xf32>
    %592 = stablehlo.multiply %591, %cst_73 : tensor<2x8x32xf32>
    %593 = stablehlo.multiply %590, %592 : tensor<2x8x32xf32>
    %594 = stablehlo.add %581, %593 : tensor<2x8x32xf32>
    %595 = stablehlo.reshape %594 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %596 = stablehlo.dot_general %595, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %597 = stablehlo.reshape %596 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %598 = stablehlo.multiply %597, %153 : tensor<2x8x64xf32>
    %599 = stablehlo.reshape %598 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %600 = stablehlo.dot_general %599, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %601 = stablehlo.reshape %600 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %602 = stablehlo.multiply %597, %156 : tensor<2x8x64xf32>
    %603 = stablehlo.subtract %cst_20, %152 : tensor<2x8x64xf32>
    %604 = stablehlo.multiply %151, %603 : tensor<2x8x64xf32>
    %605 = stablehlo.add %604, %cst_20 : tensor<2x8x64xf32>
    %606 = stablehlo.multiply %152, %605 : tensor<2x8x64xf32>
    %607 = stablehlo.multiply %602, %606 : tensor<2x8x64xf32>
    %608 = stablehlo.reshape %607 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %609 = stablehlo.dot_general %608, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %610 = stablehlo.reshape %609 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %611 = stablehlo.add %601, %610 : tensor<2x8x32xf32>
    %612 = stablehlo.multiply %611, %137 : tensor<2x8x32xf32>
    %613 = stablehlo.multiply %612, %145 : tensor<2x8x32xf32>
    %614 = stablehlo.add %594, %613 : tensor<2x8x32xf32>
    %615 = stablehlo.multiply %612, %136 : tensor<2x8x32xf32>
    %616 = stablehlo.reduce(%615 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %617 = stablehlo.reshape %616 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %618 = stablehlo.multiply %617, %cst_39 : tensor<2x8x1xf32>
    %619 = stablehlo.power %143, %cst_38 : tensor<2x8x1xf32>
    %620 = stablehlo.multiply %618, %619 : tensor<2x8x1xf32>
    %621 = stablehlo.reshape %620 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %623 = stablehlo.divide %622, %cst_37 : tensor<2x8x32xf32>
    %624 = stablehlo.power %136, %cst_36 : tensor<2x8x32xf32>
    %625 = stablehlo.multiply %624, %cst_73 : tensor<2x8x32xf32>
    %626 = stablehlo.multiply %623, %625 : tensor<2x8x32xf32>
    %627 = stablehlo.add %614, %626 : tensor<2x8x32xf32>
    %628 = stablehlo.transpose %122, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %629 = stablehlo.reshape %627 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %630 = stablehlo.dot_general %629, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %631 = stablehlo.reshape %630 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %632 = stablehlo.transpose %631, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %633 = stablehlo.reshape %632 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %634 = stablehlo.dot_general %628, %633, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %635 = stablehlo.reshape %634 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %636 = stablehlo.reduce(%635 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %637 = stablehlo.transpose %636, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %638 = stablehlo.reshape %637 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %639 = stablehlo.dot_general %638, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %640 = stablehlo.reshape %639 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %641 = stablehlo.transpose %50, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %642 = stablehlo.transpose %128, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %643 = stablehlo.dot_general %633, %642, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %644 = stablehlo.reshape %643 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %645 = stablehlo.multiply %644, %121 : tensor<2x4x8x8xf32>
    %646 = stablehlo.reduce(%645 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %648 = stablehlo.multiply %121, %647 : tensor<2x4x8x8xf32>
    %649 = stablehlo.subtract %645, %648 : tensor<2x4x8x8xf32>
    %650 = stablehlo.reshape %649 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %651 = stablehlo.dot_general %641, %650, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %652 = stablehlo.reshape %651 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %653 = stablehlo.multiply %652, %cst_66 : tensor<2x4x8x8xf32>
    %654 = stablehlo.transpose %653, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %655 = stablehlo.reshape %654 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %656 = stablehlo.reduce(%655 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %657 = stablehlo.multiply %656, %72 : tensor<2x2x8x8xf32>
    %658 = stablehlo.slice %657 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %659 = stablehlo.negate %658 : tensor<2x2x8x4xf32>
    %660 = stablehlo.pad %659, %cst_80, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %661 = stablehlo.select %c_33, %660, %cst_32 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %662 = stablehlo.slice %657 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %663 = stablehlo.pad %662, %cst_80, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %664 = stablehlo.select %c_31, %663, %cst_32 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %665 = stablehlo.add %661, %664 : tensor<2x2x8x8xf32>
    %666 = stablehlo.multiply %656, %66 : tensor<2x2x8x8xf32>
    %667 = stablehlo.add %665, %666 : tensor<2x2x8x8xf32>
    %668 = stablehlo.transpose %667, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %669 = stablehlo.multiply %668, %51 : tensor<2x8x2x8xf32>
    %670 = stablehlo.multiply %669, %62 : tensor<2x8x2x8xf32>
    %671 = stablehlo.multiply %669, %54 : tensor<2x8x2x8xf32>
    %672 = stablehlo.reduce(%671 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %673 = stablehlo.reshape %672 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %674 = stablehlo.multiply %673, %cst_30 : tensor<2x8x2x1xf32>
    %675 = stablehlo.power %60, %cst_29 : tensor<2x8x2x1xf32>
    %676 = stablehlo.multiply %674, %675 : tensor<2x8x2x1xf32>
    %677 = stablehlo.reshape %676 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %679 = stablehlo.divide %678, %cst_28 : tensor<2x8x2x8xf32>
    %680 = stablehlo.power %54, %cst_27 : tensor<2x8x2x8xf32>
    %681 = stablehlo.multiply %680, %cst_65 : tensor<2x8x2x8xf32>
    %682 = stablehlo.multiply %679, %681 : tensor<2x8x2x8xf32>
    %683 = stablehlo.add %670, %682 : tensor<2x8x2x8xf32>
    %684 = stablehlo.reshape %683 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %685 = stablehlo.dot_general %684, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %686 = stablehlo.reshape %685 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %687 = stablehlo.add %640, %686 : tensor<2x8x32xf32>
    %688 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %689 = stablehlo.dot_general %650, %688, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %690 = stablehlo.reshape %689 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %691 = stablehlo.multiply %690, %cst_66 : tensor<2x4x8x8xf32>
    %692 = stablehlo.multiply %691, %46 : tensor<2x4x8x8xf32>
    %693 = stablehlo.slice %692 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %694 = stablehlo.negate %693 : tensor<2x4x8x4xf32>
    %695 = stablehlo.pad %694, %cst_80, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %696 = stablehlo.select %c_26, %695, %cst_25 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %697 = stablehlo.slice %692 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %698 = stablehlo.pad %697, %cst_80, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %699 = stablehlo.select %c, %698, %cst_25 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %700 = stablehlo.add %696, %699 : tensor<2x4x8x8xf32>
    %701 = stablehlo.multiply %691, %38 : tensor<2x4x8x8xf32>
    %702 = stablehlo.add %700, %701 : tensor<2x4x8x8xf32>
    %703 = stablehlo.transpose %702, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %704 = stablehlo.multiply %703, %5 : tensor<2x8x4x8xf32>
    %705 = stablehlo.multiply %704, %28 : tensor<2x8x4x8xf32>
    %706 = stablehlo.multiply %704, %20 : tensor<2x8x4x8xf32>
    %707 = stablehlo.reduce(%706 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %708 = stablehlo.reshape %707 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %709 = stablehlo.multiply %708, %cst_24 : tensor<2x8x4x1xf32>
    %710 = stablehlo.power %26, %cst_23 : tensor<2x8x4x1xf32>
    %711 = stablehlo.multiply %709, %710 : tensor<2x8x4x1xf32>
    %712 = stablehlo.reshape %711 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %713 = stablehlo.broadcast_in_dim %712, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %714 = stablehlo.divide %713, %cst_22 : tensor<2x8x4x8xf32>
    %715 = stablehlo.power %20, %cst_21 : tensor<2x8x4x8xf32>
    %716 = stablehlo.multiply %715, %cst_70 : tensor<2x8x4x8xf32>
    %717 = stablehlo.multiply %714, %716 : tensor<2x8x4x8xf32>
    %718 = stablehlo.add %705, %717 : tensor<2x8x4x8xf32>
    %719 = stablehlo.reshape %718 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %720 = stablehlo.dot_general %719, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %721 = stablehlo.reshape %720 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %722 = stablehlo.add %687, %721 : tensor<2x8x32xf32>
    %723 = stablehlo.multiply %722, %6 : tensor<2x8x32xf32>
    %724 = stablehlo.multiply %723, %14 : tensor<2x8x32xf32>
    %725 = stablehlo.add %627, %724 : tensor<2x8x32xf32>
    %726 = stablehlo.multiply %723, %4 : tensor<2x8x32xf32>
    %727 = stablehlo.reduce(%726 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %728 = stablehlo.reshape %727 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %729 = stablehlo.multiply %728, %cst_39 : tensor<2x8x1xf32>
    %730 = stablehlo.power %12, %cst_38 : tensor<2x8x1xf32>
    %731 = stablehlo.multiply %729, %730 : tensor<2x8x1xf32>
    %732 = stablehlo.reshape %731 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %733 = stablehlo.broadcast_in_dim %732, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %734 = stablehlo.divide %733, %cst_37 : tensor<2x8x32xf32>
    %735 = stablehlo.power %4, %cst_36 : tensor<2x8x32xf32>
    %736 = stablehlo.multiply %735, %cst_73 : tensor<2x8x32xf32>
    %737 = stablehlo.multiply %734, %736 : tensor<2x8x32xf32>
    %738 = stablehlo.add %725, %737 : tensor<2x8x32xf32>
    %739 = stablehlo.select %381, %cst_43, %738 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %740 = "stablehlo.scatter"(%cst_45, %379, %739) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %908 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %908 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %741 = stablehlo.add %375, %740 : tensor<128x32xf32>
    %742 = stablehlo.multiply %741, %cst_19 : tensor<128x32xf32>
    %743 = stablehlo.subtract %arg10, %742 : tensor<128x32xf32>
    %744 = stablehlo.multiply %arg34, %cst_18 : tensor<32x32xf32>
    %745 = stablehlo.transpose %719, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %746 = stablehlo.dot_general %745, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %747 = stablehlo.add %744, %746 : tensor<32x32xf32>
    %748 = stablehlo.multiply %747, %cst_17 : tensor<32x32xf32>
    %749 = stablehlo.subtract %arg17, %748 : tensor<32x32xf32>
    %750 = stablehlo.multiply %arg35, %cst_16 : tensor<16x32xf32>
    %751 = stablehlo.transpose %684, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %752 = stablehlo.dot_general %751, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %753 = stablehlo.add %750, %752 : tensor<16x32xf32>
    %754 = stablehlo.multiply %753, %cst_15 : tensor<16x32xf32>
    %755 = stablehlo.subtract %arg14, %754 : tensor<16x32xf32>
    %756 = stablehlo.multiply %arg36, %cst_16 : tensor<16x32xf32>
    %757 = stablehlo.transpose %638, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %758 = stablehlo.dot_general %757, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %759 = stablehlo.add %756, %758 : tensor<16x32xf32>
    %760 = stablehlo.multiply %759, %cst_15 : tensor<16x32xf32>
    %761 = stablehlo.subtract %arg9, %760 : tensor<16x32xf32>
    %762 = stablehlo.multiply %arg37, %cst_18 : tensor<32x32xf32>
    %763 = stablehlo.transpose %629, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %764 = stablehlo.dot_general %763, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %765 = stablehlo.add %762, %764 : tensor<32x32xf32>
    %766 = stablehlo.multiply %765, %cst_17 : tensor<32x32xf32>
    %767 = stablehlo.subtract %arg8, %766 : tensor<32x32xf32>
    %768 = stablehlo.multiply %arg38, %cst_14 : tensor<8xf32>
    %769 = stablehlo.multiply %703, %29 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %770 = stablehlo.reduce(%769 init: %cst_80) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %771 = stablehlo.add %768, %770 : tensor<8xf32>
    %772 = stablehlo.multiply %771, %cst_13 : tensor<8xf32>
    %773 = stablehlo.subtract %arg18, %772 : tensor<8xf32>
    %774 = stablehlo.multiply %arg39, %cst_14 : tensor<8xf32>
    %775 = stablehlo.multiply %668, %63 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %776 = stablehlo.reduce(%775 init: %cst_80) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %777 = stablehlo.add %774, %776 : tensor<8xf32>
    %778 = stablehlo.multiply %777, %cst_13 : tensor<8xf32>
    %779 = stablehlo.subtract %arg15, %778 : tensor<8xf32>
    %780 = stablehlo.multiply %arg40, %cst_12 : tensor<64x32xf32>
    %781 = stablehlo.transpose %608, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %782 = stablehlo.dot_general %781, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %783 = stablehlo.add %780, %782 : tensor<64x32xf32>
    %784 = stablehlo.multiply %783, %cst_11 : tensor<64x32xf32>
    %785 = stablehlo.subtract %arg20, %784 : tensor<64x32xf32>
    %786 = stablehlo.multiply %arg41, %cst_12 : tensor<64x32xf32>
    %787 = stablehlo.transpose %599, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %788 = stablehlo.dot_general %787, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %789 = stablehlo.add %786, %788 : tensor<64x32xf32>
    %790 = stablehlo.multiply %789, %cst_11 : tensor<64x32xf32>
    %791 = stablehlo.subtract %arg7, %790 : tensor<64x32xf32>
    %792 = stablehlo.multiply %arg42, %cst_10 : tensor<32x64xf32>
    %793 = stablehlo.transpose %595, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %794 = stablehlo.dot_general %793, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %795 = stablehlo.add %792, %794 : tensor<32x64xf32>
    %796 = stablehlo.multiply %795, %cst_9 : tensor<32x64xf32>
    %797 = stablehlo.subtract %arg6, %796 : tensor<32x64xf32>
    %798 = stablehlo.multiply %arg43, %cst_8 : tensor<32xf32>
    %799 = stablehlo.multiply %722, %15 : tensor<2x8x32xf32>
    %800 = stablehlo.reduce(%799 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %801 = stablehlo.add %798, %800 : tensor<32xf32>
    %802 = stablehlo.multiply %801, %cst_7 : tensor<32xf32>
    %803 = stablehlo.subtract %arg11, %802 : tensor<32xf32>
    %804 = stablehlo.multiply %arg44, %cst_8 : tensor<32xf32>
    %805 = stablehlo.multiply %611, %146 : tensor<2x8x32xf32>
    %806 = stablehlo.reduce(%805 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %807 = stablehlo.add %804, %806 : tensor<32xf32>
    %808 = stablehlo.multiply %807, %cst_7 : tensor<32xf32>
    %809 = stablehlo.subtract %arg19, %808 : tensor<32xf32>
    %810 = stablehlo.multiply %arg45, %cst_18 : tensor<32x32xf32>
    %811 = stablehlo.transpose %575, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %812 = stablehlo.dot_general %811, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %813 = stablehlo.add %810, %812 : tensor<32x32xf32>
    %814 = stablehlo.multiply %813, %cst_17 : tensor<32x32xf32>
    %815 = stablehlo.subtract %arg24, %814 : tensor<32x32xf32>
    %816 = stablehlo.multiply %arg46, %cst_16 : tensor<16x32xf32>
    %817 = stablehlo.transpose %540, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %818 = stablehlo.dot_general %817, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %819 = stablehlo.add %816, %818 : tensor<16x32xf32>
    %820 = stablehlo.multiply %819, %cst_15 : tensor<16x32xf32>
    %821 = stablehlo.subtract %arg22, %820 : tensor<16x32xf32>
    %822 = stablehlo.multiply %arg47, %cst_16 : tensor<16x32xf32>
    %823 = stablehlo.transpose %494, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %824 = stablehlo.dot_general %823, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %825 = stablehlo.add %822, %824 : tensor<16x32xf32>
    %826 = stablehlo.multiply %825, %cst_15 : tensor<16x32xf32>
    %827 = stablehlo.subtract %arg5, %826 : tensor<16x32xf32>
    %828 = stablehlo.multiply %arg48, %cst_18 : tensor<32x32xf32>
    %829 = stablehlo.transpose %485, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %830 = stablehlo.dot_general %829, %246, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %831 = stablehlo.add %828, %830 : tensor<32x32xf32>
    %832 = stablehlo.multiply %831, %cst_17 : tensor<32x32xf32>
    %833 = stablehlo.subtract %arg4, %832 : tensor<32x32xf32>
    %834 = stablehlo.multiply %arg49, %cst_14 : tensor<8xf32>
    %835 = stablehlo.multiply %559, %187 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %836 = stablehlo.reduce(%835 init: %cst_80) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %837 = stablehlo.add %834, %836 : tensor<8xf32>
    %838 = stablehlo.multiply %837, %cst_13 : tensor<8xf32>
    %839 = stablehlo.subtract %arg25, %838 : tensor<8xf32>
    %840 = stablehlo.multiply %arg50, %cst_14 : tensor<8xf32>
    %841 = stablehlo.multiply %524, %211 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %842 = stablehlo.reduce(%841 init: %cst_80) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %843 = stablehlo.add %840, %842 : tensor<8xf32>
    %844 = stablehlo.multiply %843, %cst_13 : tensor<8xf32>
    %845 = stablehlo.subtract %arg23, %844 : tensor<8xf32>
    %846 = stablehlo.multiply %arg51, %cst_6 : tensor<4x64x32xf32>
    %847 = stablehlo.reshape %295 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %848 = stablehlo.dot_general %441, %847, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %849 = "stablehlo.scatter"(%cst_5, %292, %848) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %908 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %908 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %850 = stablehlo.add %846, %849 : tensor<4x64x32xf32>
    %851 = stablehlo.multiply %850, %cst_4 : tensor<4x64x32xf32>
    %852 = stablehlo.subtract %arg30, %851 : tensor<4x64x32xf32>
    %853 = stablehlo.multiply %arg52, %cst_3 : tensor<4x32x32xf32>
    %854 = stablehlo.reshape %303 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %855 = stablehlo.dot_general %430, %854, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %856 = "stablehlo.scatter"(%cst_2, %292, %855) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %908 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %908 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %857 = stablehlo.add %853, %856 : tensor<4x32x32xf32>
    %858 = stablehlo.multiply %857, %cst_1 : tensor<4x32x32xf32>
    %859 = stablehlo.subtract %arg31, %858 : tensor<4x32x32xf32>
    %860 = stablehlo.multiply %arg53, %cst_0 : tensor<4x32xf32>
    %861 = stablehlo.transpose %464, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %862 = stablehlo.dot_general %861, %261, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %863 = stablehlo.add %860, %862 : tensor<4x32xf32>
    %864 = stablehlo.multiply %863, %cst : tensor<4x32xf32>
    %865 = stablehlo.subtract %arg29, %864 : tensor<4x32xf32>
    %866 = stablehlo.multiply %arg54, %cst_18 : tensor<32x32xf32>
    %867 = stablehlo.transpose %421, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %868 = stablehlo.dot_general %867, %261, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %869 = stablehlo.add %866, %868 : tensor<32x32xf32>
    %870 = stablehlo.multiply %869, %cst_17 : tensor<32x32xf32>
    %871 = stablehlo.subtract %arg27, %870 : tensor<32x32xf32>
    %872 = stablehlo.multiply %arg55, %cst_18 : tensor<32x32xf32>
    %873 = stablehlo.transpose %412, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %874 = stablehlo.dot_general %873, %261, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %875 = stablehlo.add %872, %874 : tensor<32x32xf32>
    %876 = stablehlo.multiply %875, %cst_17 : tensor<32x32xf32>
    %877 = stablehlo.subtract %arg3, %876 : tensor<32x32xf32>
    %878 = stablehlo.multiply %arg56, %cst_18 : tensor<32x32xf32>
    %879 = stablehlo.transpose %408, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %880 = stablehlo.dot_general %879, %335, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %881 = stablehlo.add %878, %880 : tensor<32x32xf32>
    %882 = stablehlo.multiply %881, %cst_17 : tensor<32x32xf32>
    %883 = stablehlo.subtract %arg2, %882 : tensor<32x32xf32>
    %884 = stablehlo.multiply %arg57, %cst_8 : tensor<32xf32>
    %885 = stablehlo.multiply %578, %173 : tensor<2x8x32xf32>
    %886 = stablehlo.reduce(%885 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %887 = stablehlo.add %884, %886 : tensor<32xf32>
    %888 = stablehlo.multiply %887, %cst_7 : tensor<32xf32>
    %889 = stablehlo.subtract %arg21, %888 : tensor<32xf32>
    %890 = stablehlo.multiply %arg58, %cst_8 : tensor<32xf32>
    %891 = stablehlo.multiply %467, %259 : tensor<2x8x32xf32>
    %892 = stablehlo.reduce(%891 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %893 = stablehlo.add %890, %892 : tensor<32xf32>
    %894 = stablehlo.multiply %893, %cst_7 : tensor<32xf32>
    %895 = stablehlo.subtract %arg26, %894 : tensor<32xf32>
    %896 = stablehlo.multiply %arg59, %cst_8 : tensor<32xf32>
    %897 = stablehlo.multiply %392, %349 : tensor<2x8x32xf32>
    %898 = stablehlo.reduce(%897 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %899 = stablehlo.add %896, %898 : tensor<32xf32>
    %900 = stablehlo.multiply %899, %cst_7 : tensor<32xf32>
    %901 = stablehlo.subtract %arg32, %900 : tensor<32xf32>
    %902 = stablehlo.multiply %arg60, %cst_46 : tensor<128x32xf32>
    %903 = stablehlo.transpose %390, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %904 = stablehlo.dot_general %903, %351, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %905 = stablehlo.add %902, %904 : tensor<128x32xf32>
    %906 = stablehlo.multiply %905, %cst_19 : tensor<128x32xf32>
    %907 = stablehlo.subtract %arg1, %906 : tensor<128x32xf32>
    return %374, %743, %749, %755, %761, %767, %773, %779, %785, %791, %797, %803, %809, %815, %821, %827, %833, %839, %845, %852, %859, %865, %871, %877, %883, %889, %895, %901, %907, %741, %747, %753, %759, %765, %771, %777, %783, %789, %795, %801, %807, %813, %819, %825, %831, %837, %843, %850, %857, %863, %869, %875, %881, %887, %893, %899, %905 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
