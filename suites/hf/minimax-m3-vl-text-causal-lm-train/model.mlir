module @IrToHlo.3066 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 29 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg3: tensor<32x3072xf32> {tf.aliasing_output = 25 : i32}, %arg4: tensor<6144x32xf32> {tf.aliasing_output = 24 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 18 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 17 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg9: tensor<32x3072xf32> {tf.aliasing_output = 12 : i32}, %arg10: tensor<6144x32xf32> {tf.aliasing_output = 11 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg12: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg13: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg15: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg16: tensor<2x8xi64>, %arg17: tensor<i1>, %arg18: tensor<8xf32> {tf.aliasing_output = 7 : i32}, %arg19: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg20: tensor<4xf32>, %arg21: tensor<8xf32> {tf.aliasing_output = 6 : i32}, %arg22: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg23: tensor<4xf32>, %arg24: tensor<4x32xf32> {tf.aliasing_output = 8 : i32}, %arg25: tensor<4x128x32xf32> {tf.aliasing_output = 9 : i32}, %arg26: tensor<4x32x64xf32> {tf.aliasing_output = 10 : i32}, %arg27: tensor<8xf32> {tf.aliasing_output = 20 : i32}, %arg28: tensor<16x32xf32> {tf.aliasing_output = 16 : i32}, %arg29: tensor<8xf32> {tf.aliasing_output = 19 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg31: tensor<4xf32>, %arg32: tensor<4x32xf32> {tf.aliasing_output = 21 : i32}, %arg33: tensor<4x128x32xf32> {tf.aliasing_output = 22 : i32}, %arg34: tensor<4x32x64xf32> {tf.aliasing_output = 23 : i32}, %arg35: tensor<128x32xf32> {tf.aliasing_output = 30 : i32}, %arg36: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg37: tensor<16x32xf32> {tf.aliasing_output = 32 : i32}, %arg38: tensor<16x32xf32> {tf.aliasing_output = 33 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 34 : i32}, %arg40: tensor<8xf32> {tf.aliasing_output = 35 : i32}, %arg41: tensor<8xf32> {tf.aliasing_output = 36 : i32}, %arg42: tensor<4x32xf32> {tf.aliasing_output = 37 : i32}, %arg43: tensor<4x128x32xf32> {tf.aliasing_output = 38 : i32}, %arg44: tensor<4x32x64xf32> {tf.aliasing_output = 39 : i32}, %arg45: tensor<6144x32xf32> {tf.aliasing_output = 40 : i32}, %arg46: tensor<32x3072xf32> {tf.aliasing_output = 41 : i32}, %arg47: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg49: tensor<32x32xf32> {tf.aliasing_output = 44 : i32}, %arg50: tensor<16x32xf32> {tf.aliasing_output = 45 : i32}, %arg51: tensor<16x32xf32> {tf.aliasing_output = 46 : i32}, %arg52: tensor<32x32xf32> {tf.aliasing_output = 47 : i32}, %arg53: tensor<8xf32> {tf.aliasing_output = 48 : i32}, %arg54: tensor<8xf32> {tf.aliasing_output = 49 : i32}, %arg55: tensor<4x32xf32> {tf.aliasing_output = 50 : i32}, %arg56: tensor<4x128x32xf32> {tf.aliasing_output = 51 : i32}, %arg57: tensor<4x32x64xf32> {tf.aliasing_output = 52 : i32}, %arg58: tensor<6144x32xf32> {tf.aliasing_output = 53 : i32}, %arg59: tensor<32x3072xf32> {tf.aliasing_output = 54 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg61: tensor<32xf32> {tf.aliasing_output = 56 : i32}, %arg62: tensor<32xf32> {tf.aliasing_output = 57 : i32}, %arg63: tensor<128x32xf32> {tf.aliasing_output = 58 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<6144x32xf32>, tensor<32x3072xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<6144x32xf32>, tensor<32x3072xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<6144x32xf32>, tensor<32x3072xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<6144x32xf32>, tensor<32x3072xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x3072xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x3072xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<6144x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<6144x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<4x32x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x64xf32>
    %cst_7 = stablehlo.constant dense<0.899999976> : tensor<4x32x64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<4x128x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<4x128x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<4x128x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x4x8xf32>
    %cst_21 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x4x8xf32>
    %cst_22 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x4x1xf32>
    %cst_23 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x4x1xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_25 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2x8xf32>
    %cst_27 = stablehlo.constant dense<8.000000e+00> : tensor<2x8x2x8xf32>
    %cst_28 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x2x1xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x2x1xf32>
    %c_30 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_32 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_33 = stablehlo.constant dense<-7.000000e+00> : tensor<16x3072xf64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<16x3072xf32>
    %cst_35 = stablehlo.constant dense<7.000000e+00> : tensor<16x3072xf64>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<16x4xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_38 = stablehlo.constant dense<-7.000000e+00> : tensor<32x64xf64>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<32x64xf32>
    %cst_40 = stablehlo.constant dense<7.000000e+00> : tensor<32x64xf64>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_43 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_44 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_46 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_47 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_49 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_50 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_53 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_54 = stablehlo.constant dense<1.702000e+00> : tensor<16x3072xf32>
    %cst_55 = stablehlo.constant dense<-3.40282347E+38> : tensor<16x3072xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<16x3072xf32>
    %cst_57 = stablehlo.constant dense<7.000000e+00> : tensor<16x3072xf32>
    %cst_58 = stablehlo.constant dense<-7.000000e+00> : tensor<16x3072xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<16x32xf32>
    %cst_60 = stablehlo.constant dense<1.702000e+00> : tensor<32x64xf32>
    %cst_61 = stablehlo.constant dense<-3.40282347E+38> : tensor<32x64xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<32x64xf32>
    %cst_63 = stablehlo.constant dense<7.000000e+00> : tensor<32x64xf32>
    %cst_64 = stablehlo.constant dense<-7.000000e+00> : tensor<32x64xf32>
    %c_65 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_66 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_69 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_70 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_71 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_72 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_73 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_74 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x2x1xf32>
    %cst_75 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x2xf32>
    %cst_76 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x8xf32>
    %cst_77 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_78 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
    %cst_80 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x4x1xf32>
    %cst_81 = stablehlo.constant dense<1.250000e-01> : tensor<2x8x4xf32>
    %cst_82 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x4x8xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_84 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_85 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_86 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_87 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_88 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_89 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_90 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_91 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg15, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.power %3, %cst_86 : tensor<2x8x32xf32>
    %5 = stablehlo.reduce(%4 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %6 = stablehlo.multiply %5, %cst_85 : tensor<2x8xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %8 = stablehlo.add %7, %cst_84 : tensor<2x8x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x8x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.multiply %3, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.add %arg14, %cst_83 : tensor<32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.power %19, %cst_82 : tensor<2x8x4x8xf32>
    %21 = stablehlo.reduce(%20 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %22 = stablehlo.multiply %21, %cst_81 : tensor<2x8x4xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %24 = stablehlo.add %23, %cst_80 : tensor<2x8x4x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x8x4x1xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %28 = stablehlo.multiply %19, %27 : tensor<2x8x4x8xf32>
    %29 = stablehlo.add %arg21, %cst_79 : tensor<8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %31 = stablehlo.multiply %28, %30 : tensor<2x8x4x8xf32>
    %32 = stablehlo.transpose %31, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %cst_78, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %34 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<1x8x4xf32>
    %36 = stablehlo.concatenate %35, %35, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %37 = stablehlo.cosine %36 : tensor<1x8x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %40 = stablehlo.multiply %32, %39 : tensor<2x4x8x8xf32>
    %41 = stablehlo.slice %32 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %42 = stablehlo.negate %41 : tensor<2x4x8x4xf32>
    %43 = stablehlo.slice %32 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %44 = stablehlo.concatenate %42, %43, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %45 = stablehlo.sine %36 : tensor<1x8x8xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %48 = stablehlo.multiply %44, %47 : tensor<2x4x8x8xf32>
    %49 = stablehlo.add %40, %48 : tensor<2x4x8x8xf32>
    %50 = stablehlo.multiply %49, %cst_77 : tensor<2x4x8x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %52 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %53 = stablehlo.dot_general %16, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %55 = stablehlo.power %54, %cst_76 : tensor<2x8x2x8xf32>
    %56 = stablehlo.reduce(%55 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %57 = stablehlo.multiply %56, %cst_75 : tensor<2x8x2xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %59 = stablehlo.add %58, %cst_74 : tensor<2x8x2x1xf32>
    %60 = stablehlo.rsqrt %59 : tensor<2x8x2x1xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %63 = stablehlo.multiply %54, %62 : tensor<2x8x2x8xf32>
    %64 = stablehlo.add %arg18, %cst_79 : tensor<8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %66 = stablehlo.multiply %63, %65 : tensor<2x8x2x8xf32>
    %67 = stablehlo.transpose %66, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %68 = stablehlo.broadcast_in_dim %38, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<2x2x8x8xf32>
    %70 = stablehlo.slice %67 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %71 = stablehlo.negate %70 : tensor<2x2x8x4xf32>
    %72 = stablehlo.slice %67 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %73 = stablehlo.concatenate %71, %72, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %74 = stablehlo.broadcast_in_dim %46, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<2x2x8x8xf32>
    %76 = stablehlo.add %69, %75 : tensor<2x2x8x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %79 = stablehlo.transpose %78, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %80 = stablehlo.multiply %79, %cst_77 : tensor<2x4x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %82 = stablehlo.dot_general %51, %81, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %84 = stablehlo.convert %arg17 : (tensor<i1>) -> tensor<ui8>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %86 = stablehlo.broadcast_in_dim %c_73, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %87 = stablehlo.broadcast_in_dim %c_73, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %88 = stablehlo.compare  LE, %86, %87 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %89 = stablehlo.convert %88 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %90 = stablehlo.and %85, %89 : tensor<1x1x8x8xui8>
    %91 = stablehlo.compare  NE, %90, %c_91 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %92 = stablehlo.convert %91 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %93 = stablehlo.reshape %92 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %95 = stablehlo.compare  NE, %arg16, %c_90 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %96 = stablehlo.broadcast_in_dim %c_72, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %97 = stablehlo.compare  LT, %96, %c_71 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %98 = stablehlo.add %96, %c_70 : tensor<2x1x1x8xi64>
    %99 = stablehlo.select %97, %98, %96 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %100 = stablehlo.reshape %99 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %101 = stablehlo.broadcast_in_dim %c_73, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %102 = stablehlo.compare  LT, %101, %c_71 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %103 = stablehlo.add %101, %c_69 : tensor<2x1x1x8xi64>
    %104 = stablehlo.select %102, %103, %101 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %105 = stablehlo.reshape %104 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %106 = stablehlo.concatenate %100, %105, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %107 = "stablehlo.gather"(%95, %106) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %108 = stablehlo.convert %107 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %109 = stablehlo.reshape %108 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %111 = stablehlo.and %94, %110 : tensor<2x1x8x8xui8>
    %112 = stablehlo.compare  NE, %111, %c_89 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %113 = stablehlo.select %112, %cst_68, %cst_67 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %116 = stablehlo.add %83, %115 : tensor<2x4x8x8xf32>
    %117 = stablehlo.reduce(%116 init: %cst_88) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %119 = stablehlo.subtract %116, %118 : tensor<2x4x8x8xf32>
    %120 = stablehlo.exponential %119 : tensor<2x4x8x8xf32>
    %121 = stablehlo.reduce(%120 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %123 = stablehlo.divide %120, %122 : tensor<2x4x8x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %125 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %126 = stablehlo.dot_general %16, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %131 = stablehlo.dot_general %124, %130, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %133 = stablehlo.transpose %132, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.add %3, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.power %138, %cst_86 : tensor<2x8x32xf32>
    %140 = stablehlo.reduce(%139 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %141 = stablehlo.multiply %140, %cst_85 : tensor<2x8xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %143 = stablehlo.add %142, %cst_84 : tensor<2x8x1xf32>
    %144 = stablehlo.rsqrt %143 : tensor<2x8x1xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %147 = stablehlo.multiply %138, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.add %arg11, %cst_83 : tensor<32xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %150 = stablehlo.multiply %147, %149 : tensor<2x8x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %152 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %153 = stablehlo.dot_general %151, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %154 = stablehlo.logistic %153 : tensor<16x4xf32>
    %155 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %156 = stablehlo.add %154, %155 : tensor<16x4xf32>
    %157 = stablehlo.iota dim = 0 : tensor<4xi32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %159:2 = "stablehlo.sort"(%156, %158) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>, %arg66: tensor<i32>, %arg67: tensor<i32>):
      %1026 = stablehlo.compare  GT, %arg64, %arg65,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1026 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %160 = stablehlo.slice %159#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %161 = stablehlo.convert %160 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %162 = stablehlo.reshape %161 : (tensor<16x2xi64>) -> tensor<32xi64>
    %163 = stablehlo.compare  LT, %162, %c_66 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %164 = stablehlo.add %162, %c_65 : tensor<32xi64>
    %165 = stablehlo.select %163, %164, %162 : tensor<32xi1>, tensor<32xi64>
    %166 = stablehlo.reshape %165 : (tensor<32xi64>) -> tensor<32x1xi64>
    %167 = "stablehlo.gather"(%arg26, %166) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %168 = "stablehlo.gather"(%arg25, %166) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %169 = stablehlo.broadcast_in_dim %151, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %171 = stablehlo.dot_general %168, %170, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %173 = stablehlo.slice %172 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %174 = stablehlo.clamp %cst_64, %173, %cst_63 : tensor<32x64xf32>
    %175 = stablehlo.add %174, %cst_62 : tensor<32x64xf32>
    %176 = stablehlo.slice %172 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %177 = stablehlo.clamp %cst_61, %176, %cst_63 : tensor<32x64xf32>
    %178 = stablehlo.multiply %177, %cst_60 : tensor<32x64xf32>
    %179 = stablehlo.logistic %178 : tensor<32x64xf32>
    %180 = stablehlo.multiply %177, %179 : tensor<32x64xf32>
    %181 = stablehlo.multiply %175, %180 : tensor<32x64xf32>
    %182 = stablehlo.reshape %181 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %183 = stablehlo.dot_general %167, %182, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %184 = stablehlo.reshape %183 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %185 = stablehlo.iota dim = 0 : tensor<16xui32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0] : (tensor<16xui32>) -> tensor<16x2x1xui32>
    %187 = stablehlo.convert %160 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %188 = stablehlo.reshape %187 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %189 = stablehlo.concatenate %186, %188, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %190 = "stablehlo.gather"(%154, %189) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %191 = stablehlo.reduce(%190 init: %cst_92) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %193 = stablehlo.divide %190, %192 : tensor<16x2xf32>
    %194 = stablehlo.reshape %193 : (tensor<16x2xf32>) -> tensor<32xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %196 = stablehlo.multiply %184, %195 : tensor<32x32xf32>
    %197 = stablehlo.reshape %196 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %198 = stablehlo.reduce(%197 init: %cst_92) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %199 = stablehlo.multiply %198, %cst_59 : tensor<16x32xf32>
    %200 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,6144]{0,1}"} : (tensor<6144x32xf32>) -> tensor<32x6144xf32>
    %201 = stablehlo.dot_general %151, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x6144xf32>) -> tensor<16x6144xf32>
    %202 = stablehlo.slice %201 [0:16, 3072:6144] : (tensor<16x6144xf32>) -> tensor<16x3072xf32>
    %203 = stablehlo.clamp %cst_58, %202, %cst_57 : tensor<16x3072xf32>
    %204 = stablehlo.add %203, %cst_56 : tensor<16x3072xf32>
    %205 = stablehlo.slice %201 [0:16, 0:3072] : (tensor<16x6144xf32>) -> tensor<16x3072xf32>
    %206 = stablehlo.clamp %cst_55, %205, %cst_57 : tensor<16x3072xf32>
    %207 = stablehlo.multiply %206, %cst_54 : tensor<16x3072xf32>
    %208 = stablehlo.logistic %207 : tensor<16x3072xf32>
    %209 = stablehlo.multiply %206, %208 : tensor<16x3072xf32>
    %210 = stablehlo.multiply %204, %209 : tensor<16x3072xf32>
    %211 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[3072,32]{0,1}"} : (tensor<32x3072xf32>) -> tensor<3072x32xf32>
    %212 = stablehlo.dot_general %210, %211, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x3072xf32>, tensor<3072x32xf32>) -> tensor<16x32xf32>
    %213 = stablehlo.add %199, %212 : tensor<16x32xf32>
    %214 = stablehlo.reshape %213 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.add %138, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.power %215, %cst_86 : tensor<2x8x32xf32>
    %217 = stablehlo.reduce(%216 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %218 = stablehlo.multiply %217, %cst_85 : tensor<2x8xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %220 = stablehlo.add %219, %cst_84 : tensor<2x8x1xf32>
    %221 = stablehlo.rsqrt %220 : tensor<2x8x1xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.multiply %215, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.add %arg8, %cst_83 : tensor<32xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %227 = stablehlo.multiply %224, %226 : tensor<2x8x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %229 = stablehlo.transpose %arg30, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %230 = stablehlo.dot_general %228, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %231 = stablehlo.reshape %230 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %232 = stablehlo.power %231, %cst_82 : tensor<2x8x4x8xf32>
    %233 = stablehlo.reduce(%232 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %234 = stablehlo.multiply %233, %cst_81 : tensor<2x8x4xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %236 = stablehlo.add %235, %cst_80 : tensor<2x8x4x1xf32>
    %237 = stablehlo.rsqrt %236 : tensor<2x8x4x1xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %240 = stablehlo.multiply %231, %239 : tensor<2x8x4x8xf32>
    %241 = stablehlo.add %arg29, %cst_79 : tensor<8xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [3] : (tensor<8xf32>) -> tensor<2x8x4x8xf32>
    %243 = stablehlo.multiply %240, %242 : tensor<2x8x4x8xf32>
    %244 = stablehlo.transpose %243, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %245 = stablehlo.multiply %244, %39 : tensor<2x4x8x8xf32>
    %246 = stablehlo.slice %244 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %247 = stablehlo.negate %246 : tensor<2x4x8x4xf32>
    %248 = stablehlo.slice %244 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %249 = stablehlo.concatenate %247, %248, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %250 = stablehlo.multiply %249, %47 : tensor<2x4x8x8xf32>
    %251 = stablehlo.add %245, %250 : tensor<2x4x8x8xf32>
    %252 = stablehlo.multiply %251, %cst_77 : tensor<2x4x8x8xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %254 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %255 = stablehlo.dot_general %228, %254, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %256 = stablehlo.reshape %255 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %257 = stablehlo.power %256, %cst_76 : tensor<2x8x2x8xf32>
    %258 = stablehlo.reduce(%257 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %259 = stablehlo.multiply %258, %cst_75 : tensor<2x8x2xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %261 = stablehlo.add %260, %cst_74 : tensor<2x8x2x1xf32>
    %262 = stablehlo.rsqrt %261 : tensor<2x8x2x1xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %265 = stablehlo.multiply %256, %264 : tensor<2x8x2x8xf32>
    %266 = stablehlo.add %arg27, %cst_79 : tensor<8xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [3] : (tensor<8xf32>) -> tensor<2x8x2x8xf32>
    %268 = stablehlo.multiply %265, %267 : tensor<2x8x2x8xf32>
    %269 = stablehlo.transpose %268, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %270 = stablehlo.multiply %269, %68 : tensor<2x2x8x8xf32>
    %271 = stablehlo.slice %269 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %272 = stablehlo.negate %271 : tensor<2x2x8x4xf32>
    %273 = stablehlo.slice %269 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %274 = stablehlo.concatenate %272, %273, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %275 = stablehlo.multiply %274, %74 : tensor<2x2x8x8xf32>
    %276 = stablehlo.add %270, %275 : tensor<2x2x8x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %279 = stablehlo.transpose %278, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %280 = stablehlo.multiply %279, %cst_77 : tensor<2x4x8x8xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %282 = stablehlo.dot_general %253, %281, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %283 = stablehlo.reshape %282 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %284 = stablehlo.add %283, %115 : tensor<2x4x8x8xf32>
    %285 = stablehlo.reduce(%284 init: %cst_88) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %287 = stablehlo.subtract %284, %286 : tensor<2x4x8x8xf32>
    %288 = stablehlo.exponential %287 : tensor<2x4x8x8xf32>
    %289 = stablehlo.reduce(%288 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %291 = stablehlo.divide %288, %290 : tensor<2x4x8x8xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %293 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %294 = stablehlo.dot_general %228, %293, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %295 = stablehlo.reshape %294 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %296 = stablehlo.transpose %295, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %298 = stablehlo.reshape %297 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %299 = stablehlo.dot_general %292, %298, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %300 = stablehlo.reshape %299 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %301 = stablehlo.transpose %300, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %303 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %304 = stablehlo.dot_general %302, %303, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %305 = stablehlo.reshape %304 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %306 = stablehlo.add %215, %305 : tensor<2x8x32xf32>
    %307 = stablehlo.power %306, %cst_86 : tensor<2x8x32xf32>
    %308 = stablehlo.reduce(%307 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %309 = stablehlo.multiply %308, %cst_85 : tensor<2x8xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %311 = stablehlo.add %310, %cst_84 : tensor<2x8x1xf32>
    %312 = stablehlo.rsqrt %311 : tensor<2x8x1xf32>
    %313 = stablehlo.reshape %312 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %315 = stablehlo.multiply %306, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.add %arg5, %cst_83 : tensor<32xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %318 = stablehlo.multiply %315, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %320 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %321 = stablehlo.dot_general %319, %320, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %322 = stablehlo.logistic %321 : tensor<16x4xf32>
    %323 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %324 = stablehlo.add %322, %323 : tensor<16x4xf32>
    %325:2 = "stablehlo.sort"(%324, %158) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>, %arg66: tensor<i32>, %arg67: tensor<i32>):
      %1026 = stablehlo.compare  GT, %arg64, %arg65,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1026 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %326 = stablehlo.slice %325#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %327 = stablehlo.convert %326 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %328 = stablehlo.reshape %327 : (tensor<16x2xi64>) -> tensor<32xi64>
    %329 = stablehlo.compare  LT, %328, %c_66 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %330 = stablehlo.add %328, %c_65 : tensor<32xi64>
    %331 = stablehlo.select %329, %330, %328 : tensor<32xi1>, tensor<32xi64>
    %332 = stablehlo.reshape %331 : (tensor<32xi64>) -> tensor<32x1xi64>
    %333 = "stablehlo.gather"(%arg34, %332) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %334 = "stablehlo.gather"(%arg33, %332) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %335 = stablehlo.broadcast_in_dim %319, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %336 = stablehlo.reshape %335 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %337 = stablehlo.dot_general %334, %336, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %338 = stablehlo.reshape %337 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %339 = stablehlo.slice %338 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %340 = stablehlo.clamp %cst_64, %339, %cst_63 : tensor<32x64xf32>
    %341 = stablehlo.add %340, %cst_62 : tensor<32x64xf32>
    %342 = stablehlo.slice %338 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %343 = stablehlo.clamp %cst_61, %342, %cst_63 : tensor<32x64xf32>
    %344 = stablehlo.multiply %343, %cst_60 : tensor<32x64xf32>
    %345 = stablehlo.logistic %344 : tensor<32x64xf32>
    %346 = stablehlo.multiply %343, %345 : tensor<32x64xf32>
    %347 = stablehlo.multiply %341, %346 : tensor<32x64xf32>
    %348 = stablehlo.reshape %347 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %349 = stablehlo.dot_general %333, %348, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %350 = stablehlo.reshape %349 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %351 = stablehlo.convert %326 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %352 = stablehlo.reshape %351 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %353 = stablehlo.concatenate %186, %352, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %354 = "stablehlo.gather"(%322, %353) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %355 = stablehlo.reduce(%354 init: %cst_92) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %357 = stablehlo.divide %354, %356 : tensor<16x2xf32>
    %358 = stablehlo.reshape %357 : (tensor<16x2xf32>) -> tensor<32xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %360 = stablehlo.multiply %350, %359 : tensor<32x32xf32>
    %361 = stablehlo.reshape %360 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %362 = stablehlo.reduce(%361 init: %cst_92) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %363 = stablehlo.multiply %362, %cst_59 : tensor<16x32xf32>
    %364 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,6144]{0,1}"} : (tensor<6144x32xf32>) -> tensor<32x6144xf32>
    %365 = stablehlo.dot_general %319, %364, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x6144xf32>) -> tensor<16x6144xf32>
    %366 = stablehlo.slice %365 [0:16, 3072:6144] : (tensor<16x6144xf32>) -> tensor<16x3072xf32>
    %367 = stablehlo.clamp %cst_58, %366, %cst_57 : tensor<16x3072xf32>
    %368 = stablehlo.add %367, %cst_56 : tensor<16x3072xf32>
    %369 = stablehlo.slice %365 [0:16, 0:3072] : (tensor<16x6144xf32>) -> tensor<16x3072xf32>
    %370 = stablehlo.clamp %cst_55, %369, %cst_57 : tensor<16x3072xf32>
    %371 = stablehlo.multiply %370, %cst_54 : tensor<16x3072xf32>
    %372 = stablehlo.logistic %371 : tensor<16x3072xf32>
    %373 = stablehlo.multiply %370, %372 : tensor<16x3072xf32>
    %374 = stablehlo.multiply %368, %373 : tensor<16x3072xf32>
    %375 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[3072,32]{0,1}"} : (tensor<32x3072xf32>) -> tensor<3072x32xf32>
    %376 = stablehlo.dot_general %374, %375, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x3072xf32>, tensor<3072x32xf32>) -> tensor<16x32xf32>
    %377 = stablehlo.add %363, %376 : tensor<16x32xf32>
    %378 = stablehlo.reshape %377 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %379 = stablehlo.add %306, %378 : tensor<2x8x32xf32>
    %380 = stablehlo.power %379, %cst_86 : tensor<2x8x32xf32>
    %381 = stablehlo.reduce(%380 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %382 = stablehlo.multiply %381, %cst_85 : tensor<2x8xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %384 = stablehlo.add %383, %cst_84 : tensor<2x8x1xf32>
    %385 = stablehlo.rsqrt %384 : tensor<2x8x1xf32>
    %386 = stablehlo.reshape %385 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %388 = stablehlo.multiply %379, %387 : tensor<2x8x32xf32>
    %389 = stablehlo.add %arg2, %cst_83 : tensor<32xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %391 = stablehlo.multiply %388, %390 : tensor<2x8x32xf32>
    %392 = stablehlo.reshape %391 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %393 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %394 = stablehlo.dot_general %392, %393, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %395 = stablehlo.reshape %394 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %396 = stablehlo.slice %395 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %397 = stablehlo.reduce(%396 init: %cst_88) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %399 = stablehlo.subtract %396, %398 : tensor<2x7x128xf32>
    %400 = stablehlo.exponential %399 : tensor<2x7x128xf32>
    %401 = stablehlo.reduce(%400 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %402 = stablehlo.log %401 : tensor<2x7xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %404 = stablehlo.subtract %399, %403 : tensor<2x7x128xf32>
    %405 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %407 = stablehlo.broadcast_in_dim %c_87, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %408 = stablehlo.compare  EQ, %406, %407 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %409 = stablehlo.convert %408 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %410 = stablehlo.convert %409 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %411 = stablehlo.multiply %404, %410 : tensor<2x7x128xf32>
    %412 = stablehlo.reduce(%411 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %413 = stablehlo.reduce(%412 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %414 = stablehlo.multiply %413, %cst_53 : tensor<f32>
    %415 = stablehlo.negate %414 : tensor<f32>
    %416 = stablehlo.multiply %arg35, %cst_52 : tensor<128x32xf32>
    %417 = stablehlo.compare  LT, %arg0, %c_90 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %418 = stablehlo.add %arg0, %c_50 : tensor<2x8xi64>
    %419 = stablehlo.select %417, %418, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %420 = stablehlo.reshape %419 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %421 = stablehlo.compare  EQ, %arg0, %c_49 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %423 = stablehlo.multiply %410, %cst_46 : tensor<2x7x128xf32>
    %424 = stablehlo.exponential %404 : tensor<2x7x128xf32>
    %425 = stablehlo.reduce(%423 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %427 = stablehlo.multiply %424, %426 : tensor<2x7x128xf32>
    %428 = stablehlo.subtract %423, %427 : tensor<2x7x128xf32>
    %429 = stablehlo.pad %428, %cst_92, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %430 = stablehlo.select %c_47, %429, %cst_45 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %431 = stablehlo.reshape %430 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %432 = stablehlo.dot_general %431, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %433 = stablehlo.reshape %432 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %434 = stablehlo.multiply %433, %390 : tensor<2x8x32xf32>
    %435 = stablehlo.multiply %434, %387 : tensor<2x8x32xf32>
    %436 = stablehlo.multiply %434, %379 : tensor<2x8x32xf32>
    %437 = stablehlo.reduce(%436 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %438 = stablehlo.reshape %437 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %439 = stablehlo.multiply %438, %cst_44 : tensor<2x8x1xf32>
    %440 = stablehlo.power %385, %cst_43 : tensor<2x8x1xf32>
    %441 = stablehlo.multiply %439, %440 : tensor<2x8x1xf32>
    %442 = stablehlo.reshape %441 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %444 = stablehlo.divide %443, %cst_42 : tensor<2x8x32xf32>
    %445 = stablehlo.power %379, %cst_41 : tensor<2x8x32xf32>
    %446 = stablehlo.multiply %445, %cst_86 : tensor<2x8x32xf32>
    %447 = stablehlo.multiply %444, %446 : tensor<2x8x32xf32>
    %448 = stablehlo.add %435, %447 : tensor<2x8x32xf32>
    %449 = stablehlo.transpose %334, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %450 = stablehlo.convert %342 : (tensor<32x64xf32>) -> tensor<32x64xf64>
    %451 = stablehlo.compare  LE, %450, %cst_40 : (tensor<32x64xf64>, tensor<32x64xf64>) -> tensor<32x64xi1>
    %452 = stablehlo.transpose %333, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %453 = stablehlo.reshape %448 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %454 = stablehlo.multiply %453, %cst_59 : tensor<16x32xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %456 = stablehlo.reshape %455 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %457 = stablehlo.multiply %456, %359 : tensor<32x32xf32>
    %458 = stablehlo.reshape %457 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %459 = stablehlo.dot_general %452, %458, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %460 = stablehlo.reshape %459 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %461 = stablehlo.multiply %460, %341 : tensor<32x64xf32>
    %462 = stablehlo.multiply %461, %345 : tensor<32x64xf32>
    %463 = stablehlo.multiply %461, %343 : tensor<32x64xf32>
    %464 = stablehlo.subtract %cst_62, %345 : tensor<32x64xf32>
    %465 = stablehlo.multiply %345, %464 : tensor<32x64xf32>
    %466 = stablehlo.multiply %463, %465 : tensor<32x64xf32>
    %467 = stablehlo.multiply %466, %cst_60 : tensor<32x64xf32>
    %468 = stablehlo.add %462, %467 : tensor<32x64xf32>
    %469 = stablehlo.select %451, %468, %cst_39 : tensor<32x64xi1>, tensor<32x64xf32>
    %470 = stablehlo.convert %339 : (tensor<32x64xf32>) -> tensor<32x64xf64>
    %471 = stablehlo.compare  GE, %470, %cst_38 : (tensor<32x64xf64>, tensor<32x64xf64>) -> tensor<32x64xi1>
    %472 = stablehlo.compare  LE, %470, %cst_40 : (tensor<32x64xf64>, tensor<32x64xf64>) -> tensor<32x64xi1>
    %473 = stablehlo.and %471, %472 : tensor<32x64xi1>
    %474 = stablehlo.multiply %460, %346 : tensor<32x64xf32>
    %475 = stablehlo.select %473, %474, %cst_39 : tensor<32x64xi1>, tensor<32x64xf32>
    %476 = stablehlo.concatenate %469, %475, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %477 = stablehlo.reshape %476 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %478 = stablehlo.dot_general %449, %477, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %479 = stablehlo.reshape %478 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %480 = stablehlo.reduce(%479 init: %cst_92) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %481 = stablehlo.iota dim = 0 : tensor<16xi64>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %483 = stablehlo.reshape %327 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %484 = stablehlo.concatenate %482, %483, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %485 = stablehlo.multiply %456, %350 : tensor<32x32xf32>
    %486 = stablehlo.reduce(%485 init: %cst_92) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %487 = stablehlo.reshape %486 : (tensor<32xf32>) -> tensor<16x2xf32>
    %488 = stablehlo.divide %487, %356 : tensor<16x2xf32>
    %489 = stablehlo.negate %487 : tensor<16x2xf32>
    %490 = stablehlo.divide %357, %356 : tensor<16x2xf32>
    %491 = stablehlo.multiply %489, %490 : tensor<16x2xf32>
    %492 = stablehlo.reduce(%491 init: %cst_92) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %494 = stablehlo.add %488, %493 : tensor<16x2xf32>
    %495 = "stablehlo.scatter"(%cst_37, %484, %494) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %1026 = stablehlo.add %arg64, %arg65 : tensor<f32>
      stablehlo.return %1026 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %496 = stablehlo.subtract %cst_36, %322 : tensor<16x4xf32>
    %497 = stablehlo.multiply %322, %496 : tensor<16x4xf32>
    %498 = stablehlo.multiply %495, %497 : tensor<16x4xf32>
    %499 = stablehlo.dot_general %498, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %500 = stablehlo.add %480, %499 : tensor<16x32xf32>
    %501 = stablehlo.convert %369 : (tensor<16x3072xf32>) -> tensor<16x3072xf64>
    %502 = stablehlo.compare  LE, %501, %cst_35 : (tensor<16x3072xf64>, tensor<16x3072xf64>) -> tensor<16x3072xi1>
    %503 = stablehlo.dot_general %453, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x3072xf32>) -> tensor<16x3072xf32>
    %504 = stablehlo.multiply %503, %368 : tensor<16x3072xf32>
    %505 = stablehlo.multiply %504, %372 : tensor<16x3072xf32>
    %506 = stablehlo.multiply %504, %370 : tensor<16x3072xf32>
    %507 = stablehlo.subtract %cst_56, %372 : tensor<16x3072xf32>
    %508 = stablehlo.multiply %372, %507 : tensor<16x3072xf32>
    %509 = stablehlo.multiply %506, %508 : tensor<16x3072xf32>
    %510 = stablehlo.multiply %509, %cst_54 : tensor<16x3072xf32>
    %511 = stablehlo.add %505, %510 : tensor<16x3072xf32>
    %512 = stablehlo.select %502, %511, %cst_34 : tensor<16x3072xi1>, tensor<16x3072xf32>
    %513 = stablehlo.convert %366 : (tensor<16x3072xf32>) -> tensor<16x3072xf64>
    %514 = stablehlo.compare  GE, %513, %cst_33 : (tensor<16x3072xf64>, tensor<16x3072xf64>) -> tensor<16x3072xi1>
    %515 = stablehlo.compare  LE, %513, %cst_35 : (tensor<16x3072xf64>, tensor<16x3072xf64>) -> tensor<16x3072xi1>
    %516 = stablehlo.and %514, %515 : tensor<16x3072xi1>
    %517 = stablehlo.multiply %503, %373 : tensor<16x3072xf32>
    %518 = stablehlo.select %516, %517, %cst_34 : tensor<16x3072xi1>, tensor<16x3072xf32>
    %519 = stablehlo.concatenate %512, %518, dim = 1 : (tensor<16x3072xf32>, tensor<16x3072xf32>) -> tensor<16x6144xf32>
    %520 = stablehlo.dot_general %519, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x6144xf32>, tensor<6144x32xf32>) -> tensor<16x32xf32>
    %521 = stablehlo.add %500, %520 : tensor<16x32xf32>
    %522 = stablehlo.reshape %521 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %523 = stablehlo.multiply %522, %317 : tensor<2x8x32xf32>
    %524 = stablehlo.multiply %523, %314 : tensor<2x8x32xf32>
    %525 = stablehlo.add %448, %524 : tensor<2x8x32xf32>
    %526 = stablehlo.multiply %523, %306 : tensor<2x8x32xf32>
    %527 = stablehlo.reduce(%526 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %528 = stablehlo.reshape %527 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %529 = stablehlo.multiply %528, %cst_44 : tensor<2x8x1xf32>
    %530 = stablehlo.power %312, %cst_43 : tensor<2x8x1xf32>
    %531 = stablehlo.multiply %529, %530 : tensor<2x8x1xf32>
    %532 = stablehlo.reshape %531 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %534 = stablehlo.divide %533, %cst_42 : tensor<2x8x32xf32>
    %535 = stablehlo.power %306, %cst_41 : tensor<2x8x32xf32>
    %536 = stablehlo.multiply %535, %cst_86 : tensor<2x8x32xf32>
    %537 = stablehlo.multiply %534, %536 : tensor<2x8x32xf32>
    %538 = stablehlo.add %525, %537 : tensor<2x8x32xf32>
    %539 = stablehlo.transpose %292, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %540 = stablehlo.reshape %538 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %541 = stablehlo.dot_general %540, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %542 = stablehlo.reshape %541 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %543 = stablehlo.transpose %542, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %544 = stablehlo.reshape %543 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %545 = stablehlo.dot_general %539, %544, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %546 = stablehlo.reshape %545 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %547 = stablehlo.reduce(%546 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %548 = stablehlo.transpose %547, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %550 = stablehlo.dot_general %549, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %551 = stablehlo.reshape %550 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %552 = stablehlo.transpose %253, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %553 = stablehlo.transpose %298, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %554 = stablehlo.dot_general %544, %553, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %555 = stablehlo.reshape %554 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %556 = stablehlo.multiply %555, %291 : tensor<2x4x8x8xf32>
    %557 = stablehlo.reduce(%556 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %559 = stablehlo.multiply %291, %558 : tensor<2x4x8x8xf32>
    %560 = stablehlo.subtract %556, %559 : tensor<2x4x8x8xf32>
    %561 = stablehlo.reshape %560 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %562 = stablehlo.dot_general %552, %561, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %563 = stablehlo.reshape %562 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %564 = stablehlo.multiply %563, %cst_77 : tensor<2x4x8x8xf32>
    %565 = stablehlo.transpose %564, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %566 = stablehlo.reshape %565 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %567 = stablehlo.reduce(%566 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %568 = stablehlo.multiply %567, %74 : tensor<2x2x8x8xf32>
    %569 = stablehlo.slice %568 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %570 = stablehlo.negate %569 : tensor<2x2x8x4xf32>
    %571 = stablehlo.pad %570, %cst_92, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %572 = stablehlo.select %c_32, %571, %cst_31 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %573 = stablehlo.slice %568 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %574 = stablehlo.pad %573, %cst_92, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %575 = stablehlo.select %c_30, %574, %cst_31 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %576 = stablehlo.add %572, %575 : tensor<2x2x8x8xf32>
    %577 = stablehlo.multiply %567, %68 : tensor<2x2x8x8xf32>
    %578 = stablehlo.add %576, %577 : tensor<2x2x8x8xf32>
    %579 = stablehlo.transpose %578, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %580 = stablehlo.multiply %579, %267 : tensor<2x8x2x8xf32>
    %581 = stablehlo.multiply %580, %264 : tensor<2x8x2x8xf32>
    %582 = stablehlo.multiply %580, %256 : tensor<2x8x2x8xf32>
    %583 = stablehlo.reduce(%582 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %584 = stablehlo.reshape %583 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %585 = stablehlo.multiply %584, %cst_29 : tensor<2x8x2x1xf32>
    %586 = stablehlo.power %262, %cst_28 : tensor<2x8x2x1xf32>
    %587 = stablehlo.multiply %585, %586 : tensor<2x8x2x1xf32>
    %588 = stablehlo.reshape %587 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %590 = stablehlo.divide %589, %cst_27 : tensor<2x8x2x8xf32>
    %591 = stablehlo.power %256, %cst_26 : tensor<2x8x2x8xf32>
    %592 = stablehlo.multiply %591, %cst_76 : tensor<2x8x2x8xf32>
    %593 = stablehlo.multiply %590, %592 : tensor<2x8x2x8xf32>
    %594 = stablehlo.add %581, %593 : tensor<2x8x2x8xf32>
    %595 = stablehlo.reshape %594 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %596 = stablehlo.dot_general %595, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %597 = stablehlo.reshape %596 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %598 = stablehlo.add %551, %597 : tensor<2x8x32xf32>
    %599 = stablehlo.transpose %281, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %600 = stablehlo.dot_general %561, %599, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %601 = stablehlo.reshape %600 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %602 = stablehlo.multiply %601, %cst_77 : tensor<2x4x8x8xf32>
    %603 = stablehlo.multiply %602, %47 : tensor<2x4x8x8xf32>
    %604 = stablehlo.slice %603 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %605 = stablehlo.negate %604 : tensor<2x4x8x4xf32>
    %606 = stablehlo.pad %605, %cst_92, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %607 = stablehlo.select %c_25, %606, %cst_24 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %608 = stablehlo.slice %603 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %609 = stablehlo.pad %608, %cst_92, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %610 = stablehlo.select %c, %609, %cst_24 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %611 = stablehlo.add %607, %610 : tensor<2x4x8x8xf32>
    %612 = stablehlo.multiply %602, %39 : tensor<2x4x8x8xf32>
    %613 = stablehlo.add %611, %612 : tensor<2x4x8x8xf32>
    %614 = stablehlo.transpose %613, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %615 = stablehlo.multiply %614, %242 : tensor<2x8x4x8xf32>
    %616 = stablehlo.multiply %615, %239 : tensor<2x8x4x8xf32>
    %617 = stablehlo.multiply %615, %231 : tensor<2x8x4x8xf32>
    %618 = stablehlo.reduce(%617 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %619 = stablehlo.reshape %618 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %620 = stablehlo.multiply %619, %cst_23 : tensor<2x8x4x1xf32>
    %621 = stablehlo.power %237, %cst_22 : tensor<2x8x4x1xf32>
    %622 = stablehlo.multiply %620, %621 : tensor<2x8x4x1xf32>
    %623 = stablehlo.reshape %622 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %625 = stablehlo.divide %624, %cst_21 : tensor<2x8x4x8xf32>
    %626 = stablehlo.power %231, %cst_20 : tensor<2x8x4x8xf32>
    %627 = stablehlo.multiply %626, %cst_82 : tensor<2x8x4x8xf32>
    %628 = stablehlo.multiply %625, %627 : tensor<2x8x4x8xf32>
    %629 = stablehlo.add %616, %628 : tensor<2x8x4x8xf32>
    %630 = stablehlo.reshape %629 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %631 = stablehlo.dot_general %630, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %632 = stablehlo.reshape %631 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %633 = stablehlo.add %598, %632 : tensor<2x8x32xf32>
    %634 = stablehlo.multiply %633, %226 : tensor<2x8x32xf32>
    %635 = stablehlo.multiply %634, %223 : tensor<2x8x32xf32>
    %636 = stablehlo.add %538, %635 : tensor<2x8x32xf32>
    %637 = stablehlo.multiply %634, %215 : tensor<2x8x32xf32>
    %638 = stablehlo.reduce(%637 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %639 = stablehlo.reshape %638 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %640 = stablehlo.multiply %639, %cst_44 : tensor<2x8x1xf32>
    %641 = stablehlo.power %221, %cst_43 : tensor<2x8x1xf32>
    %642 = stablehlo.multiply %640, %641 : tensor<2x8x1xf32>
    %643 = stablehlo.reshape %642 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %645 = stablehlo.divide %644, %cst_42 : tensor<2x8x32xf32>
    %646 = stablehlo.power %215, %cst_41 : tensor<2x8x32xf32>
    %647 = stablehlo.multiply %646, %cst_86 : tensor<2x8x32xf32>
    %648 = stablehlo.multiply %645, %647 : tensor<2x8x32xf32>
    %649 = stablehlo.add %636, %648 : tensor<2x8x32xf32>
    %650 = stablehlo.transpose %168, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %651 = stablehlo.convert %176 : (tensor<32x64xf32>) -> tensor<32x64xf64>
    %652 = stablehlo.compare  LE, %651, %cst_40 : (tensor<32x64xf64>, tensor<32x64xf64>) -> tensor<32x64xi1>
    %653 = stablehlo.transpose %167, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %654 = stablehlo.reshape %649 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %655 = stablehlo.multiply %654, %cst_59 : tensor<16x32xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %657 = stablehlo.reshape %656 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %658 = stablehlo.multiply %657, %195 : tensor<32x32xf32>
    %659 = stablehlo.reshape %658 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %660 = stablehlo.dot_general %653, %659, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %661 = stablehlo.reshape %660 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %662 = stablehlo.multiply %661, %175 : tensor<32x64xf32>
    %663 = stablehlo.multiply %662, %179 : tensor<32x64xf32>
    %664 = stablehlo.multiply %662, %177 : tensor<32x64xf32>
    %665 = stablehlo.subtract %cst_62, %179 : tensor<32x64xf32>
    %666 = stablehlo.multiply %179, %665 : tensor<32x64xf32>
    %667 = stablehlo.multiply %664, %666 : tensor<32x64xf32>
    %668 = stablehlo.multiply %667, %cst_60 : tensor<32x64xf32>
    %669 = stablehlo.add %663, %668 : tensor<32x64xf32>
    %670 = stablehlo.select %652, %669, %cst_39 : tensor<32x64xi1>, tensor<32x64xf32>
    %671 = stablehlo.convert %173 : (tensor<32x64xf32>) -> tensor<32x64xf64>
    %672 = stablehlo.compare  GE, %671, %cst_38 : (tensor<32x64xf64>, tensor<32x64xf64>) -> tensor<32x64xi1>
    %673 = stablehlo.compare  LE, %671, %cst_40 : (tensor<32x64xf64>, tensor<32x64xf64>) -> tensor<32x64xi1>
    %674 = stablehlo.and %672, %673 : tensor<32x64xi1>
    %675 = stablehlo.multiply %661, %180 : tensor<32x64xf32>
    %676 = stablehlo.select %674, %675, %cst_39 : tensor<32x64xi1>, tensor<32x64xf32>
    %677 = stablehlo.concatenate %670, %676, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %678 = stablehlo.reshape %677 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %679 = stablehlo.dot_general %650, %678, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %680 = stablehlo.reshape %679 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %681 = stablehlo.reduce(%680 init: %cst_92) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %682 = stablehlo.reshape %161 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %683 = stablehlo.concatenate %482, %682, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %684 = stablehlo.multiply %657, %184 : tensor<32x32xf32>
    %685 = stablehlo.reduce(%684 init: %cst_92) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %686 = stablehlo.reshape %685 : (tensor<32xf32>) -> tensor<16x2xf32>
    %687 = stablehlo.divide %686, %192 : tensor<16x2xf32>
    %688 = stablehlo.negate %686 : tensor<16x2xf32>
    %689 = stablehlo.divide %193, %192 : tensor<16x2xf32>
    %690 = stablehlo.multiply %688, %689 : tensor<16x2xf32>
    %691 = stablehlo.reduce(%690 init: %cst_92) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %693 = stablehlo.add %687, %692 : tensor<16x2xf32>
    %694 = "stablehlo.scatter"(%cst_37, %683, %693) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %1026 = stablehlo.add %arg64, %arg65 : tensor<f32>
      stablehlo.return %1026 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %695 = stablehlo.subtract %cst_36, %154 : tensor<16x4xf32>
    %696 = stablehlo.multiply %154, %695 : tensor<16x4xf32>
    %697 = stablehlo.multiply %694, %696 : tensor<16x4xf32>
    %698 = stablehlo.dot_general %697, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %699 = stablehlo.add %681, %698 : tensor<16x32xf32>
    %700 = stablehlo.convert %205 : (tensor<16x3072xf32>) -> tensor<16x3072xf64>
    %701 = stablehlo.compare  LE, %700, %cst_35 : (tensor<16x3072xf64>, tensor<16x3072xf64>) -> tensor<16x3072xi1>
    %702 = stablehlo.dot_general %654, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x3072xf32>) -> tensor<16x3072xf32>
    %703 = stablehlo.multiply %702, %204 : tensor<16x3072xf32>
    %704 = stablehlo.multiply %703, %208 : tensor<16x3072xf32>
    %705 = stablehlo.multiply %703, %206 : tensor<16x3072xf32>
    %706 = stablehlo.subtract %cst_56, %208 : tensor<16x3072xf32>
    %707 = stablehlo.multiply %208, %706 : tensor<16x3072xf32>
    %708 = stablehlo.multiply %705, %707 : tensor<16x3072xf32>
    %709 = stablehlo.multiply %708, %cst_54 : tensor<16x3072xf32>
    %710 = stablehlo.add %704, %709 : tensor<16x3072xf32>
    %711 = stablehlo.select %701, %710, %cst_34 : tensor<16x3072xi1>, tensor<16x3072xf32>
    %712 = stablehlo.convert %202 : (tensor<16x3072xf32>) -> tensor<16x3072xf64>
    %713 = stablehlo.compare  GE, %712, %cst_33 : (tensor<16x3072xf64>, tensor<16x3072xf64>) -> tensor<16x3072xi1>
    %714 = stablehlo.compare  LE, %712, %cst_35 : (tensor<16x3072xf64>, tensor<16x3072xf64>) -> tensor<16x3072xi1>
    %715 = stablehlo.and %713, %714 : tensor<16x3072xi1>
    %716 = stablehlo.multiply %702, %209 : tensor<16x3072xf32>
    %717 = stablehlo.select %715, %716, %cst_34 : tensor<16x3072xi1>, tensor<16x3072xf32>
    %718 = stablehlo.concatenate %711, %717, dim = 1 : (tensor<16x3072xf32>, tensor<16x3072xf32>) -> tensor<16x6144xf32>
    %719 = stablehlo.dot_general %718, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x6144xf32>, tensor<6144x32xf32>) -> tensor<16x32xf32>
    %720 = stablehlo.add %699, %719 : tensor<16x32xf32>
    %721 = stablehlo.reshape %720 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %722 = stablehlo.multiply %721, %149 : tensor<2x8x32xf32>
    %723 = stablehlo.multiply %722, %146 : tensor<2x8x32xf32>
    %724 = stablehlo.add %649, %723 : tensor<2x8x32xf32>
    %725 = stablehlo.multiply %722, %138 : tensor<2x8x32xf32>
    %726 = stablehlo.reduce(%725 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %727 = stablehlo.reshape %726 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %728 = stablehlo.multiply %727, %cst_44 : tensor<2x8x1xf32>
    %729 = stablehlo.power %144, %cst_43 : tensor<2x8x1xf32>
    %730 = stablehlo.multiply %728, %729 : tensor<2x8x1xf32>
    %731 = stablehlo.reshape %730 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %732 = stablehlo.broadcast_in_dim %731, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %733 = stablehlo.divide %732, %cst_42 : tensor<2x8x32xf32>
    %734 = stablehlo.power %138, %cst_41 : tensor<2x8x32xf32>
    %735 = stablehlo.multiply %734, %cst_86 : tensor<2x8x32xf32>
    %736 = stablehlo.multiply %733, %735 : tensor<2x8x32xf32>
    %737 = stablehlo.add %724, %736 : tensor<2x8x32xf32>
    %738 = stablehlo.transpose %124, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %739 = stablehlo.reshape %737 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %740 = stablehlo.dot_general %739, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %741 = stablehlo.reshape %740 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %742 = stablehlo.transpose %741, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %743 = stablehlo.reshape %742 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %744 = stablehlo.dot_general %738, %743, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %745 = stablehlo.reshape %744 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %746 = stablehlo.reduce(%745 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %747 = stablehlo.transpose %746, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %748 = stablehlo.reshape %747 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %749 = stablehlo.dot_general %748, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %750 = stablehlo.reshape %749 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %751 = stablehlo.transpose %51, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %752 = stablehlo.transpose %130, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %753 = stablehlo.dot_general %743, %752, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %754 = stablehlo.reshape %753 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %755 = stablehlo.multiply %754, %123 : tensor<2x4x8x8xf32>
    %756 = stablehlo.reduce(%755 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %757 = stablehlo.broadcast_in_dim %756, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %758 = stablehlo.multiply %123, %757 : tensor<2x4x8x8xf32>
    %759 = stablehlo.subtract %755, %758 : tensor<2x4x8x8xf32>
    %760 = stablehlo.reshape %759 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %761 = stablehlo.dot_general %751, %760, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %762 = stablehlo.reshape %761 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %763 = stablehlo.multiply %762, %cst_77 : tensor<2x4x8x8xf32>
    %764 = stablehlo.transpose %763, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %765 = stablehlo.reshape %764 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %766 = stablehlo.reduce(%765 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %767 = stablehlo.multiply %766, %74 : tensor<2x2x8x8xf32>
    %768 = stablehlo.slice %767 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %769 = stablehlo.negate %768 : tensor<2x2x8x4xf32>
    %770 = stablehlo.pad %769, %cst_92, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %771 = stablehlo.select %c_32, %770, %cst_31 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %772 = stablehlo.slice %767 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %773 = stablehlo.pad %772, %cst_92, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %774 = stablehlo.select %c_30, %773, %cst_31 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %775 = stablehlo.add %771, %774 : tensor<2x2x8x8xf32>
    %776 = stablehlo.multiply %766, %68 : tensor<2x2x8x8xf32>
    %777 = stablehlo.add %775, %776 : tensor<2x2x8x8xf32>
    %778 = stablehlo.transpose %777, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %779 = stablehlo.multiply %778, %65 : tensor<2x8x2x8xf32>
    %780 = stablehlo.multiply %779, %62 : tensor<2x8x2x8xf32>
    %781 = stablehlo.multiply %779, %54 : tensor<2x8x2x8xf32>
    %782 = stablehlo.reduce(%781 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %783 = stablehlo.reshape %782 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %784 = stablehlo.multiply %783, %cst_29 : tensor<2x8x2x1xf32>
    %785 = stablehlo.power %60, %cst_28 : tensor<2x8x2x1xf32>
    %786 = stablehlo.multiply %784, %785 : tensor<2x8x2x1xf32>
    %787 = stablehlo.reshape %786 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %788 = stablehlo.broadcast_in_dim %787, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %789 = stablehlo.divide %788, %cst_27 : tensor<2x8x2x8xf32>
    %790 = stablehlo.power %54, %cst_26 : tensor<2x8x2x8xf32>
    %791 = stablehlo.multiply %790, %cst_76 : tensor<2x8x2x8xf32>
    %792 = stablehlo.multiply %789, %791 : tensor<2x8x2x8xf32>
    %793 = stablehlo.add %780, %792 : tensor<2x8x2x8xf32>
    %794 = stablehlo.reshape %793 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %795 = stablehlo.dot_general %794, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %796 = stablehlo.reshape %795 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %797 = stablehlo.add %750, %796 : tensor<2x8x32xf32>
    %798 = stablehlo.transpose %81, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %799 = stablehlo.dot_general %760, %798, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %800 = stablehlo.reshape %799 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %801 = stablehlo.multiply %800, %cst_77 : tensor<2x4x8x8xf32>
    %802 = stablehlo.multiply %801, %47 : tensor<2x4x8x8xf32>
    %803 = stablehlo.slice %802 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %804 = stablehlo.negate %803 : tensor<2x4x8x4xf32>
    %805 = stablehlo.pad %804, %cst_92, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %806 = stablehlo.select %c_25, %805, %cst_24 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %807 = stablehlo.slice %802 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %808 = stablehlo.pad %807, %cst_92, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %809 = stablehlo.select %c, %808, %cst_24 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %810 = stablehlo.add %806, %809 : tensor<2x4x8x8xf32>
    %811 = stablehlo.multiply %801, %39 : tensor<2x4x8x8xf32>
    %812 = stablehlo.add %810, %811 : tensor<2x4x8x8xf32>
    %813 = stablehlo.transpose %812, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %814 = stablehlo.multiply %813, %30 : tensor<2x8x4x8xf32>
    %815 = stablehlo.multiply %814, %27 : tensor<2x8x4x8xf32>
    %816 = stablehlo.multiply %814, %19 : tensor<2x8x4x8xf32>
    %817 = stablehlo.reduce(%816 init: %cst_92) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %818 = stablehlo.reshape %817 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %819 = stablehlo.multiply %818, %cst_23 : tensor<2x8x4x1xf32>
    %820 = stablehlo.power %25, %cst_22 : tensor<2x8x4x1xf32>
    %821 = stablehlo.multiply %819, %820 : tensor<2x8x4x1xf32>
    %822 = stablehlo.reshape %821 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %823 = stablehlo.broadcast_in_dim %822, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %824 = stablehlo.divide %823, %cst_21 : tensor<2x8x4x8xf32>
    %825 = stablehlo.power %19, %cst_20 : tensor<2x8x4x8xf32>
    %826 = stablehlo.multiply %825, %cst_82 : tensor<2x8x4x8xf32>
    %827 = stablehlo.multiply %824, %826 : tensor<2x8x4x8xf32>
    %828 = stablehlo.add %815, %827 : tensor<2x8x4x8xf32>
    %829 = stablehlo.reshape %828 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %830 = stablehlo.dot_general %829, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %831 = stablehlo.reshape %830 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %832 = stablehlo.add %797, %831 : tensor<2x8x32xf32>
    %833 = stablehlo.multiply %832, %14 : tensor<2x8x32xf32>
    %834 = stablehlo.multiply %833, %11 : tensor<2x8x32xf32>
    %835 = stablehlo.add %737, %834 : tensor<2x8x32xf32>
    %836 = stablehlo.multiply %833, %3 : tensor<2x8x32xf32>
    %837 = stablehlo.reduce(%836 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %838 = stablehlo.reshape %837 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %839 = stablehlo.multiply %838, %cst_44 : tensor<2x8x1xf32>
    %840 = stablehlo.power %9, %cst_43 : tensor<2x8x1xf32>
    %841 = stablehlo.multiply %839, %840 : tensor<2x8x1xf32>
    %842 = stablehlo.reshape %841 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %844 = stablehlo.divide %843, %cst_42 : tensor<2x8x32xf32>
    %845 = stablehlo.power %3, %cst_41 : tensor<2x8x32xf32>
    %846 = stablehlo.multiply %845, %cst_86 : tensor<2x8x32xf32>
    %847 = stablehlo.multiply %844, %846 : tensor<2x8x32xf32>
    %848 = stablehlo.add %835, %847 : tensor<2x8x32xf32>
    %849 = stablehlo.select %422, %cst_48, %848 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %850 = "stablehlo.scatter"(%cst_51, %420, %849) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %1026 = stablehlo.add %arg64, %arg65 : tensor<f32>
      stablehlo.return %1026 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %851 = stablehlo.add %416, %850 : tensor<128x32xf32>
    %852 = stablehlo.multiply %851, %cst_19 : tensor<128x32xf32>
    %853 = stablehlo.subtract %arg15, %852 : tensor<128x32xf32>
    %854 = stablehlo.multiply %arg36, %cst_18 : tensor<32x32xf32>
    %855 = stablehlo.transpose %829, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %856 = stablehlo.dot_general %855, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %857 = stablehlo.add %854, %856 : tensor<32x32xf32>
    %858 = stablehlo.multiply %857, %cst_17 : tensor<32x32xf32>
    %859 = stablehlo.subtract %arg22, %858 : tensor<32x32xf32>
    %860 = stablehlo.multiply %arg37, %cst_16 : tensor<16x32xf32>
    %861 = stablehlo.transpose %794, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %862 = stablehlo.dot_general %861, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %863 = stablehlo.add %860, %862 : tensor<16x32xf32>
    %864 = stablehlo.multiply %863, %cst_15 : tensor<16x32xf32>
    %865 = stablehlo.subtract %arg19, %864 : tensor<16x32xf32>
    %866 = stablehlo.multiply %arg38, %cst_16 : tensor<16x32xf32>
    %867 = stablehlo.transpose %748, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %868 = stablehlo.dot_general %867, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %869 = stablehlo.add %866, %868 : tensor<16x32xf32>
    %870 = stablehlo.multiply %869, %cst_15 : tensor<16x32xf32>
    %871 = stablehlo.subtract %arg13, %870 : tensor<16x32xf32>
    %872 = stablehlo.multiply %arg39, %cst_18 : tensor<32x32xf32>
    %873 = stablehlo.transpose %739, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %874 = stablehlo.dot_general %873, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %875 = stablehlo.add %872, %874 : tensor<32x32xf32>
    %876 = stablehlo.multiply %875, %cst_17 : tensor<32x32xf32>
    %877 = stablehlo.subtract %arg12, %876 : tensor<32x32xf32>
    %878 = stablehlo.multiply %arg40, %cst_14 : tensor<8xf32>
    %879 = stablehlo.multiply %813, %28 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %880 = stablehlo.reduce(%879 init: %cst_92) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %881 = stablehlo.add %878, %880 : tensor<8xf32>
    %882 = stablehlo.multiply %881, %cst_13 : tensor<8xf32>
    %883 = stablehlo.subtract %arg21, %882 : tensor<8xf32>
    %884 = stablehlo.multiply %arg41, %cst_14 : tensor<8xf32>
    %885 = stablehlo.multiply %778, %63 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %886 = stablehlo.reduce(%885 init: %cst_92) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %887 = stablehlo.add %884, %886 : tensor<8xf32>
    %888 = stablehlo.multiply %887, %cst_13 : tensor<8xf32>
    %889 = stablehlo.subtract %arg18, %888 : tensor<8xf32>
    %890 = stablehlo.multiply %arg42, %cst_12 : tensor<4x32xf32>
    %891 = stablehlo.transpose %697, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %892 = stablehlo.dot_general %891, %151, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %893 = stablehlo.add %890, %892 : tensor<4x32xf32>
    %894 = stablehlo.multiply %893, %cst_11 : tensor<4x32xf32>
    %895 = stablehlo.subtract %arg24, %894 : tensor<4x32xf32>
    %896 = stablehlo.multiply %arg43, %cst_10 : tensor<4x128x32xf32>
    %897 = stablehlo.reshape %169 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %898 = stablehlo.dot_general %678, %897, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %899 = "stablehlo.scatter"(%cst_9, %166, %898) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %1026 = stablehlo.add %arg64, %arg65 : tensor<f32>
      stablehlo.return %1026 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %900 = stablehlo.add %896, %899 : tensor<4x128x32xf32>
    %901 = stablehlo.multiply %900, %cst_8 : tensor<4x128x32xf32>
    %902 = stablehlo.subtract %arg25, %901 : tensor<4x128x32xf32>
    %903 = stablehlo.multiply %arg44, %cst_7 : tensor<4x32x64xf32>
    %904 = stablehlo.reshape %181 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %905 = stablehlo.dot_general %659, %904, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %906 = "stablehlo.scatter"(%cst_6, %166, %905) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %1026 = stablehlo.add %arg64, %arg65 : tensor<f32>
      stablehlo.return %1026 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %907 = stablehlo.add %903, %906 : tensor<4x32x64xf32>
    %908 = stablehlo.multiply %907, %cst_5 : tensor<4x32x64xf32>
    %909 = stablehlo.subtract %arg26, %908 : tensor<4x32x64xf32>
    %910 = stablehlo.multiply %arg45, %cst_4 : tensor<6144x32xf32>
    %911 = stablehlo.transpose %718, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[6144,16]{0,1}"} : (tensor<16x6144xf32>) -> tensor<6144x16xf32>
    %912 = stablehlo.dot_general %911, %151, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6144x16xf32>, tensor<16x32xf32>) -> tensor<6144x32xf32>
    %913 = stablehlo.add %910, %912 : tensor<6144x32xf32>
    %914 = stablehlo.multiply %913, %cst_3 : tensor<6144x32xf32>
    %915 = stablehlo.subtract %arg10, %914 : tensor<6144x32xf32>
    %916 = stablehlo.multiply %arg46, %cst_2 : tensor<32x3072xf32>
    %917 = stablehlo.transpose %654, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %918 = stablehlo.dot_general %917, %210, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x3072xf32>) -> tensor<32x3072xf32>
    %919 = stablehlo.add %916, %918 : tensor<32x3072xf32>
    %920 = stablehlo.multiply %919, %cst_1 : tensor<32x3072xf32>
    %921 = stablehlo.subtract %arg9, %920 : tensor<32x3072xf32>
    %922 = stablehlo.multiply %arg47, %cst_0 : tensor<32xf32>
    %923 = stablehlo.multiply %832, %12 : tensor<2x8x32xf32>
    %924 = stablehlo.reduce(%923 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %925 = stablehlo.add %922, %924 : tensor<32xf32>
    %926 = stablehlo.multiply %925, %cst : tensor<32xf32>
    %927 = stablehlo.subtract %arg14, %926 : tensor<32xf32>
    %928 = stablehlo.multiply %arg48, %cst_0 : tensor<32xf32>
    %929 = stablehlo.multiply %721, %147 : tensor<2x8x32xf32>
    %930 = stablehlo.reduce(%929 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %931 = stablehlo.add %928, %930 : tensor<32xf32>
    %932 = stablehlo.multiply %931, %cst : tensor<32xf32>
    %933 = stablehlo.subtract %arg11, %932 : tensor<32xf32>
    %934 = stablehlo.multiply %arg49, %cst_18 : tensor<32x32xf32>
    %935 = stablehlo.transpose %630, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %936 = stablehlo.dot_general %935, %228, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %937 = stablehlo.add %934, %936 : tensor<32x32xf32>
    %938 = stablehlo.multiply %937, %cst_17 : tensor<32x32xf32>
    %939 = stablehlo.subtract %arg30, %938 : tensor<32x32xf32>
    %940 = stablehlo.multiply %arg50, %cst_16 : tensor<16x32xf32>
    %941 = stablehlo.transpose %595, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %942 = stablehlo.dot_general %941, %228, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %943 = stablehlo.add %940, %942 : tensor<16x32xf32>
    %944 = stablehlo.multiply %943, %cst_15 : tensor<16x32xf32>
    %945 = stablehlo.subtract %arg28, %944 : tensor<16x32xf32>
    %946 = stablehlo.multiply %arg51, %cst_16 : tensor<16x32xf32>
    %947 = stablehlo.transpose %549, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %948 = stablehlo.dot_general %947, %228, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %949 = stablehlo.add %946, %948 : tensor<16x32xf32>
    %950 = stablehlo.multiply %949, %cst_15 : tensor<16x32xf32>
    %951 = stablehlo.subtract %arg7, %950 : tensor<16x32xf32>
    %952 = stablehlo.multiply %arg52, %cst_18 : tensor<32x32xf32>
    %953 = stablehlo.transpose %540, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %954 = stablehlo.dot_general %953, %302, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %955 = stablehlo.add %952, %954 : tensor<32x32xf32>
    %956 = stablehlo.multiply %955, %cst_17 : tensor<32x32xf32>
    %957 = stablehlo.subtract %arg6, %956 : tensor<32x32xf32>
    %958 = stablehlo.multiply %arg53, %cst_14 : tensor<8xf32>
    %959 = stablehlo.multiply %614, %240 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %960 = stablehlo.reduce(%959 init: %cst_92) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %961 = stablehlo.add %958, %960 : tensor<8xf32>
    %962 = stablehlo.multiply %961, %cst_13 : tensor<8xf32>
    %963 = stablehlo.subtract %arg29, %962 : tensor<8xf32>
    %964 = stablehlo.multiply %arg54, %cst_14 : tensor<8xf32>
    %965 = stablehlo.multiply %579, %265 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %966 = stablehlo.reduce(%965 init: %cst_92) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<8xf32>
    %967 = stablehlo.add %964, %966 : tensor<8xf32>
    %968 = stablehlo.multiply %967, %cst_13 : tensor<8xf32>
    %969 = stablehlo.subtract %arg27, %968 : tensor<8xf32>
    %970 = stablehlo.multiply %arg55, %cst_12 : tensor<4x32xf32>
    %971 = stablehlo.transpose %498, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %972 = stablehlo.dot_general %971, %319, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %973 = stablehlo.add %970, %972 : tensor<4x32xf32>
    %974 = stablehlo.multiply %973, %cst_11 : tensor<4x32xf32>
    %975 = stablehlo.subtract %arg32, %974 : tensor<4x32xf32>
    %976 = stablehlo.multiply %arg56, %cst_10 : tensor<4x128x32xf32>
    %977 = stablehlo.reshape %335 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %978 = stablehlo.dot_general %477, %977, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %979 = "stablehlo.scatter"(%cst_9, %332, %978) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %1026 = stablehlo.add %arg64, %arg65 : tensor<f32>
      stablehlo.return %1026 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %980 = stablehlo.add %976, %979 : tensor<4x128x32xf32>
    %981 = stablehlo.multiply %980, %cst_8 : tensor<4x128x32xf32>
    %982 = stablehlo.subtract %arg33, %981 : tensor<4x128x32xf32>
    %983 = stablehlo.multiply %arg57, %cst_7 : tensor<4x32x64xf32>
    %984 = stablehlo.reshape %347 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %985 = stablehlo.dot_general %458, %984, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %986 = "stablehlo.scatter"(%cst_6, %332, %985) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %1026 = stablehlo.add %arg64, %arg65 : tensor<f32>
      stablehlo.return %1026 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %987 = stablehlo.add %983, %986 : tensor<4x32x64xf32>
    %988 = stablehlo.multiply %987, %cst_5 : tensor<4x32x64xf32>
    %989 = stablehlo.subtract %arg34, %988 : tensor<4x32x64xf32>
    %990 = stablehlo.multiply %arg58, %cst_4 : tensor<6144x32xf32>
    %991 = stablehlo.transpose %519, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[6144,16]{0,1}"} : (tensor<16x6144xf32>) -> tensor<6144x16xf32>
    %992 = stablehlo.dot_general %991, %319, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6144x16xf32>, tensor<16x32xf32>) -> tensor<6144x32xf32>
    %993 = stablehlo.add %990, %992 : tensor<6144x32xf32>
    %994 = stablehlo.multiply %993, %cst_3 : tensor<6144x32xf32>
    %995 = stablehlo.subtract %arg4, %994 : tensor<6144x32xf32>
    %996 = stablehlo.multiply %arg59, %cst_2 : tensor<32x3072xf32>
    %997 = stablehlo.transpose %453, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %998 = stablehlo.dot_general %997, %374, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x3072xf32>) -> tensor<32x3072xf32>
    %999 = stablehlo.add %996, %998 : tensor<32x3072xf32>
    %1000 = stablehlo.multiply %999, %cst_1 : tensor<32x3072xf32>
    %1001 = stablehlo.subtract %arg3, %1000 : tensor<32x3072xf32>
    %1002 = stablehlo.multiply %arg60, %cst_0 : tensor<32xf32>
    %1003 = stablehlo.multiply %633, %224 : tensor<2x8x32xf32>
    %1004 = stablehlo.reduce(%1003 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1005 = stablehlo.add %1002, %1004 : tensor<32xf32>
    %1006 = stablehlo.multiply %1005, %cst : tensor<32xf32>
    %1007 = stablehlo.subtract %arg8, %1006 : tensor<32xf32>
    %1008 = stablehlo.multiply %arg61, %cst_0 : tensor<32xf32>
    %1009 = stablehlo.multiply %522, %315 : tensor<2x8x32xf32>
    %1010 = stablehlo.reduce(%1009 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1011 = stablehlo.add %1008, %1010 : tensor<32xf32>
    %1012 = stablehlo.multiply %1011, %cst : tensor<32xf32>
    %1013 = stablehlo.subtract %arg5, %1012 : tensor<32xf32>
    %1014 = stablehlo.multiply %arg62, %cst_0 : tensor<32xf32>
    %1015 = stablehlo.multiply %433, %388 : tensor<2x8x32xf32>
    %1016 = stablehlo.reduce(%1015 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1017 = stablehlo.add %1014, %1016 : tensor<32xf32>
    %1018 = stablehlo.multiply %1017, %cst : tensor<32xf32>
    %1019 = stablehlo.subtract %arg2, %1018 : tensor<32xf32>
    %1020 = stablehlo.multiply %arg63, %cst_52 : tensor<128x32xf32>
    %1021 = stablehlo.transpose %431, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %1022 = stablehlo.dot_general %1021, %392, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %1023 = stablehlo.add %1020, %1022 : tensor<128x32xf32>
    %1024 = stablehlo.multiply %1023, %cst_19 : tensor<128x32xf32>
    %1025 = stablehlo.subtract %arg1, %1024 : tensor<128x32xf32>
    return %415, %853, %859, %865, %871, %877, %883, %889, %895, %902, %909, %915, %921, %927, %933, %939, %945, %951, %957, %963, %969, %975, %982, %989, %995, %1001, %1007, %1013, %1019, %1025, %851, %857, %863, %869, %875, %881, %887, %893, %900, %907, %913, %919, %925, %931, %937, %943, %949, %955, %961, %967, %973, %980, %987, %993, %999, %1005, %1011, %1017, %1023 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<6144x32xf32>, tensor<32x3072xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<6144x32xf32>, tensor<32x3072xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<6144x32xf32>, tensor<32x3072xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<6144x32xf32>, tensor<32x3072xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
