module @IrToHlo.2700 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg4: tensor<32x64xf32> {tf.aliasing_output = 23 : i32}, %arg5: tensor<64x32xf32> {tf.aliasing_output = 22 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 18 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 17 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg12: tensor<32x64xf32> {tf.aliasing_output = 10 : i32}, %arg13: tensor<64x32xf32> {tf.aliasing_output = 9 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg17: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg19: tensor<f32>, %arg20: tensor<2x8xi64>, %arg21: tensor<i1>, %arg22: tensor<4xf32>, %arg23: tensor<8xf32> {tf.aliasing_output = 7 : i32}, %arg24: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg25: tensor<8xf32> {tf.aliasing_output = 6 : i32}, %arg26: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg27: tensor<64x32xf32> {tf.aliasing_output = 8 : i32}, %arg28: tensor<8xf32> {tf.aliasing_output = 20 : i32}, %arg29: tensor<16x32xf32> {tf.aliasing_output = 16 : i32}, %arg30: tensor<8xf32> {tf.aliasing_output = 19 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg32: tensor<64x32xf32> {tf.aliasing_output = 21 : i32}, %arg33: tensor<128x32xf32> {tf.aliasing_output = 29 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg35: tensor<16x32xf32> {tf.aliasing_output = 31 : i32}, %arg36: tensor<16x32xf32> {tf.aliasing_output = 32 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<8xf32> {tf.aliasing_output = 34 : i32}, %arg39: tensor<8xf32> {tf.aliasing_output = 35 : i32}, %arg40: tensor<64x32xf32> {tf.aliasing_output = 36 : i32}, %arg41: tensor<64x32xf32> {tf.aliasing_output = 37 : i32}, %arg42: tensor<32x64xf32> {tf.aliasing_output = 38 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg47: tensor<32x32xf32> {tf.aliasing_output = 43 : i32}, %arg48: tensor<16x32xf32> {tf.aliasing_output = 44 : i32}, %arg49: tensor<16x32xf32> {tf.aliasing_output = 45 : i32}, %arg50: tensor<32x32xf32> {tf.aliasing_output = 46 : i32}, %arg51: tensor<8xf32> {tf.aliasing_output = 47 : i32}, %arg52: tensor<8xf32> {tf.aliasing_output = 48 : i32}, %arg53: tensor<64x32xf32> {tf.aliasing_output = 49 : i32}, %arg54: tensor<64x32xf32> {tf.aliasing_output = 50 : i32}, %arg55: tensor<32x64xf32> {tf.aliasing_output = 51 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 54 : i32}, %arg59: tensor<32xf32> {tf.aliasing_output = 55 : i32}, %arg60: tensor<32xf32> {tf.aliasing_output = 56 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x8x8xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<2x4x8x8xf32>
    %cst_14 = stablehlo.constant dense<3.000000e+00> : tensor<2x4x8x1xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<2x4x8x1xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_17 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x2x8x8xf32>
    %cst_19 = stablehlo.constant dense<8.000000e+00> : tensor<2x2x8x8xf32>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<2x2x8x1xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<2x2x8x1xf32>
    %c_22 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_24 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_25 = stablehlo.constant dense<1.341450e-01> : tensor<2x8x64xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_27 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_28 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_31 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_34 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_35 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_37 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_38 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_39 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_40 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_42 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_45 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_46 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_47 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_48 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_49 = stablehlo.constant dense<[[[-4, -3, -2, -1, 0, 1, 2, 3]]]> : tensor<1x1x8xi64>
    %c_50 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<2x2x8x1xf32>
    %cst_52 = stablehlo.constant dense<1.250000e-01> : tensor<2x2x8xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<2x2x8x8xf32>
    %cst_54 = stablehlo.constant dense<2.500000e-01> : tensor<2x4x8x8xf32>
    %cst_55 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<8xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<2x4x8x1xf32>
    %cst_58 = stablehlo.constant dense<1.250000e-01> : tensor<2x4x8xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<2x4x8x8xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_61 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_62 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_64 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_66 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_67 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_68 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg19, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x8x32xf32>
    %6 = stablehlo.power %5, %cst_63 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_62 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_61 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %5, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.add %arg18, %cst_60 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.power %22, %cst_59 : tensor<2x4x8x8xf32>
    %24 = stablehlo.reduce(%23 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %25 = stablehlo.multiply %24, %cst_58 : tensor<2x4x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %27 = stablehlo.add %26, %cst_57 : tensor<2x4x8x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<2x4x8x1xf32>
    %29 = stablehlo.reshape %28 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %31 = stablehlo.multiply %22, %30 : tensor<2x4x8x8xf32>
    %32 = stablehlo.add %arg25, %cst_56 : tensor<8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<2x4x8x8xf32>
    %35 = stablehlo.broadcast_in_dim %cst_55, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %36 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<1x8x4xf32>
    %38 = stablehlo.concatenate %37, %37, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %39 = stablehlo.cosine %38 : tensor<1x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %42 = stablehlo.multiply %34, %41 : tensor<2x4x8x8xf32>
    %43 = stablehlo.slice %34 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %44 = stablehlo.negate %43 : tensor<2x4x8x4xf32>
    %45 = stablehlo.slice %34 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %46 = stablehlo.concatenate %44, %45, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %47 = stablehlo.sine %38 : tensor<1x8x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %50 = stablehlo.multiply %46, %49 : tensor<2x4x8x8xf32>
    %51 = stablehlo.add %42, %50 : tensor<2x4x8x8xf32>
    %52 = stablehlo.multiply %51, %cst_54 : tensor<2x4x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %54 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %55 = stablehlo.dot_general %18, %54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %56 = stablehlo.reshape %55 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %57 = stablehlo.transpose %56, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %58 = stablehlo.power %57, %cst_53 : tensor<2x2x8x8xf32>
    %59 = stablehlo.reduce(%58 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %60 = stablehlo.multiply %59, %cst_52 : tensor<2x2x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %62 = stablehlo.add %61, %cst_51 : tensor<2x2x8x1xf32>
    %63 = stablehlo.rsqrt %62 : tensor<2x2x8x1xf32>
    %64 = stablehlo.reshape %63 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %66 = stablehlo.multiply %57, %65 : tensor<2x2x8x8xf32>
    %67 = stablehlo.add %arg23, %cst_56 : tensor<8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %69 = stablehlo.multiply %66, %68 : tensor<2x2x8x8xf32>
    %70 = stablehlo.broadcast_in_dim %40, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<2x2x8x8xf32>
    %72 = stablehlo.slice %69 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %73 = stablehlo.negate %72 : tensor<2x2x8x4xf32>
    %74 = stablehlo.slice %69 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %75 = stablehlo.concatenate %73, %74, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %76 = stablehlo.broadcast_in_dim %48, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<2x2x8x8xf32>
    %78 = stablehlo.add %71, %77 : tensor<2x2x8x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %81 = stablehlo.transpose %80, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.multiply %81, %cst_54 : tensor<2x4x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %84 = stablehlo.dot_general %53, %83, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %86 = stablehlo.convert %arg21 : (tensor<i1>) -> tensor<ui8>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.broadcast_in_dim %c_50, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %89 = stablehlo.broadcast_in_dim %c_49, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %90 = stablehlo.compare  GT, %88, %89 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %91 = stablehlo.convert %90 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %92 = stablehlo.and %87, %91 : tensor<1x1x8x8xui8>
    %93 = stablehlo.compare  NE, %92, %c_68 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %94 = stablehlo.convert %93 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %95 = stablehlo.broadcast_in_dim %c_50, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %96 = stablehlo.compare  LE, %88, %95 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %97 = stablehlo.convert %96 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %98 = stablehlo.and %94, %97 : tensor<1x1x8x8xui8>
    %99 = stablehlo.compare  NE, %98, %c_68 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %100 = stablehlo.convert %99 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %101 = stablehlo.and %87, %100 : tensor<1x1x8x8xui8>
    %102 = stablehlo.compare  NE, %101, %c_68 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %103 = stablehlo.convert %102 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %104 = stablehlo.reshape %103 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %105 = stablehlo.broadcast_in_dim %104, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %106 = stablehlo.compare  NE, %arg20, %c_67 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %107 = stablehlo.broadcast_in_dim %c_48, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %108 = stablehlo.compare  LT, %107, %c_47 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %109 = stablehlo.add %107, %c_46 : tensor<2x1x1x8xi64>
    %110 = stablehlo.select %108, %109, %107 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %111 = stablehlo.reshape %110 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %112 = stablehlo.broadcast_in_dim %c_50, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %113 = stablehlo.compare  LT, %112, %c_47 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %114 = stablehlo.add %112, %c_45 : tensor<2x1x1x8xi64>
    %115 = stablehlo.select %113, %114, %112 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %116 = stablehlo.reshape %115 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %117 = stablehlo.concatenate %111, %116, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %118 = "stablehlo.gather"(%106, %117) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %119 = stablehlo.convert %118 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %120 = stablehlo.reshape %119 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %122 = stablehlo.and %105, %121 : tensor<2x1x8x8xui8>
    %123 = stablehlo.compare  NE, %122, %c_66 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %124 = stablehlo.select %123, %cst_44, %cst_43 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %127 = stablehlo.add %85, %126 : tensor<2x4x8x8xf32>
    %128 = stablehlo.reduce(%127 init: %cst_65) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %130 = stablehlo.subtract %127, %129 : tensor<2x4x8x8xf32>
    %131 = stablehlo.exponential %130 : tensor<2x4x8x8xf32>
    %132 = stablehlo.reduce(%131 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %134 = stablehlo.divide %131, %133 : tensor<2x4x8x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %136 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %137 = stablehlo.dot_general %18, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %138 = stablehlo.reshape %137 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %139 = stablehlo.transpose %138, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %142 = stablehlo.dot_general %135, %141, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %144 = stablehlo.transpose %143, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %146 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %147 = stablehlo.dot_general %145, %146, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %149 = stablehlo.power %148, %cst_63 : tensor<2x8x32xf32>
    %150 = stablehlo.reduce(%149 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %151 = stablehlo.multiply %150, %cst_62 : tensor<2x8xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %153 = stablehlo.add %152, %cst_61 : tensor<2x8x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<2x8x1xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %157 = stablehlo.multiply %148, %156 : tensor<2x8x32xf32>
    %158 = stablehlo.add %arg15, %cst_60 : tensor<32xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %160 = stablehlo.multiply %157, %159 : tensor<2x8x32xf32>
    %161 = stablehlo.add %5, %160 : tensor<2x8x32xf32>
    %162 = stablehlo.power %161, %cst_63 : tensor<2x8x32xf32>
    %163 = stablehlo.reduce(%162 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %164 = stablehlo.multiply %163, %cst_62 : tensor<2x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %166 = stablehlo.add %165, %cst_61 : tensor<2x8x1xf32>
    %167 = stablehlo.rsqrt %166 : tensor<2x8x1xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %170 = stablehlo.multiply %161, %169 : tensor<2x8x32xf32>
    %171 = stablehlo.add %arg14, %cst_60 : tensor<32xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.multiply %170, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %175 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %176 = stablehlo.dot_general %174, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %177 = stablehlo.reshape %176 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %178 = stablehlo.multiply %177, %cst_42 : tensor<2x8x64xf32>
    %179 = stablehlo.power %177, %cst_38 : tensor<2x8x64xf32>
    %180 = stablehlo.multiply %179, %cst_39 : tensor<2x8x64xf32>
    %181 = stablehlo.add %177, %180 : tensor<2x8x64xf32>
    %182 = stablehlo.multiply %181, %cst_40 : tensor<2x8x64xf32>
    %183 = stablehlo.tanh %182 : tensor<2x8x64xf32>
    %184 = stablehlo.add %183, %cst_41 : tensor<2x8x64xf32>
    %185 = stablehlo.multiply %178, %184 : tensor<2x8x64xf32>
    %186 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %187 = stablehlo.dot_general %174, %186, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %189 = stablehlo.multiply %185, %188 : tensor<2x8x64xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %191 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %192 = stablehlo.dot_general %190, %191, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %193 = stablehlo.reshape %192 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.power %193, %cst_63 : tensor<2x8x32xf32>
    %195 = stablehlo.reduce(%194 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %196 = stablehlo.multiply %195, %cst_62 : tensor<2x8xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %198 = stablehlo.add %197, %cst_61 : tensor<2x8x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<2x8x1xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.multiply %193, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.add %arg11, %cst_60 : tensor<32xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.multiply %202, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.add %161, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.power %206, %cst_63 : tensor<2x8x32xf32>
    %208 = stablehlo.reduce(%207 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %209 = stablehlo.multiply %208, %cst_62 : tensor<2x8xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %211 = stablehlo.add %210, %cst_61 : tensor<2x8x1xf32>
    %212 = stablehlo.rsqrt %211 : tensor<2x8x1xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %215 = stablehlo.multiply %206, %214 : tensor<2x8x32xf32>
    %216 = stablehlo.add %arg10, %cst_60 : tensor<32xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.multiply %215, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %220 = stablehlo.transpose %arg31, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %221 = stablehlo.dot_general %219, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %223 = stablehlo.transpose %222, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.power %223, %cst_59 : tensor<2x4x8x8xf32>
    %225 = stablehlo.reduce(%224 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %226 = stablehlo.multiply %225, %cst_58 : tensor<2x4x8xf32>
    %227 = stablehlo.reshape %226 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %228 = stablehlo.add %227, %cst_57 : tensor<2x4x8x1xf32>
    %229 = stablehlo.rsqrt %228 : tensor<2x4x8x1xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %232 = stablehlo.multiply %223, %231 : tensor<2x4x8x8xf32>
    %233 = stablehlo.add %arg30, %cst_56 : tensor<8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %235 = stablehlo.multiply %232, %234 : tensor<2x4x8x8xf32>
    %236 = stablehlo.multiply %235, %41 : tensor<2x4x8x8xf32>
    %237 = stablehlo.slice %235 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %238 = stablehlo.negate %237 : tensor<2x4x8x4xf32>
    %239 = stablehlo.slice %235 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %240 = stablehlo.concatenate %238, %239, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %241 = stablehlo.multiply %240, %49 : tensor<2x4x8x8xf32>
    %242 = stablehlo.add %236, %241 : tensor<2x4x8x8xf32>
    %243 = stablehlo.multiply %242, %cst_54 : tensor<2x4x8x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %245 = stablehlo.transpose %arg29, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %246 = stablehlo.dot_general %219, %245, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %247 = stablehlo.reshape %246 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %248 = stablehlo.transpose %247, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %249 = stablehlo.power %248, %cst_53 : tensor<2x2x8x8xf32>
    %250 = stablehlo.reduce(%249 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %251 = stablehlo.multiply %250, %cst_52 : tensor<2x2x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %253 = stablehlo.add %252, %cst_51 : tensor<2x2x8x1xf32>
    %254 = stablehlo.rsqrt %253 : tensor<2x2x8x1xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %257 = stablehlo.multiply %248, %256 : tensor<2x2x8x8xf32>
    %258 = stablehlo.add %arg28, %cst_56 : tensor<8xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %260 = stablehlo.multiply %257, %259 : tensor<2x2x8x8xf32>
    %261 = stablehlo.multiply %260, %70 : tensor<2x2x8x8xf32>
    %262 = stablehlo.slice %260 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %263 = stablehlo.negate %262 : tensor<2x2x8x4xf32>
    %264 = stablehlo.slice %260 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %265 = stablehlo.concatenate %263, %264, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %266 = stablehlo.multiply %265, %76 : tensor<2x2x8x8xf32>
    %267 = stablehlo.add %261, %266 : tensor<2x2x8x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %270 = stablehlo.transpose %269, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %271 = stablehlo.multiply %270, %cst_54 : tensor<2x4x8x8xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %273 = stablehlo.dot_general %244, %272, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %274 = stablehlo.reshape %273 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %275 = stablehlo.add %274, %126 : tensor<2x4x8x8xf32>
    %276 = stablehlo.reduce(%275 init: %cst_65) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %278 = stablehlo.subtract %275, %277 : tensor<2x4x8x8xf32>
    %279 = stablehlo.exponential %278 : tensor<2x4x8x8xf32>
    %280 = stablehlo.reduce(%279 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %282 = stablehlo.divide %279, %281 : tensor<2x4x8x8xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %284 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %285 = stablehlo.dot_general %219, %284, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %286 = stablehlo.reshape %285 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %287 = stablehlo.transpose %286, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %290 = stablehlo.dot_general %283, %289, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %291 = stablehlo.reshape %290 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %292 = stablehlo.transpose %291, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %294 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %295 = stablehlo.dot_general %293, %294, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %296 = stablehlo.reshape %295 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %297 = stablehlo.power %296, %cst_63 : tensor<2x8x32xf32>
    %298 = stablehlo.reduce(%297 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %299 = stablehlo.multiply %298, %cst_62 : tensor<2x8xf32>
    %300 = stablehlo.reshape %299 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %301 = stablehlo.add %300, %cst_61 : tensor<2x8x1xf32>
    %302 = stablehlo.rsqrt %301 : tensor<2x8x1xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %305 = stablehlo.multiply %296, %304 : tensor<2x8x32xf32>
    %306 = stablehlo.add %arg7, %cst_60 : tensor<32xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %308 = stablehlo.multiply %305, %307 : tensor<2x8x32xf32>
    %309 = stablehlo.add %206, %308 : tensor<2x8x32xf32>
    %310 = stablehlo.power %309, %cst_63 : tensor<2x8x32xf32>
    %311 = stablehlo.reduce(%310 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %312 = stablehlo.multiply %311, %cst_62 : tensor<2x8xf32>
    %313 = stablehlo.reshape %312 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %314 = stablehlo.add %313, %cst_61 : tensor<2x8x1xf32>
    %315 = stablehlo.rsqrt %314 : tensor<2x8x1xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %318 = stablehlo.multiply %309, %317 : tensor<2x8x32xf32>
    %319 = stablehlo.add %arg6, %cst_60 : tensor<32xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %321 = stablehlo.multiply %318, %320 : tensor<2x8x32xf32>
    %322 = stablehlo.reshape %321 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %323 = stablehlo.transpose %arg32, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %324 = stablehlo.dot_general %322, %323, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %325 = stablehlo.reshape %324 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %326 = stablehlo.multiply %325, %cst_42 : tensor<2x8x64xf32>
    %327 = stablehlo.power %325, %cst_38 : tensor<2x8x64xf32>
    %328 = stablehlo.multiply %327, %cst_39 : tensor<2x8x64xf32>
    %329 = stablehlo.add %325, %328 : tensor<2x8x64xf32>
    %330 = stablehlo.multiply %329, %cst_40 : tensor<2x8x64xf32>
    %331 = stablehlo.tanh %330 : tensor<2x8x64xf32>
    %332 = stablehlo.add %331, %cst_41 : tensor<2x8x64xf32>
    %333 = stablehlo.multiply %326, %332 : tensor<2x8x64xf32>
    %334 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %335 = stablehlo.dot_general %322, %334, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %336 = stablehlo.reshape %335 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %337 = stablehlo.multiply %333, %336 : tensor<2x8x64xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %339 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %340 = stablehlo.dot_general %338, %339, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %341 = stablehlo.reshape %340 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %342 = stablehlo.power %341, %cst_63 : tensor<2x8x32xf32>
    %343 = stablehlo.reduce(%342 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %344 = stablehlo.multiply %343, %cst_62 : tensor<2x8xf32>
    %345 = stablehlo.reshape %344 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %346 = stablehlo.add %345, %cst_61 : tensor<2x8x1xf32>
    %347 = stablehlo.rsqrt %346 : tensor<2x8x1xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %350 = stablehlo.multiply %341, %349 : tensor<2x8x32xf32>
    %351 = stablehlo.add %arg3, %cst_60 : tensor<32xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %353 = stablehlo.multiply %350, %352 : tensor<2x8x32xf32>
    %354 = stablehlo.add %309, %353 : tensor<2x8x32xf32>
    %355 = stablehlo.power %354, %cst_63 : tensor<2x8x32xf32>
    %356 = stablehlo.reduce(%355 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %357 = stablehlo.multiply %356, %cst_62 : tensor<2x8xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %359 = stablehlo.add %358, %cst_61 : tensor<2x8x1xf32>
    %360 = stablehlo.rsqrt %359 : tensor<2x8x1xf32>
    %361 = stablehlo.reshape %360 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %363 = stablehlo.multiply %354, %362 : tensor<2x8x32xf32>
    %364 = stablehlo.add %arg2, %cst_60 : tensor<32xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %366 = stablehlo.multiply %363, %365 : tensor<2x8x32xf32>
    %367 = stablehlo.reshape %366 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %368 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %369 = stablehlo.dot_general %367, %368, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %370 = stablehlo.reshape %369 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %371 = stablehlo.slice %370 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %372 = stablehlo.reduce(%371 init: %cst_65) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %374 = stablehlo.subtract %371, %373 : tensor<2x7x128xf32>
    %375 = stablehlo.exponential %374 : tensor<2x7x128xf32>
    %376 = stablehlo.reduce(%375 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %377 = stablehlo.log %376 : tensor<2x7xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %379 = stablehlo.subtract %374, %378 : tensor<2x7x128xf32>
    %380 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %382 = stablehlo.broadcast_in_dim %c_64, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %383 = stablehlo.compare  EQ, %381, %382 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %384 = stablehlo.convert %383 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %385 = stablehlo.convert %384 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %386 = stablehlo.multiply %379, %385 : tensor<2x7x128xf32>
    %387 = stablehlo.reduce(%386 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %388 = stablehlo.reduce(%387 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %389 = stablehlo.multiply %388, %cst_37 : tensor<f32>
    %390 = stablehlo.negate %389 : tensor<f32>
    %391 = stablehlo.multiply %arg33, %cst_36 : tensor<128x32xf32>
    %392 = stablehlo.multiply %385, %cst_34 : tensor<2x7x128xf32>
    %393 = stablehlo.exponential %379 : tensor<2x7x128xf32>
    %394 = stablehlo.reduce(%392 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %396 = stablehlo.multiply %393, %395 : tensor<2x7x128xf32>
    %397 = stablehlo.subtract %392, %396 : tensor<2x7x128xf32>
    %398 = stablehlo.pad %397, %cst_69, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %399 = stablehlo.select %c_35, %398, %cst_33 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %400 = stablehlo.reshape %399 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %401 = stablehlo.transpose %400, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %402 = stablehlo.dot_general %401, %367, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %403 = stablehlo.compare  LT, %arg0, %c_67 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %404 = stablehlo.add %arg0, %c_31 : tensor<2x8xi64>
    %405 = stablehlo.select %403, %404, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %406 = stablehlo.reshape %405 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %407 = stablehlo.compare  EQ, %arg0, %c_67 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %409 = stablehlo.dot_general %400, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %410 = stablehlo.reshape %409 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %411 = stablehlo.multiply %410, %365 : tensor<2x8x32xf32>
    %412 = stablehlo.multiply %411, %362 : tensor<2x8x32xf32>
    %413 = stablehlo.multiply %411, %354 : tensor<2x8x32xf32>
    %414 = stablehlo.reduce(%413 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %415 = stablehlo.reshape %414 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %416 = stablehlo.multiply %415, %cst_29 : tensor<2x8x1xf32>
    %417 = stablehlo.power %360, %cst_28 : tensor<2x8x1xf32>
    %418 = stablehlo.multiply %416, %417 : tensor<2x8x1xf32>
    %419 = stablehlo.reshape %418 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %421 = stablehlo.divide %420, %cst_27 : tensor<2x8x32xf32>
    %422 = stablehlo.power %354, %cst_26 : tensor<2x8x32xf32>
    %423 = stablehlo.multiply %422, %cst_63 : tensor<2x8x32xf32>
    %424 = stablehlo.multiply %421, %423 : tensor<2x8x32xf32>
    %425 = stablehlo.add %412, %424 : tensor<2x8x32xf32>
    %426 = stablehlo.multiply %425, %352 : tensor<2x8x32xf32>
    %427 = stablehlo.multiply %426, %349 : tensor<2x8x32xf32>
    %428 = stablehlo.multiply %426, %341 : tensor<2x8x32xf32>
    %429 = stablehlo.reduce(%428 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %430 = stablehlo.reshape %429 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %431 = stablehlo.multiply %430, %cst_29 : tensor<2x8x1xf32>
    %432 = stablehlo.power %347, %cst_28 : tensor<2x8x1xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<2x8x1xf32>
    %434 = stablehlo.reshape %433 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %436 = stablehlo.divide %435, %cst_27 : tensor<2x8x32xf32>
    %437 = stablehlo.power %341, %cst_26 : tensor<2x8x32xf32>
    %438 = stablehlo.multiply %437, %cst_63 : tensor<2x8x32xf32>
    %439 = stablehlo.multiply %436, %438 : tensor<2x8x32xf32>
    %440 = stablehlo.add %427, %439 : tensor<2x8x32xf32>
    %441 = stablehlo.reshape %440 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %442 = stablehlo.dot_general %441, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %443 = stablehlo.reshape %442 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %444 = stablehlo.multiply %443, %333 : tensor<2x8x64xf32>
    %445 = stablehlo.reshape %444 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %446 = stablehlo.dot_general %445, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %447 = stablehlo.reshape %446 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %448 = stablehlo.multiply %443, %336 : tensor<2x8x64xf32>
    %449 = stablehlo.multiply %325, %325 : tensor<2x8x64xf32>
    %450 = stablehlo.multiply %449, %325 : tensor<2x8x64xf32>
    %451 = stablehlo.multiply %450, %cst_39 : tensor<2x8x64xf32>
    %452 = stablehlo.add %325, %451 : tensor<2x8x64xf32>
    %453 = stablehlo.multiply %452, %cst_40 : tensor<2x8x64xf32>
    %454 = stablehlo.tanh %453 : tensor<2x8x64xf32>
    %455 = stablehlo.add %454, %cst_41 : tensor<2x8x64xf32>
    %456 = stablehlo.multiply %455, %cst_42 : tensor<2x8x64xf32>
    %457 = stablehlo.multiply %454, %454 : tensor<2x8x64xf32>
    %458 = stablehlo.subtract %cst_41, %457 : tensor<2x8x64xf32>
    %459 = stablehlo.multiply %326, %458 : tensor<2x8x64xf32>
    %460 = stablehlo.multiply %449, %cst_25 : tensor<2x8x64xf32>
    %461 = stablehlo.add %460, %cst_41 : tensor<2x8x64xf32>
    %462 = stablehlo.multiply %461, %cst_40 : tensor<2x8x64xf32>
    %463 = stablehlo.multiply %459, %462 : tensor<2x8x64xf32>
    %464 = stablehlo.add %456, %463 : tensor<2x8x64xf32>
    %465 = stablehlo.multiply %448, %464 : tensor<2x8x64xf32>
    %466 = stablehlo.reshape %465 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %467 = stablehlo.dot_general %466, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %468 = stablehlo.reshape %467 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %469 = stablehlo.add %447, %468 : tensor<2x8x32xf32>
    %470 = stablehlo.multiply %469, %320 : tensor<2x8x32xf32>
    %471 = stablehlo.multiply %470, %317 : tensor<2x8x32xf32>
    %472 = stablehlo.add %425, %471 : tensor<2x8x32xf32>
    %473 = stablehlo.multiply %470, %309 : tensor<2x8x32xf32>
    %474 = stablehlo.reduce(%473 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %475 = stablehlo.reshape %474 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %476 = stablehlo.multiply %475, %cst_29 : tensor<2x8x1xf32>
    %477 = stablehlo.power %315, %cst_28 : tensor<2x8x1xf32>
    %478 = stablehlo.multiply %476, %477 : tensor<2x8x1xf32>
    %479 = stablehlo.reshape %478 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %481 = stablehlo.divide %480, %cst_27 : tensor<2x8x32xf32>
    %482 = stablehlo.power %309, %cst_26 : tensor<2x8x32xf32>
    %483 = stablehlo.multiply %482, %cst_63 : tensor<2x8x32xf32>
    %484 = stablehlo.multiply %481, %483 : tensor<2x8x32xf32>
    %485 = stablehlo.add %472, %484 : tensor<2x8x32xf32>
    %486 = stablehlo.transpose %283, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %487 = stablehlo.multiply %485, %307 : tensor<2x8x32xf32>
    %488 = stablehlo.multiply %487, %304 : tensor<2x8x32xf32>
    %489 = stablehlo.multiply %487, %296 : tensor<2x8x32xf32>
    %490 = stablehlo.reduce(%489 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %491 = stablehlo.reshape %490 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %492 = stablehlo.multiply %491, %cst_29 : tensor<2x8x1xf32>
    %493 = stablehlo.power %302, %cst_28 : tensor<2x8x1xf32>
    %494 = stablehlo.multiply %492, %493 : tensor<2x8x1xf32>
    %495 = stablehlo.reshape %494 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %497 = stablehlo.divide %496, %cst_27 : tensor<2x8x32xf32>
    %498 = stablehlo.power %296, %cst_26 : tensor<2x8x32xf32>
    %499 = stablehlo.multiply %498, %cst_63 : tensor<2x8x32xf32>
    %500 = stablehlo.multiply %497, %499 : tensor<2x8x32xf32>
    %501 = stablehlo.add %488, %500 : tensor<2x8x32xf32>
    %502 = stablehlo.reshape %501 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %503 = stablehlo.dot_general %502, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %504 = stablehlo.reshape %503 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %505 = stablehlo.transpose %504, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %506 = stablehlo.reshape %505 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %507 = stablehlo.dot_general %486, %506, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %508 = stablehlo.reshape %507 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %509 = stablehlo.reduce(%508 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %510 = stablehlo.transpose %509, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %511 = stablehlo.reshape %510 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %512 = stablehlo.dot_general %511, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %513 = stablehlo.reshape %512 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %514 = stablehlo.transpose %244, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %515 = stablehlo.transpose %289, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %516 = stablehlo.dot_general %506, %515, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %517 = stablehlo.reshape %516 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %518 = stablehlo.multiply %517, %282 : tensor<2x4x8x8xf32>
    %519 = stablehlo.reduce(%518 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %521 = stablehlo.multiply %282, %520 : tensor<2x4x8x8xf32>
    %522 = stablehlo.subtract %518, %521 : tensor<2x4x8x8xf32>
    %523 = stablehlo.reshape %522 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %524 = stablehlo.dot_general %514, %523, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %525 = stablehlo.reshape %524 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %526 = stablehlo.multiply %525, %cst_54 : tensor<2x4x8x8xf32>
    %527 = stablehlo.transpose %526, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %528 = stablehlo.reshape %527 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %529 = stablehlo.reduce(%528 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %530 = stablehlo.multiply %529, %76 : tensor<2x2x8x8xf32>
    %531 = stablehlo.slice %530 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %532 = stablehlo.negate %531 : tensor<2x2x8x4xf32>
    %533 = stablehlo.pad %532, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %534 = stablehlo.select %c_24, %533, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %535 = stablehlo.slice %530 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %536 = stablehlo.pad %535, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %537 = stablehlo.select %c_22, %536, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %538 = stablehlo.add %534, %537 : tensor<2x2x8x8xf32>
    %539 = stablehlo.multiply %529, %70 : tensor<2x2x8x8xf32>
    %540 = stablehlo.add %538, %539 : tensor<2x2x8x8xf32>
    %541 = stablehlo.multiply %540, %259 : tensor<2x2x8x8xf32>
    %542 = stablehlo.multiply %541, %256 : tensor<2x2x8x8xf32>
    %543 = stablehlo.multiply %541, %248 : tensor<2x2x8x8xf32>
    %544 = stablehlo.reduce(%543 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %545 = stablehlo.reshape %544 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %546 = stablehlo.multiply %545, %cst_21 : tensor<2x2x8x1xf32>
    %547 = stablehlo.power %254, %cst_20 : tensor<2x2x8x1xf32>
    %548 = stablehlo.multiply %546, %547 : tensor<2x2x8x1xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %551 = stablehlo.divide %550, %cst_19 : tensor<2x2x8x8xf32>
    %552 = stablehlo.power %248, %cst_18 : tensor<2x2x8x8xf32>
    %553 = stablehlo.multiply %552, %cst_53 : tensor<2x2x8x8xf32>
    %554 = stablehlo.multiply %551, %553 : tensor<2x2x8x8xf32>
    %555 = stablehlo.add %542, %554 : tensor<2x2x8x8xf32>
    %556 = stablehlo.transpose %555, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %557 = stablehlo.reshape %556 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %558 = stablehlo.dot_general %557, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %559 = stablehlo.reshape %558 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %560 = stablehlo.add %513, %559 : tensor<2x8x32xf32>
    %561 = stablehlo.transpose %272, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %562 = stablehlo.dot_general %523, %561, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %563 = stablehlo.reshape %562 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %564 = stablehlo.multiply %563, %cst_54 : tensor<2x4x8x8xf32>
    %565 = stablehlo.multiply %564, %49 : tensor<2x4x8x8xf32>
    %566 = stablehlo.slice %565 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %567 = stablehlo.negate %566 : tensor<2x4x8x4xf32>
    %568 = stablehlo.pad %567, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %569 = stablehlo.select %c_17, %568, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %570 = stablehlo.slice %565 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %571 = stablehlo.pad %570, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %572 = stablehlo.select %c, %571, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %573 = stablehlo.add %569, %572 : tensor<2x4x8x8xf32>
    %574 = stablehlo.multiply %564, %41 : tensor<2x4x8x8xf32>
    %575 = stablehlo.add %573, %574 : tensor<2x4x8x8xf32>
    %576 = stablehlo.multiply %575, %234 : tensor<2x4x8x8xf32>
    %577 = stablehlo.multiply %576, %231 : tensor<2x4x8x8xf32>
    %578 = stablehlo.multiply %576, %223 : tensor<2x4x8x8xf32>
    %579 = stablehlo.reduce(%578 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %580 = stablehlo.reshape %579 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %581 = stablehlo.multiply %580, %cst_15 : tensor<2x4x8x1xf32>
    %582 = stablehlo.power %229, %cst_14 : tensor<2x4x8x1xf32>
    %583 = stablehlo.multiply %581, %582 : tensor<2x4x8x1xf32>
    %584 = stablehlo.reshape %583 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %586 = stablehlo.divide %585, %cst_13 : tensor<2x4x8x8xf32>
    %587 = stablehlo.power %223, %cst_12 : tensor<2x4x8x8xf32>
    %588 = stablehlo.multiply %587, %cst_59 : tensor<2x4x8x8xf32>
    %589 = stablehlo.multiply %586, %588 : tensor<2x4x8x8xf32>
    %590 = stablehlo.add %577, %589 : tensor<2x4x8x8xf32>
    %591 = stablehlo.transpose %590, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %592 = stablehlo.reshape %591 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %593 = stablehlo.dot_general %592, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %594 = stablehlo.reshape %593 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %595 = stablehlo.add %560, %594 : tensor<2x8x32xf32>
    %596 = stablehlo.multiply %595, %217 : tensor<2x8x32xf32>
    %597 = stablehlo.multiply %596, %214 : tensor<2x8x32xf32>
    %598 = stablehlo.add %485, %597 : tensor<2x8x32xf32>
    %599 = stablehlo.multiply %596, %206 : tensor<2x8x32xf32>
    %600 = stablehlo.reduce(%599 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %601 = stablehlo.reshape %600 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %602 = stablehlo.multiply %601, %cst_29 : tensor<2x8x1xf32>
    %603 = stablehlo.power %212, %cst_28 : tensor<2x8x1xf32>
    %604 = stablehlo.multiply %602, %603 : tensor<2x8x1xf32>
    %605 = stablehlo.reshape %604 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %607 = stablehlo.divide %606, %cst_27 : tensor<2x8x32xf32>
    %608 = stablehlo.power %206, %cst_26 : tensor<2x8x32xf32>
    %609 = stablehlo.multiply %608, %cst_63 : tensor<2x8x32xf32>
    %610 = stablehlo.multiply %607, %609 : tensor<2x8x32xf32>
    %611 = stablehlo.add %598, %610 : tensor<2x8x32xf32>
    %612 = stablehlo.multiply %611, %204 : tensor<2x8x32xf32>
    %613 = stablehlo.multiply %612, %201 : tensor<2x8x32xf32>
    %614 = stablehlo.multiply %612, %193 : tensor<2x8x32xf32>
    %615 = stablehlo.reduce(%614 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %616 = stablehlo.reshape %615 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %617 = stablehlo.multiply %616, %cst_29 : tensor<2x8x1xf32>
    %618 = stablehlo.power %199, %cst_28 : tensor<2x8x1xf32>
    %619 = stablehlo.multiply %617, %618 : tensor<2x8x1xf32>
    %620 = stablehlo.reshape %619 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %621 = stablehlo.broadcast_in_dim %620, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %622 = stablehlo.divide %621, %cst_27 : tensor<2x8x32xf32>
    %623 = stablehlo.power %193, %cst_26 : tensor<2x8x32xf32>
    %624 = stablehlo.multiply %623, %cst_63 : tensor<2x8x32xf32>
    %625 = stablehlo.multiply %622, %624 : tensor<2x8x32xf32>
    %626 = stablehlo.add %613, %625 : tensor<2x8x32xf32>
    %627 = stablehlo.reshape %626 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %628 = stablehlo.dot_general %627, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %629 = stablehlo.reshape %628 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %630 = stablehlo.multiply %629, %185 : tensor<2x8x64xf32>
    %631 = stablehlo.reshape %630 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %632 = stablehlo.dot_general %631, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %633 = stablehlo.reshape %632 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %634 = stablehlo.multiply %629, %188 : tensor<2x8x64xf32>
    %635 = stablehlo.multiply %177, %177 : tensor<2x8x64xf32>
    %636 = stablehlo.multiply %635, %177 : tensor<2x8x64xf32>
    %637 = stablehlo.multiply %636, %cst_39 : tensor<2x8x64xf32>
    %638 = stablehlo.add %177, %637 : tensor<2x8x64xf32>
    %639 = stablehlo.multiply %638, %cst_40 : tensor<2x8x64xf32>
    %640 = stablehlo.tanh %639 : tensor<2x8x64xf32>
    %641 = stablehlo.add %640, %cst_41 : tensor<2x8x64xf32>
    %642 = stablehlo.multiply %641, %cst_42 : tensor<2x8x64xf32>
    %643 = stablehlo.multiply %640, %640 : tensor<2x8x64xf32>
    %644 = stablehlo.subtract %cst_41, %643 : tensor<2x8x64xf32>
    %645 = stablehlo.multiply %178, %644 : tensor<2x8x64xf32>
    %646 = stablehlo.multiply %635, %cst_25 : tensor<2x8x64xf32>
    %647 = stablehlo.add %646, %cst_41 : tensor<2x8x64xf32>
    %648 = stablehlo.multiply %647, %cst_40 : tensor<2x8x64xf32>
    %649 = stablehlo.multiply %645, %648 : tensor<2x8x64xf32>
    %650 = stablehlo.add %642, %649 : tensor<2x8x64xf32>
    %651 = stablehlo.multiply %634, %650 : tensor<2x8x64xf32>
    %652 = stablehlo.reshape %651 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %653 = stablehlo.dot_general %652, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %654 = stablehlo.reshape %653 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %655 = stablehlo.add %633, %654 : tensor<2x8x32xf32>
    %656 = stablehlo.multiply %655, %172 : tensor<2x8x32xf32>
    %657 = stablehlo.multiply %656, %169 : tensor<2x8x32xf32>
    %658 = stablehlo.add %611, %657 : tensor<2x8x32xf32>
    %659 = stablehlo.multiply %656, %161 : tensor<2x8x32xf32>
    %660 = stablehlo.reduce(%659 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %661 = stablehlo.reshape %660 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %662 = stablehlo.multiply %661, %cst_29 : tensor<2x8x1xf32>
    %663 = stablehlo.power %167, %cst_28 : tensor<2x8x1xf32>
    %664 = stablehlo.multiply %662, %663 : tensor<2x8x1xf32>
    %665 = stablehlo.reshape %664 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %666 = stablehlo.broadcast_in_dim %665, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %667 = stablehlo.divide %666, %cst_27 : tensor<2x8x32xf32>
    %668 = stablehlo.power %161, %cst_26 : tensor<2x8x32xf32>
    %669 = stablehlo.multiply %668, %cst_63 : tensor<2x8x32xf32>
    %670 = stablehlo.multiply %667, %669 : tensor<2x8x32xf32>
    %671 = stablehlo.add %658, %670 : tensor<2x8x32xf32>
    %672 = stablehlo.transpose %135, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %673 = stablehlo.multiply %671, %159 : tensor<2x8x32xf32>
    %674 = stablehlo.multiply %673, %156 : tensor<2x8x32xf32>
    %675 = stablehlo.multiply %673, %148 : tensor<2x8x32xf32>
    %676 = stablehlo.reduce(%675 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %677 = stablehlo.reshape %676 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %678 = stablehlo.multiply %677, %cst_29 : tensor<2x8x1xf32>
    %679 = stablehlo.power %154, %cst_28 : tensor<2x8x1xf32>
    %680 = stablehlo.multiply %678, %679 : tensor<2x8x1xf32>
    %681 = stablehlo.reshape %680 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %683 = stablehlo.divide %682, %cst_27 : tensor<2x8x32xf32>
    %684 = stablehlo.power %148, %cst_26 : tensor<2x8x32xf32>
    %685 = stablehlo.multiply %684, %cst_63 : tensor<2x8x32xf32>
    %686 = stablehlo.multiply %683, %685 : tensor<2x8x32xf32>
    %687 = stablehlo.add %674, %686 : tensor<2x8x32xf32>
    %688 = stablehlo.reshape %687 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %689 = stablehlo.dot_general %688, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %690 = stablehlo.reshape %689 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %691 = stablehlo.transpose %690, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %692 = stablehlo.reshape %691 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %693 = stablehlo.dot_general %672, %692, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %694 = stablehlo.reshape %693 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %695 = stablehlo.reduce(%694 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %696 = stablehlo.transpose %695, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %697 = stablehlo.reshape %696 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %698 = stablehlo.dot_general %697, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %699 = stablehlo.reshape %698 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %700 = stablehlo.transpose %53, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %701 = stablehlo.transpose %141, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %702 = stablehlo.dot_general %692, %701, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %703 = stablehlo.reshape %702 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %704 = stablehlo.multiply %703, %134 : tensor<2x4x8x8xf32>
    %705 = stablehlo.reduce(%704 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %707 = stablehlo.multiply %134, %706 : tensor<2x4x8x8xf32>
    %708 = stablehlo.subtract %704, %707 : tensor<2x4x8x8xf32>
    %709 = stablehlo.reshape %708 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %710 = stablehlo.dot_general %700, %709, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %711 = stablehlo.reshape %710 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %712 = stablehlo.multiply %711, %cst_54 : tensor<2x4x8x8xf32>
    %713 = stablehlo.transpose %712, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %714 = stablehlo.reshape %713 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %715 = stablehlo.reduce(%714 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %716 = stablehlo.multiply %715, %76 : tensor<2x2x8x8xf32>
    %717 = stablehlo.slice %716 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %718 = stablehlo.negate %717 : tensor<2x2x8x4xf32>
    %719 = stablehlo.pad %718, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %720 = stablehlo.select %c_24, %719, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %721 = stablehlo.slice %716 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %722 = stablehlo.pad %721, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %723 = stablehlo.select %c_22, %722, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %724 = stablehlo.add %720, %723 : tensor<2x2x8x8xf32>
    %725 = stablehlo.multiply %715, %70 : tensor<2x2x8x8xf32>
    %726 = stablehlo.add %724, %725 : tensor<2x2x8x8xf32>
    %727 = stablehlo.multiply %726, %68 : tensor<2x2x8x8xf32>
    %728 = stablehlo.multiply %727, %65 : tensor<2x2x8x8xf32>
    %729 = stablehlo.multiply %727, %57 : tensor<2x2x8x8xf32>
    %730 = stablehlo.reduce(%729 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %731 = stablehlo.reshape %730 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %732 = stablehlo.multiply %731, %cst_21 : tensor<2x2x8x1xf32>
    %733 = stablehlo.power %63, %cst_20 : tensor<2x2x8x1xf32>
    %734 = stablehlo.multiply %732, %733 : tensor<2x2x8x1xf32>
    %735 = stablehlo.reshape %734 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %737 = stablehlo.divide %736, %cst_19 : tensor<2x2x8x8xf32>
    %738 = stablehlo.power %57, %cst_18 : tensor<2x2x8x8xf32>
    %739 = stablehlo.multiply %738, %cst_53 : tensor<2x2x8x8xf32>
    %740 = stablehlo.multiply %737, %739 : tensor<2x2x8x8xf32>
    %741 = stablehlo.add %728, %740 : tensor<2x2x8x8xf32>
    %742 = stablehlo.transpose %741, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %743 = stablehlo.reshape %742 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %744 = stablehlo.dot_general %743, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %745 = stablehlo.reshape %744 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %746 = stablehlo.add %699, %745 : tensor<2x8x32xf32>
    %747 = stablehlo.transpose %83, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %748 = stablehlo.dot_general %709, %747, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %749 = stablehlo.reshape %748 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %750 = stablehlo.multiply %749, %cst_54 : tensor<2x4x8x8xf32>
    %751 = stablehlo.multiply %750, %49 : tensor<2x4x8x8xf32>
    %752 = stablehlo.slice %751 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %753 = stablehlo.negate %752 : tensor<2x4x8x4xf32>
    %754 = stablehlo.pad %753, %cst_69, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %755 = stablehlo.select %c_17, %754, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %756 = stablehlo.slice %751 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %757 = stablehlo.pad %756, %cst_69, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %758 = stablehlo.select %c, %757, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %759 = stablehlo.add %755, %758 : tensor<2x4x8x8xf32>
    %760 = stablehlo.multiply %750, %41 : tensor<2x4x8x8xf32>
    %761 = stablehlo.add %759, %760 : tensor<2x4x8x8xf32>
    %762 = stablehlo.multiply %761, %33 : tensor<2x4x8x8xf32>
    %763 = stablehlo.multiply %762, %30 : tensor<2x4x8x8xf32>
    %764 = stablehlo.multiply %762, %22 : tensor<2x4x8x8xf32>
    %765 = stablehlo.reduce(%764 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %766 = stablehlo.reshape %765 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %767 = stablehlo.multiply %766, %cst_15 : tensor<2x4x8x1xf32>
    %768 = stablehlo.power %28, %cst_14 : tensor<2x4x8x1xf32>
    %769 = stablehlo.multiply %767, %768 : tensor<2x4x8x1xf32>
    %770 = stablehlo.reshape %769 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %772 = stablehlo.divide %771, %cst_13 : tensor<2x4x8x8xf32>
    %773 = stablehlo.power %22, %cst_12 : tensor<2x4x8x8xf32>
    %774 = stablehlo.multiply %773, %cst_59 : tensor<2x4x8x8xf32>
    %775 = stablehlo.multiply %772, %774 : tensor<2x4x8x8xf32>
    %776 = stablehlo.add %763, %775 : tensor<2x4x8x8xf32>
    %777 = stablehlo.transpose %776, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %778 = stablehlo.reshape %777 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %779 = stablehlo.dot_general %778, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %780 = stablehlo.reshape %779 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %781 = stablehlo.add %746, %780 : tensor<2x8x32xf32>
    %782 = stablehlo.multiply %781, %16 : tensor<2x8x32xf32>
    %783 = stablehlo.multiply %782, %13 : tensor<2x8x32xf32>
    %784 = stablehlo.add %671, %783 : tensor<2x8x32xf32>
    %785 = stablehlo.multiply %782, %5 : tensor<2x8x32xf32>
    %786 = stablehlo.reduce(%785 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %787 = stablehlo.reshape %786 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %788 = stablehlo.multiply %787, %cst_29 : tensor<2x8x1xf32>
    %789 = stablehlo.power %11, %cst_28 : tensor<2x8x1xf32>
    %790 = stablehlo.multiply %788, %789 : tensor<2x8x1xf32>
    %791 = stablehlo.reshape %790 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %792 = stablehlo.broadcast_in_dim %791, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %793 = stablehlo.divide %792, %cst_27 : tensor<2x8x32xf32>
    %794 = stablehlo.power %5, %cst_26 : tensor<2x8x32xf32>
    %795 = stablehlo.multiply %794, %cst_63 : tensor<2x8x32xf32>
    %796 = stablehlo.multiply %793, %795 : tensor<2x8x32xf32>
    %797 = stablehlo.add %784, %796 : tensor<2x8x32xf32>
    %798 = stablehlo.multiply %797, %4 : tensor<2x8x32xf32>
    %799 = stablehlo.select %408, %cst_30, %798 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %800 = "stablehlo.scatter"(%cst_32, %406, %799) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %967 = stablehlo.add %arg61, %arg62 : tensor<f32>
      stablehlo.return %967 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %801 = stablehlo.add %402, %800 : tensor<128x32xf32>
    %802 = stablehlo.add %391, %801 : tensor<128x32xf32>
    %803 = stablehlo.multiply %802, %cst_11 : tensor<128x32xf32>
    %804 = stablehlo.subtract %arg1, %803 : tensor<128x32xf32>
    %805 = stablehlo.multiply %arg34, %cst_10 : tensor<32x32xf32>
    %806 = stablehlo.transpose %778, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %807 = stablehlo.dot_general %806, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %808 = stablehlo.add %805, %807 : tensor<32x32xf32>
    %809 = stablehlo.multiply %808, %cst_9 : tensor<32x32xf32>
    %810 = stablehlo.subtract %arg26, %809 : tensor<32x32xf32>
    %811 = stablehlo.multiply %arg35, %cst_8 : tensor<16x32xf32>
    %812 = stablehlo.transpose %743, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %813 = stablehlo.dot_general %812, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %814 = stablehlo.add %811, %813 : tensor<16x32xf32>
    %815 = stablehlo.multiply %814, %cst_7 : tensor<16x32xf32>
    %816 = stablehlo.subtract %arg24, %815 : tensor<16x32xf32>
    %817 = stablehlo.multiply %arg36, %cst_8 : tensor<16x32xf32>
    %818 = stablehlo.transpose %697, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %819 = stablehlo.dot_general %818, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %820 = stablehlo.add %817, %819 : tensor<16x32xf32>
    %821 = stablehlo.multiply %820, %cst_7 : tensor<16x32xf32>
    %822 = stablehlo.subtract %arg17, %821 : tensor<16x32xf32>
    %823 = stablehlo.multiply %arg37, %cst_10 : tensor<32x32xf32>
    %824 = stablehlo.transpose %688, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %825 = stablehlo.dot_general %824, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %826 = stablehlo.add %823, %825 : tensor<32x32xf32>
    %827 = stablehlo.multiply %826, %cst_9 : tensor<32x32xf32>
    %828 = stablehlo.subtract %arg16, %827 : tensor<32x32xf32>
    %829 = stablehlo.multiply %arg38, %cst_6 : tensor<8xf32>
    %830 = stablehlo.multiply %761, %31 : tensor<2x4x8x8xf32>
    %831 = stablehlo.reduce(%830 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %832 = stablehlo.add %829, %831 : tensor<8xf32>
    %833 = stablehlo.multiply %832, %cst_5 : tensor<8xf32>
    %834 = stablehlo.subtract %arg25, %833 : tensor<8xf32>
    %835 = stablehlo.multiply %arg39, %cst_6 : tensor<8xf32>
    %836 = stablehlo.multiply %726, %66 : tensor<2x2x8x8xf32>
    %837 = stablehlo.reduce(%836 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %838 = stablehlo.add %835, %837 : tensor<8xf32>
    %839 = stablehlo.multiply %838, %cst_5 : tensor<8xf32>
    %840 = stablehlo.subtract %arg23, %839 : tensor<8xf32>
    %841 = stablehlo.multiply %arg40, %cst_4 : tensor<64x32xf32>
    %842 = stablehlo.transpose %652, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %843 = stablehlo.dot_general %842, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %844 = stablehlo.add %841, %843 : tensor<64x32xf32>
    %845 = stablehlo.multiply %844, %cst_3 : tensor<64x32xf32>
    %846 = stablehlo.subtract %arg27, %845 : tensor<64x32xf32>
    %847 = stablehlo.multiply %arg41, %cst_4 : tensor<64x32xf32>
    %848 = stablehlo.transpose %631, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %849 = stablehlo.dot_general %848, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %850 = stablehlo.add %847, %849 : tensor<64x32xf32>
    %851 = stablehlo.multiply %850, %cst_3 : tensor<64x32xf32>
    %852 = stablehlo.subtract %arg13, %851 : tensor<64x32xf32>
    %853 = stablehlo.multiply %arg42, %cst_2 : tensor<32x64xf32>
    %854 = stablehlo.transpose %627, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %855 = stablehlo.dot_general %854, %190, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %856 = stablehlo.add %853, %855 : tensor<32x64xf32>
    %857 = stablehlo.multiply %856, %cst_1 : tensor<32x64xf32>
    %858 = stablehlo.subtract %arg12, %857 : tensor<32x64xf32>
    %859 = stablehlo.multiply %arg43, %cst_0 : tensor<32xf32>
    %860 = stablehlo.multiply %781, %14 : tensor<2x8x32xf32>
    %861 = stablehlo.reduce(%860 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %862 = stablehlo.add %859, %861 : tensor<32xf32>
    %863 = stablehlo.multiply %862, %cst : tensor<32xf32>
    %864 = stablehlo.subtract %arg18, %863 : tensor<32xf32>
    %865 = stablehlo.multiply %arg44, %cst_0 : tensor<32xf32>
    %866 = stablehlo.multiply %671, %157 : tensor<2x8x32xf32>
    %867 = stablehlo.reduce(%866 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %868 = stablehlo.add %865, %867 : tensor<32xf32>
    %869 = stablehlo.multiply %868, %cst : tensor<32xf32>
    %870 = stablehlo.subtract %arg15, %869 : tensor<32xf32>
    %871 = stablehlo.multiply %arg45, %cst_0 : tensor<32xf32>
    %872 = stablehlo.multiply %655, %170 : tensor<2x8x32xf32>
    %873 = stablehlo.reduce(%872 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %874 = stablehlo.add %871, %873 : tensor<32xf32>
    %875 = stablehlo.multiply %874, %cst : tensor<32xf32>
    %876 = stablehlo.subtract %arg14, %875 : tensor<32xf32>
    %877 = stablehlo.multiply %arg46, %cst_0 : tensor<32xf32>
    %878 = stablehlo.multiply %611, %202 : tensor<2x8x32xf32>
    %879 = stablehlo.reduce(%878 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %880 = stablehlo.add %877, %879 : tensor<32xf32>
    %881 = stablehlo.multiply %880, %cst : tensor<32xf32>
    %882 = stablehlo.subtract %arg11, %881 : tensor<32xf32>
    %883 = stablehlo.multiply %arg47, %cst_10 : tensor<32x32xf32>
    %884 = stablehlo.transpose %592, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %885 = stablehlo.dot_general %884, %219, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %886 = stablehlo.add %883, %885 : tensor<32x32xf32>
    %887 = stablehlo.multiply %886, %cst_9 : tensor<32x32xf32>
    %888 = stablehlo.subtract %arg31, %887 : tensor<32x32xf32>
    %889 = stablehlo.multiply %arg48, %cst_8 : tensor<16x32xf32>
    %890 = stablehlo.transpose %557, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %891 = stablehlo.dot_general %890, %219, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %892 = stablehlo.add %889, %891 : tensor<16x32xf32>
    %893 = stablehlo.multiply %892, %cst_7 : tensor<16x32xf32>
    %894 = stablehlo.subtract %arg29, %893 : tensor<16x32xf32>
    %895 = stablehlo.multiply %arg49, %cst_8 : tensor<16x32xf32>
    %896 = stablehlo.transpose %511, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %897 = stablehlo.dot_general %896, %219, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %898 = stablehlo.add %895, %897 : tensor<16x32xf32>
    %899 = stablehlo.multiply %898, %cst_7 : tensor<16x32xf32>
    %900 = stablehlo.subtract %arg9, %899 : tensor<16x32xf32>
    %901 = stablehlo.multiply %arg50, %cst_10 : tensor<32x32xf32>
    %902 = stablehlo.transpose %502, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %903 = stablehlo.dot_general %902, %293, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %904 = stablehlo.add %901, %903 : tensor<32x32xf32>
    %905 = stablehlo.multiply %904, %cst_9 : tensor<32x32xf32>
    %906 = stablehlo.subtract %arg8, %905 : tensor<32x32xf32>
    %907 = stablehlo.multiply %arg51, %cst_6 : tensor<8xf32>
    %908 = stablehlo.multiply %575, %232 : tensor<2x4x8x8xf32>
    %909 = stablehlo.reduce(%908 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %910 = stablehlo.add %907, %909 : tensor<8xf32>
    %911 = stablehlo.multiply %910, %cst_5 : tensor<8xf32>
    %912 = stablehlo.subtract %arg30, %911 : tensor<8xf32>
    %913 = stablehlo.multiply %arg52, %cst_6 : tensor<8xf32>
    %914 = stablehlo.multiply %540, %257 : tensor<2x2x8x8xf32>
    %915 = stablehlo.reduce(%914 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %916 = stablehlo.add %913, %915 : tensor<8xf32>
    %917 = stablehlo.multiply %916, %cst_5 : tensor<8xf32>
    %918 = stablehlo.subtract %arg28, %917 : tensor<8xf32>
    %919 = stablehlo.multiply %arg53, %cst_4 : tensor<64x32xf32>
    %920 = stablehlo.transpose %466, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %921 = stablehlo.dot_general %920, %322, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %922 = stablehlo.add %919, %921 : tensor<64x32xf32>
    %923 = stablehlo.multiply %922, %cst_3 : tensor<64x32xf32>
    %924 = stablehlo.subtract %arg32, %923 : tensor<64x32xf32>
    %925 = stablehlo.multiply %arg54, %cst_4 : tensor<64x32xf32>
    %926 = stablehlo.transpose %445, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %927 = stablehlo.dot_general %926, %322, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %928 = stablehlo.add %925, %927 : tensor<64x32xf32>
    %929 = stablehlo.multiply %928, %cst_3 : tensor<64x32xf32>
    %930 = stablehlo.subtract %arg5, %929 : tensor<64x32xf32>
    %931 = stablehlo.multiply %arg55, %cst_2 : tensor<32x64xf32>
    %932 = stablehlo.transpose %441, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %933 = stablehlo.dot_general %932, %338, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %934 = stablehlo.add %931, %933 : tensor<32x64xf32>
    %935 = stablehlo.multiply %934, %cst_1 : tensor<32x64xf32>
    %936 = stablehlo.subtract %arg4, %935 : tensor<32x64xf32>
    %937 = stablehlo.multiply %arg56, %cst_0 : tensor<32xf32>
    %938 = stablehlo.multiply %595, %215 : tensor<2x8x32xf32>
    %939 = stablehlo.reduce(%938 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %940 = stablehlo.add %937, %939 : tensor<32xf32>
    %941 = stablehlo.multiply %940, %cst : tensor<32xf32>
    %942 = stablehlo.subtract %arg10, %941 : tensor<32xf32>
    %943 = stablehlo.multiply %arg57, %cst_0 : tensor<32xf32>
    %944 = stablehlo.multiply %485, %305 : tensor<2x8x32xf32>
    %945 = stablehlo.reduce(%944 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %946 = stablehlo.add %943, %945 : tensor<32xf32>
    %947 = stablehlo.multiply %946, %cst : tensor<32xf32>
    %948 = stablehlo.subtract %arg7, %947 : tensor<32xf32>
    %949 = stablehlo.multiply %arg58, %cst_0 : tensor<32xf32>
    %950 = stablehlo.multiply %469, %318 : tensor<2x8x32xf32>
    %951 = stablehlo.reduce(%950 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %952 = stablehlo.add %949, %951 : tensor<32xf32>
    %953 = stablehlo.multiply %952, %cst : tensor<32xf32>
    %954 = stablehlo.subtract %arg6, %953 : tensor<32xf32>
    %955 = stablehlo.multiply %arg59, %cst_0 : tensor<32xf32>
    %956 = stablehlo.multiply %425, %350 : tensor<2x8x32xf32>
    %957 = stablehlo.reduce(%956 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %958 = stablehlo.add %955, %957 : tensor<32xf32>
    %959 = stablehlo.multiply %958, %cst : tensor<32xf32>
    %960 = stablehlo.subtract %arg3, %959 : tensor<32xf32>
    %961 = stablehlo.multiply %arg60, %cst_0 : tensor<32xf32>
    %962 = stablehlo.multiply %410, %363 : tensor<2x8x32xf32>
    %963 = stablehlo.reduce(%962 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %964 = stablehlo.add %961, %963 : tensor<32xf32>
    %965 = stablehlo.multiply %964, %cst : tensor<32xf32>
    %966 = stablehlo.subtract %arg2, %965 : tensor<32xf32>
    return %390, %804, %810, %816, %822, %828, %834, %840, %846, %852, %858, %864, %870, %876, %882, %888, %894, %900, %906, %912, %918, %924, %930, %936, %942, %948, %954, %960, %966, %802, %808, %814, %820, %826, %832, %838, %844, %850, %856, %862, %868, %874, %880, %886, %892, %898, %904, %910, %916, %922, %928, %934, %940, %946, %952, %958, %964 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
