module @IrToHlo.5194 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128xf32> {tf.aliasing_output = 31 : i32}, %arg2: tensor<128x32xf32> {tf.aliasing_output = 30 : i32}, %arg3: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 9 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 8 : i32}, %arg8: tensor<2x8xi64>, %arg9: tensor<i1>, %arg10: tensor<4xf32>, %arg11: tensor<16x32xf32> {tf.aliasing_output = 7 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg13: tensor<32x32xf32> {tf.aliasing_output = 6 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg15: tensor<32x64xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<64xf32> {tf.aliasing_output = 12 : i32}, %arg17: tensor<64x32xf32> {tf.aliasing_output = 14 : i32}, %arg18: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %arg19: tensor<64x32xf32> {tf.aliasing_output = 13 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg24: tensor<16x32xf32> {tf.aliasing_output = 22 : i32}, %arg25: tensor<16x32xf32> {tf.aliasing_output = 21 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 20 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg29: tensor<32x64xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<64xf32> {tf.aliasing_output = 26 : i32}, %arg31: tensor<64x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<64xf32> {tf.aliasing_output = 25 : i32}, %arg33: tensor<64x32xf32> {tf.aliasing_output = 27 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg35: tensor<128x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32x32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<16x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<16x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<32x32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<64xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<64xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<64x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<64x32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<32x64xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<32x32xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<16x32xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<16x32xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<32x32xf32> {tf.aliasing_output = 54 : i32}, %arg58: tensor<32x32xf32> {tf.aliasing_output = 55 : i32}, %arg59: tensor<64xf32> {tf.aliasing_output = 56 : i32}, %arg60: tensor<64xf32> {tf.aliasing_output = 57 : i32}, %arg61: tensor<64x32xf32> {tf.aliasing_output = 58 : i32}, %arg62: tensor<64x32xf32> {tf.aliasing_output = 59 : i32}, %arg63: tensor<32x64xf32> {tf.aliasing_output = 60 : i32}, %arg64: tensor<128x32xf32> {tf.aliasing_output = 61 : i32}, %arg65: tensor<128xf32> {tf.aliasing_output = 62 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<128x32xf32>, tensor<128xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<4x1x8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x4x8xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x4x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x4x1xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_21 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x2x8xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x2x1xf32>
    %cst_24 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x2x1xf32>
    %c_25 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_27 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_30 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_33 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_34 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_36 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_37 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_40 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_41 = stablehlo.constant dense<56.4971733> : tensor<128xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x64xf32>
    %cst_43 = stablehlo.constant dense<5.65685415> : tensor<64xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<32xf32>
    %cst_45 = stablehlo.constant dense<134.373688> : tensor<32xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_48 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_49 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_50 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_51 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_52 = stablehlo.constant dense<[[[-1024, -1023, -1022, -1021, -1020, -1019, -1018, -1017]]]> : tensor<1x1x8xi64>
    %c_53 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_54 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x2x1xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x2x8xf32>
    %cst_56 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<4x1x8xf32>
    %cst_58 = stablehlo.constant dense<159.798141> : tensor<32xf32>
    %cst_59 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_60 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x4x1xf32>
    %cst_61 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x4x8xf32>
    %cst_62 = stablehlo.constant dense<2.82485867> : tensor<32xf32>
    %cst_63 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_65 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_67 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_68 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_69 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg3, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.power %3, %cst_64 : tensor<2x8x32xf32>
    %5 = stablehlo.reduce(%4 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %6 = stablehlo.reshape %5 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %7 = stablehlo.add %6, %cst_63 : tensor<2x8x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<2x8x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.multiply %3, %10 : tensor<2x8x32xf32>
    %12 = stablehlo.multiply %arg14, %cst_62 : tensor<32xf32>
    %13 = stablehlo.abs %12 : tensor<32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.reshape %11 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %16 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %19 = stablehlo.power %18, %cst_61 : tensor<2x8x4x8xf32>
    %20 = stablehlo.reduce(%19 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %22 = stablehlo.add %21, %cst_60 : tensor<2x8x4x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<2x8x4x1xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %26 = stablehlo.multiply %18, %25 : tensor<2x8x4x8xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %28 = stablehlo.broadcast_in_dim %cst_59, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %29 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<1x8x4xf32>
    %31 = stablehlo.concatenate %30, %30, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %32 = stablehlo.cosine %31 : tensor<1x8x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.multiply %27, %34 : tensor<2x4x8x8xf32>
    %36 = stablehlo.slice %27 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %37 = stablehlo.negate %36 : tensor<2x4x8x4xf32>
    %38 = stablehlo.slice %27 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %39 = stablehlo.concatenate %37, %38, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %40 = stablehlo.sine %31 : tensor<1x8x8xf32>
    %41 = stablehlo.reshape %40 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %43 = stablehlo.multiply %39, %42 : tensor<2x4x8x8xf32>
    %44 = stablehlo.add %35, %43 : tensor<2x4x8x8xf32>
    %45 = stablehlo.multiply %arg12, %cst_58 : tensor<32xf32>
    %46 = stablehlo.reshape %45 : (tensor<32xf32>) -> tensor<4x1x8xf32>
    %47 = stablehlo.power %46, %cst_57 : tensor<4x1x8xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1, 2, 3] : (tensor<4x1x8xf32>) -> tensor<2x4x1x8xf32>
    %49 = stablehlo.reshape %48 : (tensor<2x4x1x8xf32>) -> tensor<2x4x8xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 3] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %51 = stablehlo.multiply %44, %50 : tensor<2x4x8x8xf32>
    %52 = stablehlo.multiply %51, %cst_56 : tensor<2x4x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %54 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %55 = stablehlo.dot_general %15, %54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %57 = stablehlo.power %56, %cst_55 : tensor<2x8x2x8xf32>
    %58 = stablehlo.reduce(%57 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %60 = stablehlo.add %59, %cst_54 : tensor<2x8x2x1xf32>
    %61 = stablehlo.rsqrt %60 : tensor<2x8x2x1xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %64 = stablehlo.multiply %56, %63 : tensor<2x8x2x8xf32>
    %65 = stablehlo.transpose %64, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %33, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<2x2x8x8xf32>
    %68 = stablehlo.slice %65 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %69 = stablehlo.negate %68 : tensor<2x2x8x4xf32>
    %70 = stablehlo.slice %65 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %71 = stablehlo.concatenate %69, %70, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %72 = stablehlo.broadcast_in_dim %41, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<2x2x8x8xf32>
    %74 = stablehlo.add %67, %73 : tensor<2x2x8x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %77 = stablehlo.transpose %76, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.multiply %77, %cst_56 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.dot_general %53, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.convert %arg9 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %84 = stablehlo.broadcast_in_dim %c_53, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %85 = stablehlo.broadcast_in_dim %c_52, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %86 = stablehlo.compare  GT, %84, %85 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %87 = stablehlo.convert %86 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.and %83, %87 : tensor<1x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_69 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %90 = stablehlo.convert %89 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %91 = stablehlo.broadcast_in_dim %c_53, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %92 = stablehlo.compare  LE, %84, %91 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %93 = stablehlo.convert %92 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %94 = stablehlo.and %90, %93 : tensor<1x1x8x8xui8>
    %95 = stablehlo.compare  NE, %94, %c_69 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %96 = stablehlo.convert %95 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %97 = stablehlo.and %83, %96 : tensor<1x1x8x8xui8>
    %98 = stablehlo.compare  NE, %97, %c_69 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %99 = stablehlo.convert %98 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %100 = stablehlo.reshape %99 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %101 = stablehlo.broadcast_in_dim %100, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %102 = stablehlo.compare  NE, %arg8, %c_68 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %103 = stablehlo.broadcast_in_dim %c_51, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %104 = stablehlo.compare  LT, %103, %c_50 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %105 = stablehlo.add %103, %c_49 : tensor<2x1x1x8xi64>
    %106 = stablehlo.select %104, %105, %103 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %108 = stablehlo.broadcast_in_dim %c_53, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %109 = stablehlo.compare  LT, %108, %c_50 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %110 = stablehlo.add %108, %c_48 : tensor<2x1x1x8xi64>
    %111 = stablehlo.select %109, %110, %108 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %112 = stablehlo.reshape %111 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %113 = stablehlo.concatenate %107, %112, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %114 = "stablehlo.gather"(%102, %113) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %115 = stablehlo.convert %114 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %116 = stablehlo.reshape %115 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %118 = stablehlo.and %101, %117 : tensor<2x1x8x8xui8>
    %119 = stablehlo.compare  NE, %118, %c_67 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %120 = stablehlo.select %119, %cst_47, %cst_46 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %123 = stablehlo.add %81, %122 : tensor<2x4x8x8xf32>
    %124 = stablehlo.reduce(%123 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %126 = stablehlo.subtract %123, %125 : tensor<2x4x8x8xf32>
    %127 = stablehlo.exponential %126 : tensor<2x4x8x8xf32>
    %128 = stablehlo.reduce(%127 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %130 = stablehlo.divide %127, %129 : tensor<2x4x8x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %132 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %133 = stablehlo.dot_general %15, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %134 = stablehlo.reshape %133 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %135 = stablehlo.transpose %134, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %138 = stablehlo.dot_general %131, %137, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %140 = stablehlo.transpose %139, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %142 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %143 = stablehlo.dot_general %15, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %144 = stablehlo.reshape %143 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %145 = stablehlo.multiply %arg5, %cst_45 : tensor<32xf32>
    %146 = stablehlo.power %145, %cst_44 : tensor<32xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.multiply %144, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.logistic %148 : tensor<2x8x32xf32>
    %150 = stablehlo.multiply %141, %149 : tensor<2x8x32xf32>
    %151 = stablehlo.power %150, %cst_64 : tensor<2x8x32xf32>
    %152 = stablehlo.reduce(%151 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %154 = stablehlo.add %153, %cst_63 : tensor<2x8x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<2x8x1xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %158 = stablehlo.multiply %150, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %163 = stablehlo.power %162, %cst_64 : tensor<2x8x32xf32>
    %164 = stablehlo.reduce(%163 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %166 = stablehlo.add %165, %cst_63 : tensor<2x8x1xf32>
    %167 = stablehlo.rsqrt %166 : tensor<2x8x1xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.multiply %162, %169 : tensor<2x8x32xf32>
    %171 = stablehlo.subtract %170, %11 : tensor<2x8x32xf32>
    %172 = stablehlo.multiply %14, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.add %11, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.power %173, %cst_64 : tensor<2x8x32xf32>
    %175 = stablehlo.reduce(%174 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %177 = stablehlo.add %176, %cst_63 : tensor<2x8x1xf32>
    %178 = stablehlo.rsqrt %177 : tensor<2x8x1xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.multiply %173, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.multiply %arg20, %cst_62 : tensor<32xf32>
    %183 = stablehlo.abs %182 : tensor<32xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %185 = stablehlo.reshape %181 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %187 = stablehlo.dot_general %185, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %189 = stablehlo.multiply %arg18, %cst_43 : tensor<64xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %191 = stablehlo.multiply %188, %190 : tensor<2x8x64xf32>
    %192 = stablehlo.logistic %191 : tensor<2x8x64xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<2x8x64xf32>
    %194 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %195 = stablehlo.dot_general %185, %194, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %196 = stablehlo.reshape %195 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %197 = stablehlo.multiply %arg16, %cst_43 : tensor<64xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %199 = stablehlo.multiply %196, %198 : tensor<2x8x64xf32>
    %200 = stablehlo.multiply %193, %199 : tensor<2x8x64xf32>
    %201 = stablehlo.power %200, %cst_42 : tensor<2x8x64xf32>
    %202 = stablehlo.reduce(%201 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %204 = stablehlo.add %203, %cst_63 : tensor<2x8x1xf32>
    %205 = stablehlo.rsqrt %204 : tensor<2x8x1xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %208 = stablehlo.multiply %200, %207 : tensor<2x8x64xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %210 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %211 = stablehlo.dot_general %209, %210, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %212 = stablehlo.reshape %211 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %213 = stablehlo.power %212, %cst_64 : tensor<2x8x32xf32>
    %214 = stablehlo.reduce(%213 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %216 = stablehlo.add %215, %cst_63 : tensor<2x8x1xf32>
    %217 = stablehlo.rsqrt %216 : tensor<2x8x1xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %220 = stablehlo.multiply %212, %219 : tensor<2x8x32xf32>
    %221 = stablehlo.subtract %220, %181 : tensor<2x8x32xf32>
    %222 = stablehlo.multiply %184, %221 : tensor<2x8x32xf32>
    %223 = stablehlo.add %181, %222 : tensor<2x8x32xf32>
    %224 = stablehlo.power %223, %cst_64 : tensor<2x8x32xf32>
    %225 = stablehlo.reduce(%224 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %227 = stablehlo.add %226, %cst_63 : tensor<2x8x1xf32>
    %228 = stablehlo.rsqrt %227 : tensor<2x8x1xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %231 = stablehlo.multiply %223, %230 : tensor<2x8x32xf32>
    %232 = stablehlo.multiply %arg28, %cst_62 : tensor<32xf32>
    %233 = stablehlo.abs %232 : tensor<32xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %235 = stablehlo.reshape %231 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %236 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %237 = stablehlo.dot_general %235, %236, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %238 = stablehlo.reshape %237 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %239 = stablehlo.power %238, %cst_61 : tensor<2x8x4x8xf32>
    %240 = stablehlo.reduce(%239 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %242 = stablehlo.add %241, %cst_60 : tensor<2x8x4x1xf32>
    %243 = stablehlo.rsqrt %242 : tensor<2x8x4x1xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %246 = stablehlo.multiply %238, %245 : tensor<2x8x4x8xf32>
    %247 = stablehlo.transpose %246, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %248 = stablehlo.multiply %247, %34 : tensor<2x4x8x8xf32>
    %249 = stablehlo.slice %247 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %250 = stablehlo.negate %249 : tensor<2x4x8x4xf32>
    %251 = stablehlo.slice %247 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %252 = stablehlo.concatenate %250, %251, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %253 = stablehlo.multiply %252, %42 : tensor<2x4x8x8xf32>
    %254 = stablehlo.add %248, %253 : tensor<2x4x8x8xf32>
    %255 = stablehlo.multiply %arg26, %cst_58 : tensor<32xf32>
    %256 = stablehlo.reshape %255 : (tensor<32xf32>) -> tensor<4x1x8xf32>
    %257 = stablehlo.power %256, %cst_57 : tensor<4x1x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [1, 2, 3] : (tensor<4x1x8xf32>) -> tensor<2x4x1x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x4x1x8xf32>) -> tensor<2x4x8xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 3] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %261 = stablehlo.multiply %254, %260 : tensor<2x4x8x8xf32>
    %262 = stablehlo.multiply %261, %cst_56 : tensor<2x4x8x8xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %264 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %265 = stablehlo.dot_general %235, %264, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %266 = stablehlo.reshape %265 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %267 = stablehlo.power %266, %cst_55 : tensor<2x8x2x8xf32>
    %268 = stablehlo.reduce(%267 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %270 = stablehlo.add %269, %cst_54 : tensor<2x8x2x1xf32>
    %271 = stablehlo.rsqrt %270 : tensor<2x8x2x1xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %274 = stablehlo.multiply %266, %273 : tensor<2x8x2x8xf32>
    %275 = stablehlo.transpose %274, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %276 = stablehlo.multiply %275, %66 : tensor<2x2x8x8xf32>
    %277 = stablehlo.slice %275 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %278 = stablehlo.negate %277 : tensor<2x2x8x4xf32>
    %279 = stablehlo.slice %275 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %280 = stablehlo.concatenate %278, %279, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %281 = stablehlo.multiply %280, %72 : tensor<2x2x8x8xf32>
    %282 = stablehlo.add %276, %281 : tensor<2x2x8x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %285 = stablehlo.transpose %284, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %286 = stablehlo.multiply %285, %cst_56 : tensor<2x4x8x8xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %288 = stablehlo.dot_general %263, %287, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %290 = stablehlo.add %289, %122 : tensor<2x4x8x8xf32>
    %291 = stablehlo.reduce(%290 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %293 = stablehlo.subtract %290, %292 : tensor<2x4x8x8xf32>
    %294 = stablehlo.exponential %293 : tensor<2x4x8x8xf32>
    %295 = stablehlo.reduce(%294 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %297 = stablehlo.divide %294, %296 : tensor<2x4x8x8xf32>
    %298 = stablehlo.reshape %297 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %299 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %300 = stablehlo.dot_general %235, %299, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %301 = stablehlo.reshape %300 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %302 = stablehlo.transpose %301, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %304 = stablehlo.reshape %303 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %305 = stablehlo.dot_general %298, %304, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %306 = stablehlo.reshape %305 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %307 = stablehlo.transpose %306, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %309 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %310 = stablehlo.dot_general %235, %309, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %311 = stablehlo.reshape %310 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %312 = stablehlo.multiply %arg22, %cst_45 : tensor<32xf32>
    %313 = stablehlo.power %312, %cst_44 : tensor<32xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %315 = stablehlo.multiply %311, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.logistic %315 : tensor<2x8x32xf32>
    %317 = stablehlo.multiply %308, %316 : tensor<2x8x32xf32>
    %318 = stablehlo.power %317, %cst_64 : tensor<2x8x32xf32>
    %319 = stablehlo.reduce(%318 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %321 = stablehlo.add %320, %cst_63 : tensor<2x8x1xf32>
    %322 = stablehlo.rsqrt %321 : tensor<2x8x1xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.multiply %317, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.reshape %325 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %327 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %328 = stablehlo.dot_general %326, %327, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %329 = stablehlo.reshape %328 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %330 = stablehlo.power %329, %cst_64 : tensor<2x8x32xf32>
    %331 = stablehlo.reduce(%330 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %333 = stablehlo.add %332, %cst_63 : tensor<2x8x1xf32>
    %334 = stablehlo.rsqrt %333 : tensor<2x8x1xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %337 = stablehlo.multiply %329, %336 : tensor<2x8x32xf32>
    %338 = stablehlo.subtract %337, %231 : tensor<2x8x32xf32>
    %339 = stablehlo.multiply %234, %338 : tensor<2x8x32xf32>
    %340 = stablehlo.add %231, %339 : tensor<2x8x32xf32>
    %341 = stablehlo.power %340, %cst_64 : tensor<2x8x32xf32>
    %342 = stablehlo.reduce(%341 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %343 = stablehlo.reshape %342 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %344 = stablehlo.add %343, %cst_63 : tensor<2x8x1xf32>
    %345 = stablehlo.rsqrt %344 : tensor<2x8x1xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %348 = stablehlo.multiply %340, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.multiply %arg34, %cst_62 : tensor<32xf32>
    %350 = stablehlo.abs %349 : tensor<32xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %352 = stablehlo.reshape %348 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %353 = stablehlo.transpose %arg33, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %354 = stablehlo.dot_general %352, %353, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %355 = stablehlo.reshape %354 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %356 = stablehlo.multiply %arg32, %cst_43 : tensor<64xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %358 = stablehlo.multiply %355, %357 : tensor<2x8x64xf32>
    %359 = stablehlo.logistic %358 : tensor<2x8x64xf32>
    %360 = stablehlo.multiply %358, %359 : tensor<2x8x64xf32>
    %361 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %362 = stablehlo.dot_general %352, %361, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %363 = stablehlo.reshape %362 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %364 = stablehlo.multiply %arg30, %cst_43 : tensor<64xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %366 = stablehlo.multiply %363, %365 : tensor<2x8x64xf32>
    %367 = stablehlo.multiply %360, %366 : tensor<2x8x64xf32>
    %368 = stablehlo.power %367, %cst_42 : tensor<2x8x64xf32>
    %369 = stablehlo.reduce(%368 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %370 = stablehlo.reshape %369 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %371 = stablehlo.add %370, %cst_63 : tensor<2x8x1xf32>
    %372 = stablehlo.rsqrt %371 : tensor<2x8x1xf32>
    %373 = stablehlo.reshape %372 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %375 = stablehlo.multiply %367, %374 : tensor<2x8x64xf32>
    %376 = stablehlo.reshape %375 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %377 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %378 = stablehlo.dot_general %376, %377, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %379 = stablehlo.reshape %378 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %380 = stablehlo.power %379, %cst_64 : tensor<2x8x32xf32>
    %381 = stablehlo.reduce(%380 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %382 = stablehlo.reshape %381 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %383 = stablehlo.add %382, %cst_63 : tensor<2x8x1xf32>
    %384 = stablehlo.rsqrt %383 : tensor<2x8x1xf32>
    %385 = stablehlo.reshape %384 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %387 = stablehlo.multiply %379, %386 : tensor<2x8x32xf32>
    %388 = stablehlo.subtract %387, %348 : tensor<2x8x32xf32>
    %389 = stablehlo.multiply %351, %388 : tensor<2x8x32xf32>
    %390 = stablehlo.add %348, %389 : tensor<2x8x32xf32>
    %391 = stablehlo.power %390, %cst_64 : tensor<2x8x32xf32>
    %392 = stablehlo.reduce(%391 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %394 = stablehlo.add %393, %cst_63 : tensor<2x8x1xf32>
    %395 = stablehlo.rsqrt %394 : tensor<2x8x1xf32>
    %396 = stablehlo.reshape %395 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %398 = stablehlo.multiply %390, %397 : tensor<2x8x32xf32>
    %399 = stablehlo.add %398, %398 : tensor<2x8x32xf32>
    %400 = stablehlo.power %399, %cst_64 : tensor<2x8x32xf32>
    %401 = stablehlo.reduce(%400 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %402 = stablehlo.reshape %401 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %403 = stablehlo.add %402, %cst_63 : tensor<2x8x1xf32>
    %404 = stablehlo.rsqrt %403 : tensor<2x8x1xf32>
    %405 = stablehlo.reshape %404 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %407 = stablehlo.multiply %399, %406 : tensor<2x8x32xf32>
    %408 = stablehlo.add %407, %398 : tensor<2x8x32xf32>
    %409 = stablehlo.power %408, %cst_64 : tensor<2x8x32xf32>
    %410 = stablehlo.reduce(%409 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %411 = stablehlo.reshape %410 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %412 = stablehlo.add %411, %cst_63 : tensor<2x8x1xf32>
    %413 = stablehlo.rsqrt %412 : tensor<2x8x1xf32>
    %414 = stablehlo.reshape %413 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %416 = stablehlo.multiply %408, %415 : tensor<2x8x32xf32>
    %417 = stablehlo.reshape %416 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %418 = stablehlo.dot_general %417, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %419 = stablehlo.reshape %418 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %420 = stablehlo.power %419, %cst_61 : tensor<2x8x4x8xf32>
    %421 = stablehlo.reduce(%420 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %423 = stablehlo.add %422, %cst_60 : tensor<2x8x4x1xf32>
    %424 = stablehlo.rsqrt %423 : tensor<2x8x4x1xf32>
    %425 = stablehlo.reshape %424 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %427 = stablehlo.multiply %419, %426 : tensor<2x8x4x8xf32>
    %428 = stablehlo.transpose %427, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %429 = stablehlo.multiply %428, %34 : tensor<2x4x8x8xf32>
    %430 = stablehlo.slice %428 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %431 = stablehlo.negate %430 : tensor<2x4x8x4xf32>
    %432 = stablehlo.slice %428 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %433 = stablehlo.concatenate %431, %432, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %434 = stablehlo.multiply %433, %42 : tensor<2x4x8x8xf32>
    %435 = stablehlo.add %429, %434 : tensor<2x4x8x8xf32>
    %436 = stablehlo.multiply %435, %50 : tensor<2x4x8x8xf32>
    %437 = stablehlo.multiply %436, %cst_56 : tensor<2x4x8x8xf32>
    %438 = stablehlo.reshape %437 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %439 = stablehlo.dot_general %417, %54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %440 = stablehlo.reshape %439 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %441 = stablehlo.power %440, %cst_55 : tensor<2x8x2x8xf32>
    %442 = stablehlo.reduce(%441 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %443 = stablehlo.reshape %442 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %444 = stablehlo.add %443, %cst_54 : tensor<2x8x2x1xf32>
    %445 = stablehlo.rsqrt %444 : tensor<2x8x2x1xf32>
    %446 = stablehlo.reshape %445 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %448 = stablehlo.multiply %440, %447 : tensor<2x8x2x8xf32>
    %449 = stablehlo.transpose %448, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %450 = stablehlo.multiply %449, %66 : tensor<2x2x8x8xf32>
    %451 = stablehlo.slice %449 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %452 = stablehlo.negate %451 : tensor<2x2x8x4xf32>
    %453 = stablehlo.slice %449 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %454 = stablehlo.concatenate %452, %453, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %455 = stablehlo.multiply %454, %72 : tensor<2x2x8x8xf32>
    %456 = stablehlo.add %450, %455 : tensor<2x2x8x8xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %458 = stablehlo.reshape %457 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %459 = stablehlo.transpose %458, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %460 = stablehlo.multiply %459, %cst_56 : tensor<2x4x8x8xf32>
    %461 = stablehlo.reshape %460 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %462 = stablehlo.dot_general %438, %461, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %463 = stablehlo.reshape %462 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %464 = stablehlo.add %463, %122 : tensor<2x4x8x8xf32>
    %465 = stablehlo.reduce(%464 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %467 = stablehlo.subtract %464, %466 : tensor<2x4x8x8xf32>
    %468 = stablehlo.exponential %467 : tensor<2x4x8x8xf32>
    %469 = stablehlo.reduce(%468 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %471 = stablehlo.divide %468, %470 : tensor<2x4x8x8xf32>
    %472 = stablehlo.reshape %471 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.dot_general %417, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %474 = stablehlo.reshape %473 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %475 = stablehlo.transpose %474, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %477 = stablehlo.reshape %476 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %478 = stablehlo.dot_general %472, %477, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %479 = stablehlo.reshape %478 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %480 = stablehlo.transpose %479, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %481 = stablehlo.reshape %480 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %482 = stablehlo.dot_general %417, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %483 = stablehlo.reshape %482 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %484 = stablehlo.multiply %483, %147 : tensor<2x8x32xf32>
    %485 = stablehlo.logistic %484 : tensor<2x8x32xf32>
    %486 = stablehlo.multiply %481, %485 : tensor<2x8x32xf32>
    %487 = stablehlo.power %486, %cst_64 : tensor<2x8x32xf32>
    %488 = stablehlo.reduce(%487 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %489 = stablehlo.reshape %488 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %490 = stablehlo.add %489, %cst_63 : tensor<2x8x1xf32>
    %491 = stablehlo.rsqrt %490 : tensor<2x8x1xf32>
    %492 = stablehlo.reshape %491 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %494 = stablehlo.multiply %486, %493 : tensor<2x8x32xf32>
    %495 = stablehlo.reshape %494 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %496 = stablehlo.dot_general %495, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %497 = stablehlo.reshape %496 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %498 = stablehlo.power %497, %cst_64 : tensor<2x8x32xf32>
    %499 = stablehlo.reduce(%498 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %500 = stablehlo.reshape %499 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %501 = stablehlo.add %500, %cst_63 : tensor<2x8x1xf32>
    %502 = stablehlo.rsqrt %501 : tensor<2x8x1xf32>
    %503 = stablehlo.reshape %502 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %505 = stablehlo.multiply %497, %504 : tensor<2x8x32xf32>
    %506 = stablehlo.subtract %505, %416 : tensor<2x8x32xf32>
    %507 = stablehlo.multiply %14, %506 : tensor<2x8x32xf32>
    %508 = stablehlo.add %416, %507 : tensor<2x8x32xf32>
    %509 = stablehlo.power %508, %cst_64 : tensor<2x8x32xf32>
    %510 = stablehlo.reduce(%509 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %511 = stablehlo.reshape %510 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %512 = stablehlo.add %511, %cst_63 : tensor<2x8x1xf32>
    %513 = stablehlo.rsqrt %512 : tensor<2x8x1xf32>
    %514 = stablehlo.reshape %513 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %516 = stablehlo.multiply %508, %515 : tensor<2x8x32xf32>
    %517 = stablehlo.reshape %516 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %518 = stablehlo.dot_general %517, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %519 = stablehlo.reshape %518 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %520 = stablehlo.multiply %519, %190 : tensor<2x8x64xf32>
    %521 = stablehlo.logistic %520 : tensor<2x8x64xf32>
    %522 = stablehlo.multiply %520, %521 : tensor<2x8x64xf32>
    %523 = stablehlo.dot_general %517, %194, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %524 = stablehlo.reshape %523 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %525 = stablehlo.multiply %524, %198 : tensor<2x8x64xf32>
    %526 = stablehlo.multiply %522, %525 : tensor<2x8x64xf32>
    %527 = stablehlo.power %526, %cst_42 : tensor<2x8x64xf32>
    %528 = stablehlo.reduce(%527 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %529 = stablehlo.reshape %528 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %530 = stablehlo.add %529, %cst_63 : tensor<2x8x1xf32>
    %531 = stablehlo.rsqrt %530 : tensor<2x8x1xf32>
    %532 = stablehlo.reshape %531 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %534 = stablehlo.multiply %526, %533 : tensor<2x8x64xf32>
    %535 = stablehlo.reshape %534 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %536 = stablehlo.dot_general %535, %210, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %537 = stablehlo.reshape %536 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %538 = stablehlo.power %537, %cst_64 : tensor<2x8x32xf32>
    %539 = stablehlo.reduce(%538 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %540 = stablehlo.reshape %539 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %541 = stablehlo.add %540, %cst_63 : tensor<2x8x1xf32>
    %542 = stablehlo.rsqrt %541 : tensor<2x8x1xf32>
    %543 = stablehlo.reshape %542 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %545 = stablehlo.multiply %537, %544 : tensor<2x8x32xf32>
    %546 = stablehlo.subtract %545, %516 : tensor<2x8x32xf32>
    %547 = stablehlo.multiply %184, %546 : tensor<2x8x32xf32>
    %548 = stablehlo.add %516, %547 : tensor<2x8x32xf32>
    %549 = stablehlo.power %548, %cst_64 : tensor<2x8x32xf32>
    %550 = stablehlo.reduce(%549 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %551 = stablehlo.reshape %550 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %552 = stablehlo.add %551, %cst_63 : tensor<2x8x1xf32>
    %553 = stablehlo.rsqrt %552 : tensor<2x8x1xf32>
    %554 = stablehlo.reshape %553 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %555 = stablehlo.broadcast_in_dim %554, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %556 = stablehlo.multiply %548, %555 : tensor<2x8x32xf32>
    %557 = stablehlo.reshape %556 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %558 = stablehlo.dot_general %557, %236, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %559 = stablehlo.reshape %558 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %560 = stablehlo.power %559, %cst_61 : tensor<2x8x4x8xf32>
    %561 = stablehlo.reduce(%560 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %562 = stablehlo.reshape %561 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %563 = stablehlo.add %562, %cst_60 : tensor<2x8x4x1xf32>
    %564 = stablehlo.rsqrt %563 : tensor<2x8x4x1xf32>
    %565 = stablehlo.reshape %564 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %567 = stablehlo.multiply %559, %566 : tensor<2x8x4x8xf32>
    %568 = stablehlo.transpose %567, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %569 = stablehlo.multiply %568, %34 : tensor<2x4x8x8xf32>
    %570 = stablehlo.slice %568 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %571 = stablehlo.negate %570 : tensor<2x4x8x4xf32>
    %572 = stablehlo.slice %568 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %573 = stablehlo.concatenate %571, %572, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %574 = stablehlo.multiply %573, %42 : tensor<2x4x8x8xf32>
    %575 = stablehlo.add %569, %574 : tensor<2x4x8x8xf32>
    %576 = stablehlo.multiply %575, %260 : tensor<2x4x8x8xf32>
    %577 = stablehlo.multiply %576, %cst_56 : tensor<2x4x8x8xf32>
    %578 = stablehlo.reshape %577 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %579 = stablehlo.dot_general %557, %264, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %580 = stablehlo.reshape %579 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %581 = stablehlo.power %580, %cst_55 : tensor<2x8x2x8xf32>
    %582 = stablehlo.reduce(%581 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %583 = stablehlo.reshape %582 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %584 = stablehlo.add %583, %cst_54 : tensor<2x8x2x1xf32>
    %585 = stablehlo.rsqrt %584 : tensor<2x8x2x1xf32>
    %586 = stablehlo.reshape %585 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %588 = stablehlo.multiply %580, %587 : tensor<2x8x2x8xf32>
    %589 = stablehlo.transpose %588, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %590 = stablehlo.multiply %589, %66 : tensor<2x2x8x8xf32>
    %591 = stablehlo.slice %589 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %592 = stablehlo.negate %591 : tensor<2x2x8x4xf32>
    %593 = stablehlo.slice %589 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %594 = stablehlo.concatenate %592, %593, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %595 = stablehlo.multiply %594, %72 : tensor<2x2x8x8xf32>
    %596 = stablehlo.add %590, %595 : tensor<2x2x8x8xf32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %598 = stablehlo.reshape %597 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %599 = stablehlo.transpose %598, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %600 = stablehlo.multiply %599, %cst_56 : tensor<2x4x8x8xf32>
    %601 = stablehlo.reshape %600 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %602 = stablehlo.dot_general %578, %601, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %603 = stablehlo.reshape %602 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %604 = stablehlo.add %603, %122 : tensor<2x4x8x8xf32>
    %605 = stablehlo.reduce(%604 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %607 = stablehlo.subtract %604, %606 : tensor<2x4x8x8xf32>
    %608 = stablehlo.exponential %607 : tensor<2x4x8x8xf32>
    %609 = stablehlo.reduce(%608 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %611 = stablehlo.divide %608, %610 : tensor<2x4x8x8xf32>
    %612 = stablehlo.reshape %611 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %613 = stablehlo.dot_general %557, %299, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %614 = stablehlo.reshape %613 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %617 = stablehlo.reshape %616 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %618 = stablehlo.dot_general %612, %617, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %619 = stablehlo.reshape %618 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %620 = stablehlo.transpose %619, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %621 = stablehlo.reshape %620 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %622 = stablehlo.dot_general %557, %309, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %623 = stablehlo.reshape %622 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %624 = stablehlo.multiply %623, %314 : tensor<2x8x32xf32>
    %625 = stablehlo.logistic %624 : tensor<2x8x32xf32>
    %626 = stablehlo.multiply %621, %625 : tensor<2x8x32xf32>
    %627 = stablehlo.power %626, %cst_64 : tensor<2x8x32xf32>
    %628 = stablehlo.reduce(%627 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %629 = stablehlo.reshape %628 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %630 = stablehlo.add %629, %cst_63 : tensor<2x8x1xf32>
    %631 = stablehlo.rsqrt %630 : tensor<2x8x1xf32>
    %632 = stablehlo.reshape %631 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %633 = stablehlo.broadcast_in_dim %632, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %634 = stablehlo.multiply %626, %633 : tensor<2x8x32xf32>
    %635 = stablehlo.reshape %634 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %636 = stablehlo.dot_general %635, %327, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %637 = stablehlo.reshape %636 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %638 = stablehlo.power %637, %cst_64 : tensor<2x8x32xf32>
    %639 = stablehlo.reduce(%638 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %640 = stablehlo.reshape %639 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %641 = stablehlo.add %640, %cst_63 : tensor<2x8x1xf32>
    %642 = stablehlo.rsqrt %641 : tensor<2x8x1xf32>
    %643 = stablehlo.reshape %642 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %645 = stablehlo.multiply %637, %644 : tensor<2x8x32xf32>
    %646 = stablehlo.subtract %645, %556 : tensor<2x8x32xf32>
    %647 = stablehlo.multiply %234, %646 : tensor<2x8x32xf32>
    %648 = stablehlo.add %556, %647 : tensor<2x8x32xf32>
    %649 = stablehlo.power %648, %cst_64 : tensor<2x8x32xf32>
    %650 = stablehlo.reduce(%649 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %651 = stablehlo.reshape %650 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %652 = stablehlo.add %651, %cst_63 : tensor<2x8x1xf32>
    %653 = stablehlo.rsqrt %652 : tensor<2x8x1xf32>
    %654 = stablehlo.reshape %653 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %656 = stablehlo.multiply %648, %655 : tensor<2x8x32xf32>
    %657 = stablehlo.reshape %656 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %658 = stablehlo.dot_general %657, %353, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %659 = stablehlo.reshape %658 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %660 = stablehlo.multiply %659, %357 : tensor<2x8x64xf32>
    %661 = stablehlo.logistic %660 : tensor<2x8x64xf32>
    %662 = stablehlo.multiply %660, %661 : tensor<2x8x64xf32>
    %663 = stablehlo.dot_general %657, %361, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %664 = stablehlo.reshape %663 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %665 = stablehlo.multiply %664, %365 : tensor<2x8x64xf32>
    %666 = stablehlo.multiply %662, %665 : tensor<2x8x64xf32>
    %667 = stablehlo.power %666, %cst_42 : tensor<2x8x64xf32>
    %668 = stablehlo.reduce(%667 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %669 = stablehlo.reshape %668 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %670 = stablehlo.add %669, %cst_63 : tensor<2x8x1xf32>
    %671 = stablehlo.rsqrt %670 : tensor<2x8x1xf32>
    %672 = stablehlo.reshape %671 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %673 = stablehlo.broadcast_in_dim %672, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %674 = stablehlo.multiply %666, %673 : tensor<2x8x64xf32>
    %675 = stablehlo.reshape %674 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %676 = stablehlo.dot_general %675, %377, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %677 = stablehlo.reshape %676 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %678 = stablehlo.power %677, %cst_64 : tensor<2x8x32xf32>
    %679 = stablehlo.reduce(%678 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %680 = stablehlo.reshape %679 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %681 = stablehlo.add %680, %cst_63 : tensor<2x8x1xf32>
    %682 = stablehlo.rsqrt %681 : tensor<2x8x1xf32>
    %683 = stablehlo.reshape %682 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %685 = stablehlo.multiply %677, %684 : tensor<2x8x32xf32>
    %686 = stablehlo.subtract %685, %656 : tensor<2x8x32xf32>
    %687 = stablehlo.multiply %351, %686 : tensor<2x8x32xf32>
    %688 = stablehlo.add %656, %687 : tensor<2x8x32xf32>
    %689 = stablehlo.power %688, %cst_64 : tensor<2x8x32xf32>
    %690 = stablehlo.reduce(%689 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %691 = stablehlo.reshape %690 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %692 = stablehlo.add %691, %cst_63 : tensor<2x8x1xf32>
    %693 = stablehlo.rsqrt %692 : tensor<2x8x1xf32>
    %694 = stablehlo.reshape %693 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %695 = stablehlo.broadcast_in_dim %694, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %696 = stablehlo.multiply %688, %695 : tensor<2x8x32xf32>
    %697 = stablehlo.reshape %696 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %698 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %699 = stablehlo.dot_general %697, %698, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %700 = stablehlo.reshape %699 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %701 = stablehlo.multiply %arg1, %cst_41 : tensor<128xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [2] : (tensor<128xf32>) -> tensor<2x8x128xf32>
    %703 = stablehlo.multiply %700, %702 : tensor<2x8x128xf32>
    %704 = stablehlo.slice %703 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %705 = stablehlo.reduce(%704 init: %cst_66) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %707 = stablehlo.subtract %704, %706 : tensor<2x7x128xf32>
    %708 = stablehlo.exponential %707 : tensor<2x7x128xf32>
    %709 = stablehlo.reduce(%708 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %710 = stablehlo.log %709 : tensor<2x7xf32>
    %711 = stablehlo.broadcast_in_dim %710, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %712 = stablehlo.subtract %707, %711 : tensor<2x7x128xf32>
    %713 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %714 = stablehlo.broadcast_in_dim %713, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %715 = stablehlo.broadcast_in_dim %c_65, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %716 = stablehlo.compare  EQ, %714, %715 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %717 = stablehlo.convert %716 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %718 = stablehlo.convert %717 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %719 = stablehlo.multiply %712, %718 : tensor<2x7x128xf32>
    %720 = stablehlo.reduce(%719 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %721 = stablehlo.reduce(%720 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %722 = stablehlo.multiply %721, %cst_40 : tensor<f32>
    %723 = stablehlo.negate %722 : tensor<f32>
    %724 = stablehlo.multiply %arg35, %cst_39 : tensor<128x32xf32>
    %725 = stablehlo.compare  LT, %arg0, %c_68 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %726 = stablehlo.add %arg0, %c_37 : tensor<2x8xi64>
    %727 = stablehlo.select %725, %726, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %728 = stablehlo.reshape %727 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %729 = stablehlo.compare  EQ, %arg0, %c_36 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %730 = stablehlo.broadcast_in_dim %729, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %731 = stablehlo.multiply %718, %cst_33 : tensor<2x7x128xf32>
    %732 = stablehlo.exponential %712 : tensor<2x7x128xf32>
    %733 = stablehlo.reduce(%731 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %735 = stablehlo.multiply %732, %734 : tensor<2x7x128xf32>
    %736 = stablehlo.subtract %731, %735 : tensor<2x7x128xf32>
    %737 = stablehlo.pad %736, %cst_70, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %738 = stablehlo.select %c_34, %737, %cst_32 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %739 = stablehlo.multiply %738, %702 : tensor<2x8x128xf32>
    %740 = stablehlo.reshape %739 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %741 = stablehlo.dot_general %740, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %742 = stablehlo.reshape %741 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %743 = stablehlo.multiply %742, %695 : tensor<2x8x32xf32>
    %744 = stablehlo.multiply %742, %688 : tensor<2x8x32xf32>
    %745 = stablehlo.reduce(%744 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %746 = stablehlo.reshape %745 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %747 = stablehlo.multiply %746, %cst_31 : tensor<2x8x1xf32>
    %748 = stablehlo.power %693, %cst_30 : tensor<2x8x1xf32>
    %749 = stablehlo.multiply %747, %748 : tensor<2x8x1xf32>
    %750 = stablehlo.reshape %749 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %752 = stablehlo.power %688, %cst_29 : tensor<2x8x32xf32>
    %753 = stablehlo.multiply %752, %cst_64 : tensor<2x8x32xf32>
    %754 = stablehlo.multiply %751, %753 : tensor<2x8x32xf32>
    %755 = stablehlo.add %743, %754 : tensor<2x8x32xf32>
    %756 = stablehlo.multiply %755, %351 : tensor<2x8x32xf32>
    %757 = stablehlo.negate %756 : tensor<2x8x32xf32>
    %758 = stablehlo.add %755, %757 : tensor<2x8x32xf32>
    %759 = stablehlo.multiply %756, %684 : tensor<2x8x32xf32>
    %760 = stablehlo.multiply %756, %677 : tensor<2x8x32xf32>
    %761 = stablehlo.reduce(%760 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %762 = stablehlo.reshape %761 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %763 = stablehlo.multiply %762, %cst_31 : tensor<2x8x1xf32>
    %764 = stablehlo.power %682, %cst_30 : tensor<2x8x1xf32>
    %765 = stablehlo.multiply %763, %764 : tensor<2x8x1xf32>
    %766 = stablehlo.reshape %765 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %768 = stablehlo.power %677, %cst_29 : tensor<2x8x32xf32>
    %769 = stablehlo.multiply %768, %cst_64 : tensor<2x8x32xf32>
    %770 = stablehlo.multiply %767, %769 : tensor<2x8x32xf32>
    %771 = stablehlo.add %759, %770 : tensor<2x8x32xf32>
    %772 = stablehlo.reshape %771 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %773 = stablehlo.dot_general %772, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %774 = stablehlo.reshape %773 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %775 = stablehlo.multiply %774, %673 : tensor<2x8x64xf32>
    %776 = stablehlo.multiply %774, %666 : tensor<2x8x64xf32>
    %777 = stablehlo.reduce(%776 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %778 = stablehlo.reshape %777 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %779 = stablehlo.multiply %778, %cst_31 : tensor<2x8x1xf32>
    %780 = stablehlo.power %671, %cst_30 : tensor<2x8x1xf32>
    %781 = stablehlo.multiply %779, %780 : tensor<2x8x1xf32>
    %782 = stablehlo.reshape %781 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %783 = stablehlo.broadcast_in_dim %782, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %784 = stablehlo.power %666, %cst_28 : tensor<2x8x64xf32>
    %785 = stablehlo.multiply %784, %cst_42 : tensor<2x8x64xf32>
    %786 = stablehlo.multiply %783, %785 : tensor<2x8x64xf32>
    %787 = stablehlo.add %775, %786 : tensor<2x8x64xf32>
    %788 = stablehlo.multiply %787, %662 : tensor<2x8x64xf32>
    %789 = stablehlo.multiply %788, %365 : tensor<2x8x64xf32>
    %790 = stablehlo.reshape %789 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %791 = stablehlo.dot_general %790, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %792 = stablehlo.reshape %791 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %793 = stablehlo.add %758, %792 : tensor<2x8x32xf32>
    %794 = stablehlo.multiply %787, %665 : tensor<2x8x64xf32>
    %795 = stablehlo.subtract %cst_28, %661 : tensor<2x8x64xf32>
    %796 = stablehlo.multiply %660, %795 : tensor<2x8x64xf32>
    %797 = stablehlo.add %796, %cst_28 : tensor<2x8x64xf32>
    %798 = stablehlo.multiply %661, %797 : tensor<2x8x64xf32>
    %799 = stablehlo.multiply %794, %798 : tensor<2x8x64xf32>
    %800 = stablehlo.multiply %799, %357 : tensor<2x8x64xf32>
    %801 = stablehlo.reshape %800 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %802 = stablehlo.dot_general %801, %arg33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %803 = stablehlo.reshape %802 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %804 = stablehlo.add %793, %803 : tensor<2x8x32xf32>
    %805 = stablehlo.multiply %804, %655 : tensor<2x8x32xf32>
    %806 = stablehlo.multiply %804, %648 : tensor<2x8x32xf32>
    %807 = stablehlo.reduce(%806 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %808 = stablehlo.reshape %807 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %809 = stablehlo.multiply %808, %cst_31 : tensor<2x8x1xf32>
    %810 = stablehlo.power %653, %cst_30 : tensor<2x8x1xf32>
    %811 = stablehlo.multiply %809, %810 : tensor<2x8x1xf32>
    %812 = stablehlo.reshape %811 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %813 = stablehlo.broadcast_in_dim %812, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %814 = stablehlo.power %648, %cst_29 : tensor<2x8x32xf32>
    %815 = stablehlo.multiply %814, %cst_64 : tensor<2x8x32xf32>
    %816 = stablehlo.multiply %813, %815 : tensor<2x8x32xf32>
    %817 = stablehlo.add %805, %816 : tensor<2x8x32xf32>
    %818 = stablehlo.multiply %817, %234 : tensor<2x8x32xf32>
    %819 = stablehlo.negate %818 : tensor<2x8x32xf32>
    %820 = stablehlo.add %817, %819 : tensor<2x8x32xf32>
    %821 = stablehlo.multiply %818, %644 : tensor<2x8x32xf32>
    %822 = stablehlo.multiply %818, %637 : tensor<2x8x32xf32>
    %823 = stablehlo.reduce(%822 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %824 = stablehlo.reshape %823 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %825 = stablehlo.multiply %824, %cst_31 : tensor<2x8x1xf32>
    %826 = stablehlo.power %642, %cst_30 : tensor<2x8x1xf32>
    %827 = stablehlo.multiply %825, %826 : tensor<2x8x1xf32>
    %828 = stablehlo.reshape %827 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %829 = stablehlo.broadcast_in_dim %828, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %830 = stablehlo.power %637, %cst_29 : tensor<2x8x32xf32>
    %831 = stablehlo.multiply %830, %cst_64 : tensor<2x8x32xf32>
    %832 = stablehlo.multiply %829, %831 : tensor<2x8x32xf32>
    %833 = stablehlo.add %821, %832 : tensor<2x8x32xf32>
    %834 = stablehlo.reshape %833 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %835 = stablehlo.dot_general %834, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %836 = stablehlo.reshape %835 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %837 = stablehlo.multiply %836, %633 : tensor<2x8x32xf32>
    %838 = stablehlo.multiply %836, %626 : tensor<2x8x32xf32>
    %839 = stablehlo.reduce(%838 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %840 = stablehlo.reshape %839 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %841 = stablehlo.multiply %840, %cst_31 : tensor<2x8x1xf32>
    %842 = stablehlo.power %631, %cst_30 : tensor<2x8x1xf32>
    %843 = stablehlo.multiply %841, %842 : tensor<2x8x1xf32>
    %844 = stablehlo.reshape %843 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %845 = stablehlo.broadcast_in_dim %844, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %846 = stablehlo.power %626, %cst_29 : tensor<2x8x32xf32>
    %847 = stablehlo.multiply %846, %cst_64 : tensor<2x8x32xf32>
    %848 = stablehlo.multiply %845, %847 : tensor<2x8x32xf32>
    %849 = stablehlo.add %837, %848 : tensor<2x8x32xf32>
    %850 = stablehlo.multiply %849, %621 : tensor<2x8x32xf32>
    %851 = stablehlo.subtract %cst_29, %625 : tensor<2x8x32xf32>
    %852 = stablehlo.multiply %625, %851 : tensor<2x8x32xf32>
    %853 = stablehlo.multiply %850, %852 : tensor<2x8x32xf32>
    %854 = stablehlo.multiply %853, %314 : tensor<2x8x32xf32>
    %855 = stablehlo.reshape %854 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %856 = stablehlo.dot_general %855, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %857 = stablehlo.reshape %856 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %858 = stablehlo.add %820, %857 : tensor<2x8x32xf32>
    %859 = stablehlo.transpose %612, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %860 = stablehlo.multiply %849, %625 : tensor<2x8x32xf32>
    %861 = stablehlo.reshape %860 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %862 = stablehlo.transpose %861, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %863 = stablehlo.reshape %862 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %864 = stablehlo.dot_general %859, %863, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %865 = stablehlo.reshape %864 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %866 = stablehlo.reduce(%865 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %867 = stablehlo.transpose %866, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %868 = stablehlo.reshape %867 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %869 = stablehlo.dot_general %868, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %870 = stablehlo.reshape %869 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %871 = stablehlo.add %858, %870 : tensor<2x8x32xf32>
    %872 = stablehlo.transpose %578, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %873 = stablehlo.transpose %617, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %874 = stablehlo.dot_general %863, %873, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %875 = stablehlo.reshape %874 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %876 = stablehlo.multiply %875, %611 : tensor<2x4x8x8xf32>
    %877 = stablehlo.reduce(%876 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %878 = stablehlo.broadcast_in_dim %877, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %879 = stablehlo.multiply %611, %878 : tensor<2x4x8x8xf32>
    %880 = stablehlo.subtract %876, %879 : tensor<2x4x8x8xf32>
    %881 = stablehlo.reshape %880 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %882 = stablehlo.dot_general %872, %881, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %883 = stablehlo.reshape %882 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %884 = stablehlo.multiply %883, %cst_56 : tensor<2x4x8x8xf32>
    %885 = stablehlo.transpose %884, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %886 = stablehlo.reshape %885 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %887 = stablehlo.reduce(%886 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %888 = stablehlo.multiply %887, %72 : tensor<2x2x8x8xf32>
    %889 = stablehlo.slice %888 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %890 = stablehlo.negate %889 : tensor<2x2x8x4xf32>
    %891 = stablehlo.pad %890, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %892 = stablehlo.select %c_27, %891, %cst_26 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %893 = stablehlo.slice %888 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %894 = stablehlo.pad %893, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %895 = stablehlo.select %c_25, %894, %cst_26 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %896 = stablehlo.add %892, %895 : tensor<2x2x8x8xf32>
    %897 = stablehlo.multiply %887, %66 : tensor<2x2x8x8xf32>
    %898 = stablehlo.add %896, %897 : tensor<2x2x8x8xf32>
    %899 = stablehlo.transpose %898, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %900 = stablehlo.multiply %899, %587 : tensor<2x8x2x8xf32>
    %901 = stablehlo.multiply %899, %580 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %902 = stablehlo.reduce(%901 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %903 = stablehlo.reshape %902 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %904 = stablehlo.multiply %903, %cst_24 : tensor<2x8x2x1xf32>
    %905 = stablehlo.power %585, %cst_23 : tensor<2x8x2x1xf32>
    %906 = stablehlo.multiply %904, %905 : tensor<2x8x2x1xf32>
    %907 = stablehlo.reshape %906 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %908 = stablehlo.broadcast_in_dim %907, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %909 = stablehlo.power %580, %cst_22 : tensor<2x8x2x8xf32>
    %910 = stablehlo.multiply %909, %cst_55 : tensor<2x8x2x8xf32>
    %911 = stablehlo.multiply %908, %910 : tensor<2x8x2x8xf32>
    %912 = stablehlo.add %900, %911 : tensor<2x8x2x8xf32>
    %913 = stablehlo.reshape %912 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %914 = stablehlo.dot_general %913, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %915 = stablehlo.reshape %914 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %916 = stablehlo.add %871, %915 : tensor<2x8x32xf32>
    %917 = stablehlo.transpose %601, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %918 = stablehlo.dot_general %881, %917, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %919 = stablehlo.reshape %918 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %920 = stablehlo.multiply %919, %cst_56 : tensor<2x4x8x8xf32>
    %921 = stablehlo.multiply %920, %260 : tensor<2x4x8x8xf32>
    %922 = stablehlo.multiply %921, %42 : tensor<2x4x8x8xf32>
    %923 = stablehlo.slice %922 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %924 = stablehlo.negate %923 : tensor<2x4x8x4xf32>
    %925 = stablehlo.pad %924, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %926 = stablehlo.select %c_21, %925, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %927 = stablehlo.slice %922 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %928 = stablehlo.pad %927, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %929 = stablehlo.select %c, %928, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %930 = stablehlo.add %926, %929 : tensor<2x4x8x8xf32>
    %931 = stablehlo.multiply %921, %34 : tensor<2x4x8x8xf32>
    %932 = stablehlo.add %930, %931 : tensor<2x4x8x8xf32>
    %933 = stablehlo.transpose %932, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %934 = stablehlo.multiply %933, %566 : tensor<2x8x4x8xf32>
    %935 = stablehlo.multiply %933, %559 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %936 = stablehlo.reduce(%935 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %937 = stablehlo.reshape %936 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %938 = stablehlo.multiply %937, %cst_19 : tensor<2x8x4x1xf32>
    %939 = stablehlo.power %564, %cst_18 : tensor<2x8x4x1xf32>
    %940 = stablehlo.multiply %938, %939 : tensor<2x8x4x1xf32>
    %941 = stablehlo.reshape %940 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %942 = stablehlo.broadcast_in_dim %941, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %943 = stablehlo.power %559, %cst_17 : tensor<2x8x4x8xf32>
    %944 = stablehlo.multiply %943, %cst_61 : tensor<2x8x4x8xf32>
    %945 = stablehlo.multiply %942, %944 : tensor<2x8x4x8xf32>
    %946 = stablehlo.add %934, %945 : tensor<2x8x4x8xf32>
    %947 = stablehlo.reshape %946 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %948 = stablehlo.dot_general %947, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %949 = stablehlo.reshape %948 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %950 = stablehlo.add %916, %949 : tensor<2x8x32xf32>
    %951 = stablehlo.multiply %950, %555 : tensor<2x8x32xf32>
    %952 = stablehlo.multiply %950, %548 : tensor<2x8x32xf32>
    %953 = stablehlo.reduce(%952 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %954 = stablehlo.reshape %953 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %955 = stablehlo.multiply %954, %cst_31 : tensor<2x8x1xf32>
    %956 = stablehlo.power %553, %cst_30 : tensor<2x8x1xf32>
    %957 = stablehlo.multiply %955, %956 : tensor<2x8x1xf32>
    %958 = stablehlo.reshape %957 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %960 = stablehlo.power %548, %cst_29 : tensor<2x8x32xf32>
    %961 = stablehlo.multiply %960, %cst_64 : tensor<2x8x32xf32>
    %962 = stablehlo.multiply %959, %961 : tensor<2x8x32xf32>
    %963 = stablehlo.add %951, %962 : tensor<2x8x32xf32>
    %964 = stablehlo.multiply %963, %184 : tensor<2x8x32xf32>
    %965 = stablehlo.negate %964 : tensor<2x8x32xf32>
    %966 = stablehlo.add %963, %965 : tensor<2x8x32xf32>
    %967 = stablehlo.multiply %964, %544 : tensor<2x8x32xf32>
    %968 = stablehlo.multiply %964, %537 : tensor<2x8x32xf32>
    %969 = stablehlo.reduce(%968 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %970 = stablehlo.reshape %969 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %971 = stablehlo.multiply %970, %cst_31 : tensor<2x8x1xf32>
    %972 = stablehlo.power %542, %cst_30 : tensor<2x8x1xf32>
    %973 = stablehlo.multiply %971, %972 : tensor<2x8x1xf32>
    %974 = stablehlo.reshape %973 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %975 = stablehlo.broadcast_in_dim %974, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %976 = stablehlo.power %537, %cst_29 : tensor<2x8x32xf32>
    %977 = stablehlo.multiply %976, %cst_64 : tensor<2x8x32xf32>
    %978 = stablehlo.multiply %975, %977 : tensor<2x8x32xf32>
    %979 = stablehlo.add %967, %978 : tensor<2x8x32xf32>
    %980 = stablehlo.reshape %979 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %981 = stablehlo.dot_general %980, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %982 = stablehlo.reshape %981 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %983 = stablehlo.multiply %982, %533 : tensor<2x8x64xf32>
    %984 = stablehlo.multiply %982, %526 : tensor<2x8x64xf32>
    %985 = stablehlo.reduce(%984 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %986 = stablehlo.reshape %985 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %987 = stablehlo.multiply %986, %cst_31 : tensor<2x8x1xf32>
    %988 = stablehlo.power %531, %cst_30 : tensor<2x8x1xf32>
    %989 = stablehlo.multiply %987, %988 : tensor<2x8x1xf32>
    %990 = stablehlo.reshape %989 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %991 = stablehlo.broadcast_in_dim %990, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %992 = stablehlo.power %526, %cst_28 : tensor<2x8x64xf32>
    %993 = stablehlo.multiply %992, %cst_42 : tensor<2x8x64xf32>
    %994 = stablehlo.multiply %991, %993 : tensor<2x8x64xf32>
    %995 = stablehlo.add %983, %994 : tensor<2x8x64xf32>
    %996 = stablehlo.multiply %995, %522 : tensor<2x8x64xf32>
    %997 = stablehlo.multiply %996, %198 : tensor<2x8x64xf32>
    %998 = stablehlo.reshape %997 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %999 = stablehlo.dot_general %998, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %1000 = stablehlo.reshape %999 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1001 = stablehlo.add %966, %1000 : tensor<2x8x32xf32>
    %1002 = stablehlo.multiply %995, %525 : tensor<2x8x64xf32>
    %1003 = stablehlo.subtract %cst_28, %521 : tensor<2x8x64xf32>
    %1004 = stablehlo.multiply %520, %1003 : tensor<2x8x64xf32>
    %1005 = stablehlo.add %1004, %cst_28 : tensor<2x8x64xf32>
    %1006 = stablehlo.multiply %521, %1005 : tensor<2x8x64xf32>
    %1007 = stablehlo.multiply %1002, %1006 : tensor<2x8x64xf32>
    %1008 = stablehlo.multiply %1007, %190 : tensor<2x8x64xf32>
    %1009 = stablehlo.reshape %1008 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %1010 = stablehlo.dot_general %1009, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %1011 = stablehlo.reshape %1010 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1012 = stablehlo.add %1001, %1011 : tensor<2x8x32xf32>
    %1013 = stablehlo.multiply %1012, %515 : tensor<2x8x32xf32>
    %1014 = stablehlo.multiply %1012, %508 : tensor<2x8x32xf32>
    %1015 = stablehlo.reduce(%1014 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1016 = stablehlo.reshape %1015 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1017 = stablehlo.multiply %1016, %cst_31 : tensor<2x8x1xf32>
    %1018 = stablehlo.power %513, %cst_30 : tensor<2x8x1xf32>
    %1019 = stablehlo.multiply %1017, %1018 : tensor<2x8x1xf32>
    %1020 = stablehlo.reshape %1019 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1021 = stablehlo.broadcast_in_dim %1020, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1022 = stablehlo.power %508, %cst_29 : tensor<2x8x32xf32>
    %1023 = stablehlo.multiply %1022, %cst_64 : tensor<2x8x32xf32>
    %1024 = stablehlo.multiply %1021, %1023 : tensor<2x8x32xf32>
    %1025 = stablehlo.add %1013, %1024 : tensor<2x8x32xf32>
    %1026 = stablehlo.multiply %1025, %14 : tensor<2x8x32xf32>
    %1027 = stablehlo.negate %1026 : tensor<2x8x32xf32>
    %1028 = stablehlo.add %1025, %1027 : tensor<2x8x32xf32>
    %1029 = stablehlo.multiply %1026, %504 : tensor<2x8x32xf32>
    %1030 = stablehlo.multiply %1026, %497 : tensor<2x8x32xf32>
    %1031 = stablehlo.reduce(%1030 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1032 = stablehlo.reshape %1031 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1033 = stablehlo.multiply %1032, %cst_31 : tensor<2x8x1xf32>
    %1034 = stablehlo.power %502, %cst_30 : tensor<2x8x1xf32>
    %1035 = stablehlo.multiply %1033, %1034 : tensor<2x8x1xf32>
    %1036 = stablehlo.reshape %1035 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1037 = stablehlo.broadcast_in_dim %1036, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1038 = stablehlo.power %497, %cst_29 : tensor<2x8x32xf32>
    %1039 = stablehlo.multiply %1038, %cst_64 : tensor<2x8x32xf32>
    %1040 = stablehlo.multiply %1037, %1039 : tensor<2x8x32xf32>
    %1041 = stablehlo.add %1029, %1040 : tensor<2x8x32xf32>
    %1042 = stablehlo.reshape %1041 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1043 = stablehlo.dot_general %1042, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1044 = stablehlo.reshape %1043 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1045 = stablehlo.multiply %1044, %493 : tensor<2x8x32xf32>
    %1046 = stablehlo.multiply %1044, %486 : tensor<2x8x32xf32>
    %1047 = stablehlo.reduce(%1046 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1048 = stablehlo.reshape %1047 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1049 = stablehlo.multiply %1048, %cst_31 : tensor<2x8x1xf32>
    %1050 = stablehlo.power %491, %cst_30 : tensor<2x8x1xf32>
    %1051 = stablehlo.multiply %1049, %1050 : tensor<2x8x1xf32>
    %1052 = stablehlo.reshape %1051 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1053 = stablehlo.broadcast_in_dim %1052, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1054 = stablehlo.power %486, %cst_29 : tensor<2x8x32xf32>
    %1055 = stablehlo.multiply %1054, %cst_64 : tensor<2x8x32xf32>
    %1056 = stablehlo.multiply %1053, %1055 : tensor<2x8x32xf32>
    %1057 = stablehlo.add %1045, %1056 : tensor<2x8x32xf32>
    %1058 = stablehlo.multiply %1057, %481 : tensor<2x8x32xf32>
    %1059 = stablehlo.subtract %cst_29, %485 : tensor<2x8x32xf32>
    %1060 = stablehlo.multiply %485, %1059 : tensor<2x8x32xf32>
    %1061 = stablehlo.multiply %1058, %1060 : tensor<2x8x32xf32>
    %1062 = stablehlo.multiply %1061, %147 : tensor<2x8x32xf32>
    %1063 = stablehlo.reshape %1062 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1064 = stablehlo.dot_general %1063, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1065 = stablehlo.reshape %1064 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1066 = stablehlo.add %1028, %1065 : tensor<2x8x32xf32>
    %1067 = stablehlo.transpose %472, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1068 = stablehlo.multiply %1057, %485 : tensor<2x8x32xf32>
    %1069 = stablehlo.reshape %1068 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %1070 = stablehlo.transpose %1069, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %1071 = stablehlo.reshape %1070 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %1072 = stablehlo.dot_general %1067, %1071, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1073 = stablehlo.reshape %1072 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %1074 = stablehlo.reduce(%1073 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1075 = stablehlo.transpose %1074, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %1076 = stablehlo.reshape %1075 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %1077 = stablehlo.dot_general %1076, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1078 = stablehlo.reshape %1077 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1079 = stablehlo.add %1066, %1078 : tensor<2x8x32xf32>
    %1080 = stablehlo.transpose %438, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1081 = stablehlo.transpose %477, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1082 = stablehlo.dot_general %1071, %1081, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1083 = stablehlo.reshape %1082 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1084 = stablehlo.multiply %1083, %471 : tensor<2x4x8x8xf32>
    %1085 = stablehlo.reduce(%1084 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %1087 = stablehlo.multiply %471, %1086 : tensor<2x4x8x8xf32>
    %1088 = stablehlo.subtract %1084, %1087 : tensor<2x4x8x8xf32>
    %1089 = stablehlo.reshape %1088 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %1090 = stablehlo.dot_general %1080, %1089, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1091 = stablehlo.reshape %1090 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1092 = stablehlo.multiply %1091, %cst_56 : tensor<2x4x8x8xf32>
    %1093 = stablehlo.transpose %1092, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1094 = stablehlo.reshape %1093 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %1095 = stablehlo.reduce(%1094 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1096 = stablehlo.multiply %1095, %72 : tensor<2x2x8x8xf32>
    %1097 = stablehlo.slice %1096 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %1098 = stablehlo.negate %1097 : tensor<2x2x8x4xf32>
    %1099 = stablehlo.pad %1098, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1100 = stablehlo.select %c_27, %1099, %cst_26 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %1101 = stablehlo.slice %1096 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %1102 = stablehlo.pad %1101, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1103 = stablehlo.select %c_25, %1102, %cst_26 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %1104 = stablehlo.add %1100, %1103 : tensor<2x2x8x8xf32>
    %1105 = stablehlo.multiply %1095, %66 : tensor<2x2x8x8xf32>
    %1106 = stablehlo.add %1104, %1105 : tensor<2x2x8x8xf32>
    %1107 = stablehlo.transpose %1106, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %1108 = stablehlo.multiply %1107, %447 : tensor<2x8x2x8xf32>
    %1109 = stablehlo.multiply %1107, %440 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %1110 = stablehlo.reduce(%1109 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %1111 = stablehlo.reshape %1110 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %1112 = stablehlo.multiply %1111, %cst_24 : tensor<2x8x2x1xf32>
    %1113 = stablehlo.power %445, %cst_23 : tensor<2x8x2x1xf32>
    %1114 = stablehlo.multiply %1112, %1113 : tensor<2x8x2x1xf32>
    %1115 = stablehlo.reshape %1114 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %1116 = stablehlo.broadcast_in_dim %1115, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %1117 = stablehlo.power %440, %cst_22 : tensor<2x8x2x8xf32>
    %1118 = stablehlo.multiply %1117, %cst_55 : tensor<2x8x2x8xf32>
    %1119 = stablehlo.multiply %1116, %1118 : tensor<2x8x2x8xf32>
    %1120 = stablehlo.add %1108, %1119 : tensor<2x8x2x8xf32>
    %1121 = stablehlo.reshape %1120 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %1122 = stablehlo.dot_general %1121, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1123 = stablehlo.reshape %1122 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1124 = stablehlo.add %1079, %1123 : tensor<2x8x32xf32>
    %1125 = stablehlo.transpose %461, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1126 = stablehlo.dot_general %1089, %1125, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1127 = stablehlo.reshape %1126 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1128 = stablehlo.multiply %1127, %cst_56 : tensor<2x4x8x8xf32>
    %1129 = stablehlo.multiply %1128, %50 : tensor<2x4x8x8xf32>
    %1130 = stablehlo.multiply %1129, %42 : tensor<2x4x8x8xf32>
    %1131 = stablehlo.slice %1130 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %1132 = stablehlo.negate %1131 : tensor<2x4x8x4xf32>
    %1133 = stablehlo.pad %1132, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %1134 = stablehlo.select %c_21, %1133, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %1135 = stablehlo.slice %1130 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %1136 = stablehlo.pad %1135, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %1137 = stablehlo.select %c, %1136, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %1138 = stablehlo.add %1134, %1137 : tensor<2x4x8x8xf32>
    %1139 = stablehlo.multiply %1129, %34 : tensor<2x4x8x8xf32>
    %1140 = stablehlo.add %1138, %1139 : tensor<2x4x8x8xf32>
    %1141 = stablehlo.transpose %1140, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %1142 = stablehlo.multiply %1141, %426 : tensor<2x8x4x8xf32>
    %1143 = stablehlo.multiply %1141, %419 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %1144 = stablehlo.reduce(%1143 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %1145 = stablehlo.reshape %1144 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %1146 = stablehlo.multiply %1145, %cst_19 : tensor<2x8x4x1xf32>
    %1147 = stablehlo.power %424, %cst_18 : tensor<2x8x4x1xf32>
    %1148 = stablehlo.multiply %1146, %1147 : tensor<2x8x4x1xf32>
    %1149 = stablehlo.reshape %1148 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %1150 = stablehlo.broadcast_in_dim %1149, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %1151 = stablehlo.power %419, %cst_17 : tensor<2x8x4x8xf32>
    %1152 = stablehlo.multiply %1151, %cst_61 : tensor<2x8x4x8xf32>
    %1153 = stablehlo.multiply %1150, %1152 : tensor<2x8x4x8xf32>
    %1154 = stablehlo.add %1142, %1153 : tensor<2x8x4x8xf32>
    %1155 = stablehlo.reshape %1154 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %1156 = stablehlo.dot_general %1155, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1157 = stablehlo.reshape %1156 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1158 = stablehlo.add %1124, %1157 : tensor<2x8x32xf32>
    %1159 = stablehlo.multiply %1158, %415 : tensor<2x8x32xf32>
    %1160 = stablehlo.multiply %1158, %408 : tensor<2x8x32xf32>
    %1161 = stablehlo.reduce(%1160 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1162 = stablehlo.reshape %1161 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1163 = stablehlo.multiply %1162, %cst_31 : tensor<2x8x1xf32>
    %1164 = stablehlo.power %413, %cst_30 : tensor<2x8x1xf32>
    %1165 = stablehlo.multiply %1163, %1164 : tensor<2x8x1xf32>
    %1166 = stablehlo.reshape %1165 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1167 = stablehlo.broadcast_in_dim %1166, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1168 = stablehlo.power %408, %cst_29 : tensor<2x8x32xf32>
    %1169 = stablehlo.multiply %1168, %cst_64 : tensor<2x8x32xf32>
    %1170 = stablehlo.multiply %1167, %1169 : tensor<2x8x32xf32>
    %1171 = stablehlo.add %1159, %1170 : tensor<2x8x32xf32>
    %1172 = stablehlo.multiply %1171, %406 : tensor<2x8x32xf32>
    %1173 = stablehlo.multiply %1171, %399 : tensor<2x8x32xf32>
    %1174 = stablehlo.reduce(%1173 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1175 = stablehlo.reshape %1174 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1176 = stablehlo.multiply %1175, %cst_31 : tensor<2x8x1xf32>
    %1177 = stablehlo.power %404, %cst_30 : tensor<2x8x1xf32>
    %1178 = stablehlo.multiply %1176, %1177 : tensor<2x8x1xf32>
    %1179 = stablehlo.reshape %1178 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1180 = stablehlo.broadcast_in_dim %1179, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1181 = stablehlo.power %399, %cst_29 : tensor<2x8x32xf32>
    %1182 = stablehlo.multiply %1181, %cst_64 : tensor<2x8x32xf32>
    %1183 = stablehlo.multiply %1180, %1182 : tensor<2x8x32xf32>
    %1184 = stablehlo.add %1172, %1183 : tensor<2x8x32xf32>
    %1185 = stablehlo.multiply %1184, %397 : tensor<2x8x32xf32>
    %1186 = stablehlo.multiply %1184, %390 : tensor<2x8x32xf32>
    %1187 = stablehlo.reduce(%1186 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1188 = stablehlo.reshape %1187 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1189 = stablehlo.multiply %1188, %cst_31 : tensor<2x8x1xf32>
    %1190 = stablehlo.power %395, %cst_30 : tensor<2x8x1xf32>
    %1191 = stablehlo.multiply %1189, %1190 : tensor<2x8x1xf32>
    %1192 = stablehlo.reshape %1191 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1193 = stablehlo.broadcast_in_dim %1192, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1194 = stablehlo.power %390, %cst_29 : tensor<2x8x32xf32>
    %1195 = stablehlo.multiply %1194, %cst_64 : tensor<2x8x32xf32>
    %1196 = stablehlo.multiply %1193, %1195 : tensor<2x8x32xf32>
    %1197 = stablehlo.add %1185, %1196 : tensor<2x8x32xf32>
    %1198 = stablehlo.add %1171, %1184 : tensor<2x8x32xf32>
    %1199 = stablehlo.multiply %1198, %397 : tensor<2x8x32xf32>
    %1200 = stablehlo.add %1197, %1199 : tensor<2x8x32xf32>
    %1201 = stablehlo.multiply %1198, %390 : tensor<2x8x32xf32>
    %1202 = stablehlo.reduce(%1201 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1203 = stablehlo.reshape %1202 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1204 = stablehlo.multiply %1203, %cst_31 : tensor<2x8x1xf32>
    %1205 = stablehlo.multiply %1204, %1190 : tensor<2x8x1xf32>
    %1206 = stablehlo.reshape %1205 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1207 = stablehlo.broadcast_in_dim %1206, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1208 = stablehlo.multiply %1207, %1195 : tensor<2x8x32xf32>
    %1209 = stablehlo.add %1200, %1208 : tensor<2x8x32xf32>
    %1210 = stablehlo.multiply %1209, %351 : tensor<2x8x32xf32>
    %1211 = stablehlo.negate %1210 : tensor<2x8x32xf32>
    %1212 = stablehlo.add %1209, %1211 : tensor<2x8x32xf32>
    %1213 = stablehlo.multiply %1210, %386 : tensor<2x8x32xf32>
    %1214 = stablehlo.multiply %1210, %379 : tensor<2x8x32xf32>
    %1215 = stablehlo.reduce(%1214 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1216 = stablehlo.reshape %1215 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1217 = stablehlo.multiply %1216, %cst_31 : tensor<2x8x1xf32>
    %1218 = stablehlo.power %384, %cst_30 : tensor<2x8x1xf32>
    %1219 = stablehlo.multiply %1217, %1218 : tensor<2x8x1xf32>
    %1220 = stablehlo.reshape %1219 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1221 = stablehlo.broadcast_in_dim %1220, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1222 = stablehlo.power %379, %cst_29 : tensor<2x8x32xf32>
    %1223 = stablehlo.multiply %1222, %cst_64 : tensor<2x8x32xf32>
    %1224 = stablehlo.multiply %1221, %1223 : tensor<2x8x32xf32>
    %1225 = stablehlo.add %1213, %1224 : tensor<2x8x32xf32>
    %1226 = stablehlo.reshape %1225 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1227 = stablehlo.dot_general %1226, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1228 = stablehlo.reshape %1227 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %1229 = stablehlo.multiply %1228, %374 : tensor<2x8x64xf32>
    %1230 = stablehlo.multiply %1228, %367 : tensor<2x8x64xf32>
    %1231 = stablehlo.reduce(%1230 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1232 = stablehlo.reshape %1231 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1233 = stablehlo.multiply %1232, %cst_31 : tensor<2x8x1xf32>
    %1234 = stablehlo.power %372, %cst_30 : tensor<2x8x1xf32>
    %1235 = stablehlo.multiply %1233, %1234 : tensor<2x8x1xf32>
    %1236 = stablehlo.reshape %1235 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1237 = stablehlo.broadcast_in_dim %1236, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %1238 = stablehlo.power %367, %cst_28 : tensor<2x8x64xf32>
    %1239 = stablehlo.multiply %1238, %cst_42 : tensor<2x8x64xf32>
    %1240 = stablehlo.multiply %1237, %1239 : tensor<2x8x64xf32>
    %1241 = stablehlo.add %1229, %1240 : tensor<2x8x64xf32>
    %1242 = stablehlo.multiply %1241, %360 : tensor<2x8x64xf32>
    %1243 = stablehlo.multiply %1242, %365 : tensor<2x8x64xf32>
    %1244 = stablehlo.reshape %1243 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %1245 = stablehlo.dot_general %1244, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %1246 = stablehlo.reshape %1245 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1247 = stablehlo.add %1212, %1246 : tensor<2x8x32xf32>
    %1248 = stablehlo.multiply %1241, %366 : tensor<2x8x64xf32>
    %1249 = stablehlo.subtract %cst_28, %359 : tensor<2x8x64xf32>
    %1250 = stablehlo.multiply %358, %1249 : tensor<2x8x64xf32>
    %1251 = stablehlo.add %1250, %cst_28 : tensor<2x8x64xf32>
    %1252 = stablehlo.multiply %359, %1251 : tensor<2x8x64xf32>
    %1253 = stablehlo.multiply %1248, %1252 : tensor<2x8x64xf32>
    %1254 = stablehlo.multiply %1253, %357 : tensor<2x8x64xf32>
    %1255 = stablehlo.reshape %1254 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %1256 = stablehlo.dot_general %1255, %arg33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %1257 = stablehlo.reshape %1256 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1258 = stablehlo.add %1247, %1257 : tensor<2x8x32xf32>
    %1259 = stablehlo.multiply %1258, %347 : tensor<2x8x32xf32>
    %1260 = stablehlo.multiply %1258, %340 : tensor<2x8x32xf32>
    %1261 = stablehlo.reduce(%1260 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1262 = stablehlo.reshape %1261 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1263 = stablehlo.multiply %1262, %cst_31 : tensor<2x8x1xf32>
    %1264 = stablehlo.power %345, %cst_30 : tensor<2x8x1xf32>
    %1265 = stablehlo.multiply %1263, %1264 : tensor<2x8x1xf32>
    %1266 = stablehlo.reshape %1265 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1267 = stablehlo.broadcast_in_dim %1266, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1268 = stablehlo.power %340, %cst_29 : tensor<2x8x32xf32>
    %1269 = stablehlo.multiply %1268, %cst_64 : tensor<2x8x32xf32>
    %1270 = stablehlo.multiply %1267, %1269 : tensor<2x8x32xf32>
    %1271 = stablehlo.add %1259, %1270 : tensor<2x8x32xf32>
    %1272 = stablehlo.multiply %1271, %234 : tensor<2x8x32xf32>
    %1273 = stablehlo.negate %1272 : tensor<2x8x32xf32>
    %1274 = stablehlo.add %1271, %1273 : tensor<2x8x32xf32>
    %1275 = stablehlo.multiply %1272, %336 : tensor<2x8x32xf32>
    %1276 = stablehlo.multiply %1272, %329 : tensor<2x8x32xf32>
    %1277 = stablehlo.reduce(%1276 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1278 = stablehlo.reshape %1277 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1279 = stablehlo.multiply %1278, %cst_31 : tensor<2x8x1xf32>
    %1280 = stablehlo.power %334, %cst_30 : tensor<2x8x1xf32>
    %1281 = stablehlo.multiply %1279, %1280 : tensor<2x8x1xf32>
    %1282 = stablehlo.reshape %1281 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1283 = stablehlo.broadcast_in_dim %1282, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1284 = stablehlo.power %329, %cst_29 : tensor<2x8x32xf32>
    %1285 = stablehlo.multiply %1284, %cst_64 : tensor<2x8x32xf32>
    %1286 = stablehlo.multiply %1283, %1285 : tensor<2x8x32xf32>
    %1287 = stablehlo.add %1275, %1286 : tensor<2x8x32xf32>
    %1288 = stablehlo.reshape %1287 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1289 = stablehlo.dot_general %1288, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1290 = stablehlo.reshape %1289 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1291 = stablehlo.multiply %1290, %324 : tensor<2x8x32xf32>
    %1292 = stablehlo.multiply %1290, %317 : tensor<2x8x32xf32>
    %1293 = stablehlo.reduce(%1292 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1294 = stablehlo.reshape %1293 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1295 = stablehlo.multiply %1294, %cst_31 : tensor<2x8x1xf32>
    %1296 = stablehlo.power %322, %cst_30 : tensor<2x8x1xf32>
    %1297 = stablehlo.multiply %1295, %1296 : tensor<2x8x1xf32>
    %1298 = stablehlo.reshape %1297 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1299 = stablehlo.broadcast_in_dim %1298, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1300 = stablehlo.power %317, %cst_29 : tensor<2x8x32xf32>
    %1301 = stablehlo.multiply %1300, %cst_64 : tensor<2x8x32xf32>
    %1302 = stablehlo.multiply %1299, %1301 : tensor<2x8x32xf32>
    %1303 = stablehlo.add %1291, %1302 : tensor<2x8x32xf32>
    %1304 = stablehlo.multiply %1303, %308 : tensor<2x8x32xf32>
    %1305 = stablehlo.subtract %cst_29, %316 : tensor<2x8x32xf32>
    %1306 = stablehlo.multiply %316, %1305 : tensor<2x8x32xf32>
    %1307 = stablehlo.multiply %1304, %1306 : tensor<2x8x32xf32>
    %1308 = stablehlo.multiply %1307, %314 : tensor<2x8x32xf32>
    %1309 = stablehlo.reshape %1308 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1310 = stablehlo.dot_general %1309, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1311 = stablehlo.reshape %1310 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1312 = stablehlo.add %1274, %1311 : tensor<2x8x32xf32>
    %1313 = stablehlo.transpose %298, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1314 = stablehlo.multiply %1303, %316 : tensor<2x8x32xf32>
    %1315 = stablehlo.reshape %1314 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %1316 = stablehlo.transpose %1315, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %1317 = stablehlo.reshape %1316 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %1318 = stablehlo.dot_general %1313, %1317, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1319 = stablehlo.reshape %1318 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %1320 = stablehlo.reduce(%1319 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1321 = stablehlo.transpose %1320, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %1322 = stablehlo.reshape %1321 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %1323 = stablehlo.dot_general %1322, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1324 = stablehlo.reshape %1323 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1325 = stablehlo.add %1312, %1324 : tensor<2x8x32xf32>
    %1326 = stablehlo.transpose %263, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1327 = stablehlo.transpose %304, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1328 = stablehlo.dot_general %1317, %1327, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1329 = stablehlo.reshape %1328 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1330 = stablehlo.multiply %1329, %297 : tensor<2x4x8x8xf32>
    %1331 = stablehlo.reduce(%1330 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %1332 = stablehlo.broadcast_in_dim %1331, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %1333 = stablehlo.multiply %297, %1332 : tensor<2x4x8x8xf32>
    %1334 = stablehlo.subtract %1330, %1333 : tensor<2x4x8x8xf32>
    %1335 = stablehlo.reshape %1334 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %1336 = stablehlo.dot_general %1326, %1335, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1337 = stablehlo.reshape %1336 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1338 = stablehlo.multiply %1337, %cst_56 : tensor<2x4x8x8xf32>
    %1339 = stablehlo.transpose %1338, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1340 = stablehlo.reshape %1339 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %1341 = stablehlo.reduce(%1340 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1342 = stablehlo.multiply %1341, %72 : tensor<2x2x8x8xf32>
    %1343 = stablehlo.slice %1342 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %1344 = stablehlo.negate %1343 : tensor<2x2x8x4xf32>
    %1345 = stablehlo.pad %1344, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1346 = stablehlo.select %c_27, %1345, %cst_26 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %1347 = stablehlo.slice %1342 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %1348 = stablehlo.pad %1347, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1349 = stablehlo.select %c_25, %1348, %cst_26 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %1350 = stablehlo.add %1346, %1349 : tensor<2x2x8x8xf32>
    %1351 = stablehlo.multiply %1341, %66 : tensor<2x2x8x8xf32>
    %1352 = stablehlo.add %1350, %1351 : tensor<2x2x8x8xf32>
    %1353 = stablehlo.transpose %1352, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %1354 = stablehlo.multiply %1353, %273 : tensor<2x8x2x8xf32>
    %1355 = stablehlo.multiply %1353, %266 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %1356 = stablehlo.reduce(%1355 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %1357 = stablehlo.reshape %1356 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %1358 = stablehlo.multiply %1357, %cst_24 : tensor<2x8x2x1xf32>
    %1359 = stablehlo.power %271, %cst_23 : tensor<2x8x2x1xf32>
    %1360 = stablehlo.multiply %1358, %1359 : tensor<2x8x2x1xf32>
    %1361 = stablehlo.reshape %1360 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %1362 = stablehlo.broadcast_in_dim %1361, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %1363 = stablehlo.power %266, %cst_22 : tensor<2x8x2x8xf32>
    %1364 = stablehlo.multiply %1363, %cst_55 : tensor<2x8x2x8xf32>
    %1365 = stablehlo.multiply %1362, %1364 : tensor<2x8x2x8xf32>
    %1366 = stablehlo.add %1354, %1365 : tensor<2x8x2x8xf32>
    %1367 = stablehlo.reshape %1366 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %1368 = stablehlo.dot_general %1367, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1369 = stablehlo.reshape %1368 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1370 = stablehlo.add %1325, %1369 : tensor<2x8x32xf32>
    %1371 = stablehlo.transpose %287, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1372 = stablehlo.dot_general %1335, %1371, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1373 = stablehlo.reshape %1372 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1374 = stablehlo.multiply %1373, %cst_56 : tensor<2x4x8x8xf32>
    %1375 = stablehlo.multiply %1374, %260 : tensor<2x4x8x8xf32>
    %1376 = stablehlo.multiply %1375, %42 : tensor<2x4x8x8xf32>
    %1377 = stablehlo.slice %1376 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %1378 = stablehlo.negate %1377 : tensor<2x4x8x4xf32>
    %1379 = stablehlo.pad %1378, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %1380 = stablehlo.select %c_21, %1379, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %1381 = stablehlo.slice %1376 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %1382 = stablehlo.pad %1381, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %1383 = stablehlo.select %c, %1382, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %1384 = stablehlo.add %1380, %1383 : tensor<2x4x8x8xf32>
    %1385 = stablehlo.multiply %1375, %34 : tensor<2x4x8x8xf32>
    %1386 = stablehlo.add %1384, %1385 : tensor<2x4x8x8xf32>
    %1387 = stablehlo.transpose %1386, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %1388 = stablehlo.multiply %1387, %245 : tensor<2x8x4x8xf32>
    %1389 = stablehlo.multiply %1387, %238 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %1390 = stablehlo.reduce(%1389 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %1391 = stablehlo.reshape %1390 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %1392 = stablehlo.multiply %1391, %cst_19 : tensor<2x8x4x1xf32>
    %1393 = stablehlo.power %243, %cst_18 : tensor<2x8x4x1xf32>
    %1394 = stablehlo.multiply %1392, %1393 : tensor<2x8x4x1xf32>
    %1395 = stablehlo.reshape %1394 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %1396 = stablehlo.broadcast_in_dim %1395, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %1397 = stablehlo.power %238, %cst_17 : tensor<2x8x4x8xf32>
    %1398 = stablehlo.multiply %1397, %cst_61 : tensor<2x8x4x8xf32>
    %1399 = stablehlo.multiply %1396, %1398 : tensor<2x8x4x8xf32>
    %1400 = stablehlo.add %1388, %1399 : tensor<2x8x4x8xf32>
    %1401 = stablehlo.reshape %1400 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %1402 = stablehlo.dot_general %1401, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1403 = stablehlo.reshape %1402 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1404 = stablehlo.add %1370, %1403 : tensor<2x8x32xf32>
    %1405 = stablehlo.multiply %1404, %230 : tensor<2x8x32xf32>
    %1406 = stablehlo.multiply %1404, %223 : tensor<2x8x32xf32>
    %1407 = stablehlo.reduce(%1406 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1408 = stablehlo.reshape %1407 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1409 = stablehlo.multiply %1408, %cst_31 : tensor<2x8x1xf32>
    %1410 = stablehlo.power %228, %cst_30 : tensor<2x8x1xf32>
    %1411 = stablehlo.multiply %1409, %1410 : tensor<2x8x1xf32>
    %1412 = stablehlo.reshape %1411 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1413 = stablehlo.broadcast_in_dim %1412, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1414 = stablehlo.power %223, %cst_29 : tensor<2x8x32xf32>
    %1415 = stablehlo.multiply %1414, %cst_64 : tensor<2x8x32xf32>
    %1416 = stablehlo.multiply %1413, %1415 : tensor<2x8x32xf32>
    %1417 = stablehlo.add %1405, %1416 : tensor<2x8x32xf32>
    %1418 = stablehlo.multiply %1417, %184 : tensor<2x8x32xf32>
    %1419 = stablehlo.negate %1418 : tensor<2x8x32xf32>
    %1420 = stablehlo.add %1417, %1419 : tensor<2x8x32xf32>
    %1421 = stablehlo.multiply %1418, %219 : tensor<2x8x32xf32>
    %1422 = stablehlo.multiply %1418, %212 : tensor<2x8x32xf32>
    %1423 = stablehlo.reduce(%1422 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1424 = stablehlo.reshape %1423 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1425 = stablehlo.multiply %1424, %cst_31 : tensor<2x8x1xf32>
    %1426 = stablehlo.power %217, %cst_30 : tensor<2x8x1xf32>
    %1427 = stablehlo.multiply %1425, %1426 : tensor<2x8x1xf32>
    %1428 = stablehlo.reshape %1427 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1429 = stablehlo.broadcast_in_dim %1428, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1430 = stablehlo.power %212, %cst_29 : tensor<2x8x32xf32>
    %1431 = stablehlo.multiply %1430, %cst_64 : tensor<2x8x32xf32>
    %1432 = stablehlo.multiply %1429, %1431 : tensor<2x8x32xf32>
    %1433 = stablehlo.add %1421, %1432 : tensor<2x8x32xf32>
    %1434 = stablehlo.reshape %1433 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1435 = stablehlo.dot_general %1434, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1436 = stablehlo.reshape %1435 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %1437 = stablehlo.multiply %1436, %207 : tensor<2x8x64xf32>
    %1438 = stablehlo.multiply %1436, %200 : tensor<2x8x64xf32>
    %1439 = stablehlo.reduce(%1438 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1440 = stablehlo.reshape %1439 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1441 = stablehlo.multiply %1440, %cst_31 : tensor<2x8x1xf32>
    %1442 = stablehlo.power %205, %cst_30 : tensor<2x8x1xf32>
    %1443 = stablehlo.multiply %1441, %1442 : tensor<2x8x1xf32>
    %1444 = stablehlo.reshape %1443 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1445 = stablehlo.broadcast_in_dim %1444, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %1446 = stablehlo.power %200, %cst_28 : tensor<2x8x64xf32>
    %1447 = stablehlo.multiply %1446, %cst_42 : tensor<2x8x64xf32>
    %1448 = stablehlo.multiply %1445, %1447 : tensor<2x8x64xf32>
    %1449 = stablehlo.add %1437, %1448 : tensor<2x8x64xf32>
    %1450 = stablehlo.multiply %1449, %193 : tensor<2x8x64xf32>
    %1451 = stablehlo.multiply %1450, %198 : tensor<2x8x64xf32>
    %1452 = stablehlo.reshape %1451 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %1453 = stablehlo.dot_general %1452, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %1454 = stablehlo.reshape %1453 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1455 = stablehlo.add %1420, %1454 : tensor<2x8x32xf32>
    %1456 = stablehlo.multiply %1449, %199 : tensor<2x8x64xf32>
    %1457 = stablehlo.subtract %cst_28, %192 : tensor<2x8x64xf32>
    %1458 = stablehlo.multiply %191, %1457 : tensor<2x8x64xf32>
    %1459 = stablehlo.add %1458, %cst_28 : tensor<2x8x64xf32>
    %1460 = stablehlo.multiply %192, %1459 : tensor<2x8x64xf32>
    %1461 = stablehlo.multiply %1456, %1460 : tensor<2x8x64xf32>
    %1462 = stablehlo.multiply %1461, %190 : tensor<2x8x64xf32>
    %1463 = stablehlo.reshape %1462 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %1464 = stablehlo.dot_general %1463, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %1465 = stablehlo.reshape %1464 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1466 = stablehlo.add %1455, %1465 : tensor<2x8x32xf32>
    %1467 = stablehlo.multiply %1466, %180 : tensor<2x8x32xf32>
    %1468 = stablehlo.multiply %1466, %173 : tensor<2x8x32xf32>
    %1469 = stablehlo.reduce(%1468 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1470 = stablehlo.reshape %1469 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1471 = stablehlo.multiply %1470, %cst_31 : tensor<2x8x1xf32>
    %1472 = stablehlo.power %178, %cst_30 : tensor<2x8x1xf32>
    %1473 = stablehlo.multiply %1471, %1472 : tensor<2x8x1xf32>
    %1474 = stablehlo.reshape %1473 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1475 = stablehlo.broadcast_in_dim %1474, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1476 = stablehlo.power %173, %cst_29 : tensor<2x8x32xf32>
    %1477 = stablehlo.multiply %1476, %cst_64 : tensor<2x8x32xf32>
    %1478 = stablehlo.multiply %1475, %1477 : tensor<2x8x32xf32>
    %1479 = stablehlo.add %1467, %1478 : tensor<2x8x32xf32>
    %1480 = stablehlo.multiply %1479, %14 : tensor<2x8x32xf32>
    %1481 = stablehlo.negate %1480 : tensor<2x8x32xf32>
    %1482 = stablehlo.add %1479, %1481 : tensor<2x8x32xf32>
    %1483 = stablehlo.multiply %1480, %169 : tensor<2x8x32xf32>
    %1484 = stablehlo.multiply %1480, %162 : tensor<2x8x32xf32>
    %1485 = stablehlo.reduce(%1484 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1486 = stablehlo.reshape %1485 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1487 = stablehlo.multiply %1486, %cst_31 : tensor<2x8x1xf32>
    %1488 = stablehlo.power %167, %cst_30 : tensor<2x8x1xf32>
    %1489 = stablehlo.multiply %1487, %1488 : tensor<2x8x1xf32>
    %1490 = stablehlo.reshape %1489 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1491 = stablehlo.broadcast_in_dim %1490, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1492 = stablehlo.power %162, %cst_29 : tensor<2x8x32xf32>
    %1493 = stablehlo.multiply %1492, %cst_64 : tensor<2x8x32xf32>
    %1494 = stablehlo.multiply %1491, %1493 : tensor<2x8x32xf32>
    %1495 = stablehlo.add %1483, %1494 : tensor<2x8x32xf32>
    %1496 = stablehlo.reshape %1495 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1497 = stablehlo.dot_general %1496, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1498 = stablehlo.reshape %1497 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1499 = stablehlo.multiply %1498, %157 : tensor<2x8x32xf32>
    %1500 = stablehlo.multiply %1498, %150 : tensor<2x8x32xf32>
    %1501 = stablehlo.reduce(%1500 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1502 = stablehlo.reshape %1501 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1503 = stablehlo.multiply %1502, %cst_31 : tensor<2x8x1xf32>
    %1504 = stablehlo.power %155, %cst_30 : tensor<2x8x1xf32>
    %1505 = stablehlo.multiply %1503, %1504 : tensor<2x8x1xf32>
    %1506 = stablehlo.reshape %1505 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1507 = stablehlo.broadcast_in_dim %1506, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1508 = stablehlo.power %150, %cst_29 : tensor<2x8x32xf32>
    %1509 = stablehlo.multiply %1508, %cst_64 : tensor<2x8x32xf32>
    %1510 = stablehlo.multiply %1507, %1509 : tensor<2x8x32xf32>
    %1511 = stablehlo.add %1499, %1510 : tensor<2x8x32xf32>
    %1512 = stablehlo.multiply %1511, %141 : tensor<2x8x32xf32>
    %1513 = stablehlo.subtract %cst_29, %149 : tensor<2x8x32xf32>
    %1514 = stablehlo.multiply %149, %1513 : tensor<2x8x32xf32>
    %1515 = stablehlo.multiply %1512, %1514 : tensor<2x8x32xf32>
    %1516 = stablehlo.multiply %1515, %147 : tensor<2x8x32xf32>
    %1517 = stablehlo.reshape %1516 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %1518 = stablehlo.dot_general %1517, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1519 = stablehlo.reshape %1518 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1520 = stablehlo.add %1482, %1519 : tensor<2x8x32xf32>
    %1521 = stablehlo.transpose %131, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1522 = stablehlo.multiply %1511, %149 : tensor<2x8x32xf32>
    %1523 = stablehlo.reshape %1522 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %1524 = stablehlo.transpose %1523, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %1525 = stablehlo.reshape %1524 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %1526 = stablehlo.dot_general %1521, %1525, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1527 = stablehlo.reshape %1526 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %1528 = stablehlo.reduce(%1527 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1529 = stablehlo.transpose %1528, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %1530 = stablehlo.reshape %1529 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %1531 = stablehlo.dot_general %1530, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1532 = stablehlo.reshape %1531 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1533 = stablehlo.add %1520, %1532 : tensor<2x8x32xf32>
    %1534 = stablehlo.transpose %53, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1535 = stablehlo.transpose %137, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1536 = stablehlo.dot_general %1525, %1535, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1537 = stablehlo.reshape %1536 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1538 = stablehlo.multiply %1537, %130 : tensor<2x4x8x8xf32>
    %1539 = stablehlo.reduce(%1538 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %1540 = stablehlo.broadcast_in_dim %1539, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %1541 = stablehlo.multiply %130, %1540 : tensor<2x4x8x8xf32>
    %1542 = stablehlo.subtract %1538, %1541 : tensor<2x4x8x8xf32>
    %1543 = stablehlo.reshape %1542 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %1544 = stablehlo.dot_general %1534, %1543, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1545 = stablehlo.reshape %1544 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1546 = stablehlo.multiply %1545, %cst_56 : tensor<2x4x8x8xf32>
    %1547 = stablehlo.transpose %1546, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1548 = stablehlo.reshape %1547 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %1549 = stablehlo.reduce(%1548 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1550 = stablehlo.multiply %1549, %72 : tensor<2x2x8x8xf32>
    %1551 = stablehlo.slice %1550 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %1552 = stablehlo.negate %1551 : tensor<2x2x8x4xf32>
    %1553 = stablehlo.pad %1552, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1554 = stablehlo.select %c_27, %1553, %cst_26 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %1555 = stablehlo.slice %1550 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %1556 = stablehlo.pad %1555, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1557 = stablehlo.select %c_25, %1556, %cst_26 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %1558 = stablehlo.add %1554, %1557 : tensor<2x2x8x8xf32>
    %1559 = stablehlo.multiply %1549, %66 : tensor<2x2x8x8xf32>
    %1560 = stablehlo.add %1558, %1559 : tensor<2x2x8x8xf32>
    %1561 = stablehlo.transpose %1560, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %1562 = stablehlo.multiply %1561, %63 : tensor<2x8x2x8xf32>
    %1563 = stablehlo.multiply %1561, %56 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : tensor<2x8x2x8xf32>
    %1564 = stablehlo.reduce(%1563 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8x2xf32>
    %1565 = stablehlo.reshape %1564 : (tensor<2x8x2xf32>) -> tensor<2x8x2x1xf32>
    %1566 = stablehlo.multiply %1565, %cst_24 : tensor<2x8x2x1xf32>
    %1567 = stablehlo.power %61, %cst_23 : tensor<2x8x2x1xf32>
    %1568 = stablehlo.multiply %1566, %1567 : tensor<2x8x2x1xf32>
    %1569 = stablehlo.reshape %1568 : (tensor<2x8x2x1xf32>) -> tensor<2x8x2xf32>
    %1570 = stablehlo.broadcast_in_dim %1569, dims = [0, 1, 2] : (tensor<2x8x2xf32>) -> tensor<2x8x2x8xf32>
    %1571 = stablehlo.power %56, %cst_22 : tensor<2x8x2x8xf32>
    %1572 = stablehlo.multiply %1571, %cst_55 : tensor<2x8x2x8xf32>
    %1573 = stablehlo.multiply %1570, %1572 : tensor<2x8x2x8xf32>
    %1574 = stablehlo.add %1562, %1573 : tensor<2x8x2x8xf32>
    %1575 = stablehlo.reshape %1574 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %1576 = stablehlo.dot_general %1575, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1577 = stablehlo.reshape %1576 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1578 = stablehlo.add %1533, %1577 : tensor<2x8x32xf32>
    %1579 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1580 = stablehlo.dot_general %1543, %1579, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %1581 = stablehlo.reshape %1580 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %1582 = stablehlo.multiply %1581, %cst_56 : tensor<2x4x8x8xf32>
    %1583 = stablehlo.multiply %1582, %50 : tensor<2x4x8x8xf32>
    %1584 = stablehlo.multiply %1583, %42 : tensor<2x4x8x8xf32>
    %1585 = stablehlo.slice %1584 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %1586 = stablehlo.negate %1585 : tensor<2x4x8x4xf32>
    %1587 = stablehlo.pad %1586, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %1588 = stablehlo.select %c_21, %1587, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %1589 = stablehlo.slice %1584 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %1590 = stablehlo.pad %1589, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %1591 = stablehlo.select %c, %1590, %cst_20 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %1592 = stablehlo.add %1588, %1591 : tensor<2x4x8x8xf32>
    %1593 = stablehlo.multiply %1583, %34 : tensor<2x4x8x8xf32>
    %1594 = stablehlo.add %1592, %1593 : tensor<2x4x8x8xf32>
    %1595 = stablehlo.transpose %1594, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %1596 = stablehlo.multiply %1595, %25 : tensor<2x8x4x8xf32>
    %1597 = stablehlo.multiply %1595, %18 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : tensor<2x8x4x8xf32>
    %1598 = stablehlo.reduce(%1597 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4xf32>
    %1599 = stablehlo.reshape %1598 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
    %1600 = stablehlo.multiply %1599, %cst_19 : tensor<2x8x4x1xf32>
    %1601 = stablehlo.power %23, %cst_18 : tensor<2x8x4x1xf32>
    %1602 = stablehlo.multiply %1600, %1601 : tensor<2x8x4x1xf32>
    %1603 = stablehlo.reshape %1602 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
    %1604 = stablehlo.broadcast_in_dim %1603, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x8xf32>
    %1605 = stablehlo.power %18, %cst_17 : tensor<2x8x4x8xf32>
    %1606 = stablehlo.multiply %1605, %cst_61 : tensor<2x8x4x8xf32>
    %1607 = stablehlo.multiply %1604, %1606 : tensor<2x8x4x8xf32>
    %1608 = stablehlo.add %1596, %1607 : tensor<2x8x4x8xf32>
    %1609 = stablehlo.reshape %1608 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %1610 = stablehlo.dot_general %1609, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %1611 = stablehlo.reshape %1610 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %1612 = stablehlo.add %1578, %1611 : tensor<2x8x32xf32>
    %1613 = stablehlo.multiply %1612, %10 : tensor<2x8x32xf32>
    %1614 = stablehlo.multiply %1612, %3 : tensor<2x8x32xf32>
    %1615 = stablehlo.reduce(%1614 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1616 = stablehlo.reshape %1615 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1617 = stablehlo.multiply %1616, %cst_31 : tensor<2x8x1xf32>
    %1618 = stablehlo.power %8, %cst_30 : tensor<2x8x1xf32>
    %1619 = stablehlo.multiply %1617, %1618 : tensor<2x8x1xf32>
    %1620 = stablehlo.reshape %1619 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %1621 = stablehlo.broadcast_in_dim %1620, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %1622 = stablehlo.power %3, %cst_29 : tensor<2x8x32xf32>
    %1623 = stablehlo.multiply %1622, %cst_64 : tensor<2x8x32xf32>
    %1624 = stablehlo.multiply %1621, %1623 : tensor<2x8x32xf32>
    %1625 = stablehlo.add %1613, %1624 : tensor<2x8x32xf32>
    %1626 = stablehlo.select %730, %cst_35, %1625 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %1627 = "stablehlo.scatter"(%cst_38, %728, %1626) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %1964 = stablehlo.add %arg66, %arg67 : tensor<f32>
      stablehlo.return %1964 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %1628 = stablehlo.add %724, %1627 : tensor<128x32xf32>
    %1629 = stablehlo.multiply %1628, %cst_16 : tensor<128x32xf32>
    %1630 = stablehlo.subtract %arg3, %1629 : tensor<128x32xf32>
    %1631 = stablehlo.multiply %arg36, %cst_15 : tensor<32xf32>
    %1632 = stablehlo.multiply %1025, %506 : tensor<2x8x32xf32>
    %1633 = stablehlo.reduce(%1632 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1634 = stablehlo.compare  NE, %12, %12 : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %1635 = stablehlo.sign %12 : tensor<32xf32>
    %1636 = stablehlo.select %1634, %cst_14, %1635 : tensor<32xi1>, tensor<32xf32>
    %1637 = stablehlo.multiply %1633, %1636 : tensor<32xf32>
    %1638 = stablehlo.multiply %1637, %cst_62 : tensor<32xf32>
    %1639 = stablehlo.multiply %1479, %171 : tensor<2x8x32xf32>
    %1640 = stablehlo.reduce(%1639 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1641 = stablehlo.multiply %1640, %1636 : tensor<32xf32>
    %1642 = stablehlo.multiply %1641, %cst_62 : tensor<32xf32>
    %1643 = stablehlo.add %1638, %1642 : tensor<32xf32>
    %1644 = stablehlo.add %1631, %1643 : tensor<32xf32>
    %1645 = stablehlo.multiply %1644, %cst_13 : tensor<32xf32>
    %1646 = stablehlo.subtract %arg14, %1645 : tensor<32xf32>
    %1647 = stablehlo.multiply %arg37, %cst_15 : tensor<32xf32>
    %1648 = stablehlo.multiply %963, %546 : tensor<2x8x32xf32>
    %1649 = stablehlo.reduce(%1648 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1650 = stablehlo.compare  NE, %182, %182 : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %1651 = stablehlo.sign %182 : tensor<32xf32>
    %1652 = stablehlo.select %1650, %cst_14, %1651 : tensor<32xi1>, tensor<32xf32>
    %1653 = stablehlo.multiply %1649, %1652 : tensor<32xf32>
    %1654 = stablehlo.multiply %1653, %cst_62 : tensor<32xf32>
    %1655 = stablehlo.multiply %1417, %221 : tensor<2x8x32xf32>
    %1656 = stablehlo.reduce(%1655 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1657 = stablehlo.multiply %1656, %1652 : tensor<32xf32>
    %1658 = stablehlo.multiply %1657, %cst_62 : tensor<32xf32>
    %1659 = stablehlo.add %1654, %1658 : tensor<32xf32>
    %1660 = stablehlo.add %1647, %1659 : tensor<32xf32>
    %1661 = stablehlo.multiply %1660, %cst_13 : tensor<32xf32>
    %1662 = stablehlo.subtract %arg20, %1661 : tensor<32xf32>
    %1663 = stablehlo.multiply %arg38, %cst_15 : tensor<32xf32>
    %1664 = stablehlo.multiply %1128, %435 : tensor<2x4x8x8xf32>
    %1665 = stablehlo.reduce(%1664 init: %cst_70) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1666 = stablehlo.reshape %1665 : (tensor<4x8xf32>) -> tensor<4x1x8xf32>
    %1667 = stablehlo.power %46, %cst_12 : tensor<4x1x8xf32>
    %1668 = stablehlo.multiply %1667, %cst_57 : tensor<4x1x8xf32>
    %1669 = stablehlo.multiply %1666, %1668 : tensor<4x1x8xf32>
    %1670 = stablehlo.reshape %1669 : (tensor<4x1x8xf32>) -> tensor<32xf32>
    %1671 = stablehlo.multiply %1670, %cst_58 : tensor<32xf32>
    %1672 = stablehlo.multiply %1582, %44 : tensor<2x4x8x8xf32>
    %1673 = stablehlo.reduce(%1672 init: %cst_70) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1674 = stablehlo.reshape %1673 : (tensor<4x8xf32>) -> tensor<4x1x8xf32>
    %1675 = stablehlo.multiply %1674, %1668 : tensor<4x1x8xf32>
    %1676 = stablehlo.reshape %1675 : (tensor<4x1x8xf32>) -> tensor<32xf32>
    %1677 = stablehlo.multiply %1676, %cst_58 : tensor<32xf32>
    %1678 = stablehlo.add %1671, %1677 : tensor<32xf32>
    %1679 = stablehlo.add %1663, %1678 : tensor<32xf32>
    %1680 = stablehlo.multiply %1679, %cst_13 : tensor<32xf32>
    %1681 = stablehlo.subtract %arg12, %1680 : tensor<32xf32>
    %1682 = stablehlo.multiply %arg39, %cst_15 : tensor<32xf32>
    %1683 = stablehlo.multiply %1061, %483 : tensor<2x8x32xf32>
    %1684 = stablehlo.reduce(%1683 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1685 = stablehlo.power %145, %cst_11 : tensor<32xf32>
    %1686 = stablehlo.multiply %1685, %cst_44 : tensor<32xf32>
    %1687 = stablehlo.multiply %1684, %1686 : tensor<32xf32>
    %1688 = stablehlo.multiply %1687, %cst_45 : tensor<32xf32>
    %1689 = stablehlo.multiply %1515, %144 : tensor<2x8x32xf32>
    %1690 = stablehlo.reduce(%1689 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1691 = stablehlo.multiply %1690, %1686 : tensor<32xf32>
    %1692 = stablehlo.multiply %1691, %cst_45 : tensor<32xf32>
    %1693 = stablehlo.add %1688, %1692 : tensor<32xf32>
    %1694 = stablehlo.add %1682, %1693 : tensor<32xf32>
    %1695 = stablehlo.multiply %1694, %cst_13 : tensor<32xf32>
    %1696 = stablehlo.subtract %arg5, %1695 : tensor<32xf32>
    %1697 = stablehlo.multiply %arg40, %cst_10 : tensor<32x32xf32>
    %1698 = stablehlo.transpose %1155, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1699 = stablehlo.dot_general %1698, %417, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1700 = stablehlo.transpose %1609, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1701 = stablehlo.dot_general %1700, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1702 = stablehlo.add %1699, %1701 : tensor<32x32xf32>
    %1703 = stablehlo.add %1697, %1702 : tensor<32x32xf32>
    %1704 = stablehlo.multiply %1703, %cst_9 : tensor<32x32xf32>
    %1705 = stablehlo.subtract %arg13, %1704 : tensor<32x32xf32>
    %1706 = stablehlo.multiply %arg41, %cst_8 : tensor<16x32xf32>
    %1707 = stablehlo.transpose %1121, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1708 = stablehlo.dot_general %1707, %417, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1709 = stablehlo.transpose %1575, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1710 = stablehlo.dot_general %1709, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1711 = stablehlo.add %1708, %1710 : tensor<16x32xf32>
    %1712 = stablehlo.add %1706, %1711 : tensor<16x32xf32>
    %1713 = stablehlo.multiply %1712, %cst_7 : tensor<16x32xf32>
    %1714 = stablehlo.subtract %arg11, %1713 : tensor<16x32xf32>
    %1715 = stablehlo.multiply %arg42, %cst_8 : tensor<16x32xf32>
    %1716 = stablehlo.transpose %1076, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1717 = stablehlo.dot_general %1716, %417, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1718 = stablehlo.transpose %1530, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1719 = stablehlo.dot_general %1718, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1720 = stablehlo.add %1717, %1719 : tensor<16x32xf32>
    %1721 = stablehlo.add %1715, %1720 : tensor<16x32xf32>
    %1722 = stablehlo.multiply %1721, %cst_7 : tensor<16x32xf32>
    %1723 = stablehlo.subtract %arg7, %1722 : tensor<16x32xf32>
    %1724 = stablehlo.multiply %arg43, %cst_10 : tensor<32x32xf32>
    %1725 = stablehlo.transpose %1042, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1726 = stablehlo.dot_general %1725, %495, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1727 = stablehlo.transpose %1496, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1728 = stablehlo.dot_general %1727, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1729 = stablehlo.add %1726, %1728 : tensor<32x32xf32>
    %1730 = stablehlo.add %1724, %1729 : tensor<32x32xf32>
    %1731 = stablehlo.multiply %1730, %cst_9 : tensor<32x32xf32>
    %1732 = stablehlo.subtract %arg4, %1731 : tensor<32x32xf32>
    %1733 = stablehlo.multiply %arg44, %cst_10 : tensor<32x32xf32>
    %1734 = stablehlo.transpose %1063, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1735 = stablehlo.dot_general %1734, %417, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1736 = stablehlo.transpose %1517, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1737 = stablehlo.dot_general %1736, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1738 = stablehlo.add %1735, %1737 : tensor<32x32xf32>
    %1739 = stablehlo.add %1733, %1738 : tensor<32x32xf32>
    %1740 = stablehlo.multiply %1739, %cst_9 : tensor<32x32xf32>
    %1741 = stablehlo.subtract %arg6, %1740 : tensor<32x32xf32>
    %1742 = stablehlo.multiply %arg45, %cst_6 : tensor<64xf32>
    %1743 = stablehlo.multiply %1007, %519 : tensor<2x8x64xf32>
    %1744 = stablehlo.reduce(%1743 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1745 = stablehlo.multiply %1744, %cst_43 : tensor<64xf32>
    %1746 = stablehlo.multiply %1461, %188 : tensor<2x8x64xf32>
    %1747 = stablehlo.reduce(%1746 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1748 = stablehlo.multiply %1747, %cst_43 : tensor<64xf32>
    %1749 = stablehlo.add %1745, %1748 : tensor<64xf32>
    %1750 = stablehlo.add %1742, %1749 : tensor<64xf32>
    %1751 = stablehlo.multiply %1750, %cst_5 : tensor<64xf32>
    %1752 = stablehlo.subtract %arg18, %1751 : tensor<64xf32>
    %1753 = stablehlo.multiply %arg46, %cst_6 : tensor<64xf32>
    %1754 = stablehlo.multiply %996, %524 : tensor<2x8x64xf32>
    %1755 = stablehlo.reduce(%1754 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1756 = stablehlo.multiply %1755, %cst_43 : tensor<64xf32>
    %1757 = stablehlo.multiply %1450, %196 : tensor<2x8x64xf32>
    %1758 = stablehlo.reduce(%1757 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1759 = stablehlo.multiply %1758, %cst_43 : tensor<64xf32>
    %1760 = stablehlo.add %1756, %1759 : tensor<64xf32>
    %1761 = stablehlo.add %1753, %1760 : tensor<64xf32>
    %1762 = stablehlo.multiply %1761, %cst_5 : tensor<64xf32>
    %1763 = stablehlo.subtract %arg16, %1762 : tensor<64xf32>
    %1764 = stablehlo.multiply %arg47, %cst_4 : tensor<64x32xf32>
    %1765 = stablehlo.transpose %1009, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1766 = stablehlo.dot_general %1765, %517, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %1767 = stablehlo.transpose %1463, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1768 = stablehlo.dot_general %1767, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %1769 = stablehlo.add %1766, %1768 : tensor<64x32xf32>
    %1770 = stablehlo.add %1764, %1769 : tensor<64x32xf32>
    %1771 = stablehlo.multiply %1770, %cst_3 : tensor<64x32xf32>
    %1772 = stablehlo.subtract %arg19, %1771 : tensor<64x32xf32>
    %1773 = stablehlo.multiply %arg48, %cst_4 : tensor<64x32xf32>
    %1774 = stablehlo.transpose %998, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1775 = stablehlo.dot_general %1774, %517, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %1776 = stablehlo.transpose %1452, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1777 = stablehlo.dot_general %1776, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %1778 = stablehlo.add %1775, %1777 : tensor<64x32xf32>
    %1779 = stablehlo.add %1773, %1778 : tensor<64x32xf32>
    %1780 = stablehlo.multiply %1779, %cst_3 : tensor<64x32xf32>
    %1781 = stablehlo.subtract %arg17, %1780 : tensor<64x32xf32>
    %1782 = stablehlo.multiply %arg49, %cst_2 : tensor<32x64xf32>
    %1783 = stablehlo.transpose %980, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1784 = stablehlo.dot_general %1783, %535, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %1785 = stablehlo.transpose %1434, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1786 = stablehlo.dot_general %1785, %209, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %1787 = stablehlo.add %1784, %1786 : tensor<32x64xf32>
    %1788 = stablehlo.add %1782, %1787 : tensor<32x64xf32>
    %1789 = stablehlo.multiply %1788, %cst_1 : tensor<32x64xf32>
    %1790 = stablehlo.subtract %arg15, %1789 : tensor<32x64xf32>
    %1791 = stablehlo.multiply %arg50, %cst_15 : tensor<32xf32>
    %1792 = stablehlo.multiply %817, %646 : tensor<2x8x32xf32>
    %1793 = stablehlo.reduce(%1792 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1794 = stablehlo.compare  NE, %232, %232 : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %1795 = stablehlo.sign %232 : tensor<32xf32>
    %1796 = stablehlo.select %1794, %cst_14, %1795 : tensor<32xi1>, tensor<32xf32>
    %1797 = stablehlo.multiply %1793, %1796 : tensor<32xf32>
    %1798 = stablehlo.multiply %1797, %cst_62 : tensor<32xf32>
    %1799 = stablehlo.multiply %1271, %338 : tensor<2x8x32xf32>
    %1800 = stablehlo.reduce(%1799 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1801 = stablehlo.multiply %1800, %1796 : tensor<32xf32>
    %1802 = stablehlo.multiply %1801, %cst_62 : tensor<32xf32>
    %1803 = stablehlo.add %1798, %1802 : tensor<32xf32>
    %1804 = stablehlo.add %1791, %1803 : tensor<32xf32>
    %1805 = stablehlo.multiply %1804, %cst_13 : tensor<32xf32>
    %1806 = stablehlo.subtract %arg28, %1805 : tensor<32xf32>
    %1807 = stablehlo.multiply %arg51, %cst_15 : tensor<32xf32>
    %1808 = stablehlo.multiply %755, %686 : tensor<2x8x32xf32>
    %1809 = stablehlo.reduce(%1808 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1810 = stablehlo.compare  NE, %349, %349 : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %1811 = stablehlo.sign %349 : tensor<32xf32>
    %1812 = stablehlo.select %1810, %cst_14, %1811 : tensor<32xi1>, tensor<32xf32>
    %1813 = stablehlo.multiply %1809, %1812 : tensor<32xf32>
    %1814 = stablehlo.multiply %1813, %cst_62 : tensor<32xf32>
    %1815 = stablehlo.multiply %1209, %388 : tensor<2x8x32xf32>
    %1816 = stablehlo.reduce(%1815 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1817 = stablehlo.multiply %1816, %1812 : tensor<32xf32>
    %1818 = stablehlo.multiply %1817, %cst_62 : tensor<32xf32>
    %1819 = stablehlo.add %1814, %1818 : tensor<32xf32>
    %1820 = stablehlo.add %1807, %1819 : tensor<32xf32>
    %1821 = stablehlo.multiply %1820, %cst_13 : tensor<32xf32>
    %1822 = stablehlo.subtract %arg34, %1821 : tensor<32xf32>
    %1823 = stablehlo.multiply %arg52, %cst_15 : tensor<32xf32>
    %1824 = stablehlo.multiply %920, %575 : tensor<2x4x8x8xf32>
    %1825 = stablehlo.reduce(%1824 init: %cst_70) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1826 = stablehlo.reshape %1825 : (tensor<4x8xf32>) -> tensor<4x1x8xf32>
    %1827 = stablehlo.power %256, %cst_12 : tensor<4x1x8xf32>
    %1828 = stablehlo.multiply %1827, %cst_57 : tensor<4x1x8xf32>
    %1829 = stablehlo.multiply %1826, %1828 : tensor<4x1x8xf32>
    %1830 = stablehlo.reshape %1829 : (tensor<4x1x8xf32>) -> tensor<32xf32>
    %1831 = stablehlo.multiply %1830, %cst_58 : tensor<32xf32>
    %1832 = stablehlo.multiply %1374, %254 : tensor<2x4x8x8xf32>
    %1833 = stablehlo.reduce(%1832 init: %cst_70) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %1834 = stablehlo.reshape %1833 : (tensor<4x8xf32>) -> tensor<4x1x8xf32>
    %1835 = stablehlo.multiply %1834, %1828 : tensor<4x1x8xf32>
    %1836 = stablehlo.reshape %1835 : (tensor<4x1x8xf32>) -> tensor<32xf32>
    %1837 = stablehlo.multiply %1836, %cst_58 : tensor<32xf32>
    %1838 = stablehlo.add %1831, %1837 : tensor<32xf32>
    %1839 = stablehlo.add %1823, %1838 : tensor<32xf32>
    %1840 = stablehlo.multiply %1839, %cst_13 : tensor<32xf32>
    %1841 = stablehlo.subtract %arg26, %1840 : tensor<32xf32>
    %1842 = stablehlo.multiply %arg53, %cst_15 : tensor<32xf32>
    %1843 = stablehlo.multiply %853, %623 : tensor<2x8x32xf32>
    %1844 = stablehlo.reduce(%1843 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1845 = stablehlo.power %312, %cst_11 : tensor<32xf32>
    %1846 = stablehlo.multiply %1845, %cst_44 : tensor<32xf32>
    %1847 = stablehlo.multiply %1844, %1846 : tensor<32xf32>
    %1848 = stablehlo.multiply %1847, %cst_45 : tensor<32xf32>
    %1849 = stablehlo.multiply %1307, %311 : tensor<2x8x32xf32>
    %1850 = stablehlo.reduce(%1849 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %1851 = stablehlo.multiply %1850, %1846 : tensor<32xf32>
    %1852 = stablehlo.multiply %1851, %cst_45 : tensor<32xf32>
    %1853 = stablehlo.add %1848, %1852 : tensor<32xf32>
    %1854 = stablehlo.add %1842, %1853 : tensor<32xf32>
    %1855 = stablehlo.multiply %1854, %cst_13 : tensor<32xf32>
    %1856 = stablehlo.subtract %arg22, %1855 : tensor<32xf32>
    %1857 = stablehlo.multiply %arg54, %cst_10 : tensor<32x32xf32>
    %1858 = stablehlo.transpose %947, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1859 = stablehlo.dot_general %1858, %557, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1860 = stablehlo.transpose %1401, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1861 = stablehlo.dot_general %1860, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1862 = stablehlo.add %1859, %1861 : tensor<32x32xf32>
    %1863 = stablehlo.add %1857, %1862 : tensor<32x32xf32>
    %1864 = stablehlo.multiply %1863, %cst_9 : tensor<32x32xf32>
    %1865 = stablehlo.subtract %arg27, %1864 : tensor<32x32xf32>
    %1866 = stablehlo.multiply %arg55, %cst_8 : tensor<16x32xf32>
    %1867 = stablehlo.transpose %913, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1868 = stablehlo.dot_general %1867, %557, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1869 = stablehlo.transpose %1367, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1870 = stablehlo.dot_general %1869, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1871 = stablehlo.add %1868, %1870 : tensor<16x32xf32>
    %1872 = stablehlo.add %1866, %1871 : tensor<16x32xf32>
    %1873 = stablehlo.multiply %1872, %cst_7 : tensor<16x32xf32>
    %1874 = stablehlo.subtract %arg25, %1873 : tensor<16x32xf32>
    %1875 = stablehlo.multiply %arg56, %cst_8 : tensor<16x32xf32>
    %1876 = stablehlo.transpose %868, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1877 = stablehlo.dot_general %1876, %557, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1878 = stablehlo.transpose %1322, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %1879 = stablehlo.dot_general %1878, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1880 = stablehlo.add %1877, %1879 : tensor<16x32xf32>
    %1881 = stablehlo.add %1875, %1880 : tensor<16x32xf32>
    %1882 = stablehlo.multiply %1881, %cst_7 : tensor<16x32xf32>
    %1883 = stablehlo.subtract %arg24, %1882 : tensor<16x32xf32>
    %1884 = stablehlo.multiply %arg57, %cst_10 : tensor<32x32xf32>
    %1885 = stablehlo.transpose %834, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1886 = stablehlo.dot_general %1885, %635, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1887 = stablehlo.transpose %1288, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1888 = stablehlo.dot_general %1887, %326, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1889 = stablehlo.add %1886, %1888 : tensor<32x32xf32>
    %1890 = stablehlo.add %1884, %1889 : tensor<32x32xf32>
    %1891 = stablehlo.multiply %1890, %cst_9 : tensor<32x32xf32>
    %1892 = stablehlo.subtract %arg21, %1891 : tensor<32x32xf32>
    %1893 = stablehlo.multiply %arg58, %cst_10 : tensor<32x32xf32>
    %1894 = stablehlo.transpose %855, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1895 = stablehlo.dot_general %1894, %557, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1896 = stablehlo.transpose %1309, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1897 = stablehlo.dot_general %1896, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %1898 = stablehlo.add %1895, %1897 : tensor<32x32xf32>
    %1899 = stablehlo.add %1893, %1898 : tensor<32x32xf32>
    %1900 = stablehlo.multiply %1899, %cst_9 : tensor<32x32xf32>
    %1901 = stablehlo.subtract %arg23, %1900 : tensor<32x32xf32>
    %1902 = stablehlo.multiply %arg59, %cst_6 : tensor<64xf32>
    %1903 = stablehlo.multiply %799, %659 : tensor<2x8x64xf32>
    %1904 = stablehlo.reduce(%1903 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1905 = stablehlo.multiply %1904, %cst_43 : tensor<64xf32>
    %1906 = stablehlo.multiply %1253, %355 : tensor<2x8x64xf32>
    %1907 = stablehlo.reduce(%1906 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1908 = stablehlo.multiply %1907, %cst_43 : tensor<64xf32>
    %1909 = stablehlo.add %1905, %1908 : tensor<64xf32>
    %1910 = stablehlo.add %1902, %1909 : tensor<64xf32>
    %1911 = stablehlo.multiply %1910, %cst_5 : tensor<64xf32>
    %1912 = stablehlo.subtract %arg32, %1911 : tensor<64xf32>
    %1913 = stablehlo.multiply %arg60, %cst_6 : tensor<64xf32>
    %1914 = stablehlo.multiply %788, %664 : tensor<2x8x64xf32>
    %1915 = stablehlo.reduce(%1914 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1916 = stablehlo.multiply %1915, %cst_43 : tensor<64xf32>
    %1917 = stablehlo.multiply %1242, %363 : tensor<2x8x64xf32>
    %1918 = stablehlo.reduce(%1917 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1919 = stablehlo.multiply %1918, %cst_43 : tensor<64xf32>
    %1920 = stablehlo.add %1916, %1919 : tensor<64xf32>
    %1921 = stablehlo.add %1913, %1920 : tensor<64xf32>
    %1922 = stablehlo.multiply %1921, %cst_5 : tensor<64xf32>
    %1923 = stablehlo.subtract %arg30, %1922 : tensor<64xf32>
    %1924 = stablehlo.multiply %arg61, %cst_4 : tensor<64x32xf32>
    %1925 = stablehlo.transpose %801, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1926 = stablehlo.dot_general %1925, %657, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %1927 = stablehlo.transpose %1255, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1928 = stablehlo.dot_general %1927, %352, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %1929 = stablehlo.add %1926, %1928 : tensor<64x32xf32>
    %1930 = stablehlo.add %1924, %1929 : tensor<64x32xf32>
    %1931 = stablehlo.multiply %1930, %cst_3 : tensor<64x32xf32>
    %1932 = stablehlo.subtract %arg33, %1931 : tensor<64x32xf32>
    %1933 = stablehlo.multiply %arg62, %cst_4 : tensor<64x32xf32>
    %1934 = stablehlo.transpose %790, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1935 = stablehlo.dot_general %1934, %657, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %1936 = stablehlo.transpose %1244, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %1937 = stablehlo.dot_general %1936, %352, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %1938 = stablehlo.add %1935, %1937 : tensor<64x32xf32>
    %1939 = stablehlo.add %1933, %1938 : tensor<64x32xf32>
    %1940 = stablehlo.multiply %1939, %cst_3 : tensor<64x32xf32>
    %1941 = stablehlo.subtract %arg31, %1940 : tensor<64x32xf32>
    %1942 = stablehlo.multiply %arg63, %cst_2 : tensor<32x64xf32>
    %1943 = stablehlo.transpose %772, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1944 = stablehlo.dot_general %1943, %675, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %1945 = stablehlo.transpose %1226, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %1946 = stablehlo.dot_general %1945, %376, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %1947 = stablehlo.add %1944, %1946 : tensor<32x64xf32>
    %1948 = stablehlo.add %1942, %1947 : tensor<32x64xf32>
    %1949 = stablehlo.multiply %1948, %cst_1 : tensor<32x64xf32>
    %1950 = stablehlo.subtract %arg29, %1949 : tensor<32x64xf32>
    %1951 = stablehlo.multiply %arg64, %cst_39 : tensor<128x32xf32>
    %1952 = stablehlo.transpose %740, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %1953 = stablehlo.dot_general %1952, %697, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %1954 = stablehlo.add %1951, %1953 : tensor<128x32xf32>
    %1955 = stablehlo.multiply %1954, %cst_16 : tensor<128x32xf32>
    %1956 = stablehlo.subtract %arg2, %1955 : tensor<128x32xf32>
    %1957 = stablehlo.multiply %arg65, %cst_0 : tensor<128xf32>
    %1958 = stablehlo.multiply %738, %700 : tensor<2x8x128xf32>
    %1959 = stablehlo.reduce(%1958 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1960 = stablehlo.multiply %1959, %cst_41 : tensor<128xf32>
    %1961 = stablehlo.add %1957, %1960 : tensor<128xf32>
    %1962 = stablehlo.multiply %1961, %cst : tensor<128xf32>
    %1963 = stablehlo.subtract %arg1, %1962 : tensor<128xf32>
    return %723, %1630, %1646, %1662, %1681, %1696, %1705, %1714, %1723, %1732, %1741, %1752, %1763, %1772, %1781, %1790, %1806, %1822, %1841, %1856, %1865, %1874, %1883, %1892, %1901, %1912, %1923, %1932, %1941, %1950, %1956, %1963, %1628, %1644, %1660, %1679, %1694, %1703, %1712, %1721, %1730, %1739, %1750, %1761, %1770, %1779, %1788, %1804, %1820, %1839, %1854, %1863, %1872, %1881, %1890, %1899, %1910, %1921, %1930, %1939, %1948, %1954, %1961 : tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<128x32xf32>, tensor<128xf32>
  }
}
