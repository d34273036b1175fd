module @IrToHlo.2471 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 27 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 21 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 20 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 16 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 9 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 8 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg16: tensor<8xf32> {tf.aliasing_output = 7 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg18: tensor<8xf32> {tf.aliasing_output = 6 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg20: tensor<f32>, %arg21: tensor<1xf32> {tf.aliasing_output = 11 : i32}, %arg22: tensor<f32>, %arg23: tensor<1xf32> {tf.aliasing_output = 10 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg26: tensor<8xf32> {tf.aliasing_output = 19 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg28: tensor<8xf32> {tf.aliasing_output = 18 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg30: tensor<1xf32> {tf.aliasing_output = 23 : i32}, %arg31: tensor<1xf32> {tf.aliasing_output = 22 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg33: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg35: tensor<16x32xf32> {tf.aliasing_output = 30 : i32}, %arg36: tensor<16x32xf32> {tf.aliasing_output = 31 : i32}, %arg37: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg38: tensor<8xf32> {tf.aliasing_output = 33 : i32}, %arg39: tensor<8xf32> {tf.aliasing_output = 34 : i32}, %arg40: tensor<64x32xf32> {tf.aliasing_output = 35 : i32}, %arg41: tensor<32x64xf32> {tf.aliasing_output = 36 : i32}, %arg42: tensor<1xf32> {tf.aliasing_output = 37 : i32}, %arg43: tensor<1xf32> {tf.aliasing_output = 38 : i32}, %arg44: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg46: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg47: tensor<16x32xf32> {tf.aliasing_output = 42 : i32}, %arg48: tensor<16x32xf32> {tf.aliasing_output = 43 : i32}, %arg49: tensor<32x32xf32> {tf.aliasing_output = 44 : i32}, %arg50: tensor<8xf32> {tf.aliasing_output = 45 : i32}, %arg51: tensor<8xf32> {tf.aliasing_output = 46 : i32}, %arg52: tensor<64x32xf32> {tf.aliasing_output = 47 : i32}, %arg53: tensor<32x64xf32> {tf.aliasing_output = 48 : i32}, %arg54: tensor<1xf32> {tf.aliasing_output = 49 : i32}, %arg55: tensor<1xf32> {tf.aliasing_output = 50 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg57: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg58: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg59: tensor<128x32xf32> {tf.aliasing_output = 54 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<1xf32>, tensor<1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<1xf32>, tensor<1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<1xf32>, tensor<1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<1xf32>, tensor<1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<1xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_7 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x8x8xf32>
    %cst_16 = stablehlo.constant dense<8.000000e+00> : tensor<2x4x8x8xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<2x4x8x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<2x4x8x1xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_20 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x2x8x8xf32>
    %cst_22 = stablehlo.constant dense<8.000000e+00> : tensor<2x2x8x8xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<2x2x8x1xf32>
    %cst_24 = stablehlo.constant dense<-5.000000e-01> : tensor<2x2x8x1xf32>
    %c_25 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_27 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x64xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_31 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_32 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_33 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_35 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_36 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_38 = stablehlo.constant dense<3> : tensor<2x8xi64>
    %c_39 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_42 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_43 = stablehlo.constant dense<2.000000e+01> : tensor<1xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_47 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_48 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_49 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_50 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_51 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_52 = stablehlo.constant dense<9.99999974E-6> : tensor<2x2x8x1xf32>
    %cst_53 = stablehlo.constant dense<1.250000e-01> : tensor<2x2x8xf32>
    %cst_54 = stablehlo.constant dense<2.000000e+00> : tensor<2x2x8x8xf32>
    %cst_55 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_56 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_57 = stablehlo.constant dense<9.99999974E-6> : tensor<2x4x8x1xf32>
    %cst_58 = stablehlo.constant dense<1.250000e-01> : tensor<2x4x8xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<2x4x8x8xf32>
    %cst_60 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_61 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_63 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_65 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_66 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_67 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_62 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_61 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_60 : tensor<2x8x1xf32>
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
    %22 = stablehlo.power %21, %cst_59 : tensor<2x4x8x8xf32>
    %23 = stablehlo.reduce(%22 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %24 = stablehlo.multiply %23, %cst_58 : tensor<2x4x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %26 = stablehlo.add %25, %cst_57 : tensor<2x4x8x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<2x4x8x1xf32>
    %28 = stablehlo.reshape %27 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.multiply %21, %29 : tensor<2x4x8x8xf32>
    %31 = stablehlo.multiply %5, %30 : tensor<2x4x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %cst_56, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
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
    %49 = stablehlo.multiply %48, %cst_55 : tensor<2x4x8x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %53 = stablehlo.dot_general %17, %52, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %55 = stablehlo.transpose %54, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %56 = stablehlo.power %55, %cst_54 : tensor<2x2x8x8xf32>
    %57 = stablehlo.reduce(%56 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %58 = stablehlo.multiply %57, %cst_53 : tensor<2x2x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %60 = stablehlo.add %59, %cst_52 : tensor<2x2x8x1xf32>
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
    %78 = stablehlo.multiply %77, %cst_55 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.dot_general %50, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %84 = stablehlo.broadcast_in_dim %c_51, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %85 = stablehlo.broadcast_in_dim %c_51, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %86 = stablehlo.compare  LE, %84, %85 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %87 = stablehlo.convert %86 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.and %83, %87 : tensor<1x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_67 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %90 = stablehlo.convert %89 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %91 = stablehlo.reshape %90 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %93 = stablehlo.compare  NE, %arg12, %c_66 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %94 = stablehlo.broadcast_in_dim %c_50, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %95 = stablehlo.compare  LT, %94, %c_49 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.add %94, %c_48 : tensor<2x1x1x8xi64>
    %97 = stablehlo.select %95, %96, %94 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %99 = stablehlo.broadcast_in_dim %c_51, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %100 = stablehlo.compare  LT, %99, %c_49 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %101 = stablehlo.add %99, %c_47 : tensor<2x1x1x8xi64>
    %102 = stablehlo.select %100, %101, %99 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %103 = stablehlo.reshape %102 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %104 = stablehlo.concatenate %98, %103, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %105 = "stablehlo.gather"(%93, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %106 = stablehlo.convert %105 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %109 = stablehlo.and %92, %108 : tensor<2x1x8x8xui8>
    %110 = stablehlo.compare  NE, %109, %c_65 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %111 = stablehlo.select %110, %cst_46, %cst_45 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %114 = stablehlo.add %81, %113 : tensor<2x4x8x8xf32>
    %115 = stablehlo.reduce(%114 init: %cst_64) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.subtract %114, %116 : tensor<2x4x8x8xf32>
    %118 = stablehlo.exponential %117 : tensor<2x4x8x8xf32>
    %119 = stablehlo.reduce(%118 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
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
    %138 = stablehlo.power %136, %cst_62 : tensor<2x8x32xf32>
    %139 = stablehlo.reduce(%138 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %140 = stablehlo.multiply %139, %cst_61 : tensor<2x8xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %142 = stablehlo.add %141, %cst_60 : tensor<2x8x1xf32>
    %143 = stablehlo.rsqrt %142 : tensor<2x8x1xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.multiply %136, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.multiply %137, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %149 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %152 = stablehlo.compare  GT, %151, %cst_44 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %153 = stablehlo.compare  GT, %arg23, %cst_43 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %154 = stablehlo.exponential %arg23 : tensor<1xf32>
    %155 = stablehlo.log_plus_one %154 : tensor<1xf32>
    %156 = stablehlo.select %153, %arg23, %155 : tensor<1xi1>, tensor<1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [2] : (tensor<1xf32>) -> tensor<2x8x1xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %160 = stablehlo.multiply %159, %151 : tensor<2x8x64xf32>
    %161 = stablehlo.multiply %160, %151 : tensor<2x8x64xf32>
    %162 = stablehlo.broadcast_in_dim %arg20, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %163 = stablehlo.multiply %162, %151 : tensor<2x8x64xf32>
    %164 = stablehlo.add %161, %163 : tensor<2x8x64xf32>
    %165 = stablehlo.broadcast_in_dim %arg22, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %166 = stablehlo.minimum %151, %165 : tensor<2x8x64xf32>
    %167 = stablehlo.exponential_minus_one %166 : tensor<2x8x64xf32>
    %168 = stablehlo.subtract %167, %151 : tensor<2x8x64xf32>
    %169 = stablehlo.reshape %arg20 : (tensor<f32>) -> tensor<1xf32>
    %170 = stablehlo.compare  GT, %arg21, %cst_43 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %171 = stablehlo.exponential %arg21 : tensor<1xf32>
    %172 = stablehlo.log_plus_one %171 : tensor<1xf32>
    %173 = stablehlo.select %170, %arg21, %172 : tensor<1xi1>, tensor<1xf32>
    %174 = stablehlo.add %169, %173 : tensor<1xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [2] : (tensor<1xf32>) -> tensor<2x8x1xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %178 = stablehlo.multiply %168, %177 : tensor<2x8x64xf32>
    %179 = stablehlo.add %178, %163 : tensor<2x8x64xf32>
    %180 = stablehlo.select %152, %164, %179 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %182 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %183 = stablehlo.dot_general %181, %182, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %184 = stablehlo.reshape %183 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %185 = stablehlo.add %136, %184 : tensor<2x8x32xf32>
    %186 = stablehlo.broadcast_in_dim %arg28, dims = [3] : (tensor<8xf32>) -> tensor<2x4x8x8xf32>
    %187 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.power %185, %cst_62 : tensor<2x8x32xf32>
    %189 = stablehlo.reduce(%188 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %190 = stablehlo.multiply %189, %cst_61 : tensor<2x8xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %192 = stablehlo.add %191, %cst_60 : tensor<2x8x1xf32>
    %193 = stablehlo.rsqrt %192 : tensor<2x8x1xf32>
    %194 = stablehlo.reshape %193 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.multiply %185, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.multiply %187, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.reshape %197 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %199 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %200 = stablehlo.dot_general %198, %199, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %201 = stablehlo.reshape %200 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %202 = stablehlo.transpose %201, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %203 = stablehlo.power %202, %cst_59 : tensor<2x4x8x8xf32>
    %204 = stablehlo.reduce(%203 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %205 = stablehlo.multiply %204, %cst_58 : tensor<2x4x8xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %207 = stablehlo.add %206, %cst_57 : tensor<2x4x8x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<2x4x8x1xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %211 = stablehlo.multiply %202, %210 : tensor<2x4x8x8xf32>
    %212 = stablehlo.multiply %186, %211 : tensor<2x4x8x8xf32>
    %213 = stablehlo.multiply %212, %38 : tensor<2x4x8x8xf32>
    %214 = stablehlo.slice %212 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %215 = stablehlo.negate %214 : tensor<2x4x8x4xf32>
    %216 = stablehlo.slice %212 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %217 = stablehlo.concatenate %215, %216, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %218 = stablehlo.multiply %217, %46 : tensor<2x4x8x8xf32>
    %219 = stablehlo.add %213, %218 : tensor<2x4x8x8xf32>
    %220 = stablehlo.multiply %219, %cst_55 : tensor<2x4x8x8xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %222 = stablehlo.broadcast_in_dim %arg26, dims = [3] : (tensor<8xf32>) -> tensor<2x2x8x8xf32>
    %223 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %224 = stablehlo.dot_general %198, %223, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %225 = stablehlo.reshape %224 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %226 = stablehlo.transpose %225, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %227 = stablehlo.power %226, %cst_54 : tensor<2x2x8x8xf32>
    %228 = stablehlo.reduce(%227 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %229 = stablehlo.multiply %228, %cst_53 : tensor<2x2x8xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %231 = stablehlo.add %230, %cst_52 : tensor<2x2x8x1xf32>
    %232 = stablehlo.rsqrt %231 : tensor<2x2x8x1xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %235 = stablehlo.multiply %226, %234 : tensor<2x2x8x8xf32>
    %236 = stablehlo.multiply %222, %235 : tensor<2x2x8x8xf32>
    %237 = stablehlo.multiply %236, %66 : tensor<2x2x8x8xf32>
    %238 = stablehlo.slice %236 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %239 = stablehlo.negate %238 : tensor<2x2x8x4xf32>
    %240 = stablehlo.slice %236 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %241 = stablehlo.concatenate %239, %240, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %242 = stablehlo.multiply %241, %72 : tensor<2x2x8x8xf32>
    %243 = stablehlo.add %237, %242 : tensor<2x2x8x8xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %246 = stablehlo.transpose %245, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %247 = stablehlo.multiply %246, %cst_55 : tensor<2x4x8x8xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %249 = stablehlo.dot_general %221, %248, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %250 = stablehlo.reshape %249 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %251 = stablehlo.add %250, %113 : tensor<2x4x8x8xf32>
    %252 = stablehlo.reduce(%251 init: %cst_64) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %254 = stablehlo.subtract %251, %253 : tensor<2x4x8x8xf32>
    %255 = stablehlo.exponential %254 : tensor<2x4x8x8xf32>
    %256 = stablehlo.reduce(%255 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %258 = stablehlo.divide %255, %257 : tensor<2x4x8x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %260 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %261 = stablehlo.dot_general %198, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %262 = stablehlo.reshape %261 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %263 = stablehlo.transpose %262, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %265 = stablehlo.reshape %264 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %266 = stablehlo.dot_general %259, %265, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %267 = stablehlo.reshape %266 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %268 = stablehlo.transpose %267, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %270 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %271 = stablehlo.dot_general %269, %270, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %272 = stablehlo.reshape %271 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %273 = stablehlo.add %185, %272 : tensor<2x8x32xf32>
    %274 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %275 = stablehlo.power %273, %cst_62 : tensor<2x8x32xf32>
    %276 = stablehlo.reduce(%275 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %277 = stablehlo.multiply %276, %cst_61 : tensor<2x8xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %279 = stablehlo.add %278, %cst_60 : tensor<2x8x1xf32>
    %280 = stablehlo.rsqrt %279 : tensor<2x8x1xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %283 = stablehlo.multiply %273, %282 : tensor<2x8x32xf32>
    %284 = stablehlo.multiply %274, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %286 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %287 = stablehlo.dot_general %285, %286, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %288 = stablehlo.reshape %287 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %289 = stablehlo.compare  GT, %288, %cst_44 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %290 = stablehlo.compare  GT, %arg31, %cst_43 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %291 = stablehlo.exponential %arg31 : tensor<1xf32>
    %292 = stablehlo.log_plus_one %291 : tensor<1xf32>
    %293 = stablehlo.select %290, %arg31, %292 : tensor<1xi1>, tensor<1xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [2] : (tensor<1xf32>) -> tensor<2x8x1xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %297 = stablehlo.multiply %296, %288 : tensor<2x8x64xf32>
    %298 = stablehlo.multiply %297, %288 : tensor<2x8x64xf32>
    %299 = stablehlo.multiply %162, %288 : tensor<2x8x64xf32>
    %300 = stablehlo.add %298, %299 : tensor<2x8x64xf32>
    %301 = stablehlo.minimum %288, %165 : tensor<2x8x64xf32>
    %302 = stablehlo.exponential_minus_one %301 : tensor<2x8x64xf32>
    %303 = stablehlo.subtract %302, %288 : tensor<2x8x64xf32>
    %304 = stablehlo.compare  GT, %arg30, %cst_43 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %305 = stablehlo.exponential %arg30 : tensor<1xf32>
    %306 = stablehlo.log_plus_one %305 : tensor<1xf32>
    %307 = stablehlo.select %304, %arg30, %306 : tensor<1xi1>, tensor<1xf32>
    %308 = stablehlo.add %169, %307 : tensor<1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [2] : (tensor<1xf32>) -> tensor<2x8x1xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %312 = stablehlo.multiply %303, %311 : tensor<2x8x64xf32>
    %313 = stablehlo.add %312, %299 : tensor<2x8x64xf32>
    %314 = stablehlo.select %289, %300, %313 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %315 = stablehlo.reshape %314 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %316 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %317 = stablehlo.dot_general %315, %316, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %318 = stablehlo.reshape %317 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %319 = stablehlo.add %273, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.power %319, %cst_62 : tensor<2x8x32xf32>
    %321 = stablehlo.reduce(%320 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %322 = stablehlo.multiply %321, %cst_61 : tensor<2x8xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %324 = stablehlo.add %323, %cst_60 : tensor<2x8x1xf32>
    %325 = stablehlo.rsqrt %324 : tensor<2x8x1xf32>
    %326 = stablehlo.reshape %325 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %328 = stablehlo.multiply %319, %327 : tensor<2x8x32xf32>
    %329 = stablehlo.multiply %0, %328 : tensor<2x8x32xf32>
    %330 = stablehlo.reshape %329 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %331 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %332 = stablehlo.dot_general %330, %331, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %333 = stablehlo.reshape %332 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %334 = stablehlo.slice %333 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %335 = stablehlo.reduce(%334 init: %cst_64) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %337 = stablehlo.subtract %334, %336 : tensor<2x7x128xf32>
    %338 = stablehlo.exponential %337 : tensor<2x7x128xf32>
    %339 = stablehlo.reduce(%338 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %340 = stablehlo.log %339 : tensor<2x7xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %342 = stablehlo.subtract %337, %341 : tensor<2x7x128xf32>
    %343 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %345 = stablehlo.broadcast_in_dim %c_63, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %346 = stablehlo.compare  EQ, %344, %345 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %347 = stablehlo.convert %346 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %348 = stablehlo.convert %347 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %349 = stablehlo.multiply %342, %348 : tensor<2x7x128xf32>
    %350 = stablehlo.reduce(%349 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %351 = stablehlo.reduce(%350 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %352 = stablehlo.multiply %351, %cst_42 : tensor<f32>
    %353 = stablehlo.negate %352 : tensor<f32>
    %354 = stablehlo.multiply %arg33, %cst_41 : tensor<128x32xf32>
    %355 = stablehlo.compare  LT, %arg0, %c_66 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %356 = stablehlo.add %arg0, %c_39 : tensor<2x8xi64>
    %357 = stablehlo.select %355, %356, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %358 = stablehlo.reshape %357 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %359 = stablehlo.compare  EQ, %arg0, %c_38 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %361 = stablehlo.multiply %348, %cst_35 : tensor<2x7x128xf32>
    %362 = stablehlo.exponential %342 : tensor<2x7x128xf32>
    %363 = stablehlo.reduce(%361 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %365 = stablehlo.multiply %362, %364 : tensor<2x7x128xf32>
    %366 = stablehlo.subtract %361, %365 : tensor<2x7x128xf32>
    %367 = stablehlo.pad %366, %cst_68, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %368 = stablehlo.select %c_36, %367, %cst_34 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %369 = stablehlo.reshape %368 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %370 = stablehlo.dot_general %369, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %371 = stablehlo.reshape %370 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %372 = stablehlo.multiply %371, %0 : tensor<2x8x32xf32>
    %373 = stablehlo.multiply %372, %327 : tensor<2x8x32xf32>
    %374 = stablehlo.multiply %372, %319 : tensor<2x8x32xf32>
    %375 = stablehlo.reduce(%374 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %376 = stablehlo.reshape %375 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %377 = stablehlo.multiply %376, %cst_33 : tensor<2x8x1xf32>
    %378 = stablehlo.power %325, %cst_32 : tensor<2x8x1xf32>
    %379 = stablehlo.multiply %377, %378 : tensor<2x8x1xf32>
    %380 = stablehlo.reshape %379 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %382 = stablehlo.divide %381, %cst_31 : tensor<2x8x32xf32>
    %383 = stablehlo.power %319, %cst_30 : tensor<2x8x32xf32>
    %384 = stablehlo.multiply %383, %cst_62 : tensor<2x8x32xf32>
    %385 = stablehlo.multiply %382, %384 : tensor<2x8x32xf32>
    %386 = stablehlo.add %373, %385 : tensor<2x8x32xf32>
    %387 = stablehlo.reshape %386 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %388 = stablehlo.dot_general %387, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %389 = stablehlo.reshape %388 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %390 = stablehlo.select %289, %cst_44, %389 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %391 = stablehlo.multiply %390, %162 : tensor<2x8x64xf32>
    %392 = stablehlo.multiply %390, %311 : tensor<2x8x64xf32>
    %393 = stablehlo.negate %392 : tensor<2x8x64xf32>
    %394 = stablehlo.add %391, %393 : tensor<2x8x64xf32>
    %395 = stablehlo.compare  GT, %288, %165 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %396 = stablehlo.compare  EQ, %288, %165 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %397 = stablehlo.add %302, %cst_29 : tensor<2x8x64xf32>
    %398 = stablehlo.multiply %392, %397 : tensor<2x8x64xf32>
    %399 = stablehlo.divide %398, %cst_28 : tensor<2x8x64xf32>
    %400 = stablehlo.select %396, %399, %398 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %401 = stablehlo.select %395, %cst_44, %400 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %402 = stablehlo.add %394, %401 : tensor<2x8x64xf32>
    %403 = stablehlo.select %289, %389, %cst_44 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %404 = stablehlo.multiply %403, %162 : tensor<2x8x64xf32>
    %405 = stablehlo.add %402, %404 : tensor<2x8x64xf32>
    %406 = stablehlo.multiply %403, %297 : tensor<2x8x64xf32>
    %407 = stablehlo.add %405, %406 : tensor<2x8x64xf32>
    %408 = stablehlo.multiply %403, %288 : tensor<2x8x64xf32>
    %409 = stablehlo.multiply %408, %296 : tensor<2x8x64xf32>
    %410 = stablehlo.add %407, %409 : tensor<2x8x64xf32>
    %411 = stablehlo.reshape %410 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %412 = stablehlo.dot_general %411, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %413 = stablehlo.reshape %412 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %414 = stablehlo.multiply %413, %274 : tensor<2x8x32xf32>
    %415 = stablehlo.multiply %414, %282 : tensor<2x8x32xf32>
    %416 = stablehlo.add %386, %415 : tensor<2x8x32xf32>
    %417 = stablehlo.multiply %414, %273 : tensor<2x8x32xf32>
    %418 = stablehlo.reduce(%417 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %419 = stablehlo.reshape %418 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %420 = stablehlo.multiply %419, %cst_33 : tensor<2x8x1xf32>
    %421 = stablehlo.power %280, %cst_32 : tensor<2x8x1xf32>
    %422 = stablehlo.multiply %420, %421 : tensor<2x8x1xf32>
    %423 = stablehlo.reshape %422 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %425 = stablehlo.divide %424, %cst_31 : tensor<2x8x32xf32>
    %426 = stablehlo.power %273, %cst_30 : tensor<2x8x32xf32>
    %427 = stablehlo.multiply %426, %cst_62 : tensor<2x8x32xf32>
    %428 = stablehlo.multiply %425, %427 : tensor<2x8x32xf32>
    %429 = stablehlo.add %416, %428 : tensor<2x8x32xf32>
    %430 = stablehlo.transpose %259, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %431 = stablehlo.reshape %429 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %432 = stablehlo.dot_general %431, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %433 = stablehlo.reshape %432 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %434 = stablehlo.transpose %433, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %435 = stablehlo.reshape %434 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %436 = stablehlo.dot_general %430, %435, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %437 = stablehlo.reshape %436 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %438 = stablehlo.reduce(%437 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %439 = stablehlo.transpose %438, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %440 = stablehlo.reshape %439 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %441 = stablehlo.dot_general %440, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %442 = stablehlo.reshape %441 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %443 = stablehlo.transpose %221, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %444 = stablehlo.transpose %265, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %445 = stablehlo.dot_general %435, %444, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %446 = stablehlo.reshape %445 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %447 = stablehlo.multiply %446, %258 : tensor<2x4x8x8xf32>
    %448 = stablehlo.reduce(%447 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %450 = stablehlo.multiply %258, %449 : tensor<2x4x8x8xf32>
    %451 = stablehlo.subtract %447, %450 : tensor<2x4x8x8xf32>
    %452 = stablehlo.reshape %451 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %453 = stablehlo.dot_general %443, %452, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %454 = stablehlo.reshape %453 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %455 = stablehlo.multiply %454, %cst_55 : tensor<2x4x8x8xf32>
    %456 = stablehlo.transpose %455, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %457 = stablehlo.reshape %456 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %458 = stablehlo.reduce(%457 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %459 = stablehlo.multiply %458, %72 : tensor<2x2x8x8xf32>
    %460 = stablehlo.slice %459 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %461 = stablehlo.negate %460 : tensor<2x2x8x4xf32>
    %462 = stablehlo.pad %461, %cst_68, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %463 = stablehlo.select %c_27, %462, %cst_26 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %464 = stablehlo.slice %459 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %465 = stablehlo.pad %464, %cst_68, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %466 = stablehlo.select %c_25, %465, %cst_26 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %467 = stablehlo.add %463, %466 : tensor<2x2x8x8xf32>
    %468 = stablehlo.multiply %458, %66 : tensor<2x2x8x8xf32>
    %469 = stablehlo.add %467, %468 : tensor<2x2x8x8xf32>
    %470 = stablehlo.multiply %469, %222 : tensor<2x2x8x8xf32>
    %471 = stablehlo.multiply %470, %234 : tensor<2x2x8x8xf32>
    %472 = stablehlo.multiply %470, %226 : tensor<2x2x8x8xf32>
    %473 = stablehlo.reduce(%472 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %474 = stablehlo.reshape %473 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %475 = stablehlo.multiply %474, %cst_24 : tensor<2x2x8x1xf32>
    %476 = stablehlo.power %232, %cst_23 : tensor<2x2x8x1xf32>
    %477 = stablehlo.multiply %475, %476 : tensor<2x2x8x1xf32>
    %478 = stablehlo.reshape %477 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %480 = stablehlo.divide %479, %cst_22 : tensor<2x2x8x8xf32>
    %481 = stablehlo.power %226, %cst_21 : tensor<2x2x8x8xf32>
    %482 = stablehlo.multiply %481, %cst_54 : tensor<2x2x8x8xf32>
    %483 = stablehlo.multiply %480, %482 : tensor<2x2x8x8xf32>
    %484 = stablehlo.add %471, %483 : tensor<2x2x8x8xf32>
    %485 = stablehlo.transpose %484, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %486 = stablehlo.reshape %485 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %487 = stablehlo.dot_general %486, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %488 = stablehlo.reshape %487 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %489 = stablehlo.add %442, %488 : tensor<2x8x32xf32>
    %490 = stablehlo.transpose %248, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %491 = stablehlo.dot_general %452, %490, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %492 = stablehlo.reshape %491 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %493 = stablehlo.multiply %492, %cst_55 : tensor<2x4x8x8xf32>
    %494 = stablehlo.multiply %493, %46 : tensor<2x4x8x8xf32>
    %495 = stablehlo.slice %494 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %496 = stablehlo.negate %495 : tensor<2x4x8x4xf32>
    %497 = stablehlo.pad %496, %cst_68, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %498 = stablehlo.select %c_20, %497, %cst_19 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %499 = stablehlo.slice %494 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %500 = stablehlo.pad %499, %cst_68, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %501 = stablehlo.select %c, %500, %cst_19 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %502 = stablehlo.add %498, %501 : tensor<2x4x8x8xf32>
    %503 = stablehlo.multiply %493, %38 : tensor<2x4x8x8xf32>
    %504 = stablehlo.add %502, %503 : tensor<2x4x8x8xf32>
    %505 = stablehlo.multiply %504, %186 : tensor<2x4x8x8xf32>
    %506 = stablehlo.multiply %505, %210 : tensor<2x4x8x8xf32>
    %507 = stablehlo.multiply %505, %202 : tensor<2x4x8x8xf32>
    %508 = stablehlo.reduce(%507 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %509 = stablehlo.reshape %508 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %510 = stablehlo.multiply %509, %cst_18 : tensor<2x4x8x1xf32>
    %511 = stablehlo.power %208, %cst_17 : tensor<2x4x8x1xf32>
    %512 = stablehlo.multiply %510, %511 : tensor<2x4x8x1xf32>
    %513 = stablehlo.reshape %512 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %515 = stablehlo.divide %514, %cst_16 : tensor<2x4x8x8xf32>
    %516 = stablehlo.power %202, %cst_15 : tensor<2x4x8x8xf32>
    %517 = stablehlo.multiply %516, %cst_59 : tensor<2x4x8x8xf32>
    %518 = stablehlo.multiply %515, %517 : tensor<2x4x8x8xf32>
    %519 = stablehlo.add %506, %518 : tensor<2x4x8x8xf32>
    %520 = stablehlo.transpose %519, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %521 = stablehlo.reshape %520 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %522 = stablehlo.dot_general %521, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %523 = stablehlo.reshape %522 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %524 = stablehlo.add %489, %523 : tensor<2x8x32xf32>
    %525 = stablehlo.multiply %524, %187 : tensor<2x8x32xf32>
    %526 = stablehlo.multiply %525, %195 : tensor<2x8x32xf32>
    %527 = stablehlo.add %429, %526 : tensor<2x8x32xf32>
    %528 = stablehlo.multiply %525, %185 : tensor<2x8x32xf32>
    %529 = stablehlo.reduce(%528 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %530 = stablehlo.reshape %529 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %531 = stablehlo.multiply %530, %cst_33 : tensor<2x8x1xf32>
    %532 = stablehlo.power %193, %cst_32 : tensor<2x8x1xf32>
    %533 = stablehlo.multiply %531, %532 : tensor<2x8x1xf32>
    %534 = stablehlo.reshape %533 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %536 = stablehlo.divide %535, %cst_31 : tensor<2x8x32xf32>
    %537 = stablehlo.power %185, %cst_30 : tensor<2x8x32xf32>
    %538 = stablehlo.multiply %537, %cst_62 : tensor<2x8x32xf32>
    %539 = stablehlo.multiply %536, %538 : tensor<2x8x32xf32>
    %540 = stablehlo.add %527, %539 : tensor<2x8x32xf32>
    %541 = stablehlo.reshape %540 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %542 = stablehlo.dot_general %541, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %543 = stablehlo.reshape %542 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %544 = stablehlo.select %152, %cst_44, %543 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %545 = stablehlo.multiply %544, %162 : tensor<2x8x64xf32>
    %546 = stablehlo.multiply %544, %177 : tensor<2x8x64xf32>
    %547 = stablehlo.negate %546 : tensor<2x8x64xf32>
    %548 = stablehlo.add %545, %547 : tensor<2x8x64xf32>
    %549 = stablehlo.compare  GT, %151, %165 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %550 = stablehlo.compare  EQ, %151, %165 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %551 = stablehlo.add %167, %cst_29 : tensor<2x8x64xf32>
    %552 = stablehlo.multiply %546, %551 : tensor<2x8x64xf32>
    %553 = stablehlo.divide %552, %cst_28 : tensor<2x8x64xf32>
    %554 = stablehlo.select %550, %553, %552 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %555 = stablehlo.select %549, %cst_44, %554 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %556 = stablehlo.add %548, %555 : tensor<2x8x64xf32>
    %557 = stablehlo.select %152, %543, %cst_44 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %558 = stablehlo.multiply %557, %162 : tensor<2x8x64xf32>
    %559 = stablehlo.add %556, %558 : tensor<2x8x64xf32>
    %560 = stablehlo.multiply %557, %160 : tensor<2x8x64xf32>
    %561 = stablehlo.add %559, %560 : tensor<2x8x64xf32>
    %562 = stablehlo.multiply %557, %151 : tensor<2x8x64xf32>
    %563 = stablehlo.multiply %562, %159 : tensor<2x8x64xf32>
    %564 = stablehlo.add %561, %563 : tensor<2x8x64xf32>
    %565 = stablehlo.reshape %564 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %566 = stablehlo.dot_general %565, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %567 = stablehlo.reshape %566 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %568 = stablehlo.multiply %567, %137 : tensor<2x8x32xf32>
    %569 = stablehlo.multiply %568, %145 : tensor<2x8x32xf32>
    %570 = stablehlo.add %540, %569 : tensor<2x8x32xf32>
    %571 = stablehlo.multiply %568, %136 : tensor<2x8x32xf32>
    %572 = stablehlo.reduce(%571 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %573 = stablehlo.reshape %572 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %574 = stablehlo.multiply %573, %cst_33 : tensor<2x8x1xf32>
    %575 = stablehlo.power %143, %cst_32 : tensor<2x8x1xf32>
    %576 = stablehlo.multiply %574, %575 : tensor<2x8x1xf32>
    %577 = stablehlo.reshape %576 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %579 = stablehlo.divide %578, %cst_31 : tensor<2x8x32xf32>
    %580 = stablehlo.power %136, %cst_30 : tensor<2x8x32xf32>
    %581 = stablehlo.multiply %580, %cst_62 : tensor<2x8x32xf32>
    %582 = stablehlo.multiply %579, %581 : tensor<2x8x32xf32>
    %583 = stablehlo.add %570, %582 : tensor<2x8x32xf32>
    %584 = stablehlo.transpose %122, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %585 = stablehlo.reshape %583 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %586 = stablehlo.dot_general %585, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %587 = stablehlo.reshape %586 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %588 = stablehlo.transpose %587, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %589 = stablehlo.reshape %588 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %590 = stablehlo.dot_general %584, %589, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %591 = stablehlo.reshape %590 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %592 = stablehlo.reduce(%591 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %593 = stablehlo.transpose %592, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %594 = stablehlo.reshape %593 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %595 = stablehlo.dot_general %594, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %596 = stablehlo.reshape %595 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %597 = stablehlo.transpose %50, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %598 = stablehlo.transpose %128, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %599 = stablehlo.dot_general %589, %598, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %600 = stablehlo.reshape %599 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %601 = stablehlo.multiply %600, %121 : tensor<2x4x8x8xf32>
    %602 = stablehlo.reduce(%601 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %604 = stablehlo.multiply %121, %603 : tensor<2x4x8x8xf32>
    %605 = stablehlo.subtract %601, %604 : tensor<2x4x8x8xf32>
    %606 = stablehlo.reshape %605 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %607 = stablehlo.dot_general %597, %606, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %608 = stablehlo.reshape %607 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %609 = stablehlo.multiply %608, %cst_55 : tensor<2x4x8x8xf32>
    %610 = stablehlo.transpose %609, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %611 = stablehlo.reshape %610 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %612 = stablehlo.reduce(%611 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %613 = stablehlo.multiply %612, %72 : tensor<2x2x8x8xf32>
    %614 = stablehlo.slice %613 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %615 = stablehlo.negate %614 : tensor<2x2x8x4xf32>
    %616 = stablehlo.pad %615, %cst_68, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %617 = stablehlo.select %c_27, %616, %cst_26 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %618 = stablehlo.slice %613 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %619 = stablehlo.pad %618, %cst_68, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %620 = stablehlo.select %c_25, %619, %cst_26 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %621 = stablehlo.add %617, %620 : tensor<2x2x8x8xf32>
    %622 = stablehlo.multiply %612, %66 : tensor<2x2x8x8xf32>
    %623 = stablehlo.add %621, %622 : tensor<2x2x8x8xf32>
    %624 = stablehlo.multiply %623, %51 : tensor<2x2x8x8xf32>
    %625 = stablehlo.multiply %624, %63 : tensor<2x2x8x8xf32>
    %626 = stablehlo.multiply %624, %55 : tensor<2x2x8x8xf32>
    %627 = stablehlo.reduce(%626 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %628 = stablehlo.reshape %627 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %629 = stablehlo.multiply %628, %cst_24 : tensor<2x2x8x1xf32>
    %630 = stablehlo.power %61, %cst_23 : tensor<2x2x8x1xf32>
    %631 = stablehlo.multiply %629, %630 : tensor<2x2x8x1xf32>
    %632 = stablehlo.reshape %631 : (tensor<2x2x8x1xf32>) -> tensor<2x2x8xf32>
    %633 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %634 = stablehlo.divide %633, %cst_22 : tensor<2x2x8x8xf32>
    %635 = stablehlo.power %55, %cst_21 : tensor<2x2x8x8xf32>
    %636 = stablehlo.multiply %635, %cst_54 : tensor<2x2x8x8xf32>
    %637 = stablehlo.multiply %634, %636 : tensor<2x2x8x8xf32>
    %638 = stablehlo.add %625, %637 : tensor<2x2x8x8xf32>
    %639 = stablehlo.transpose %638, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %640 = stablehlo.reshape %639 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %641 = stablehlo.dot_general %640, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %642 = stablehlo.reshape %641 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %643 = stablehlo.add %596, %642 : tensor<2x8x32xf32>
    %644 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %645 = stablehlo.dot_general %606, %644, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %646 = stablehlo.reshape %645 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %647 = stablehlo.multiply %646, %cst_55 : tensor<2x4x8x8xf32>
    %648 = stablehlo.multiply %647, %46 : tensor<2x4x8x8xf32>
    %649 = stablehlo.slice %648 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %650 = stablehlo.negate %649 : tensor<2x4x8x4xf32>
    %651 = stablehlo.pad %650, %cst_68, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %652 = stablehlo.select %c_20, %651, %cst_19 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %653 = stablehlo.slice %648 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %654 = stablehlo.pad %653, %cst_68, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %655 = stablehlo.select %c, %654, %cst_19 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %656 = stablehlo.add %652, %655 : tensor<2x4x8x8xf32>
    %657 = stablehlo.multiply %647, %38 : tensor<2x4x8x8xf32>
    %658 = stablehlo.add %656, %657 : tensor<2x4x8x8xf32>
    %659 = stablehlo.multiply %658, %5 : tensor<2x4x8x8xf32>
    %660 = stablehlo.multiply %659, %29 : tensor<2x4x8x8xf32>
    %661 = stablehlo.multiply %659, %21 : tensor<2x4x8x8xf32>
    %662 = stablehlo.reduce(%661 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %663 = stablehlo.reshape %662 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %664 = stablehlo.multiply %663, %cst_18 : tensor<2x4x8x1xf32>
    %665 = stablehlo.power %27, %cst_17 : tensor<2x4x8x1xf32>
    %666 = stablehlo.multiply %664, %665 : tensor<2x4x8x1xf32>
    %667 = stablehlo.reshape %666 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %669 = stablehlo.divide %668, %cst_16 : tensor<2x4x8x8xf32>
    %670 = stablehlo.power %21, %cst_15 : tensor<2x4x8x8xf32>
    %671 = stablehlo.multiply %670, %cst_59 : tensor<2x4x8x8xf32>
    %672 = stablehlo.multiply %669, %671 : tensor<2x4x8x8xf32>
    %673 = stablehlo.add %660, %672 : tensor<2x4x8x8xf32>
    %674 = stablehlo.transpose %673, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %675 = stablehlo.reshape %674 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %676 = stablehlo.dot_general %675, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %677 = stablehlo.reshape %676 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %678 = stablehlo.add %643, %677 : tensor<2x8x32xf32>
    %679 = stablehlo.multiply %678, %6 : tensor<2x8x32xf32>
    %680 = stablehlo.multiply %679, %14 : tensor<2x8x32xf32>
    %681 = stablehlo.add %583, %680 : tensor<2x8x32xf32>
    %682 = stablehlo.multiply %679, %4 : tensor<2x8x32xf32>
    %683 = stablehlo.reduce(%682 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %684 = stablehlo.reshape %683 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %685 = stablehlo.multiply %684, %cst_33 : tensor<2x8x1xf32>
    %686 = stablehlo.power %12, %cst_32 : tensor<2x8x1xf32>
    %687 = stablehlo.multiply %685, %686 : tensor<2x8x1xf32>
    %688 = stablehlo.reshape %687 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %689 = stablehlo.broadcast_in_dim %688, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %690 = stablehlo.divide %689, %cst_31 : tensor<2x8x32xf32>
    %691 = stablehlo.power %4, %cst_30 : tensor<2x8x32xf32>
    %692 = stablehlo.multiply %691, %cst_62 : tensor<2x8x32xf32>
    %693 = stablehlo.multiply %690, %692 : tensor<2x8x32xf32>
    %694 = stablehlo.add %681, %693 : tensor<2x8x32xf32>
    %695 = stablehlo.select %360, %cst_37, %694 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %696 = "stablehlo.scatter"(%cst_40, %358, %695) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %876 = stablehlo.add %arg60, %arg61 : tensor<f32>
      stablehlo.return %876 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %697 = stablehlo.add %354, %696 : tensor<128x32xf32>
    %698 = stablehlo.multiply %697, %cst_14 : tensor<128x32xf32>
    %699 = stablehlo.subtract %arg10, %698 : tensor<128x32xf32>
    %700 = stablehlo.multiply %arg34, %cst_13 : tensor<32x32xf32>
    %701 = stablehlo.transpose %675, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %702 = stablehlo.dot_general %701, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %703 = stablehlo.add %700, %702 : tensor<32x32xf32>
    %704 = stablehlo.multiply %703, %cst_12 : tensor<32x32xf32>
    %705 = stablehlo.subtract %arg17, %704 : tensor<32x32xf32>
    %706 = stablehlo.multiply %arg35, %cst_11 : tensor<16x32xf32>
    %707 = stablehlo.transpose %640, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %708 = stablehlo.dot_general %707, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %709 = stablehlo.add %706, %708 : tensor<16x32xf32>
    %710 = stablehlo.multiply %709, %cst_10 : tensor<16x32xf32>
    %711 = stablehlo.subtract %arg15, %710 : tensor<16x32xf32>
    %712 = stablehlo.multiply %arg36, %cst_11 : tensor<16x32xf32>
    %713 = stablehlo.transpose %594, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %714 = stablehlo.dot_general %713, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %715 = stablehlo.add %712, %714 : tensor<16x32xf32>
    %716 = stablehlo.multiply %715, %cst_10 : tensor<16x32xf32>
    %717 = stablehlo.subtract %arg9, %716 : tensor<16x32xf32>
    %718 = stablehlo.multiply %arg37, %cst_13 : tensor<32x32xf32>
    %719 = stablehlo.transpose %585, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %720 = stablehlo.dot_general %719, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %721 = stablehlo.add %718, %720 : tensor<32x32xf32>
    %722 = stablehlo.multiply %721, %cst_12 : tensor<32x32xf32>
    %723 = stablehlo.subtract %arg8, %722 : tensor<32x32xf32>
    %724 = stablehlo.multiply %arg38, %cst_9 : tensor<8xf32>
    %725 = stablehlo.multiply %658, %30 : tensor<2x4x8x8xf32>
    %726 = stablehlo.reduce(%725 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %727 = stablehlo.add %724, %726 : tensor<8xf32>
    %728 = stablehlo.multiply %727, %cst_8 : tensor<8xf32>
    %729 = stablehlo.subtract %arg18, %728 : tensor<8xf32>
    %730 = stablehlo.multiply %arg39, %cst_9 : tensor<8xf32>
    %731 = stablehlo.multiply %623, %64 : tensor<2x2x8x8xf32>
    %732 = stablehlo.reduce(%731 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %733 = stablehlo.add %730, %732 : tensor<8xf32>
    %734 = stablehlo.multiply %733, %cst_8 : tensor<8xf32>
    %735 = stablehlo.subtract %arg16, %734 : tensor<8xf32>
    %736 = stablehlo.multiply %arg40, %cst_7 : tensor<64x32xf32>
    %737 = stablehlo.transpose %565, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %738 = stablehlo.dot_general %737, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %739 = stablehlo.add %736, %738 : tensor<64x32xf32>
    %740 = stablehlo.multiply %739, %cst_6 : tensor<64x32xf32>
    %741 = stablehlo.subtract %arg7, %740 : tensor<64x32xf32>
    %742 = stablehlo.multiply %arg41, %cst_5 : tensor<32x64xf32>
    %743 = stablehlo.transpose %541, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %744 = stablehlo.dot_general %743, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %745 = stablehlo.add %742, %744 : tensor<32x64xf32>
    %746 = stablehlo.multiply %745, %cst_4 : tensor<32x64xf32>
    %747 = stablehlo.subtract %arg6, %746 : tensor<32x64xf32>
    %748 = stablehlo.multiply %arg42, %cst_3 : tensor<1xf32>
    %749 = stablehlo.multiply %562, %151 : tensor<2x8x64xf32>
    %750 = stablehlo.reduce(%749 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<f32>
    %751 = stablehlo.reshape %750 : (tensor<f32>) -> tensor<1xf32>
    %752 = stablehlo.multiply %751, %154 : tensor<1xf32>
    %753 = stablehlo.add %154, %cst_2 : tensor<1xf32>
    %754 = stablehlo.divide %752, %753 : tensor<1xf32>
    %755 = stablehlo.select %153, %751, %754 : tensor<1xi1>, tensor<1xf32>
    %756 = stablehlo.add %748, %755 : tensor<1xf32>
    %757 = stablehlo.multiply %756, %cst_1 : tensor<1xf32>
    %758 = stablehlo.subtract %arg23, %757 : tensor<1xf32>
    %759 = stablehlo.multiply %arg43, %cst_3 : tensor<1xf32>
    %760 = stablehlo.multiply %544, %168 : tensor<2x8x64xf32>
    %761 = stablehlo.reduce(%760 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<f32>
    %762 = stablehlo.reshape %761 : (tensor<f32>) -> tensor<1xf32>
    %763 = stablehlo.multiply %762, %171 : tensor<1xf32>
    %764 = stablehlo.add %171, %cst_2 : tensor<1xf32>
    %765 = stablehlo.divide %763, %764 : tensor<1xf32>
    %766 = stablehlo.select %170, %762, %765 : tensor<1xi1>, tensor<1xf32>
    %767 = stablehlo.add %759, %766 : tensor<1xf32>
    %768 = stablehlo.multiply %767, %cst_1 : tensor<1xf32>
    %769 = stablehlo.subtract %arg21, %768 : tensor<1xf32>
    %770 = stablehlo.multiply %arg44, %cst_0 : tensor<32xf32>
    %771 = stablehlo.multiply %678, %15 : tensor<2x8x32xf32>
    %772 = stablehlo.reduce(%771 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %773 = stablehlo.add %770, %772 : tensor<32xf32>
    %774 = stablehlo.multiply %773, %cst : tensor<32xf32>
    %775 = stablehlo.subtract %arg11, %774 : tensor<32xf32>
    %776 = stablehlo.multiply %arg45, %cst_0 : tensor<32xf32>
    %777 = stablehlo.multiply %567, %146 : tensor<2x8x32xf32>
    %778 = stablehlo.reduce(%777 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %779 = stablehlo.add %776, %778 : tensor<32xf32>
    %780 = stablehlo.multiply %779, %cst : tensor<32xf32>
    %781 = stablehlo.subtract %arg19, %780 : tensor<32xf32>
    %782 = stablehlo.multiply %arg46, %cst_13 : tensor<32x32xf32>
    %783 = stablehlo.transpose %521, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %784 = stablehlo.dot_general %783, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %785 = stablehlo.add %782, %784 : tensor<32x32xf32>
    %786 = stablehlo.multiply %785, %cst_12 : tensor<32x32xf32>
    %787 = stablehlo.subtract %arg27, %786 : tensor<32x32xf32>
    %788 = stablehlo.multiply %arg47, %cst_11 : tensor<16x32xf32>
    %789 = stablehlo.transpose %486, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %790 = stablehlo.dot_general %789, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %791 = stablehlo.add %788, %790 : tensor<16x32xf32>
    %792 = stablehlo.multiply %791, %cst_10 : tensor<16x32xf32>
    %793 = stablehlo.subtract %arg25, %792 : tensor<16x32xf32>
    %794 = stablehlo.multiply %arg48, %cst_11 : tensor<16x32xf32>
    %795 = stablehlo.transpose %440, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %796 = stablehlo.dot_general %795, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %797 = stablehlo.add %794, %796 : tensor<16x32xf32>
    %798 = stablehlo.multiply %797, %cst_10 : tensor<16x32xf32>
    %799 = stablehlo.subtract %arg5, %798 : tensor<16x32xf32>
    %800 = stablehlo.multiply %arg49, %cst_13 : tensor<32x32xf32>
    %801 = stablehlo.transpose %431, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %802 = stablehlo.dot_general %801, %269, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %803 = stablehlo.add %800, %802 : tensor<32x32xf32>
    %804 = stablehlo.multiply %803, %cst_12 : tensor<32x32xf32>
    %805 = stablehlo.subtract %arg4, %804 : tensor<32x32xf32>
    %806 = stablehlo.multiply %arg50, %cst_9 : tensor<8xf32>
    %807 = stablehlo.multiply %504, %211 : tensor<2x4x8x8xf32>
    %808 = stablehlo.reduce(%807 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %809 = stablehlo.add %806, %808 : tensor<8xf32>
    %810 = stablehlo.multiply %809, %cst_8 : tensor<8xf32>
    %811 = stablehlo.subtract %arg28, %810 : tensor<8xf32>
    %812 = stablehlo.multiply %arg51, %cst_9 : tensor<8xf32>
    %813 = stablehlo.multiply %469, %235 : tensor<2x2x8x8xf32>
    %814 = stablehlo.reduce(%813 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %815 = stablehlo.add %812, %814 : tensor<8xf32>
    %816 = stablehlo.multiply %815, %cst_8 : tensor<8xf32>
    %817 = stablehlo.subtract %arg26, %816 : tensor<8xf32>
    %818 = stablehlo.multiply %arg52, %cst_7 : tensor<64x32xf32>
    %819 = stablehlo.transpose %411, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %820 = stablehlo.dot_general %819, %285, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %821 = stablehlo.add %818, %820 : tensor<64x32xf32>
    %822 = stablehlo.multiply %821, %cst_6 : tensor<64x32xf32>
    %823 = stablehlo.subtract %arg3, %822 : tensor<64x32xf32>
    %824 = stablehlo.multiply %arg53, %cst_5 : tensor<32x64xf32>
    %825 = stablehlo.transpose %387, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %826 = stablehlo.dot_general %825, %315, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %827 = stablehlo.add %824, %826 : tensor<32x64xf32>
    %828 = stablehlo.multiply %827, %cst_4 : tensor<32x64xf32>
    %829 = stablehlo.subtract %arg2, %828 : tensor<32x64xf32>
    %830 = stablehlo.multiply %arg54, %cst_3 : tensor<1xf32>
    %831 = stablehlo.multiply %408, %288 : tensor<2x8x64xf32>
    %832 = stablehlo.reduce(%831 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<f32>
    %833 = stablehlo.reshape %832 : (tensor<f32>) -> tensor<1xf32>
    %834 = stablehlo.multiply %833, %291 : tensor<1xf32>
    %835 = stablehlo.add %291, %cst_2 : tensor<1xf32>
    %836 = stablehlo.divide %834, %835 : tensor<1xf32>
    %837 = stablehlo.select %290, %833, %836 : tensor<1xi1>, tensor<1xf32>
    %838 = stablehlo.add %830, %837 : tensor<1xf32>
    %839 = stablehlo.multiply %838, %cst_1 : tensor<1xf32>
    %840 = stablehlo.subtract %arg31, %839 : tensor<1xf32>
    %841 = stablehlo.multiply %arg55, %cst_3 : tensor<1xf32>
    %842 = stablehlo.multiply %390, %303 : tensor<2x8x64xf32>
    %843 = stablehlo.reduce(%842 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<f32>
    %844 = stablehlo.reshape %843 : (tensor<f32>) -> tensor<1xf32>
    %845 = stablehlo.multiply %844, %305 : tensor<1xf32>
    %846 = stablehlo.add %305, %cst_2 : tensor<1xf32>
    %847 = stablehlo.divide %845, %846 : tensor<1xf32>
    %848 = stablehlo.select %304, %844, %847 : tensor<1xi1>, tensor<1xf32>
    %849 = stablehlo.add %841, %848 : tensor<1xf32>
    %850 = stablehlo.multiply %849, %cst_1 : tensor<1xf32>
    %851 = stablehlo.subtract %arg30, %850 : tensor<1xf32>
    %852 = stablehlo.multiply %arg56, %cst_0 : tensor<32xf32>
    %853 = stablehlo.multiply %524, %196 : tensor<2x8x32xf32>
    %854 = stablehlo.reduce(%853 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %855 = stablehlo.add %852, %854 : tensor<32xf32>
    %856 = stablehlo.multiply %855, %cst : tensor<32xf32>
    %857 = stablehlo.subtract %arg24, %856 : tensor<32xf32>
    %858 = stablehlo.multiply %arg57, %cst_0 : tensor<32xf32>
    %859 = stablehlo.multiply %413, %283 : tensor<2x8x32xf32>
    %860 = stablehlo.reduce(%859 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %861 = stablehlo.add %858, %860 : tensor<32xf32>
    %862 = stablehlo.multiply %861, %cst : tensor<32xf32>
    %863 = stablehlo.subtract %arg29, %862 : tensor<32xf32>
    %864 = stablehlo.multiply %arg58, %cst_0 : tensor<32xf32>
    %865 = stablehlo.multiply %371, %328 : tensor<2x8x32xf32>
    %866 = stablehlo.reduce(%865 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %867 = stablehlo.add %864, %866 : tensor<32xf32>
    %868 = stablehlo.multiply %867, %cst : tensor<32xf32>
    %869 = stablehlo.subtract %arg32, %868 : tensor<32xf32>
    %870 = stablehlo.multiply %arg59, %cst_41 : tensor<128x32xf32>
    %871 = stablehlo.transpose %369, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %872 = stablehlo.dot_general %871, %330, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %873 = stablehlo.add %870, %872 : tensor<128x32xf32>
    %874 = stablehlo.multiply %873, %cst_14 : tensor<128x32xf32>
    %875 = stablehlo.subtract %arg1, %874 : tensor<128x32xf32>
    return %353, %699, %705, %711, %717, %723, %729, %735, %741, %747, %758, %769, %775, %781, %787, %793, %799, %805, %811, %817, %823, %829, %840, %851, %857, %863, %869, %875, %697, %703, %709, %715, %721, %727, %733, %739, %745, %756, %767, %773, %779, %785, %791, %797, %803, %809, %815, %821, %827, %838, %849, %855, %861, %867, %873 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<1xf32>, tensor<1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<1xf32>, tensor<1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<1xf32>, tensor<1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<1xf32>, tensor<1xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
