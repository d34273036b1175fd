module @IrToHlo.2470 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}, %arg2: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 10 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 9 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg16: tensor<8xf32> {tf.aliasing_output = 7 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg18: tensor<8xf32> {tf.aliasing_output = 6 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg20: tensor<64x32xf32> {tf.aliasing_output = 8 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg22: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg23: tensor<8xf32> {tf.aliasing_output = 18 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg25: tensor<8xf32> {tf.aliasing_output = 17 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg28: tensor<4xf32>, %arg29: tensor<4x32xf32> {tf.aliasing_output = 19 : i32}, %arg30: tensor<4x64x32xf32> {tf.aliasing_output = 20 : i32}, %arg31: tensor<4x32x32xf32> {tf.aliasing_output = 21 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg33: tensor<128x32xf32> {tf.aliasing_output = 29 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg35: tensor<16x32xf32> {tf.aliasing_output = 31 : i32}, %arg36: tensor<16x32xf32> {tf.aliasing_output = 32 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<8xf32> {tf.aliasing_output = 34 : i32}, %arg39: tensor<8xf32> {tf.aliasing_output = 35 : i32}, %arg40: tensor<64x32xf32> {tf.aliasing_output = 36 : i32}, %arg41: tensor<64x32xf32> {tf.aliasing_output = 37 : i32}, %arg42: tensor<32x64xf32> {tf.aliasing_output = 38 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg45: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg46: tensor<16x32xf32> {tf.aliasing_output = 42 : i32}, %arg47: tensor<16x32xf32> {tf.aliasing_output = 43 : i32}, %arg48: tensor<32x32xf32> {tf.aliasing_output = 44 : i32}, %arg49: tensor<8xf32> {tf.aliasing_output = 45 : i32}, %arg50: tensor<8xf32> {tf.aliasing_output = 46 : i32}, %arg51: tensor<4x32xf32> {tf.aliasing_output = 47 : i32}, %arg52: tensor<4x64x32xf32> {tf.aliasing_output = 48 : i32}, %arg53: tensor<4x32x32xf32> {tf.aliasing_output = 49 : i32}, %arg54: tensor<32x32xf32> {tf.aliasing_output = 50 : i32}, %arg55: tensor<32x32xf32> {tf.aliasing_output = 51 : i32}, %arg56: tensor<32x32xf32> {tf.aliasing_output = 52 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg60: tensor<128x32xf32> {tf.aliasing_output = 56 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<4x32x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x32xf32>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<4x32x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<4x64x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<4x64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<4x64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
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
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<32x32xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<16x32xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_39 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_40 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_41 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_43 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_44 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_46 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_47 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_50 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_51 = stablehlo.constant dense<2.826000e+00> : tensor<16x2xf32>
    %cst_52 = stablehlo.constant dense<9.99999968E-21> : tensor<16x1xf32>
    %c_53 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_54 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_57 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_58 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_59 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_60 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_61 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_62 = stablehlo.constant dense<9.99999974E-6> : tensor<2x2x8x1xf32>
    %cst_63 = stablehlo.constant dense<1.250000e-01> : tensor<2x2x8xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<2x2x8x8xf32>
    %cst_65 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_66 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_67 = stablehlo.constant dense<9.99999974E-6> : tensor<2x4x8x1xf32>
    %cst_68 = stablehlo.constant dense<1.250000e-01> : tensor<2x4x8xf32>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<2x4x8x8xf32>
    %cst_70 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_71 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_72 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_73 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_75 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_76 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_77 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_72 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_71 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_70 : tensor<2x8x1xf32>
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
    %22 = stablehlo.power %21, %cst_69 : tensor<2x4x8x8xf32>
    %23 = stablehlo.reduce(%22 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %24 = stablehlo.multiply %23, %cst_68 : tensor<2x4x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %26 = stablehlo.add %25, %cst_67 : tensor<2x4x8x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<2x4x8x1xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.multiply %21, %29 : tensor<2x4x8x8xf32>
    %31 = stablehlo.multiply %5, %30 : tensor<2x4x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %cst_66, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
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
    %49 = stablehlo.multiply %48, %cst_65 : tensor<2x4x8x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %53 = stablehlo.dot_general %17, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %55 = stablehlo.transpose %54, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %56 = stablehlo.power %55, %cst_64 : tensor<2x2x8x8xf32>
    %57 = stablehlo.reduce(%56 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %58 = stablehlo.multiply %57, %cst_63 : tensor<2x2x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %60 = stablehlo.add %59, %cst_62 : tensor<2x2x8x1xf32>
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
    %78 = stablehlo.multiply %77, %cst_65 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.dot_general %50, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %84 = stablehlo.broadcast_in_dim %c_61, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %85 = stablehlo.broadcast_in_dim %c_61, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %86 = stablehlo.compare  LE, %84, %85 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %87 = stablehlo.convert %86 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.and %83, %87 : tensor<1x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_77 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %90 = stablehlo.convert %89 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %91 = stablehlo.reshape %90 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %93 = stablehlo.compare  NE, %arg12, %c_76 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %94 = stablehlo.broadcast_in_dim %c_60, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %95 = stablehlo.compare  LT, %94, %c_59 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.add %94, %c_58 : tensor<2x1x1x8xi64>
    %97 = stablehlo.select %95, %96, %94 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %99 = stablehlo.broadcast_in_dim %c_61, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %100 = stablehlo.compare  LT, %99, %c_59 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %101 = stablehlo.add %99, %c_57 : tensor<2x1x1x8xi64>
    %102 = stablehlo.select %100, %101, %99 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %103 = stablehlo.reshape %102 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %104 = stablehlo.concatenate %98, %103, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %105 = "stablehlo.gather"(%93, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %106 = stablehlo.convert %105 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %109 = stablehlo.and %92, %108 : tensor<2x1x8x8xui8>
    %110 = stablehlo.compare  NE, %109, %c_75 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %111 = stablehlo.select %110, %cst_56, %cst_55 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %114 = stablehlo.add %81, %113 : tensor<2x4x8x8xf32>
    %115 = stablehlo.reduce(%114 init: %cst_74) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.subtract %114, %116 : tensor<2x4x8x8xf32>
    %118 = stablehlo.exponential %117 : tensor<2x4x8x8xf32>
    %119 = stablehlo.reduce(%118 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
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
    %138 = stablehlo.power %136, %cst_72 : tensor<2x8x32xf32>
    %139 = stablehlo.reduce(%138 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %140 = stablehlo.multiply %139, %cst_71 : tensor<2x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %142 = stablehlo.add %141, %cst_70 : tensor<2x8x1xf32>
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
    %163 = stablehlo.broadcast_in_dim %arg25, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %164 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.power %162, %cst_72 : tensor<2x8x32xf32>
    %166 = stablehlo.reduce(%165 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %167 = stablehlo.multiply %166, %cst_71 : tensor<2x8xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %169 = stablehlo.add %168, %cst_70 : tensor<2x8x1xf32>
    %170 = stablehlo.rsqrt %169 : tensor<2x8x1xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.multiply %162, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.multiply %164, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %179 = stablehlo.transpose %178, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %180 = stablehlo.power %179, %cst_69 : tensor<2x4x8x8xf32>
    %181 = stablehlo.reduce(%180 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %182 = stablehlo.multiply %181, %cst_68 : tensor<2x4x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %184 = stablehlo.add %183, %cst_67 : tensor<2x4x8x1xf32>
    %185 = stablehlo.rsqrt %184 : tensor<2x4x8x1xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %188 = stablehlo.multiply %179, %187 : tensor<2x4x8x8xf32>
    %189 = stablehlo.multiply %163, %188 : tensor<2x4x8x8xf32>
    %190 = stablehlo.multiply %189, %38 : tensor<2x4x8x8xf32>
    %191 = stablehlo.slice %189 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %192 = stablehlo.negate %191 : tensor<2x4x8x4xf32>
    %193 = stablehlo.slice %189 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %194 = stablehlo.concatenate %192, %193, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %195 = stablehlo.multiply %194, %46 : tensor<2x4x8x8xf32>
    %196 = stablehlo.add %190, %195 : tensor<2x4x8x8xf32>
    %197 = stablehlo.multiply %196, %cst_65 : tensor<2x4x8x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %199 = stablehlo.broadcast_in_dim %arg23, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %200 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %201 = stablehlo.dot_general %175, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %202 = stablehlo.reshape %201 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %203 = stablehlo.transpose %202, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %204 = stablehlo.power %203, %cst_64 : tensor<2x2x8x8xf32>
    %205 = stablehlo.reduce(%204 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %206 = stablehlo.multiply %205, %cst_63 : tensor<2x2x8xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %208 = stablehlo.add %207, %cst_62 : tensor<2x2x8x1xf32>
    %209 = stablehlo.rsqrt %208 : tensor<2x2x8x1xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %212 = stablehlo.multiply %203, %211 : tensor<2x2x8x8xf32>
    %213 = stablehlo.multiply %199, %212 : tensor<2x2x8x8xf32>
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
    %224 = stablehlo.multiply %223, %cst_65 : tensor<2x4x8x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %226 = stablehlo.dot_general %198, %225, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %227 = stablehlo.reshape %226 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %228 = stablehlo.add %227, %113 : tensor<2x4x8x8xf32>
    %229 = stablehlo.reduce(%228 init: %cst_74) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %231 = stablehlo.subtract %228, %230 : tensor<2x4x8x8xf32>
    %232 = stablehlo.exponential %231 : tensor<2x4x8x8xf32>
    %233 = stablehlo.reduce(%232 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
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
    %251 = stablehlo.power %250, %cst_72 : tensor<2x8x32xf32>
    %252 = stablehlo.reduce(%251 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %253 = stablehlo.multiply %252, %cst_71 : tensor<2x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %255 = stablehlo.add %254, %cst_70 : tensor<2x8x1xf32>
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
    %267 = stablehlo.iota dim = 0 : tensor<4xi32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %269:2 = "stablehlo.sort"(%266, %268) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>, %arg63: tensor<i32>, %arg64: tensor<i32>):
      %884 = stablehlo.compare  GT, %arg61, %arg62,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %884 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %270 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %271 = stablehlo.slice %269#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %272 = stablehlo.convert %271 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %273 = stablehlo.reshape %272 : (tensor<16x2xi64>) -> tensor<32xi64>
    %274 = stablehlo.compare  LT, %273, %c_54 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %275 = stablehlo.add %273, %c_53 : tensor<32xi64>
    %276 = stablehlo.select %274, %275, %273 : tensor<32xi1>, tensor<32xi64>
    %277 = stablehlo.reshape %276 : (tensor<32xi64>) -> tensor<32x1xi64>
    %278 = "stablehlo.gather"(%arg31, %277) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %279 = "stablehlo.gather"(%arg30, %277) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %280 = stablehlo.broadcast_in_dim %261, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %281 = stablehlo.reshape %280 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %282 = stablehlo.dot_general %279, %281, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %283 = stablehlo.reshape %282 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %284 = stablehlo.slice %283 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %285 = stablehlo.logistic %284 : tensor<32x32xf32>
    %286 = stablehlo.multiply %284, %285 : tensor<32x32xf32>
    %287 = stablehlo.slice %283 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %288 = stablehlo.multiply %286, %287 : tensor<32x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %290 = stablehlo.dot_general %278, %289, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %292 = stablehlo.iota dim = 0 : tensor<16xui32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0] : (tensor<16xui32>) -> tensor<16x2x1xui32>
    %294 = stablehlo.convert %271 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %295 = stablehlo.reshape %294 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %296 = stablehlo.concatenate %293, %295, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %297 = "stablehlo.gather"(%264, %296) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %298 = stablehlo.reduce(%297 init: %cst_78) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %299 = stablehlo.reshape %298 : (tensor<16xf32>) -> tensor<16x1xf32>
    %300 = stablehlo.add %299, %cst_52 : tensor<16x1xf32>
    %301 = stablehlo.reshape %300 : (tensor<16x1xf32>) -> tensor<16xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %303 = stablehlo.divide %297, %302 : tensor<16x2xf32>
    %304 = stablehlo.multiply %303, %cst_51 : tensor<16x2xf32>
    %305 = stablehlo.reshape %304 : (tensor<16x2xf32>) -> tensor<32xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %307 = stablehlo.multiply %291, %306 : tensor<32x32xf32>
    %308 = stablehlo.reshape %307 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %309 = stablehlo.reduce(%308 init: %cst_78) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %310 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %311 = stablehlo.dot_general %261, %310, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %312 = stablehlo.logistic %311 : tensor<16x32xf32>
    %313 = stablehlo.multiply %311, %312 : tensor<16x32xf32>
    %314 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %315 = stablehlo.dot_general %261, %314, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %316 = stablehlo.multiply %313, %315 : tensor<16x32xf32>
    %317 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %318 = stablehlo.dot_general %316, %317, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %319 = stablehlo.add %309, %318 : tensor<16x32xf32>
    %320 = stablehlo.reshape %319 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %321 = stablehlo.add %250, %320 : tensor<2x8x32xf32>
    %322 = stablehlo.power %321, %cst_72 : tensor<2x8x32xf32>
    %323 = stablehlo.reduce(%322 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %324 = stablehlo.multiply %323, %cst_71 : tensor<2x8xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %326 = stablehlo.add %325, %cst_70 : tensor<2x8x1xf32>
    %327 = stablehlo.rsqrt %326 : tensor<2x8x1xf32>
    %328 = stablehlo.reshape %327 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %330 = stablehlo.multiply %321, %329 : tensor<2x8x32xf32>
    %331 = stablehlo.multiply %270, %330 : tensor<2x8x32xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %333 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %334 = stablehlo.dot_general %332, %333, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %335 = stablehlo.reshape %334 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %336 = stablehlo.slice %335 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %337 = stablehlo.reduce(%336 init: %cst_74) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %339 = stablehlo.subtract %336, %338 : tensor<2x7x128xf32>
    %340 = stablehlo.exponential %339 : tensor<2x7x128xf32>
    %341 = stablehlo.reduce(%340 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %342 = stablehlo.log %341 : tensor<2x7xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %344 = stablehlo.subtract %339, %343 : tensor<2x7x128xf32>
    %345 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %347 = stablehlo.broadcast_in_dim %c_73, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %348 = stablehlo.compare  EQ, %346, %347 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %349 = stablehlo.convert %348 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %350 = stablehlo.convert %349 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %351 = stablehlo.multiply %344, %350 : tensor<2x7x128xf32>
    %352 = stablehlo.reduce(%351 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %353 = stablehlo.reduce(%352 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %354 = stablehlo.multiply %353, %cst_50 : tensor<f32>
    %355 = stablehlo.negate %354 : tensor<f32>
    %356 = stablehlo.multiply %arg33, %cst_49 : tensor<128x32xf32>
    %357 = stablehlo.compare  LT, %arg0, %c_76 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %358 = stablehlo.add %arg0, %c_47 : tensor<2x8xi64>
    %359 = stablehlo.select %357, %358, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %360 = stablehlo.reshape %359 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %361 = stablehlo.compare  EQ, %arg0, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %363 = stablehlo.multiply %350, %cst_43 : tensor<2x7x128xf32>
    %364 = stablehlo.exponential %344 : tensor<2x7x128xf32>
    %365 = stablehlo.reduce(%363 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %367 = stablehlo.multiply %364, %366 : tensor<2x7x128xf32>
    %368 = stablehlo.subtract %363, %367 : tensor<2x7x128xf32>
    %369 = stablehlo.pad %368, %cst_78, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %370 = stablehlo.select %c_44, %369, %cst_42 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %372 = stablehlo.dot_general %371, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %373 = stablehlo.reshape %372 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %374 = stablehlo.multiply %373, %270 : tensor<2x8x32xf32>
    %375 = stablehlo.multiply %374, %329 : tensor<2x8x32xf32>
    %376 = stablehlo.multiply %374, %321 : tensor<2x8x32xf32>
    %377 = stablehlo.reduce(%376 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %378 = stablehlo.reshape %377 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %379 = stablehlo.multiply %378, %cst_41 : tensor<2x8x1xf32>
    %380 = stablehlo.power %327, %cst_40 : tensor<2x8x1xf32>
    %381 = stablehlo.multiply %379, %380 : tensor<2x8x1xf32>
    %382 = stablehlo.reshape %381 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %384 = stablehlo.divide %383, %cst_39 : tensor<2x8x32xf32>
    %385 = stablehlo.power %321, %cst_38 : tensor<2x8x32xf32>
    %386 = stablehlo.multiply %385, %cst_72 : tensor<2x8x32xf32>
    %387 = stablehlo.multiply %384, %386 : tensor<2x8x32xf32>
    %388 = stablehlo.add %375, %387 : tensor<2x8x32xf32>
    %389 = stablehlo.reshape %388 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %390 = stablehlo.dot_general %389, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %391 = stablehlo.multiply %390, %313 : tensor<16x32xf32>
    %392 = stablehlo.dot_general %391, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %393 = stablehlo.multiply %390, %315 : tensor<16x32xf32>
    %394 = stablehlo.subtract %cst_37, %312 : tensor<16x32xf32>
    %395 = stablehlo.multiply %311, %394 : tensor<16x32xf32>
    %396 = stablehlo.add %395, %cst_37 : tensor<16x32xf32>
    %397 = stablehlo.multiply %312, %396 : tensor<16x32xf32>
    %398 = stablehlo.multiply %393, %397 : tensor<16x32xf32>
    %399 = stablehlo.dot_general %398, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %400 = stablehlo.add %392, %399 : tensor<16x32xf32>
    %401 = stablehlo.transpose %279, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %402 = stablehlo.transpose %278, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %403 = stablehlo.broadcast_in_dim %389, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %404 = stablehlo.reshape %403 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %405 = stablehlo.multiply %404, %306 : tensor<32x32xf32>
    %406 = stablehlo.reshape %405 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %407 = stablehlo.dot_general %402, %406, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %408 = stablehlo.reshape %407 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %409 = stablehlo.multiply %408, %287 : tensor<32x32xf32>
    %410 = stablehlo.subtract %cst_36, %285 : tensor<32x32xf32>
    %411 = stablehlo.multiply %284, %410 : tensor<32x32xf32>
    %412 = stablehlo.add %411, %cst_36 : tensor<32x32xf32>
    %413 = stablehlo.multiply %285, %412 : tensor<32x32xf32>
    %414 = stablehlo.multiply %409, %413 : tensor<32x32xf32>
    %415 = stablehlo.multiply %408, %286 : tensor<32x32xf32>
    %416 = stablehlo.concatenate %414, %415, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %417 = stablehlo.reshape %416 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %418 = stablehlo.dot_general %401, %417, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %419 = stablehlo.reshape %418 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %420 = stablehlo.reduce(%419 init: %cst_78) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %421 = stablehlo.add %400, %420 : tensor<16x32xf32>
    %422 = stablehlo.iota dim = 0 : tensor<16xi64>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %424 = stablehlo.reshape %272 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %425 = stablehlo.concatenate %423, %424, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %426 = stablehlo.multiply %404, %291 : tensor<32x32xf32>
    %427 = stablehlo.reduce(%426 init: %cst_78) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %428 = stablehlo.reshape %427 : (tensor<32xf32>) -> tensor<16x2xf32>
    %429 = stablehlo.multiply %428, %cst_51 : tensor<16x2xf32>
    %430 = stablehlo.divide %429, %302 : tensor<16x2xf32>
    %431 = stablehlo.negate %429 : tensor<16x2xf32>
    %432 = stablehlo.divide %303, %302 : tensor<16x2xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<16x2xf32>
    %434 = stablehlo.reduce(%433 init: %cst_78) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %436 = stablehlo.add %430, %435 : tensor<16x2xf32>
    %437 = "stablehlo.scatter"(%cst_35, %425, %436) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %884 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %884 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %438 = stablehlo.subtract %cst_34, %264 : tensor<16x4xf32>
    %439 = stablehlo.multiply %264, %438 : tensor<16x4xf32>
    %440 = stablehlo.multiply %437, %439 : tensor<16x4xf32>
    %441 = stablehlo.dot_general %440, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %442 = stablehlo.add %421, %441 : tensor<16x32xf32>
    %443 = stablehlo.reshape %442 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %444 = stablehlo.multiply %443, %0 : tensor<2x8x32xf32>
    %445 = stablehlo.multiply %444, %258 : tensor<2x8x32xf32>
    %446 = stablehlo.add %388, %445 : tensor<2x8x32xf32>
    %447 = stablehlo.multiply %444, %250 : tensor<2x8x32xf32>
    %448 = stablehlo.reduce(%447 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %449 = stablehlo.reshape %448 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %450 = stablehlo.multiply %449, %cst_41 : tensor<2x8x1xf32>
    %451 = stablehlo.power %256, %cst_40 : tensor<2x8x1xf32>
    %452 = stablehlo.multiply %450, %451 : tensor<2x8x1xf32>
    %453 = stablehlo.reshape %452 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %455 = stablehlo.divide %454, %cst_39 : tensor<2x8x32xf32>
    %456 = stablehlo.power %250, %cst_38 : tensor<2x8x32xf32>
    %457 = stablehlo.multiply %456, %cst_72 : tensor<2x8x32xf32>
    %458 = stablehlo.multiply %455, %457 : tensor<2x8x32xf32>
    %459 = stablehlo.add %446, %458 : tensor<2x8x32xf32>
    %460 = stablehlo.transpose %236, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %461 = stablehlo.reshape %459 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %462 = stablehlo.dot_general %461, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %463 = stablehlo.reshape %462 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %464 = stablehlo.transpose %463, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %465 = stablehlo.reshape %464 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %466 = stablehlo.dot_general %460, %465, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %467 = stablehlo.reshape %466 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %468 = stablehlo.reduce(%467 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %469 = stablehlo.transpose %468, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %470 = stablehlo.reshape %469 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %471 = stablehlo.dot_general %470, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %472 = stablehlo.reshape %471 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %473 = stablehlo.transpose %198, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %474 = stablehlo.transpose %242, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %475 = stablehlo.dot_general %465, %474, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %476 = stablehlo.reshape %475 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %477 = stablehlo.multiply %476, %235 : tensor<2x4x8x8xf32>
    %478 = stablehlo.reduce(%477 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %480 = stablehlo.multiply %235, %479 : tensor<2x4x8x8xf32>
    %481 = stablehlo.subtract %477, %480 : tensor<2x4x8x8xf32>
    %482 = stablehlo.reshape %481 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %483 = stablehlo.dot_general %473, %482, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %484 = stablehlo.reshape %483 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %485 = stablehlo.multiply %484, %cst_65 : tensor<2x4x8x8xf32>
    %486 = stablehlo.transpose %485, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %487 = stablehlo.reshape %486 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %488 = stablehlo.reduce(%487 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %489 = stablehlo.multiply %488, %72 : tensor<2x2x8x8xf32>
    %490 = stablehlo.slice %489 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %491 = stablehlo.negate %490 : tensor<2x2x8x4xf32>
    %492 = stablehlo.pad %491, %cst_78, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %493 = stablehlo.select %c_33, %492, %cst_32 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %494 = stablehlo.slice %489 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %495 = stablehlo.pad %494, %cst_78, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %496 = stablehlo.select %c_31, %495, %cst_32 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %497 = stablehlo.add %493, %496 : tensor<2x2x8x8xf32>
    %498 = stablehlo.multiply %488, %66 : tensor<2x2x8x8xf32>
    %499 = stablehlo.add %497, %498 : tensor<2x2x8x8xf32>
    %500 = stablehlo.multiply %499, %199 : tensor<2x2x8x8xf32>
    %501 = stablehlo.multiply %500, %211 : tensor<2x2x8x8xf32>
    %502 = stablehlo.multiply %500, %203 : tensor<2x2x8x8xf32>
    %503 = stablehlo.reduce(%502 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %504 = stablehlo.reshape %503 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %505 = stablehlo.multiply %504, %cst_30 : tensor<2x2x8x1xf32>
    %506 = stablehlo.power %209, %cst_29 : tensor<2x2x8x1xf32>
    %507 = stablehlo.multiply %505, %506 : tensor<2x2x8x1xf32>
    %508 = stablehlo.reshape %507 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %510 = stablehlo.divide %509, %cst_28 : tensor<2x2x8x8xf32>
    %511 = stablehlo.power %203, %cst_27 : tensor<2x2x8x8xf32>
    %512 = stablehlo.multiply %511, %cst_64 : tensor<2x2x8x8xf32>
    %513 = stablehlo.multiply %510, %512 : tensor<2x2x8x8xf32>
    %514 = stablehlo.add %501, %513 : tensor<2x2x8x8xf32>
    %515 = stablehlo.transpose %514, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %516 = stablehlo.reshape %515 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %517 = stablehlo.dot_general %516, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %518 = stablehlo.reshape %517 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %519 = stablehlo.add %472, %518 : tensor<2x8x32xf32>
    %520 = stablehlo.transpose %225, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %521 = stablehlo.dot_general %482, %520, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %522 = stablehlo.reshape %521 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %523 = stablehlo.multiply %522, %cst_65 : tensor<2x4x8x8xf32>
    %524 = stablehlo.multiply %523, %46 : tensor<2x4x8x8xf32>
    %525 = stablehlo.slice %524 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %526 = stablehlo.negate %525 : tensor<2x4x8x4xf32>
    %527 = stablehlo.pad %526, %cst_78, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %528 = stablehlo.select %c_26, %527, %cst_25 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %529 = stablehlo.slice %524 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %530 = stablehlo.pad %529, %cst_78, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %531 = stablehlo.select %c, %530, %cst_25 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %532 = stablehlo.add %528, %531 : tensor<2x4x8x8xf32>
    %533 = stablehlo.multiply %523, %38 : tensor<2x4x8x8xf32>
    %534 = stablehlo.add %532, %533 : tensor<2x4x8x8xf32>
    %535 = stablehlo.multiply %534, %163 : tensor<2x4x8x8xf32>
    %536 = stablehlo.multiply %535, %187 : tensor<2x4x8x8xf32>
    %537 = stablehlo.multiply %535, %179 : tensor<2x4x8x8xf32>
    %538 = stablehlo.reduce(%537 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %539 = stablehlo.reshape %538 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %540 = stablehlo.multiply %539, %cst_24 : tensor<2x4x8x1xf32>
    %541 = stablehlo.power %185, %cst_23 : tensor<2x4x8x1xf32>
    %542 = stablehlo.multiply %540, %541 : tensor<2x4x8x1xf32>
    %543 = stablehlo.reshape %542 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %545 = stablehlo.divide %544, %cst_22 : tensor<2x4x8x8xf32>
    %546 = stablehlo.power %179, %cst_21 : tensor<2x4x8x8xf32>
    %547 = stablehlo.multiply %546, %cst_69 : tensor<2x4x8x8xf32>
    %548 = stablehlo.multiply %545, %547 : tensor<2x4x8x8xf32>
    %549 = stablehlo.add %536, %548 : tensor<2x4x8x8xf32>
    %550 = stablehlo.transpose %549, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %551 = stablehlo.reshape %550 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %552 = stablehlo.dot_general %551, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %553 = stablehlo.reshape %552 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %554 = stablehlo.add %519, %553 : tensor<2x8x32xf32>
    %555 = stablehlo.multiply %554, %164 : tensor<2x8x32xf32>
    %556 = stablehlo.multiply %555, %172 : tensor<2x8x32xf32>
    %557 = stablehlo.add %459, %556 : tensor<2x8x32xf32>
    %558 = stablehlo.multiply %555, %162 : tensor<2x8x32xf32>
    %559 = stablehlo.reduce(%558 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %560 = stablehlo.reshape %559 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %561 = stablehlo.multiply %560, %cst_41 : tensor<2x8x1xf32>
    %562 = stablehlo.power %170, %cst_40 : tensor<2x8x1xf32>
    %563 = stablehlo.multiply %561, %562 : tensor<2x8x1xf32>
    %564 = stablehlo.reshape %563 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %566 = stablehlo.divide %565, %cst_39 : tensor<2x8x32xf32>
    %567 = stablehlo.power %162, %cst_38 : tensor<2x8x32xf32>
    %568 = stablehlo.multiply %567, %cst_72 : tensor<2x8x32xf32>
    %569 = stablehlo.multiply %566, %568 : tensor<2x8x32xf32>
    %570 = stablehlo.add %557, %569 : tensor<2x8x32xf32>
    %571 = stablehlo.reshape %570 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %572 = stablehlo.dot_general %571, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %573 = stablehlo.reshape %572 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %574 = stablehlo.multiply %573, %153 : tensor<2x8x64xf32>
    %575 = stablehlo.reshape %574 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %576 = stablehlo.dot_general %575, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %577 = stablehlo.reshape %576 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %578 = stablehlo.multiply %573, %156 : tensor<2x8x64xf32>
    %579 = stablehlo.subtract %cst_20, %152 : tensor<2x8x64xf32>
    %580 = stablehlo.multiply %151, %579 : tensor<2x8x64xf32>
    %581 = stablehlo.add %580, %cst_20 : tensor<2x8x64xf32>
    %582 = stablehlo.multiply %152, %581 : tensor<2x8x64xf32>
    %583 = stablehlo.multiply %578, %582 : tensor<2x8x64xf32>
    %584 = stablehlo.reshape %583 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %585 = stablehlo.dot_general %584, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %586 = stablehlo.reshape %585 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %587 = stablehlo.add %577, %586 : tensor<2x8x32xf32>
    %588 = stablehlo.multiply %587, %137 : tensor<2x8x32xf32>
    %589 = stablehlo.multiply %588, %145 : tensor<2x8x32xf32>
    %590 = stablehlo.add %570, %589 : tensor<2x8x32xf32>
    %591 = stablehlo.multiply %588, %136 : tensor<2x8x32xf32>
    %592 = stablehlo.reduce(%591 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %593 = stablehlo.reshape %592 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %594 = stablehlo.multiply %593, %cst_41 : tensor<2x8x1xf32>
    %595 = stablehlo.power %143, %cst_40 : tensor<2x8x1xf32>
    %596 = stablehlo.multiply %594, %595 : tensor<2x8x1xf32>
    %597 = stablehlo.reshape %596 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %599 = stablehlo.divide %598, %cst_39 : tensor<2x8x32xf32>
    %600 = stablehlo.power %136, %cst_38 : tensor<2x8x32xf32>
    %601 = stablehlo.multiply %600, %cst_72 : tensor<2x8x32xf32>
    %602 = stablehlo.multiply %599, %601 : tensor<2x8x32xf32>
    %603 = stablehlo.add %590, %602 : tensor<2x8x32xf32>
    %604 = stablehlo.transpose %122, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %605 = stablehlo.reshape %603 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %606 = stablehlo.dot_general %605, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %607 = stablehlo.reshape %606 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %608 = stablehlo.transpose %607, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %609 = stablehlo.reshape %608 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %610 = stablehlo.dot_general %604, %609, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %611 = stablehlo.reshape %610 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %612 = stablehlo.reduce(%611 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %613 = stablehlo.transpose %612, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %614 = stablehlo.reshape %613 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %615 = stablehlo.dot_general %614, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %616 = stablehlo.reshape %615 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %617 = stablehlo.transpose %50, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %618 = stablehlo.transpose %128, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %619 = stablehlo.dot_general %609, %618, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %620 = stablehlo.reshape %619 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %621 = stablehlo.multiply %620, %121 : tensor<2x4x8x8xf32>
    %622 = stablehlo.reduce(%621 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %624 = stablehlo.multiply %121, %623 : tensor<2x4x8x8xf32>
    %625 = stablehlo.subtract %621, %624 : tensor<2x4x8x8xf32>
    %626 = stablehlo.reshape %625 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %627 = stablehlo.dot_general %617, %626, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %628 = stablehlo.reshape %627 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %629 = stablehlo.multiply %628, %cst_65 : tensor<2x4x8x8xf32>
    %630 = stablehlo.transpose %629, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %631 = stablehlo.reshape %630 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %632 = stablehlo.reduce(%631 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %633 = stablehlo.multiply %632, %72 : tensor<2x2x8x8xf32>
    %634 = stablehlo.slice %633 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %635 = stablehlo.negate %634 : tensor<2x2x8x4xf32>
    %636 = stablehlo.pad %635, %cst_78, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %637 = stablehlo.select %c_33, %636, %cst_32 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %638 = stablehlo.slice %633 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %639 = stablehlo.pad %638, %cst_78, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %640 = stablehlo.select %c_31, %639, %cst_32 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %641 = stablehlo.add %637, %640 : tensor<2x2x8x8xf32>
    %642 = stablehlo.multiply %632, %66 : tensor<2x2x8x8xf32>
    %643 = stablehlo.add %641, %642 : tensor<2x2x8x8xf32>
    %644 = stablehlo.multiply %643, %51 : tensor<2x2x8x8xf32>
    %645 = stablehlo.multiply %644, %63 : tensor<2x2x8x8xf32>
    %646 = stablehlo.multiply %644, %55 : tensor<2x2x8x8xf32>
    %647 = stablehlo.reduce(%646 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %648 = stablehlo.reshape %647 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %649 = stablehlo.multiply %648, %cst_30 : tensor<2x2x8x1xf32>
    %650 = stablehlo.power %61, %cst_29 : tensor<2x2x8x1xf32>
    %651 = stablehlo.multiply %649, %650 : tensor<2x2x8x1xf32>
    %652 = stablehlo.reshape %651 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %654 = stablehlo.divide %653, %cst_28 : tensor<2x2x8x8xf32>
    %655 = stablehlo.power %55, %cst_27 : tensor<2x2x8x8xf32>
    %656 = stablehlo.multiply %655, %cst_64 : tensor<2x2x8x8xf32>
    %657 = stablehlo.multiply %654, %656 : tensor<2x2x8x8xf32>
    %658 = stablehlo.add %645, %657 : tensor<2x2x8x8xf32>
    %659 = stablehlo.transpose %658, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %660 = stablehlo.reshape %659 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %661 = stablehlo.dot_general %660, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %662 = stablehlo.reshape %661 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %663 = stablehlo.add %616, %662 : tensor<2x8x32xf32>
    %664 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %665 = stablehlo.dot_general %626, %664, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %666 = stablehlo.reshape %665 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %667 = stablehlo.multiply %666, %cst_65 : tensor<2x4x8x8xf32>
    %668 = stablehlo.multiply %667, %46 : tensor<2x4x8x8xf32>
    %669 = stablehlo.slice %668 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %670 = stablehlo.negate %669 : tensor<2x4x8x4xf32>
    %671 = stablehlo.pad %670, %cst_78, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %672 = stablehlo.select %c_26, %671, %cst_25 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %673 = stablehlo.slice %668 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %674 = stablehlo.pad %673, %cst_78, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %675 = stablehlo.select %c, %674, %cst_25 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %676 = stablehlo.add %672, %675 : tensor<2x4x8x8xf32>
    %677 = stablehlo.multiply %667, %38 : tensor<2x4x8x8xf32>
    %678 = stablehlo.add %676, %677 : tensor<2x4x8x8xf32>
    %679 = stablehlo.multiply %678, %5 : tensor<2x4x8x8xf32>
    %680 = stablehlo.multiply %679, %29 : tensor<2x4x8x8xf32>
    %681 = stablehlo.multiply %679, %21 : tensor<2x4x8x8xf32>
    %682 = stablehlo.reduce(%681 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %683 = stablehlo.reshape %682 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %684 = stablehlo.multiply %683, %cst_24 : tensor<2x4x8x1xf32>
    %685 = stablehlo.power %27, %cst_23 : tensor<2x4x8x1xf32>
    %686 = stablehlo.multiply %684, %685 : tensor<2x4x8x1xf32>
    %687 = stablehlo.reshape %686 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %688 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %689 = stablehlo.divide %688, %cst_22 : tensor<2x4x8x8xf32>
    %690 = stablehlo.power %21, %cst_21 : tensor<2x4x8x8xf32>
    %691 = stablehlo.multiply %690, %cst_69 : tensor<2x4x8x8xf32>
    %692 = stablehlo.multiply %689, %691 : tensor<2x4x8x8xf32>
    %693 = stablehlo.add %680, %692 : tensor<2x4x8x8xf32>
    %694 = stablehlo.transpose %693, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %695 = stablehlo.reshape %694 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %696 = stablehlo.dot_general %695, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %697 = stablehlo.reshape %696 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %698 = stablehlo.add %663, %697 : tensor<2x8x32xf32>
    %699 = stablehlo.multiply %698, %6 : tensor<2x8x32xf32>
    %700 = stablehlo.multiply %699, %14 : tensor<2x8x32xf32>
    %701 = stablehlo.add %603, %700 : tensor<2x8x32xf32>
    %702 = stablehlo.multiply %699, %4 : tensor<2x8x32xf32>
    %703 = stablehlo.reduce(%702 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %704 = stablehlo.reshape %703 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %705 = stablehlo.multiply %704, %cst_41 : tensor<2x8x1xf32>
    %706 = stablehlo.power %12, %cst_40 : tensor<2x8x1xf32>
    %707 = stablehlo.multiply %705, %706 : tensor<2x8x1xf32>
    %708 = stablehlo.reshape %707 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %709 = stablehlo.broadcast_in_dim %708, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %710 = stablehlo.divide %709, %cst_39 : tensor<2x8x32xf32>
    %711 = stablehlo.power %4, %cst_38 : tensor<2x8x32xf32>
    %712 = stablehlo.multiply %711, %cst_72 : tensor<2x8x32xf32>
    %713 = stablehlo.multiply %710, %712 : tensor<2x8x32xf32>
    %714 = stablehlo.add %701, %713 : tensor<2x8x32xf32>
    %715 = stablehlo.select %362, %cst_45, %714 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %716 = "stablehlo.scatter"(%cst_48, %360, %715) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %884 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %884 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %717 = stablehlo.add %356, %716 : tensor<128x32xf32>
    %718 = stablehlo.multiply %717, %cst_19 : tensor<128x32xf32>
    %719 = stablehlo.subtract %arg10, %718 : tensor<128x32xf32>
    %720 = stablehlo.multiply %arg34, %cst_18 : tensor<32x32xf32>
    %721 = stablehlo.transpose %695, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %722 = stablehlo.dot_general %721, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %723 = stablehlo.add %720, %722 : tensor<32x32xf32>
    %724 = stablehlo.multiply %723, %cst_17 : tensor<32x32xf32>
    %725 = stablehlo.subtract %arg17, %724 : tensor<32x32xf32>
    %726 = stablehlo.multiply %arg35, %cst_16 : tensor<16x32xf32>
    %727 = stablehlo.transpose %660, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %728 = stablehlo.dot_general %727, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %729 = stablehlo.add %726, %728 : tensor<16x32xf32>
    %730 = stablehlo.multiply %729, %cst_15 : tensor<16x32xf32>
    %731 = stablehlo.subtract %arg15, %730 : tensor<16x32xf32>
    %732 = stablehlo.multiply %arg36, %cst_16 : tensor<16x32xf32>
    %733 = stablehlo.transpose %614, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %734 = stablehlo.dot_general %733, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %735 = stablehlo.add %732, %734 : tensor<16x32xf32>
    %736 = stablehlo.multiply %735, %cst_15 : tensor<16x32xf32>
    %737 = stablehlo.subtract %arg9, %736 : tensor<16x32xf32>
    %738 = stablehlo.multiply %arg37, %cst_18 : tensor<32x32xf32>
    %739 = stablehlo.transpose %605, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %740 = stablehlo.dot_general %739, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %741 = stablehlo.add %738, %740 : tensor<32x32xf32>
    %742 = stablehlo.multiply %741, %cst_17 : tensor<32x32xf32>
    %743 = stablehlo.subtract %arg8, %742 : tensor<32x32xf32>
    %744 = stablehlo.multiply %arg38, %cst_14 : tensor<8xf32>
    %745 = stablehlo.multiply %678, %30 : tensor<2x4x8x8xf32>
    %746 = stablehlo.reduce(%745 init: %cst_78) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %747 = stablehlo.add %744, %746 : tensor<8xf32>
    %748 = stablehlo.multiply %747, %cst_13 : tensor<8xf32>
    %749 = stablehlo.subtract %arg18, %748 : tensor<8xf32>
    %750 = stablehlo.multiply %arg39, %cst_14 : tensor<8xf32>
    %751 = stablehlo.multiply %643, %64 : tensor<2x2x8x8xf32>
    %752 = stablehlo.reduce(%751 init: %cst_78) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %753 = stablehlo.add %750, %752 : tensor<8xf32>
    %754 = stablehlo.multiply %753, %cst_13 : tensor<8xf32>
    %755 = stablehlo.subtract %arg16, %754 : tensor<8xf32>
    %756 = stablehlo.multiply %arg40, %cst_12 : tensor<64x32xf32>
    %757 = stablehlo.transpose %584, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %758 = stablehlo.dot_general %757, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %759 = stablehlo.add %756, %758 : tensor<64x32xf32>
    %760 = stablehlo.multiply %759, %cst_11 : tensor<64x32xf32>
    %761 = stablehlo.subtract %arg20, %760 : tensor<64x32xf32>
    %762 = stablehlo.multiply %arg41, %cst_12 : tensor<64x32xf32>
    %763 = stablehlo.transpose %575, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %764 = stablehlo.dot_general %763, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %765 = stablehlo.add %762, %764 : tensor<64x32xf32>
    %766 = stablehlo.multiply %765, %cst_11 : tensor<64x32xf32>
    %767 = stablehlo.subtract %arg7, %766 : tensor<64x32xf32>
    %768 = stablehlo.multiply %arg42, %cst_10 : tensor<32x64xf32>
    %769 = stablehlo.transpose %571, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %770 = stablehlo.dot_general %769, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %771 = stablehlo.add %768, %770 : tensor<32x64xf32>
    %772 = stablehlo.multiply %771, %cst_9 : tensor<32x64xf32>
    %773 = stablehlo.subtract %arg6, %772 : tensor<32x64xf32>
    %774 = stablehlo.multiply %arg43, %cst_8 : tensor<32xf32>
    %775 = stablehlo.multiply %698, %15 : tensor<2x8x32xf32>
    %776 = stablehlo.reduce(%775 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %777 = stablehlo.add %774, %776 : tensor<32xf32>
    %778 = stablehlo.multiply %777, %cst_7 : tensor<32xf32>
    %779 = stablehlo.subtract %arg11, %778 : tensor<32xf32>
    %780 = stablehlo.multiply %arg44, %cst_8 : tensor<32xf32>
    %781 = stablehlo.multiply %587, %146 : tensor<2x8x32xf32>
    %782 = stablehlo.reduce(%781 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %783 = stablehlo.add %780, %782 : tensor<32xf32>
    %784 = stablehlo.multiply %783, %cst_7 : tensor<32xf32>
    %785 = stablehlo.subtract %arg19, %784 : tensor<32xf32>
    %786 = stablehlo.multiply %arg45, %cst_18 : tensor<32x32xf32>
    %787 = stablehlo.transpose %551, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %788 = stablehlo.dot_general %787, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %789 = stablehlo.add %786, %788 : tensor<32x32xf32>
    %790 = stablehlo.multiply %789, %cst_17 : tensor<32x32xf32>
    %791 = stablehlo.subtract %arg24, %790 : tensor<32x32xf32>
    %792 = stablehlo.multiply %arg46, %cst_16 : tensor<16x32xf32>
    %793 = stablehlo.transpose %516, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %794 = stablehlo.dot_general %793, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %795 = stablehlo.add %792, %794 : tensor<16x32xf32>
    %796 = stablehlo.multiply %795, %cst_15 : tensor<16x32xf32>
    %797 = stablehlo.subtract %arg22, %796 : tensor<16x32xf32>
    %798 = stablehlo.multiply %arg47, %cst_16 : tensor<16x32xf32>
    %799 = stablehlo.transpose %470, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %800 = stablehlo.dot_general %799, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %801 = stablehlo.add %798, %800 : tensor<16x32xf32>
    %802 = stablehlo.multiply %801, %cst_15 : tensor<16x32xf32>
    %803 = stablehlo.subtract %arg5, %802 : tensor<16x32xf32>
    %804 = stablehlo.multiply %arg48, %cst_18 : tensor<32x32xf32>
    %805 = stablehlo.transpose %461, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %806 = stablehlo.dot_general %805, %246, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %807 = stablehlo.add %804, %806 : tensor<32x32xf32>
    %808 = stablehlo.multiply %807, %cst_17 : tensor<32x32xf32>
    %809 = stablehlo.subtract %arg4, %808 : tensor<32x32xf32>
    %810 = stablehlo.multiply %arg49, %cst_14 : tensor<8xf32>
    %811 = stablehlo.multiply %534, %188 : tensor<2x4x8x8xf32>
    %812 = stablehlo.reduce(%811 init: %cst_78) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %813 = stablehlo.add %810, %812 : tensor<8xf32>
    %814 = stablehlo.multiply %813, %cst_13 : tensor<8xf32>
    %815 = stablehlo.subtract %arg25, %814 : tensor<8xf32>
    %816 = stablehlo.multiply %arg50, %cst_14 : tensor<8xf32>
    %817 = stablehlo.multiply %499, %212 : tensor<2x2x8x8xf32>
    %818 = stablehlo.reduce(%817 init: %cst_78) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %819 = stablehlo.add %816, %818 : tensor<8xf32>
    %820 = stablehlo.multiply %819, %cst_13 : tensor<8xf32>
    %821 = stablehlo.subtract %arg23, %820 : tensor<8xf32>
    %822 = stablehlo.multiply %arg51, %cst_6 : tensor<4x32xf32>
    %823 = stablehlo.transpose %440, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %824 = stablehlo.dot_general %823, %261, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %825 = stablehlo.add %822, %824 : tensor<4x32xf32>
    %826 = stablehlo.multiply %825, %cst_5 : tensor<4x32xf32>
    %827 = stablehlo.subtract %arg29, %826 : tensor<4x32xf32>
    %828 = stablehlo.multiply %arg52, %cst_4 : tensor<4x64x32xf32>
    %829 = stablehlo.reshape %280 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %830 = stablehlo.dot_general %417, %829, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %831 = "stablehlo.scatter"(%cst_3, %277, %830) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %884 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %884 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %832 = stablehlo.add %828, %831 : tensor<4x64x32xf32>
    %833 = stablehlo.multiply %832, %cst_2 : tensor<4x64x32xf32>
    %834 = stablehlo.subtract %arg30, %833 : tensor<4x64x32xf32>
    %835 = stablehlo.multiply %arg53, %cst_1 : tensor<4x32x32xf32>
    %836 = stablehlo.reshape %288 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %837 = stablehlo.dot_general %406, %836, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %838 = "stablehlo.scatter"(%cst_0, %277, %837) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %884 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %884 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %839 = stablehlo.add %835, %838 : tensor<4x32x32xf32>
    %840 = stablehlo.multiply %839, %cst : tensor<4x32x32xf32>
    %841 = stablehlo.subtract %arg31, %840 : tensor<4x32x32xf32>
    %842 = stablehlo.multiply %arg54, %cst_18 : tensor<32x32xf32>
    %843 = stablehlo.transpose %398, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %844 = stablehlo.dot_general %843, %261, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %845 = stablehlo.add %842, %844 : tensor<32x32xf32>
    %846 = stablehlo.multiply %845, %cst_17 : tensor<32x32xf32>
    %847 = stablehlo.subtract %arg27, %846 : tensor<32x32xf32>
    %848 = stablehlo.multiply %arg55, %cst_18 : tensor<32x32xf32>
    %849 = stablehlo.transpose %391, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %850 = stablehlo.dot_general %849, %261, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %851 = stablehlo.add %848, %850 : tensor<32x32xf32>
    %852 = stablehlo.multiply %851, %cst_17 : tensor<32x32xf32>
    %853 = stablehlo.subtract %arg3, %852 : tensor<32x32xf32>
    %854 = stablehlo.multiply %arg56, %cst_18 : tensor<32x32xf32>
    %855 = stablehlo.transpose %389, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %856 = stablehlo.dot_general %855, %316, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %857 = stablehlo.add %854, %856 : tensor<32x32xf32>
    %858 = stablehlo.multiply %857, %cst_17 : tensor<32x32xf32>
    %859 = stablehlo.subtract %arg2, %858 : tensor<32x32xf32>
    %860 = stablehlo.multiply %arg57, %cst_8 : tensor<32xf32>
    %861 = stablehlo.multiply %554, %173 : tensor<2x8x32xf32>
    %862 = stablehlo.reduce(%861 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %863 = stablehlo.add %860, %862 : tensor<32xf32>
    %864 = stablehlo.multiply %863, %cst_7 : tensor<32xf32>
    %865 = stablehlo.subtract %arg21, %864 : tensor<32xf32>
    %866 = stablehlo.multiply %arg58, %cst_8 : tensor<32xf32>
    %867 = stablehlo.multiply %443, %259 : tensor<2x8x32xf32>
    %868 = stablehlo.reduce(%867 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %869 = stablehlo.add %866, %868 : tensor<32xf32>
    %870 = stablehlo.multiply %869, %cst_7 : tensor<32xf32>
    %871 = stablehlo.subtract %arg26, %870 : tensor<32xf32>
    %872 = stablehlo.multiply %arg59, %cst_8 : tensor<32xf32>
    %873 = stablehlo.multiply %373, %330 : tensor<2x8x32xf32>
    %874 = stablehlo.reduce(%873 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %875 = stablehlo.add %872, %874 : tensor<32xf32>
    %876 = stablehlo.multiply %875, %cst_7 : tensor<32xf32>
    %877 = stablehlo.subtract %arg32, %876 : tensor<32xf32>
    %878 = stablehlo.multiply %arg60, %cst_49 : tensor<128x32xf32>
    %879 = stablehlo.transpose %371, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %880 = stablehlo.dot_general %879, %332, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %881 = stablehlo.add %878, %880 : tensor<128x32xf32>
    %882 = stablehlo.multiply %881, %cst_19 : tensor<128x32xf32>
    %883 = stablehlo.subtract %arg1, %882 : tensor<128x32xf32>
    return %355, %719, %725, %731, %737, %743, %749, %755, %761, %767, %773, %779, %785, %791, %797, %803, %809, %815, %821, %827, %834, %841, %847, %853, %859, %865, %871, %877, %883, %717, %723, %729, %735, %741, %747, %753, %759, %765, %771, %777, %783, %789, %795, %801, %807, %813, %819, %825, %832, %839, %845, %851, %857, %863, %869, %875, %881 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
