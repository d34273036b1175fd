module @IrToHlo.2367 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 27 : i32}, %arg2: tensor<32x128xf32> {tf.aliasing_output = 23 : i32}, %arg3: tensor<128x32xf32> {tf.aliasing_output = 22 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 17 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 16 : i32}, %arg6: tensor<32x128xf32> {tf.aliasing_output = 11 : i32}, %arg7: tensor<128x32xf32> {tf.aliasing_output = 10 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg18: tensor<128x32xf32> {tf.aliasing_output = 9 : i32}, %arg19: tensor<8x32xf32> {tf.aliasing_output = 6 : i32}, %arg20: tensor<8x64x32xf32> {tf.aliasing_output = 8 : i32}, %arg21: tensor<8x32x128xf32> {tf.aliasing_output = 7 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg23: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<128x32xf32> {tf.aliasing_output = 21 : i32}, %arg27: tensor<8x32xf32> {tf.aliasing_output = 18 : i32}, %arg28: tensor<8x64x32xf32> {tf.aliasing_output = 20 : i32}, %arg29: tensor<8x32x128xf32> {tf.aliasing_output = 19 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg31: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<16x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<16x32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<8x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<8x32x128xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<8x64x32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<128x32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<128x32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x128xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<16x32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<16x32xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<32x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<8x32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<8x32x128xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<8x64x32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<128x32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<128x32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<32x128xf32> {tf.aliasing_output = 50 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 51 : i32}, %arg55: tensor<32xf32> {tf.aliasing_output = 52 : i32}, %arg56: tensor<32xf32> {tf.aliasing_output = 53 : i32}, %arg57: tensor<128x32xf32> {tf.aliasing_output = 54 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32x128xf32>, tensor<8x64x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32x128xf32>, tensor<8x64x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32x128xf32>, tensor<8x64x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32x128xf32>, tensor<8x64x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x128xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<8x64x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<8x64x32xf32>
    %cst_5 = stablehlo.constant dense<0.899999976> : tensor<8x64x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<8x32x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<8x32x128xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<8x32x128xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<8x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<8x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_17 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_18 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_20 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<16x8xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<32x64xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_25 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_26 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_30 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_32 = stablehlo.constant dense<2> : tensor<2x8xi64>
    %c_33 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_36 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %c_37 = stablehlo.constant dense<8> : tensor<32xi64>
    %c_38 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_41 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_42 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_43 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_44 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_45 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_46 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_47 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_48 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_49 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_51 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_53 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_54 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_55 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_50 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_49 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_48 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.broadcast_in_dim %cst_47, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<1x8x4xf32>
    %24 = stablehlo.concatenate %23, %23, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %25 = stablehlo.cosine %24 : tensor<1x8x8xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %28 = stablehlo.multiply %20, %27 : tensor<2x4x8x8xf32>
    %29 = stablehlo.slice %20 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %30 = stablehlo.negate %29 : tensor<2x4x8x4xf32>
    %31 = stablehlo.slice %20 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %32 = stablehlo.concatenate %30, %31, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.sine %24 : tensor<1x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %36 = stablehlo.multiply %32, %35 : tensor<2x4x8x8xf32>
    %37 = stablehlo.add %28, %36 : tensor<2x4x8x8xf32>
    %38 = stablehlo.multiply %37, %cst_46 : tensor<2x4x8x8xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %40 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %41 = stablehlo.dot_general %16, %40, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %42 = stablehlo.reshape %41 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %44 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<2x2x8x8xf32>
    %46 = stablehlo.slice %43 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %47 = stablehlo.negate %46 : tensor<2x2x8x4xf32>
    %48 = stablehlo.slice %43 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %49 = stablehlo.concatenate %47, %48, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %50 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<2x2x8x8xf32>
    %52 = stablehlo.add %45, %51 : tensor<2x2x8x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %54 = stablehlo.reshape %53 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %55 = stablehlo.transpose %54, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %56 = stablehlo.multiply %55, %cst_46 : tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %39, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %62 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.compare  LE, %62, %63 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %65 = stablehlo.convert %64 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.and %61, %65 : tensor<1x1x8x8xui8>
    %67 = stablehlo.compare  NE, %66, %c_55 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %68 = stablehlo.convert %67 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %69 = stablehlo.reshape %68 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %71 = stablehlo.compare  NE, %arg12, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %72 = stablehlo.broadcast_in_dim %c_44, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %73 = stablehlo.compare  LT, %72, %c_43 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %74 = stablehlo.add %72, %c_42 : tensor<2x1x1x8xi64>
    %75 = stablehlo.select %73, %74, %72 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %76 = stablehlo.reshape %75 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %77 = stablehlo.broadcast_in_dim %c_45, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %78 = stablehlo.compare  LT, %77, %c_43 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %79 = stablehlo.add %77, %c_41 : tensor<2x1x1x8xi64>
    %80 = stablehlo.select %78, %79, %77 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %81 = stablehlo.reshape %80 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %82 = stablehlo.concatenate %76, %81, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %83 = "stablehlo.gather"(%71, %82) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %84 = stablehlo.convert %83 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %87 = stablehlo.and %70, %86 : tensor<2x1x8x8xui8>
    %88 = stablehlo.compare  NE, %87, %c_53 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %89 = stablehlo.select %88, %cst_40, %cst_39 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %92 = stablehlo.add %59, %91 : tensor<2x4x8x8xf32>
    %93 = stablehlo.reduce(%92 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<2x4x8x8xf32>
    %96 = stablehlo.exponential %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.divide %96, %98 : tensor<2x4x8x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %101 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %102 = stablehlo.dot_general %16, %101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %104 = stablehlo.transpose %103, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.dot_general %100, %106, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %109 = stablehlo.transpose %108, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %111 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %112 = stablehlo.dot_general %110, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %114 = stablehlo.add %4, %113 : tensor<2x8x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %116 = stablehlo.power %114, %cst_50 : tensor<2x8x32xf32>
    %117 = stablehlo.reduce(%116 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %118 = stablehlo.multiply %117, %cst_49 : tensor<2x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %120 = stablehlo.add %119, %cst_48 : tensor<2x8x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<2x8x1xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.multiply %114, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.multiply %115, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %129 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,8]{0,1}"} : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %130 = stablehlo.dot_general %126, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    %131 = stablehlo.iota dim = 0 : tensor<8xi32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [1] : (tensor<8xi32>) -> tensor<16x8xi32>
    %133:2 = "stablehlo.sort"(%130, %132) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>, %arg60: tensor<i32>, %arg61: tensor<i32>):
      %847 = stablehlo.compare  GT, %arg58, %arg59,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %847 : tensor<i1>
    }) : (tensor<16x8xf32>, tensor<16x8xi32>) -> (tensor<16x8xf32>, tensor<16x8xi32>)
    %134 = stablehlo.slice %133#1 [0:16, 0:2] : (tensor<16x8xi32>) -> tensor<16x2xi32>
    %135 = stablehlo.convert %134 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %136 = stablehlo.reshape %135 : (tensor<16x2xi64>) -> tensor<32xi64>
    %137 = stablehlo.compare  LT, %136, %c_38 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %138 = stablehlo.add %136, %c_37 : tensor<32xi64>
    %139 = stablehlo.select %137, %138, %136 : tensor<32xi1>, tensor<32xi64>
    %140 = stablehlo.reshape %139 : (tensor<32xi64>) -> tensor<32x1xi64>
    %141 = "stablehlo.gather"(%arg21, %140) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 128>}> : (tensor<8x32x128xf32>, tensor<32x1xi64>) -> tensor<32x32x128xf32>
    %142 = stablehlo.dot_general %128, %141, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x32xf32>, tensor<32x32x128xf32>) -> tensor<32x1x128xf32>
    %143 = stablehlo.reshape %142 : (tensor<32x1x128xf32>) -> tensor<32x128xf32>
    %144 = stablehlo.slice %143 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %145 = stablehlo.logistic %144 : tensor<32x64xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<32x64xf32>
    %147 = stablehlo.slice %143 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %148 = stablehlo.multiply %146, %147 : tensor<32x64xf32>
    %149 = stablehlo.reshape %148 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %150 = "stablehlo.gather"(%arg20, %140) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<8x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %151 = stablehlo.dot_general %149, %150, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x64xf32>, tensor<32x64x32xf32>) -> tensor<32x1x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %153 = stablehlo.slice %133#0 [0:16, 0:2] : (tensor<16x8xf32>) -> tensor<16x2xf32>
    %154 = stablehlo.reduce(%153 init: %cst_52) applies stablehlo.maximum across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %156 = stablehlo.subtract %153, %155 : tensor<16x2xf32>
    %157 = stablehlo.exponential %156 : tensor<16x2xf32>
    %158 = stablehlo.reduce(%157 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %160 = stablehlo.divide %157, %159 : tensor<16x2xf32>
    %161 = stablehlo.reshape %160 : (tensor<16x2xf32>) -> tensor<32xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %163 = stablehlo.multiply %152, %162 : tensor<32x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %165 = stablehlo.reduce(%164 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %166 = stablehlo.reshape %165 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %167 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %168 = stablehlo.dot_general %126, %167, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %169 = stablehlo.reshape %168 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %170 = stablehlo.logistic %169 : tensor<2x8x128xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<2x8x128xf32>
    %172 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %173 = stablehlo.dot_general %126, %172, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %174 = stablehlo.reshape %173 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %175 = stablehlo.multiply %171, %174 : tensor<2x8x128xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %177 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %178 = stablehlo.dot_general %176, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %179 = stablehlo.reshape %178 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.add %166, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.add %114, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.power %181, %cst_50 : tensor<2x8x32xf32>
    %184 = stablehlo.reduce(%183 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %185 = stablehlo.multiply %184, %cst_49 : tensor<2x8xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %187 = stablehlo.add %186, %cst_48 : tensor<2x8x1xf32>
    %188 = stablehlo.rsqrt %187 : tensor<2x8x1xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.multiply %181, %190 : tensor<2x8x32xf32>
    %192 = stablehlo.multiply %182, %191 : tensor<2x8x32xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %194 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %195 = stablehlo.dot_general %193, %194, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %197 = stablehlo.transpose %196, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %198 = stablehlo.multiply %197, %27 : tensor<2x4x8x8xf32>
    %199 = stablehlo.slice %197 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %200 = stablehlo.negate %199 : tensor<2x4x8x4xf32>
    %201 = stablehlo.slice %197 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %202 = stablehlo.concatenate %200, %201, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %203 = stablehlo.multiply %202, %35 : tensor<2x4x8x8xf32>
    %204 = stablehlo.add %198, %203 : tensor<2x4x8x8xf32>
    %205 = stablehlo.multiply %204, %cst_46 : tensor<2x4x8x8xf32>
    %206 = stablehlo.reshape %205 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %207 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %208 = stablehlo.dot_general %193, %207, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %209 = stablehlo.reshape %208 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %210 = stablehlo.transpose %209, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %211 = stablehlo.multiply %210, %44 : tensor<2x2x8x8xf32>
    %212 = stablehlo.slice %210 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %213 = stablehlo.negate %212 : tensor<2x2x8x4xf32>
    %214 = stablehlo.slice %210 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %215 = stablehlo.concatenate %213, %214, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %216 = stablehlo.multiply %215, %50 : tensor<2x2x8x8xf32>
    %217 = stablehlo.add %211, %216 : tensor<2x2x8x8xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %220 = stablehlo.transpose %219, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %221 = stablehlo.multiply %220, %cst_46 : tensor<2x4x8x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %223 = stablehlo.dot_general %206, %222, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %225 = stablehlo.add %224, %91 : tensor<2x4x8x8xf32>
    %226 = stablehlo.reduce(%225 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %228 = stablehlo.subtract %225, %227 : tensor<2x4x8x8xf32>
    %229 = stablehlo.exponential %228 : tensor<2x4x8x8xf32>
    %230 = stablehlo.reduce(%229 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %232 = stablehlo.divide %229, %231 : tensor<2x4x8x8xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %234 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %235 = stablehlo.dot_general %193, %234, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %236 = stablehlo.reshape %235 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %237 = stablehlo.transpose %236, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %240 = stablehlo.dot_general %233, %239, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %241 = stablehlo.reshape %240 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %242 = stablehlo.transpose %241, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %244 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %245 = stablehlo.dot_general %243, %244, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %246 = stablehlo.reshape %245 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %247 = stablehlo.add %181, %246 : tensor<2x8x32xf32>
    %248 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %249 = stablehlo.power %247, %cst_50 : tensor<2x8x32xf32>
    %250 = stablehlo.reduce(%249 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %251 = stablehlo.multiply %250, %cst_49 : tensor<2x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %253 = stablehlo.add %252, %cst_48 : tensor<2x8x1xf32>
    %254 = stablehlo.rsqrt %253 : tensor<2x8x1xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %257 = stablehlo.multiply %247, %256 : tensor<2x8x32xf32>
    %258 = stablehlo.multiply %248, %257 : tensor<2x8x32xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %261 = stablehlo.reshape %260 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %262 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,8]{0,1}"} : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %263 = stablehlo.dot_general %259, %262, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    %264:2 = "stablehlo.sort"(%263, %132) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>, %arg60: tensor<i32>, %arg61: tensor<i32>):
      %847 = stablehlo.compare  GT, %arg58, %arg59,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %847 : tensor<i1>
    }) : (tensor<16x8xf32>, tensor<16x8xi32>) -> (tensor<16x8xf32>, tensor<16x8xi32>)
    %265 = stablehlo.slice %264#1 [0:16, 0:2] : (tensor<16x8xi32>) -> tensor<16x2xi32>
    %266 = stablehlo.convert %265 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %267 = stablehlo.reshape %266 : (tensor<16x2xi64>) -> tensor<32xi64>
    %268 = stablehlo.compare  LT, %267, %c_38 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %269 = stablehlo.add %267, %c_37 : tensor<32xi64>
    %270 = stablehlo.select %268, %269, %267 : tensor<32xi1>, tensor<32xi64>
    %271 = stablehlo.reshape %270 : (tensor<32xi64>) -> tensor<32x1xi64>
    %272 = "stablehlo.gather"(%arg29, %271) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 128>}> : (tensor<8x32x128xf32>, tensor<32x1xi64>) -> tensor<32x32x128xf32>
    %273 = stablehlo.dot_general %261, %272, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x32xf32>, tensor<32x32x128xf32>) -> tensor<32x1x128xf32>
    %274 = stablehlo.reshape %273 : (tensor<32x1x128xf32>) -> tensor<32x128xf32>
    %275 = stablehlo.slice %274 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %276 = stablehlo.logistic %275 : tensor<32x64xf32>
    %277 = stablehlo.multiply %275, %276 : tensor<32x64xf32>
    %278 = stablehlo.slice %274 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %279 = stablehlo.multiply %277, %278 : tensor<32x64xf32>
    %280 = stablehlo.reshape %279 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %281 = "stablehlo.gather"(%arg28, %271) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<8x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %282 = stablehlo.dot_general %280, %281, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x64xf32>, tensor<32x64x32xf32>) -> tensor<32x1x32xf32>
    %283 = stablehlo.reshape %282 : (tensor<32x1x32xf32>) -> tensor<32x32xf32>
    %284 = stablehlo.slice %264#0 [0:16, 0:2] : (tensor<16x8xf32>) -> tensor<16x2xf32>
    %285 = stablehlo.reduce(%284 init: %cst_52) applies stablehlo.maximum across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %287 = stablehlo.subtract %284, %286 : tensor<16x2xf32>
    %288 = stablehlo.exponential %287 : tensor<16x2xf32>
    %289 = stablehlo.reduce(%288 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %291 = stablehlo.divide %288, %290 : tensor<16x2xf32>
    %292 = stablehlo.reshape %291 : (tensor<16x2xf32>) -> tensor<32xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %294 = stablehlo.multiply %283, %293 : tensor<32x32xf32>
    %295 = stablehlo.reshape %294 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %296 = stablehlo.reduce(%295 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %297 = stablehlo.reshape %296 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %298 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %299 = stablehlo.dot_general %259, %298, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %300 = stablehlo.reshape %299 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %301 = stablehlo.logistic %300 : tensor<2x8x128xf32>
    %302 = stablehlo.multiply %300, %301 : tensor<2x8x128xf32>
    %303 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %304 = stablehlo.dot_general %259, %303, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %305 = stablehlo.reshape %304 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %306 = stablehlo.multiply %302, %305 : tensor<2x8x128xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %308 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %309 = stablehlo.dot_general %307, %308, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %310 = stablehlo.reshape %309 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %311 = stablehlo.add %297, %310 : tensor<2x8x32xf32>
    %312 = stablehlo.add %247, %311 : tensor<2x8x32xf32>
    %313 = stablehlo.power %312, %cst_50 : tensor<2x8x32xf32>
    %314 = stablehlo.reduce(%313 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %315 = stablehlo.multiply %314, %cst_49 : tensor<2x8xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %317 = stablehlo.add %316, %cst_48 : tensor<2x8x1xf32>
    %318 = stablehlo.rsqrt %317 : tensor<2x8x1xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %321 = stablehlo.multiply %312, %320 : tensor<2x8x32xf32>
    %322 = stablehlo.multiply %0, %321 : tensor<2x8x32xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %324 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %325 = stablehlo.dot_general %323, %324, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %326 = stablehlo.reshape %325 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %327 = stablehlo.slice %326 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %328 = stablehlo.reduce(%327 init: %cst_52) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %330 = stablehlo.subtract %327, %329 : tensor<2x7x128xf32>
    %331 = stablehlo.exponential %330 : tensor<2x7x128xf32>
    %332 = stablehlo.reduce(%331 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %333 = stablehlo.log %332 : tensor<2x7xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %335 = stablehlo.subtract %330, %334 : tensor<2x7x128xf32>
    %336 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %338 = stablehlo.broadcast_in_dim %c_51, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %339 = stablehlo.compare  EQ, %337, %338 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %340 = stablehlo.convert %339 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %341 = stablehlo.convert %340 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %342 = stablehlo.multiply %335, %341 : tensor<2x7x128xf32>
    %343 = stablehlo.reduce(%342 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %344 = stablehlo.reduce(%343 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %345 = stablehlo.multiply %344, %cst_36 : tensor<f32>
    %346 = stablehlo.negate %345 : tensor<f32>
    %347 = stablehlo.multiply %arg31, %cst_35 : tensor<128x32xf32>
    %348 = stablehlo.compare  LT, %arg0, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %349 = stablehlo.add %arg0, %c_33 : tensor<2x8xi64>
    %350 = stablehlo.select %348, %349, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %351 = stablehlo.reshape %350 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %352 = stablehlo.compare  EQ, %arg0, %c_32 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %354 = stablehlo.multiply %341, %cst_29 : tensor<2x7x128xf32>
    %355 = stablehlo.exponential %335 : tensor<2x7x128xf32>
    %356 = stablehlo.reduce(%354 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %358 = stablehlo.multiply %355, %357 : tensor<2x7x128xf32>
    %359 = stablehlo.subtract %354, %358 : tensor<2x7x128xf32>
    %360 = stablehlo.pad %359, %cst_56, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %361 = stablehlo.select %c_30, %360, %cst_28 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %362 = stablehlo.reshape %361 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %363 = stablehlo.dot_general %362, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %364 = stablehlo.reshape %363 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %365 = stablehlo.multiply %364, %0 : tensor<2x8x32xf32>
    %366 = stablehlo.multiply %365, %320 : tensor<2x8x32xf32>
    %367 = stablehlo.multiply %365, %312 : tensor<2x8x32xf32>
    %368 = stablehlo.reduce(%367 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %369 = stablehlo.reshape %368 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %370 = stablehlo.multiply %369, %cst_27 : tensor<2x8x1xf32>
    %371 = stablehlo.power %318, %cst_26 : tensor<2x8x1xf32>
    %372 = stablehlo.multiply %370, %371 : tensor<2x8x1xf32>
    %373 = stablehlo.reshape %372 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %375 = stablehlo.divide %374, %cst_25 : tensor<2x8x32xf32>
    %376 = stablehlo.power %312, %cst_24 : tensor<2x8x32xf32>
    %377 = stablehlo.multiply %376, %cst_50 : tensor<2x8x32xf32>
    %378 = stablehlo.multiply %375, %377 : tensor<2x8x32xf32>
    %379 = stablehlo.add %366, %378 : tensor<2x8x32xf32>
    %380 = stablehlo.reshape %379 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %381 = stablehlo.dot_general %380, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %382 = stablehlo.reshape %381 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %383 = stablehlo.multiply %382, %302 : tensor<2x8x128xf32>
    %384 = stablehlo.reshape %383 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %385 = stablehlo.dot_general %384, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %386 = stablehlo.reshape %385 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %387 = stablehlo.multiply %382, %305 : tensor<2x8x128xf32>
    %388 = stablehlo.subtract %cst_23, %301 : tensor<2x8x128xf32>
    %389 = stablehlo.multiply %300, %388 : tensor<2x8x128xf32>
    %390 = stablehlo.add %389, %cst_23 : tensor<2x8x128xf32>
    %391 = stablehlo.multiply %301, %390 : tensor<2x8x128xf32>
    %392 = stablehlo.multiply %387, %391 : tensor<2x8x128xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %394 = stablehlo.dot_general %393, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %395 = stablehlo.reshape %394 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %396 = stablehlo.add %386, %395 : tensor<2x8x32xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %398 = stablehlo.broadcast_in_dim %380, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %399 = stablehlo.reshape %398 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %400 = stablehlo.multiply %399, %293 : tensor<32x32xf32>
    %401 = stablehlo.reshape %400 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %402 = stablehlo.transpose %281, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %403 = stablehlo.dot_general %401, %402, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x32xf32>, tensor<32x32x64xf32>) -> tensor<32x1x64xf32>
    %404 = stablehlo.reshape %403 : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %405 = stablehlo.multiply %404, %278 : tensor<32x64xf32>
    %406 = stablehlo.subtract %cst_22, %276 : tensor<32x64xf32>
    %407 = stablehlo.multiply %275, %406 : tensor<32x64xf32>
    %408 = stablehlo.add %407, %cst_22 : tensor<32x64xf32>
    %409 = stablehlo.multiply %276, %408 : tensor<32x64xf32>
    %410 = stablehlo.multiply %405, %409 : tensor<32x64xf32>
    %411 = stablehlo.multiply %404, %277 : tensor<32x64xf32>
    %412 = stablehlo.concatenate %410, %411, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %413 = stablehlo.reshape %412 : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %414 = stablehlo.transpose %272, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,128,32]{1,2,0}"} : (tensor<32x32x128xf32>) -> tensor<32x128x32xf32>
    %415 = stablehlo.dot_general %413, %414, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x128xf32>, tensor<32x128x32xf32>) -> tensor<32x1x32xf32>
    %416 = stablehlo.reshape %415 : (tensor<32x1x32xf32>) -> tensor<16x2x32xf32>
    %417 = stablehlo.reduce(%416 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %418 = stablehlo.add %397, %417 : tensor<16x32xf32>
    %419 = stablehlo.iota dim = 0 : tensor<16xi64>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %421 = stablehlo.reshape %266 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %422 = stablehlo.concatenate %420, %421, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %423 = stablehlo.multiply %399, %283 : tensor<32x32xf32>
    %424 = stablehlo.reduce(%423 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %425 = stablehlo.reshape %424 : (tensor<32xf32>) -> tensor<16x2xf32>
    %426 = stablehlo.multiply %425, %291 : tensor<16x2xf32>
    %427 = stablehlo.reduce(%426 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %429 = stablehlo.multiply %291, %428 : tensor<16x2xf32>
    %430 = stablehlo.subtract %426, %429 : tensor<16x2xf32>
    %431 = "stablehlo.scatter"(%cst_21, %422, %430) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      stablehlo.return %arg59 : tensor<f32>
    }) : (tensor<16x8xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x8xf32>
    %432 = stablehlo.dot_general %431, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %433 = stablehlo.add %418, %432 : tensor<16x32xf32>
    %434 = stablehlo.reshape %433 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %435 = stablehlo.multiply %434, %248 : tensor<2x8x32xf32>
    %436 = stablehlo.multiply %435, %256 : tensor<2x8x32xf32>
    %437 = stablehlo.add %379, %436 : tensor<2x8x32xf32>
    %438 = stablehlo.multiply %435, %247 : tensor<2x8x32xf32>
    %439 = stablehlo.reduce(%438 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %440 = stablehlo.reshape %439 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %441 = stablehlo.multiply %440, %cst_27 : tensor<2x8x1xf32>
    %442 = stablehlo.power %254, %cst_26 : tensor<2x8x1xf32>
    %443 = stablehlo.multiply %441, %442 : tensor<2x8x1xf32>
    %444 = stablehlo.reshape %443 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %446 = stablehlo.divide %445, %cst_25 : tensor<2x8x32xf32>
    %447 = stablehlo.power %247, %cst_24 : tensor<2x8x32xf32>
    %448 = stablehlo.multiply %447, %cst_50 : tensor<2x8x32xf32>
    %449 = stablehlo.multiply %446, %448 : tensor<2x8x32xf32>
    %450 = stablehlo.add %437, %449 : tensor<2x8x32xf32>
    %451 = stablehlo.transpose %233, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %452 = stablehlo.reshape %450 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %453 = stablehlo.dot_general %452, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %454 = stablehlo.reshape %453 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %455 = stablehlo.transpose %454, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %456 = stablehlo.reshape %455 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %457 = stablehlo.dot_general %451, %456, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %458 = stablehlo.reshape %457 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %459 = stablehlo.reduce(%458 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %460 = stablehlo.transpose %459, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %461 = stablehlo.reshape %460 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %462 = stablehlo.dot_general %461, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %463 = stablehlo.reshape %462 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %464 = stablehlo.transpose %206, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %465 = stablehlo.transpose %239, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %466 = stablehlo.dot_general %456, %465, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %467 = stablehlo.reshape %466 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %468 = stablehlo.multiply %467, %232 : tensor<2x4x8x8xf32>
    %469 = stablehlo.reduce(%468 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %471 = stablehlo.multiply %232, %470 : tensor<2x4x8x8xf32>
    %472 = stablehlo.subtract %468, %471 : tensor<2x4x8x8xf32>
    %473 = stablehlo.reshape %472 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %474 = stablehlo.dot_general %464, %473, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %475 = stablehlo.reshape %474 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %476 = stablehlo.multiply %475, %cst_46 : tensor<2x4x8x8xf32>
    %477 = stablehlo.transpose %476, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %478 = stablehlo.reshape %477 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %479 = stablehlo.reduce(%478 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %480 = stablehlo.multiply %479, %50 : tensor<2x2x8x8xf32>
    %481 = stablehlo.slice %480 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %482 = stablehlo.negate %481 : tensor<2x2x8x4xf32>
    %483 = stablehlo.pad %482, %cst_56, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %484 = stablehlo.select %c_20, %483, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %485 = stablehlo.slice %480 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %486 = stablehlo.pad %485, %cst_56, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %487 = stablehlo.select %c_18, %486, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %488 = stablehlo.add %484, %487 : tensor<2x2x8x8xf32>
    %489 = stablehlo.multiply %479, %44 : tensor<2x2x8x8xf32>
    %490 = stablehlo.add %488, %489 : tensor<2x2x8x8xf32>
    %491 = stablehlo.transpose %490, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %492 = stablehlo.reshape %491 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %493 = stablehlo.dot_general %492, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %494 = stablehlo.reshape %493 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %495 = stablehlo.add %463, %494 : tensor<2x8x32xf32>
    %496 = stablehlo.transpose %222, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %497 = stablehlo.dot_general %473, %496, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %498 = stablehlo.reshape %497 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %499 = stablehlo.multiply %498, %cst_46 : tensor<2x4x8x8xf32>
    %500 = stablehlo.multiply %499, %35 : tensor<2x4x8x8xf32>
    %501 = stablehlo.slice %500 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %502 = stablehlo.negate %501 : tensor<2x4x8x4xf32>
    %503 = stablehlo.pad %502, %cst_56, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %504 = stablehlo.select %c_17, %503, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %505 = stablehlo.slice %500 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %506 = stablehlo.pad %505, %cst_56, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %507 = stablehlo.select %c, %506, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %508 = stablehlo.add %504, %507 : tensor<2x4x8x8xf32>
    %509 = stablehlo.multiply %499, %27 : tensor<2x4x8x8xf32>
    %510 = stablehlo.add %508, %509 : tensor<2x4x8x8xf32>
    %511 = stablehlo.transpose %510, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %512 = stablehlo.reshape %511 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %513 = stablehlo.dot_general %512, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %514 = stablehlo.reshape %513 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %515 = stablehlo.add %495, %514 : tensor<2x8x32xf32>
    %516 = stablehlo.multiply %515, %182 : tensor<2x8x32xf32>
    %517 = stablehlo.multiply %516, %190 : tensor<2x8x32xf32>
    %518 = stablehlo.add %450, %517 : tensor<2x8x32xf32>
    %519 = stablehlo.multiply %516, %181 : tensor<2x8x32xf32>
    %520 = stablehlo.reduce(%519 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %521 = stablehlo.reshape %520 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %522 = stablehlo.multiply %521, %cst_27 : tensor<2x8x1xf32>
    %523 = stablehlo.power %188, %cst_26 : tensor<2x8x1xf32>
    %524 = stablehlo.multiply %522, %523 : tensor<2x8x1xf32>
    %525 = stablehlo.reshape %524 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %527 = stablehlo.divide %526, %cst_25 : tensor<2x8x32xf32>
    %528 = stablehlo.power %181, %cst_24 : tensor<2x8x32xf32>
    %529 = stablehlo.multiply %528, %cst_50 : tensor<2x8x32xf32>
    %530 = stablehlo.multiply %527, %529 : tensor<2x8x32xf32>
    %531 = stablehlo.add %518, %530 : tensor<2x8x32xf32>
    %532 = stablehlo.reshape %531 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %533 = stablehlo.dot_general %532, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %534 = stablehlo.reshape %533 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %535 = stablehlo.multiply %534, %171 : tensor<2x8x128xf32>
    %536 = stablehlo.reshape %535 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %537 = stablehlo.dot_general %536, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %538 = stablehlo.reshape %537 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %539 = stablehlo.multiply %534, %174 : tensor<2x8x128xf32>
    %540 = stablehlo.subtract %cst_23, %170 : tensor<2x8x128xf32>
    %541 = stablehlo.multiply %169, %540 : tensor<2x8x128xf32>
    %542 = stablehlo.add %541, %cst_23 : tensor<2x8x128xf32>
    %543 = stablehlo.multiply %170, %542 : tensor<2x8x128xf32>
    %544 = stablehlo.multiply %539, %543 : tensor<2x8x128xf32>
    %545 = stablehlo.reshape %544 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %546 = stablehlo.dot_general %545, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %547 = stablehlo.reshape %546 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %548 = stablehlo.add %538, %547 : tensor<2x8x32xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %550 = stablehlo.broadcast_in_dim %532, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %551 = stablehlo.reshape %550 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %552 = stablehlo.multiply %551, %162 : tensor<32x32xf32>
    %553 = stablehlo.reshape %552 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %554 = stablehlo.transpose %150, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %555 = stablehlo.dot_general %553, %554, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x32xf32>, tensor<32x32x64xf32>) -> tensor<32x1x64xf32>
    %556 = stablehlo.reshape %555 : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %557 = stablehlo.multiply %556, %147 : tensor<32x64xf32>
    %558 = stablehlo.subtract %cst_22, %145 : tensor<32x64xf32>
    %559 = stablehlo.multiply %144, %558 : tensor<32x64xf32>
    %560 = stablehlo.add %559, %cst_22 : tensor<32x64xf32>
    %561 = stablehlo.multiply %145, %560 : tensor<32x64xf32>
    %562 = stablehlo.multiply %557, %561 : tensor<32x64xf32>
    %563 = stablehlo.multiply %556, %146 : tensor<32x64xf32>
    %564 = stablehlo.concatenate %562, %563, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %565 = stablehlo.reshape %564 : (tensor<32x128xf32>) -> tensor<32x1x128xf32>
    %566 = stablehlo.transpose %141, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,128,32]{1,2,0}"} : (tensor<32x32x128xf32>) -> tensor<32x128x32xf32>
    %567 = stablehlo.dot_general %565, %566, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1x128xf32>, tensor<32x128x32xf32>) -> tensor<32x1x32xf32>
    %568 = stablehlo.reshape %567 : (tensor<32x1x32xf32>) -> tensor<16x2x32xf32>
    %569 = stablehlo.reduce(%568 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %570 = stablehlo.add %549, %569 : tensor<16x32xf32>
    %571 = stablehlo.reshape %135 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %572 = stablehlo.concatenate %420, %571, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %573 = stablehlo.multiply %551, %152 : tensor<32x32xf32>
    %574 = stablehlo.reduce(%573 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %575 = stablehlo.reshape %574 : (tensor<32xf32>) -> tensor<16x2xf32>
    %576 = stablehlo.multiply %575, %160 : tensor<16x2xf32>
    %577 = stablehlo.reduce(%576 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %579 = stablehlo.multiply %160, %578 : tensor<16x2xf32>
    %580 = stablehlo.subtract %576, %579 : tensor<16x2xf32>
    %581 = "stablehlo.scatter"(%cst_21, %572, %580) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      stablehlo.return %arg59 : tensor<f32>
    }) : (tensor<16x8xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x8xf32>
    %582 = stablehlo.dot_general %581, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<8x32xf32>) -> tensor<16x32xf32>
    %583 = stablehlo.add %570, %582 : tensor<16x32xf32>
    %584 = stablehlo.reshape %583 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %585 = stablehlo.multiply %584, %115 : tensor<2x8x32xf32>
    %586 = stablehlo.multiply %585, %123 : tensor<2x8x32xf32>
    %587 = stablehlo.add %531, %586 : tensor<2x8x32xf32>
    %588 = stablehlo.multiply %585, %114 : tensor<2x8x32xf32>
    %589 = stablehlo.reduce(%588 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %590 = stablehlo.reshape %589 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %591 = stablehlo.multiply %590, %cst_27 : tensor<2x8x1xf32>
    %592 = stablehlo.power %121, %cst_26 : tensor<2x8x1xf32>
    %593 = stablehlo.multiply %591, %592 : tensor<2x8x1xf32>
    %594 = stablehlo.reshape %593 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %596 = stablehlo.divide %595, %cst_25 : tensor<2x8x32xf32>
    %597 = stablehlo.power %114, %cst_24 : tensor<2x8x32xf32>
    %598 = stablehlo.multiply %597, %cst_50 : tensor<2x8x32xf32>
    %599 = stablehlo.multiply %596, %598 : tensor<2x8x32xf32>
    %600 = stablehlo.add %587, %599 : tensor<2x8x32xf32>
    %601 = stablehlo.transpose %100, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %602 = stablehlo.reshape %600 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %603 = stablehlo.dot_general %602, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %604 = stablehlo.reshape %603 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %605 = stablehlo.transpose %604, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %606 = stablehlo.reshape %605 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %607 = stablehlo.dot_general %601, %606, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %608 = stablehlo.reshape %607 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %609 = stablehlo.reduce(%608 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %610 = stablehlo.transpose %609, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %611 = stablehlo.reshape %610 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %612 = stablehlo.dot_general %611, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %613 = stablehlo.reshape %612 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %614 = stablehlo.transpose %39, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %615 = stablehlo.transpose %106, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %616 = stablehlo.dot_general %606, %615, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %617 = stablehlo.reshape %616 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %618 = stablehlo.multiply %617, %99 : tensor<2x4x8x8xf32>
    %619 = stablehlo.reduce(%618 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %621 = stablehlo.multiply %99, %620 : tensor<2x4x8x8xf32>
    %622 = stablehlo.subtract %618, %621 : tensor<2x4x8x8xf32>
    %623 = stablehlo.reshape %622 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %624 = stablehlo.dot_general %614, %623, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %625 = stablehlo.reshape %624 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %626 = stablehlo.multiply %625, %cst_46 : tensor<2x4x8x8xf32>
    %627 = stablehlo.transpose %626, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %628 = stablehlo.reshape %627 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %629 = stablehlo.reduce(%628 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %630 = stablehlo.multiply %629, %50 : tensor<2x2x8x8xf32>
    %631 = stablehlo.slice %630 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %632 = stablehlo.negate %631 : tensor<2x2x8x4xf32>
    %633 = stablehlo.pad %632, %cst_56, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %634 = stablehlo.select %c_20, %633, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %635 = stablehlo.slice %630 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %636 = stablehlo.pad %635, %cst_56, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %637 = stablehlo.select %c_18, %636, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %638 = stablehlo.add %634, %637 : tensor<2x2x8x8xf32>
    %639 = stablehlo.multiply %629, %44 : tensor<2x2x8x8xf32>
    %640 = stablehlo.add %638, %639 : tensor<2x2x8x8xf32>
    %641 = stablehlo.transpose %640, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %642 = stablehlo.reshape %641 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %643 = stablehlo.dot_general %642, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %644 = stablehlo.reshape %643 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %645 = stablehlo.add %613, %644 : tensor<2x8x32xf32>
    %646 = stablehlo.transpose %57, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %647 = stablehlo.dot_general %623, %646, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %648 = stablehlo.reshape %647 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %649 = stablehlo.multiply %648, %cst_46 : tensor<2x4x8x8xf32>
    %650 = stablehlo.multiply %649, %35 : tensor<2x4x8x8xf32>
    %651 = stablehlo.slice %650 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %652 = stablehlo.negate %651 : tensor<2x4x8x4xf32>
    %653 = stablehlo.pad %652, %cst_56, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %654 = stablehlo.select %c_17, %653, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %655 = stablehlo.slice %650 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %656 = stablehlo.pad %655, %cst_56, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %657 = stablehlo.select %c, %656, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %658 = stablehlo.add %654, %657 : tensor<2x4x8x8xf32>
    %659 = stablehlo.multiply %649, %27 : tensor<2x4x8x8xf32>
    %660 = stablehlo.add %658, %659 : tensor<2x4x8x8xf32>
    %661 = stablehlo.transpose %660, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %662 = stablehlo.reshape %661 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %663 = stablehlo.dot_general %662, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %664 = stablehlo.reshape %663 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %665 = stablehlo.add %645, %664 : tensor<2x8x32xf32>
    %666 = stablehlo.multiply %665, %5 : tensor<2x8x32xf32>
    %667 = stablehlo.multiply %666, %13 : tensor<2x8x32xf32>
    %668 = stablehlo.add %600, %667 : tensor<2x8x32xf32>
    %669 = stablehlo.multiply %666, %4 : tensor<2x8x32xf32>
    %670 = stablehlo.reduce(%669 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %671 = stablehlo.reshape %670 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %672 = stablehlo.multiply %671, %cst_27 : tensor<2x8x1xf32>
    %673 = stablehlo.power %11, %cst_26 : tensor<2x8x1xf32>
    %674 = stablehlo.multiply %672, %673 : tensor<2x8x1xf32>
    %675 = stablehlo.reshape %674 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %677 = stablehlo.divide %676, %cst_25 : tensor<2x8x32xf32>
    %678 = stablehlo.power %4, %cst_24 : tensor<2x8x32xf32>
    %679 = stablehlo.multiply %678, %cst_50 : tensor<2x8x32xf32>
    %680 = stablehlo.multiply %677, %679 : tensor<2x8x32xf32>
    %681 = stablehlo.add %668, %680 : tensor<2x8x32xf32>
    %682 = stablehlo.select %353, %cst_31, %681 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %683 = "stablehlo.scatter"(%cst_34, %351, %682) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %847 = stablehlo.add %arg58, %arg59 : tensor<f32>
      stablehlo.return %847 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %684 = stablehlo.add %347, %683 : tensor<128x32xf32>
    %685 = stablehlo.multiply %684, %cst_15 : tensor<128x32xf32>
    %686 = stablehlo.subtract %arg10, %685 : tensor<128x32xf32>
    %687 = stablehlo.multiply %arg32, %cst_14 : tensor<32x32xf32>
    %688 = stablehlo.transpose %662, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %689 = stablehlo.dot_general %688, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %690 = stablehlo.add %687, %689 : tensor<32x32xf32>
    %691 = stablehlo.multiply %690, %cst_13 : tensor<32x32xf32>
    %692 = stablehlo.subtract %arg16, %691 : tensor<32x32xf32>
    %693 = stablehlo.multiply %arg33, %cst_12 : tensor<16x32xf32>
    %694 = stablehlo.transpose %642, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %695 = stablehlo.dot_general %694, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %696 = stablehlo.add %693, %695 : tensor<16x32xf32>
    %697 = stablehlo.multiply %696, %cst_11 : tensor<16x32xf32>
    %698 = stablehlo.subtract %arg15, %697 : tensor<16x32xf32>
    %699 = stablehlo.multiply %arg34, %cst_12 : tensor<16x32xf32>
    %700 = stablehlo.transpose %611, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %701 = stablehlo.dot_general %700, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %702 = stablehlo.add %699, %701 : tensor<16x32xf32>
    %703 = stablehlo.multiply %702, %cst_11 : tensor<16x32xf32>
    %704 = stablehlo.subtract %arg9, %703 : tensor<16x32xf32>
    %705 = stablehlo.multiply %arg35, %cst_14 : tensor<32x32xf32>
    %706 = stablehlo.transpose %602, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %707 = stablehlo.dot_general %706, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %708 = stablehlo.add %705, %707 : tensor<32x32xf32>
    %709 = stablehlo.multiply %708, %cst_13 : tensor<32x32xf32>
    %710 = stablehlo.subtract %arg8, %709 : tensor<32x32xf32>
    %711 = stablehlo.multiply %arg36, %cst_10 : tensor<8x32xf32>
    %712 = stablehlo.transpose %581, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %713 = stablehlo.dot_general %712, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %714 = stablehlo.add %711, %713 : tensor<8x32xf32>
    %715 = stablehlo.multiply %714, %cst_9 : tensor<8x32xf32>
    %716 = stablehlo.subtract %arg19, %715 : tensor<8x32xf32>
    %717 = stablehlo.multiply %arg37, %cst_8 : tensor<8x32x128xf32>
    %718 = stablehlo.reshape %127 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %719 = stablehlo.dot_general %718, %565, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x128xf32>) -> tensor<32x32x128xf32>
    %720 = "stablehlo.scatter"(%cst_7, %140, %719) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %847 = stablehlo.add %arg58, %arg59 : tensor<f32>
      stablehlo.return %847 : tensor<f32>
    }) : (tensor<8x32x128xf32>, tensor<32x1xi64>, tensor<32x32x128xf32>) -> tensor<8x32x128xf32>
    %721 = stablehlo.add %717, %720 : tensor<8x32x128xf32>
    %722 = stablehlo.multiply %721, %cst_6 : tensor<8x32x128xf32>
    %723 = stablehlo.subtract %arg21, %722 : tensor<8x32x128xf32>
    %724 = stablehlo.multiply %arg38, %cst_5 : tensor<8x64x32xf32>
    %725 = stablehlo.reshape %148 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %726 = stablehlo.dot_general %725, %553, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %727 = "stablehlo.scatter"(%cst_4, %140, %726) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %847 = stablehlo.add %arg58, %arg59 : tensor<f32>
      stablehlo.return %847 : tensor<f32>
    }) : (tensor<8x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<8x64x32xf32>
    %728 = stablehlo.add %724, %727 : tensor<8x64x32xf32>
    %729 = stablehlo.multiply %728, %cst_3 : tensor<8x64x32xf32>
    %730 = stablehlo.subtract %arg20, %729 : tensor<8x64x32xf32>
    %731 = stablehlo.multiply %arg39, %cst_35 : tensor<128x32xf32>
    %732 = stablehlo.transpose %545, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %733 = stablehlo.dot_general %732, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %734 = stablehlo.add %731, %733 : tensor<128x32xf32>
    %735 = stablehlo.multiply %734, %cst_15 : tensor<128x32xf32>
    %736 = stablehlo.subtract %arg18, %735 : tensor<128x32xf32>
    %737 = stablehlo.multiply %arg40, %cst_35 : tensor<128x32xf32>
    %738 = stablehlo.transpose %536, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %739 = stablehlo.dot_general %738, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %740 = stablehlo.add %737, %739 : tensor<128x32xf32>
    %741 = stablehlo.multiply %740, %cst_15 : tensor<128x32xf32>
    %742 = stablehlo.subtract %arg7, %741 : tensor<128x32xf32>
    %743 = stablehlo.multiply %arg41, %cst_2 : tensor<32x128xf32>
    %744 = stablehlo.transpose %532, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %745 = stablehlo.dot_general %744, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %746 = stablehlo.add %743, %745 : tensor<32x128xf32>
    %747 = stablehlo.multiply %746, %cst_1 : tensor<32x128xf32>
    %748 = stablehlo.subtract %arg6, %747 : tensor<32x128xf32>
    %749 = stablehlo.multiply %arg42, %cst_0 : tensor<32xf32>
    %750 = stablehlo.multiply %665, %14 : tensor<2x8x32xf32>
    %751 = stablehlo.reduce(%750 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %752 = stablehlo.add %749, %751 : tensor<32xf32>
    %753 = stablehlo.multiply %752, %cst : tensor<32xf32>
    %754 = stablehlo.subtract %arg11, %753 : tensor<32xf32>
    %755 = stablehlo.multiply %arg43, %cst_0 : tensor<32xf32>
    %756 = stablehlo.multiply %584, %124 : tensor<2x8x32xf32>
    %757 = stablehlo.reduce(%756 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %758 = stablehlo.add %755, %757 : tensor<32xf32>
    %759 = stablehlo.multiply %758, %cst : tensor<32xf32>
    %760 = stablehlo.subtract %arg17, %759 : tensor<32xf32>
    %761 = stablehlo.multiply %arg44, %cst_14 : tensor<32x32xf32>
    %762 = stablehlo.transpose %512, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %763 = stablehlo.dot_general %762, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %764 = stablehlo.add %761, %763 : tensor<32x32xf32>
    %765 = stablehlo.multiply %764, %cst_13 : tensor<32x32xf32>
    %766 = stablehlo.subtract %arg24, %765 : tensor<32x32xf32>
    %767 = stablehlo.multiply %arg45, %cst_12 : tensor<16x32xf32>
    %768 = stablehlo.transpose %492, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %769 = stablehlo.dot_general %768, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %770 = stablehlo.add %767, %769 : tensor<16x32xf32>
    %771 = stablehlo.multiply %770, %cst_11 : tensor<16x32xf32>
    %772 = stablehlo.subtract %arg23, %771 : tensor<16x32xf32>
    %773 = stablehlo.multiply %arg46, %cst_12 : tensor<16x32xf32>
    %774 = stablehlo.transpose %461, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %775 = stablehlo.dot_general %774, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %776 = stablehlo.add %773, %775 : tensor<16x32xf32>
    %777 = stablehlo.multiply %776, %cst_11 : tensor<16x32xf32>
    %778 = stablehlo.subtract %arg5, %777 : tensor<16x32xf32>
    %779 = stablehlo.multiply %arg47, %cst_14 : tensor<32x32xf32>
    %780 = stablehlo.transpose %452, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %781 = stablehlo.dot_general %780, %243, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %782 = stablehlo.add %779, %781 : tensor<32x32xf32>
    %783 = stablehlo.multiply %782, %cst_13 : tensor<32x32xf32>
    %784 = stablehlo.subtract %arg4, %783 : tensor<32x32xf32>
    %785 = stablehlo.multiply %arg48, %cst_10 : tensor<8x32xf32>
    %786 = stablehlo.transpose %431, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[8,16]{0,1}"} : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %787 = stablehlo.dot_general %786, %259, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %788 = stablehlo.add %785, %787 : tensor<8x32xf32>
    %789 = stablehlo.multiply %788, %cst_9 : tensor<8x32xf32>
    %790 = stablehlo.subtract %arg27, %789 : tensor<8x32xf32>
    %791 = stablehlo.multiply %arg49, %cst_8 : tensor<8x32x128xf32>
    %792 = stablehlo.reshape %260 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %793 = stablehlo.dot_general %792, %413, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x128xf32>) -> tensor<32x32x128xf32>
    %794 = "stablehlo.scatter"(%cst_7, %271, %793) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %847 = stablehlo.add %arg58, %arg59 : tensor<f32>
      stablehlo.return %847 : tensor<f32>
    }) : (tensor<8x32x128xf32>, tensor<32x1xi64>, tensor<32x32x128xf32>) -> tensor<8x32x128xf32>
    %795 = stablehlo.add %791, %794 : tensor<8x32x128xf32>
    %796 = stablehlo.multiply %795, %cst_6 : tensor<8x32x128xf32>
    %797 = stablehlo.subtract %arg29, %796 : tensor<8x32x128xf32>
    %798 = stablehlo.multiply %arg50, %cst_5 : tensor<8x64x32xf32>
    %799 = stablehlo.reshape %279 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %800 = stablehlo.dot_general %799, %401, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %801 = "stablehlo.scatter"(%cst_4, %271, %800) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %847 = stablehlo.add %arg58, %arg59 : tensor<f32>
      stablehlo.return %847 : tensor<f32>
    }) : (tensor<8x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<8x64x32xf32>
    %802 = stablehlo.add %798, %801 : tensor<8x64x32xf32>
    %803 = stablehlo.multiply %802, %cst_3 : tensor<8x64x32xf32>
    %804 = stablehlo.subtract %arg28, %803 : tensor<8x64x32xf32>
    %805 = stablehlo.multiply %arg51, %cst_35 : tensor<128x32xf32>
    %806 = stablehlo.transpose %393, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %807 = stablehlo.dot_general %806, %259, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %808 = stablehlo.add %805, %807 : tensor<128x32xf32>
    %809 = stablehlo.multiply %808, %cst_15 : tensor<128x32xf32>
    %810 = stablehlo.subtract %arg26, %809 : tensor<128x32xf32>
    %811 = stablehlo.multiply %arg52, %cst_35 : tensor<128x32xf32>
    %812 = stablehlo.transpose %384, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %813 = stablehlo.dot_general %812, %259, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %814 = stablehlo.add %811, %813 : tensor<128x32xf32>
    %815 = stablehlo.multiply %814, %cst_15 : tensor<128x32xf32>
    %816 = stablehlo.subtract %arg3, %815 : tensor<128x32xf32>
    %817 = stablehlo.multiply %arg53, %cst_2 : tensor<32x128xf32>
    %818 = stablehlo.transpose %380, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %819 = stablehlo.dot_general %818, %307, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %820 = stablehlo.add %817, %819 : tensor<32x128xf32>
    %821 = stablehlo.multiply %820, %cst_1 : tensor<32x128xf32>
    %822 = stablehlo.subtract %arg2, %821 : tensor<32x128xf32>
    %823 = stablehlo.multiply %arg54, %cst_0 : tensor<32xf32>
    %824 = stablehlo.multiply %515, %191 : tensor<2x8x32xf32>
    %825 = stablehlo.reduce(%824 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %826 = stablehlo.add %823, %825 : tensor<32xf32>
    %827 = stablehlo.multiply %826, %cst : tensor<32xf32>
    %828 = stablehlo.subtract %arg22, %827 : tensor<32xf32>
    %829 = stablehlo.multiply %arg55, %cst_0 : tensor<32xf32>
    %830 = stablehlo.multiply %434, %257 : tensor<2x8x32xf32>
    %831 = stablehlo.reduce(%830 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %832 = stablehlo.add %829, %831 : tensor<32xf32>
    %833 = stablehlo.multiply %832, %cst : tensor<32xf32>
    %834 = stablehlo.subtract %arg25, %833 : tensor<32xf32>
    %835 = stablehlo.multiply %arg56, %cst_0 : tensor<32xf32>
    %836 = stablehlo.multiply %364, %321 : tensor<2x8x32xf32>
    %837 = stablehlo.reduce(%836 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %838 = stablehlo.add %835, %837 : tensor<32xf32>
    %839 = stablehlo.multiply %838, %cst : tensor<32xf32>
    %840 = stablehlo.subtract %arg30, %839 : tensor<32xf32>
    %841 = stablehlo.multiply %arg57, %cst_35 : tensor<128x32xf32>
    %842 = stablehlo.transpose %362, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %843 = stablehlo.dot_general %842, %323, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %844 = stablehlo.add %841, %843 : tensor<128x32xf32>
    %845 = stablehlo.multiply %844, %cst_15 : tensor<128x32xf32>
    %846 = stablehlo.subtract %arg1, %845 : tensor<128x32xf32>
    return %346, %686, %692, %698, %704, %710, %716, %723, %730, %736, %742, %748, %754, %760, %766, %772, %778, %784, %790, %797, %804, %810, %816, %822, %828, %834, %840, %846, %684, %690, %696, %702, %708, %714, %721, %728, %734, %740, %746, %752, %758, %764, %770, %776, %782, %788, %795, %802, %808, %814, %820, %826, %832, %838, %844 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32x128xf32>, tensor<8x64x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32x128xf32>, tensor<8x64x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32x128xf32>, tensor<8x64x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<8x32xf32>, tensor<8x32x128xf32>, tensor<8x64x32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
