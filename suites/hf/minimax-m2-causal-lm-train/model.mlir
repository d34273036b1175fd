module @IrToHlo.2641 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg2: tensor<4xf32>, %arg3: tensor<4x32xf32> {tf.aliasing_output = 19 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg6: tensor<4xf32>, %arg7: tensor<4x32xf32> {tf.aliasing_output = 8 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %arg16: tensor<4xf32>, %arg17: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg20: tensor<4x128x32xf32> {tf.aliasing_output = 9 : i32}, %arg21: tensor<4x32x64xf32> {tf.aliasing_output = 10 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg24: tensor<16xf32> {tf.aliasing_output = 18 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg28: tensor<4x128x32xf32> {tf.aliasing_output = 20 : i32}, %arg29: tensor<4x32x64xf32> {tf.aliasing_output = 21 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg31: tensor<128x32xf32> {tf.aliasing_output = 26 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg33: tensor<16x32xf32> {tf.aliasing_output = 28 : i32}, %arg34: tensor<16x32xf32> {tf.aliasing_output = 29 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg37: tensor<16xf32> {tf.aliasing_output = 32 : i32}, %arg38: tensor<4x32xf32> {tf.aliasing_output = 33 : i32}, %arg39: tensor<4x128x32xf32> {tf.aliasing_output = 34 : i32}, %arg40: tensor<4x32x64xf32> {tf.aliasing_output = 35 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg43: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg44: tensor<16x32xf32> {tf.aliasing_output = 39 : i32}, %arg45: tensor<16x32xf32> {tf.aliasing_output = 40 : i32}, %arg46: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg47: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg48: tensor<16xf32> {tf.aliasing_output = 43 : i32}, %arg49: tensor<4x32xf32> {tf.aliasing_output = 44 : i32}, %arg50: tensor<4x128x32xf32> {tf.aliasing_output = 45 : i32}, %arg51: tensor<4x32x64xf32> {tf.aliasing_output = 46 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg53: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg54: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg55: tensor<128x32xf32> {tf.aliasing_output = 50 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<4x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<4x32x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-01> : tensor<4x128x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<4x128x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<4x128x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_17 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x16xf32>
    %cst_19 = stablehlo.constant dense<1.600000e+01> : tensor<2x8x16xf32>
    %c_20 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_22 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<16x4xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<32x64xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_27 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_28 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_31 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_32 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_34 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_35 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_38 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %c_39 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_40 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_43 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_44 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_45 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_46 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_47 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_48 = stablehlo.constant dense<6.250000e-02> : tensor<2x8xf32>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x16xf32>
    %cst_50 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_51 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_52 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_53 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_54 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_55 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_57 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_58 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_59 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_54 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_53 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_52 : tensor<2x8x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.power %20, %cst_54 : tensor<2x8x32xf32>
    %22 = stablehlo.reduce(%21 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %23 = stablehlo.multiply %22, %cst_53 : tensor<2x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %25 = stablehlo.add %24, %cst_52 : tensor<2x8x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x8x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %29 = stablehlo.multiply %20, %28 : tensor<2x8x32xf32>
    %30 = stablehlo.multiply %5, %29 : tensor<2x8x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %32 = stablehlo.transpose %31, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %cst_51, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %34 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %50 = stablehlo.multiply %49, %cst_50 : tensor<2x4x8x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %53 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %54 = stablehlo.dot_general %17, %53, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %55 = stablehlo.reshape %54 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %56 = stablehlo.power %55, %cst_49 : tensor<2x8x16xf32>
    %57 = stablehlo.reduce(%56 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %58 = stablehlo.multiply %57, %cst_48 : tensor<2x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %60 = stablehlo.add %59, %cst_52 : tensor<2x8x1xf32>
    %61 = stablehlo.rsqrt %60 : tensor<2x8x1xf32>
    %62 = stablehlo.reshape %61 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %64 = stablehlo.multiply %55, %63 : tensor<2x8x16xf32>
    %65 = stablehlo.multiply %52, %64 : tensor<2x8x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
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
    %80 = stablehlo.multiply %79, %cst_50 : tensor<2x4x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %82 = stablehlo.dot_general %51, %81, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %84 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %86 = stablehlo.broadcast_in_dim %c_47, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %87 = stablehlo.broadcast_in_dim %c_47, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %88 = stablehlo.compare  LE, %86, %87 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %89 = stablehlo.convert %88 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %90 = stablehlo.and %85, %89 : tensor<1x1x8x8xui8>
    %91 = stablehlo.compare  NE, %90, %c_59 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %92 = stablehlo.convert %91 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %93 = stablehlo.reshape %92 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %95 = stablehlo.compare  NE, %arg12, %c_58 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %96 = stablehlo.broadcast_in_dim %c_46, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %97 = stablehlo.compare  LT, %96, %c_45 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %98 = stablehlo.add %96, %c_44 : tensor<2x1x1x8xi64>
    %99 = stablehlo.select %97, %98, %96 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %100 = stablehlo.reshape %99 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %101 = stablehlo.broadcast_in_dim %c_47, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %102 = stablehlo.compare  LT, %101, %c_45 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %103 = stablehlo.add %101, %c_43 : tensor<2x1x1x8xi64>
    %104 = stablehlo.select %102, %103, %101 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %105 = stablehlo.reshape %104 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %106 = stablehlo.concatenate %100, %105, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %107 = "stablehlo.gather"(%95, %106) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %108 = stablehlo.convert %107 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %109 = stablehlo.reshape %108 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %111 = stablehlo.and %94, %110 : tensor<2x1x8x8xui8>
    %112 = stablehlo.compare  NE, %111, %c_57 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %113 = stablehlo.select %112, %cst_42, %cst_41 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %116 = stablehlo.add %83, %115 : tensor<2x4x8x8xf32>
    %117 = stablehlo.reduce(%116 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %119 = stablehlo.subtract %116, %118 : tensor<2x4x8x8xf32>
    %120 = stablehlo.exponential %119 : tensor<2x4x8x8xf32>
    %121 = stablehlo.reduce(%120 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %123 = stablehlo.divide %120, %122 : tensor<2x4x8x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %125 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %126 = stablehlo.dot_general %17, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %131 = stablehlo.dot_general %124, %130, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %133 = stablehlo.transpose %132, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.add %4, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.power %138, %cst_54 : tensor<2x8x32xf32>
    %140 = stablehlo.reduce(%139 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %141 = stablehlo.multiply %140, %cst_53 : tensor<2x8xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %143 = stablehlo.add %142, %cst_52 : tensor<2x8x1xf32>
    %144 = stablehlo.rsqrt %143 : tensor<2x8x1xf32>
    %145 = stablehlo.reshape %144 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %147 = stablehlo.multiply %138, %146 : tensor<2x8x32xf32>
    %148 = stablehlo.multiply %0, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %151 = stablehlo.dot_general %149, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %152 = stablehlo.logistic %151 : tensor<16x4xf32>
    %153 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %154 = stablehlo.add %152, %153 : tensor<16x4xf32>
    %155 = stablehlo.iota dim = 0 : tensor<4xi32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %157:2 = "stablehlo.sort"(%154, %156) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>, %arg58: tensor<i32>, %arg59: tensor<i32>):
      %899 = stablehlo.compare  GT, %arg56, %arg57,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %899 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %158 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %159 = stablehlo.slice %157#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %160 = stablehlo.convert %159 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %161 = stablehlo.reshape %160 : (tensor<16x2xi64>) -> tensor<32xi64>
    %162 = stablehlo.compare  LT, %161, %c_40 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %163 = stablehlo.add %161, %c_39 : tensor<32xi64>
    %164 = stablehlo.select %162, %163, %161 : tensor<32xi1>, tensor<32xi64>
    %165 = stablehlo.reshape %164 : (tensor<32xi64>) -> tensor<32x1xi64>
    %166 = "stablehlo.gather"(%arg21, %165) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %167 = "stablehlo.gather"(%arg20, %165) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %168 = stablehlo.broadcast_in_dim %149, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %170 = stablehlo.dot_general %167, %169, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %171 = stablehlo.reshape %170 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %172 = stablehlo.slice %171 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %173 = stablehlo.logistic %172 : tensor<32x64xf32>
    %174 = stablehlo.multiply %172, %173 : tensor<32x64xf32>
    %175 = stablehlo.slice %171 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<32x64xf32>
    %177 = stablehlo.reshape %176 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %178 = stablehlo.dot_general %166, %177, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %179 = stablehlo.reshape %178 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %180 = stablehlo.iota dim = 0 : tensor<16xui32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0] : (tensor<16xui32>) -> tensor<16x2x1xui32>
    %182 = stablehlo.convert %159 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %183 = stablehlo.reshape %182 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %184 = stablehlo.concatenate %181, %183, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %185 = "stablehlo.gather"(%152, %184) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %186 = stablehlo.reduce(%185 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %188 = stablehlo.divide %185, %187 : tensor<16x2xf32>
    %189 = stablehlo.reshape %188 : (tensor<16x2xf32>) -> tensor<32xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %191 = stablehlo.multiply %179, %190 : tensor<32x32xf32>
    %192 = stablehlo.reshape %191 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %193 = stablehlo.reduce(%192 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %194 = stablehlo.reshape %193 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %195 = stablehlo.add %138, %194 : tensor<2x8x32xf32>
    %196 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.power %195, %cst_54 : tensor<2x8x32xf32>
    %199 = stablehlo.reduce(%198 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %200 = stablehlo.multiply %199, %cst_53 : tensor<2x8xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %202 = stablehlo.add %201, %cst_52 : tensor<2x8x1xf32>
    %203 = stablehlo.rsqrt %202 : tensor<2x8x1xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %206 = stablehlo.multiply %195, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.multiply %197, %206 : tensor<2x8x32xf32>
    %208 = stablehlo.reshape %207 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %209 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %210 = stablehlo.dot_general %208, %209, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %211 = stablehlo.reshape %210 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %212 = stablehlo.power %211, %cst_54 : tensor<2x8x32xf32>
    %213 = stablehlo.reduce(%212 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %214 = stablehlo.multiply %213, %cst_53 : tensor<2x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %216 = stablehlo.add %215, %cst_52 : tensor<2x8x1xf32>
    %217 = stablehlo.rsqrt %216 : tensor<2x8x1xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %220 = stablehlo.multiply %211, %219 : tensor<2x8x32xf32>
    %221 = stablehlo.multiply %196, %220 : tensor<2x8x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %223 = stablehlo.transpose %222, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.multiply %223, %39 : tensor<2x4x8x8xf32>
    %225 = stablehlo.slice %223 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %226 = stablehlo.negate %225 : tensor<2x4x8x4xf32>
    %227 = stablehlo.slice %223 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %228 = stablehlo.concatenate %226, %227, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %229 = stablehlo.multiply %228, %47 : tensor<2x4x8x8xf32>
    %230 = stablehlo.add %224, %229 : tensor<2x4x8x8xf32>
    %231 = stablehlo.multiply %230, %cst_50 : tensor<2x4x8x8xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %233 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %234 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %235 = stablehlo.dot_general %208, %234, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %236 = stablehlo.reshape %235 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %237 = stablehlo.power %236, %cst_49 : tensor<2x8x16xf32>
    %238 = stablehlo.reduce(%237 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %239 = stablehlo.multiply %238, %cst_48 : tensor<2x8xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %241 = stablehlo.add %240, %cst_52 : tensor<2x8x1xf32>
    %242 = stablehlo.rsqrt %241 : tensor<2x8x1xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %245 = stablehlo.multiply %236, %244 : tensor<2x8x16xf32>
    %246 = stablehlo.multiply %233, %245 : tensor<2x8x16xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %248 = stablehlo.transpose %247, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %249 = stablehlo.multiply %248, %68 : tensor<2x2x8x8xf32>
    %250 = stablehlo.slice %248 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %251 = stablehlo.negate %250 : tensor<2x2x8x4xf32>
    %252 = stablehlo.slice %248 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %253 = stablehlo.concatenate %251, %252, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %254 = stablehlo.multiply %253, %74 : tensor<2x2x8x8xf32>
    %255 = stablehlo.add %249, %254 : tensor<2x2x8x8xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %258 = stablehlo.transpose %257, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %259 = stablehlo.multiply %258, %cst_50 : tensor<2x4x8x8xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %261 = stablehlo.dot_general %232, %260, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %262 = stablehlo.reshape %261 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %263 = stablehlo.add %262, %115 : tensor<2x4x8x8xf32>
    %264 = stablehlo.reduce(%263 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %266 = stablehlo.subtract %263, %265 : tensor<2x4x8x8xf32>
    %267 = stablehlo.exponential %266 : tensor<2x4x8x8xf32>
    %268 = stablehlo.reduce(%267 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %270 = stablehlo.divide %267, %269 : tensor<2x4x8x8xf32>
    %271 = stablehlo.reshape %270 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %272 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %273 = stablehlo.dot_general %208, %272, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %274 = stablehlo.reshape %273 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %275 = stablehlo.transpose %274, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %277 = stablehlo.reshape %276 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %278 = stablehlo.dot_general %271, %277, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %279 = stablehlo.reshape %278 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %280 = stablehlo.transpose %279, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %281 = stablehlo.reshape %280 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %282 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %283 = stablehlo.dot_general %281, %282, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %284 = stablehlo.reshape %283 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %285 = stablehlo.add %195, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.power %285, %cst_54 : tensor<2x8x32xf32>
    %287 = stablehlo.reduce(%286 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %288 = stablehlo.multiply %287, %cst_53 : tensor<2x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %290 = stablehlo.add %289, %cst_52 : tensor<2x8x1xf32>
    %291 = stablehlo.rsqrt %290 : tensor<2x8x1xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %294 = stablehlo.multiply %285, %293 : tensor<2x8x32xf32>
    %295 = stablehlo.multiply %158, %294 : tensor<2x8x32xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %297 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %298 = stablehlo.dot_general %296, %297, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %299 = stablehlo.logistic %298 : tensor<16x4xf32>
    %300 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %301 = stablehlo.add %299, %300 : tensor<16x4xf32>
    %302:2 = "stablehlo.sort"(%301, %156) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>, %arg58: tensor<i32>, %arg59: tensor<i32>):
      %899 = stablehlo.compare  GT, %arg56, %arg57,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %899 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %303 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %304 = stablehlo.slice %302#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %305 = stablehlo.convert %304 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %306 = stablehlo.reshape %305 : (tensor<16x2xi64>) -> tensor<32xi64>
    %307 = stablehlo.compare  LT, %306, %c_40 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %308 = stablehlo.add %306, %c_39 : tensor<32xi64>
    %309 = stablehlo.select %307, %308, %306 : tensor<32xi1>, tensor<32xi64>
    %310 = stablehlo.reshape %309 : (tensor<32xi64>) -> tensor<32x1xi64>
    %311 = "stablehlo.gather"(%arg29, %310) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %312 = "stablehlo.gather"(%arg28, %310) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %313 = stablehlo.broadcast_in_dim %296, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %314 = stablehlo.reshape %313 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %315 = stablehlo.dot_general %312, %314, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %316 = stablehlo.reshape %315 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %317 = stablehlo.slice %316 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %318 = stablehlo.logistic %317 : tensor<32x64xf32>
    %319 = stablehlo.multiply %317, %318 : tensor<32x64xf32>
    %320 = stablehlo.slice %316 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %321 = stablehlo.multiply %319, %320 : tensor<32x64xf32>
    %322 = stablehlo.reshape %321 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %323 = stablehlo.dot_general %311, %322, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %324 = stablehlo.reshape %323 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %325 = stablehlo.convert %304 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %326 = stablehlo.reshape %325 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %327 = stablehlo.concatenate %181, %326, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %328 = "stablehlo.gather"(%299, %327) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %329 = stablehlo.reduce(%328 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %331 = stablehlo.divide %328, %330 : tensor<16x2xf32>
    %332 = stablehlo.reshape %331 : (tensor<16x2xf32>) -> tensor<32xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %334 = stablehlo.multiply %324, %333 : tensor<32x32xf32>
    %335 = stablehlo.reshape %334 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %336 = stablehlo.reduce(%335 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %337 = stablehlo.reshape %336 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %338 = stablehlo.add %285, %337 : tensor<2x8x32xf32>
    %339 = stablehlo.power %338, %cst_54 : tensor<2x8x32xf32>
    %340 = stablehlo.reduce(%339 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %341 = stablehlo.multiply %340, %cst_53 : tensor<2x8xf32>
    %342 = stablehlo.reshape %341 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %343 = stablehlo.add %342, %cst_52 : tensor<2x8x1xf32>
    %344 = stablehlo.rsqrt %343 : tensor<2x8x1xf32>
    %345 = stablehlo.reshape %344 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %347 = stablehlo.multiply %338, %346 : tensor<2x8x32xf32>
    %348 = stablehlo.multiply %303, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.reshape %348 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %350 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %351 = stablehlo.dot_general %349, %350, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %352 = stablehlo.reshape %351 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %353 = stablehlo.slice %352 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %354 = stablehlo.reduce(%353 init: %cst_56) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %356 = stablehlo.subtract %353, %355 : tensor<2x7x128xf32>
    %357 = stablehlo.exponential %356 : tensor<2x7x128xf32>
    %358 = stablehlo.reduce(%357 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %359 = stablehlo.log %358 : tensor<2x7xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %361 = stablehlo.subtract %356, %360 : tensor<2x7x128xf32>
    %362 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %364 = stablehlo.broadcast_in_dim %c_55, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %365 = stablehlo.compare  EQ, %363, %364 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %366 = stablehlo.convert %365 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %367 = stablehlo.convert %366 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %368 = stablehlo.multiply %361, %367 : tensor<2x7x128xf32>
    %369 = stablehlo.reduce(%368 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %370 = stablehlo.reduce(%369 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %371 = stablehlo.multiply %370, %cst_38 : tensor<f32>
    %372 = stablehlo.negate %371 : tensor<f32>
    %373 = stablehlo.multiply %arg31, %cst_37 : tensor<128x32xf32>
    %374 = stablehlo.compare  LT, %arg0, %c_58 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %375 = stablehlo.add %arg0, %c_35 : tensor<2x8xi64>
    %376 = stablehlo.select %374, %375, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %377 = stablehlo.reshape %376 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %378 = stablehlo.compare  EQ, %arg0, %c_34 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %380 = stablehlo.multiply %367, %cst_31 : tensor<2x7x128xf32>
    %381 = stablehlo.exponential %361 : tensor<2x7x128xf32>
    %382 = stablehlo.reduce(%380 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %384 = stablehlo.multiply %381, %383 : tensor<2x7x128xf32>
    %385 = stablehlo.subtract %380, %384 : tensor<2x7x128xf32>
    %386 = stablehlo.pad %385, %cst_60, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %387 = stablehlo.select %c_32, %386, %cst_30 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %388 = stablehlo.reshape %387 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %389 = stablehlo.dot_general %388, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %390 = stablehlo.reshape %389 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %391 = stablehlo.multiply %390, %303 : tensor<2x8x32xf32>
    %392 = stablehlo.multiply %391, %346 : tensor<2x8x32xf32>
    %393 = stablehlo.multiply %391, %338 : tensor<2x8x32xf32>
    %394 = stablehlo.reduce(%393 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %395 = stablehlo.reshape %394 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %396 = stablehlo.multiply %395, %cst_29 : tensor<2x8x1xf32>
    %397 = stablehlo.power %344, %cst_28 : tensor<2x8x1xf32>
    %398 = stablehlo.multiply %396, %397 : tensor<2x8x1xf32>
    %399 = stablehlo.reshape %398 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %401 = stablehlo.divide %400, %cst_27 : tensor<2x8x32xf32>
    %402 = stablehlo.power %338, %cst_26 : tensor<2x8x32xf32>
    %403 = stablehlo.multiply %402, %cst_54 : tensor<2x8x32xf32>
    %404 = stablehlo.multiply %401, %403 : tensor<2x8x32xf32>
    %405 = stablehlo.add %392, %404 : tensor<2x8x32xf32>
    %406 = stablehlo.transpose %312, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %407 = stablehlo.transpose %311, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %408 = stablehlo.reshape %405 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %410 = stablehlo.reshape %409 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %411 = stablehlo.multiply %410, %333 : tensor<32x32xf32>
    %412 = stablehlo.reshape %411 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %413 = stablehlo.dot_general %407, %412, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %414 = stablehlo.reshape %413 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %415 = stablehlo.multiply %414, %320 : tensor<32x64xf32>
    %416 = stablehlo.subtract %cst_25, %318 : tensor<32x64xf32>
    %417 = stablehlo.multiply %317, %416 : tensor<32x64xf32>
    %418 = stablehlo.add %417, %cst_25 : tensor<32x64xf32>
    %419 = stablehlo.multiply %318, %418 : tensor<32x64xf32>
    %420 = stablehlo.multiply %415, %419 : tensor<32x64xf32>
    %421 = stablehlo.multiply %414, %319 : tensor<32x64xf32>
    %422 = stablehlo.concatenate %420, %421, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %423 = stablehlo.reshape %422 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %424 = stablehlo.dot_general %406, %423, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %425 = stablehlo.reshape %424 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %426 = stablehlo.reduce(%425 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %427 = stablehlo.iota dim = 0 : tensor<16xi64>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %429 = stablehlo.reshape %305 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %430 = stablehlo.concatenate %428, %429, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %431 = stablehlo.multiply %410, %324 : tensor<32x32xf32>
    %432 = stablehlo.reduce(%431 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %433 = stablehlo.reshape %432 : (tensor<32xf32>) -> tensor<16x2xf32>
    %434 = stablehlo.divide %433, %330 : tensor<16x2xf32>
    %435 = stablehlo.negate %433 : tensor<16x2xf32>
    %436 = stablehlo.divide %331, %330 : tensor<16x2xf32>
    %437 = stablehlo.multiply %435, %436 : tensor<16x2xf32>
    %438 = stablehlo.reduce(%437 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %440 = stablehlo.add %434, %439 : tensor<16x2xf32>
    %441 = "stablehlo.scatter"(%cst_24, %430, %440) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %899 = stablehlo.add %arg56, %arg57 : tensor<f32>
      stablehlo.return %899 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %442 = stablehlo.subtract %cst_23, %299 : tensor<16x4xf32>
    %443 = stablehlo.multiply %299, %442 : tensor<16x4xf32>
    %444 = stablehlo.multiply %441, %443 : tensor<16x4xf32>
    %445 = stablehlo.dot_general %444, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %446 = stablehlo.add %426, %445 : tensor<16x32xf32>
    %447 = stablehlo.reshape %446 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %448 = stablehlo.multiply %447, %158 : tensor<2x8x32xf32>
    %449 = stablehlo.multiply %448, %293 : tensor<2x8x32xf32>
    %450 = stablehlo.add %405, %449 : tensor<2x8x32xf32>
    %451 = stablehlo.multiply %448, %285 : tensor<2x8x32xf32>
    %452 = stablehlo.reduce(%451 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %453 = stablehlo.reshape %452 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %454 = stablehlo.multiply %453, %cst_29 : tensor<2x8x1xf32>
    %455 = stablehlo.power %291, %cst_28 : tensor<2x8x1xf32>
    %456 = stablehlo.multiply %454, %455 : tensor<2x8x1xf32>
    %457 = stablehlo.reshape %456 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %459 = stablehlo.divide %458, %cst_27 : tensor<2x8x32xf32>
    %460 = stablehlo.power %285, %cst_26 : tensor<2x8x32xf32>
    %461 = stablehlo.multiply %460, %cst_54 : tensor<2x8x32xf32>
    %462 = stablehlo.multiply %459, %461 : tensor<2x8x32xf32>
    %463 = stablehlo.add %450, %462 : tensor<2x8x32xf32>
    %464 = stablehlo.transpose %271, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %465 = stablehlo.reshape %463 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %466 = stablehlo.dot_general %465, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %467 = stablehlo.reshape %466 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %468 = stablehlo.transpose %467, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %469 = stablehlo.reshape %468 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %470 = stablehlo.dot_general %464, %469, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %471 = stablehlo.reshape %470 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %472 = stablehlo.reduce(%471 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %473 = stablehlo.transpose %472, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %474 = stablehlo.reshape %473 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %475 = stablehlo.dot_general %474, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %476 = stablehlo.reshape %475 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %477 = stablehlo.transpose %232, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %478 = stablehlo.transpose %277, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %479 = stablehlo.dot_general %469, %478, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %480 = stablehlo.reshape %479 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %481 = stablehlo.multiply %480, %270 : tensor<2x4x8x8xf32>
    %482 = stablehlo.reduce(%481 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %484 = stablehlo.multiply %270, %483 : tensor<2x4x8x8xf32>
    %485 = stablehlo.subtract %481, %484 : tensor<2x4x8x8xf32>
    %486 = stablehlo.reshape %485 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %487 = stablehlo.dot_general %477, %486, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %488 = stablehlo.reshape %487 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %489 = stablehlo.multiply %488, %cst_50 : tensor<2x4x8x8xf32>
    %490 = stablehlo.transpose %489, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %491 = stablehlo.reshape %490 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %492 = stablehlo.reduce(%491 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %493 = stablehlo.multiply %492, %74 : tensor<2x2x8x8xf32>
    %494 = stablehlo.slice %493 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %495 = stablehlo.negate %494 : tensor<2x2x8x4xf32>
    %496 = stablehlo.pad %495, %cst_60, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %497 = stablehlo.select %c_22, %496, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %498 = stablehlo.slice %493 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %499 = stablehlo.pad %498, %cst_60, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %500 = stablehlo.select %c_20, %499, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %501 = stablehlo.add %497, %500 : tensor<2x2x8x8xf32>
    %502 = stablehlo.multiply %492, %68 : tensor<2x2x8x8xf32>
    %503 = stablehlo.add %501, %502 : tensor<2x2x8x8xf32>
    %504 = stablehlo.transpose %503, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %505 = stablehlo.reshape %504 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %506 = stablehlo.multiply %505, %233 : tensor<2x8x16xf32>
    %507 = stablehlo.multiply %506, %244 : tensor<2x8x16xf32>
    %508 = stablehlo.multiply %506, %236 : tensor<2x8x16xf32>
    %509 = stablehlo.reduce(%508 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %510 = stablehlo.reshape %509 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %511 = stablehlo.multiply %510, %cst_29 : tensor<2x8x1xf32>
    %512 = stablehlo.power %242, %cst_28 : tensor<2x8x1xf32>
    %513 = stablehlo.multiply %511, %512 : tensor<2x8x1xf32>
    %514 = stablehlo.reshape %513 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %516 = stablehlo.divide %515, %cst_19 : tensor<2x8x16xf32>
    %517 = stablehlo.power %236, %cst_18 : tensor<2x8x16xf32>
    %518 = stablehlo.multiply %517, %cst_49 : tensor<2x8x16xf32>
    %519 = stablehlo.multiply %516, %518 : tensor<2x8x16xf32>
    %520 = stablehlo.add %507, %519 : tensor<2x8x16xf32>
    %521 = stablehlo.reshape %520 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %522 = stablehlo.dot_general %521, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %523 = stablehlo.reshape %522 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %524 = stablehlo.add %476, %523 : tensor<2x8x32xf32>
    %525 = stablehlo.transpose %260, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %526 = stablehlo.dot_general %486, %525, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %527 = stablehlo.reshape %526 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %528 = stablehlo.multiply %527, %cst_50 : tensor<2x4x8x8xf32>
    %529 = stablehlo.multiply %528, %47 : tensor<2x4x8x8xf32>
    %530 = stablehlo.slice %529 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %531 = stablehlo.negate %530 : tensor<2x4x8x4xf32>
    %532 = stablehlo.pad %531, %cst_60, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %533 = stablehlo.select %c_17, %532, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %534 = stablehlo.slice %529 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %535 = stablehlo.pad %534, %cst_60, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %536 = stablehlo.select %c, %535, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %537 = stablehlo.add %533, %536 : tensor<2x4x8x8xf32>
    %538 = stablehlo.multiply %528, %39 : tensor<2x4x8x8xf32>
    %539 = stablehlo.add %537, %538 : tensor<2x4x8x8xf32>
    %540 = stablehlo.transpose %539, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %541 = stablehlo.reshape %540 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %542 = stablehlo.multiply %541, %196 : tensor<2x8x32xf32>
    %543 = stablehlo.multiply %542, %219 : tensor<2x8x32xf32>
    %544 = stablehlo.multiply %542, %211 : tensor<2x8x32xf32>
    %545 = stablehlo.reduce(%544 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %546 = stablehlo.reshape %545 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %547 = stablehlo.multiply %546, %cst_29 : tensor<2x8x1xf32>
    %548 = stablehlo.power %217, %cst_28 : tensor<2x8x1xf32>
    %549 = stablehlo.multiply %547, %548 : tensor<2x8x1xf32>
    %550 = stablehlo.reshape %549 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %552 = stablehlo.divide %551, %cst_27 : tensor<2x8x32xf32>
    %553 = stablehlo.power %211, %cst_26 : tensor<2x8x32xf32>
    %554 = stablehlo.multiply %553, %cst_54 : tensor<2x8x32xf32>
    %555 = stablehlo.multiply %552, %554 : tensor<2x8x32xf32>
    %556 = stablehlo.add %543, %555 : tensor<2x8x32xf32>
    %557 = stablehlo.reshape %556 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %558 = stablehlo.dot_general %557, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %559 = stablehlo.reshape %558 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %560 = stablehlo.add %524, %559 : tensor<2x8x32xf32>
    %561 = stablehlo.multiply %560, %197 : tensor<2x8x32xf32>
    %562 = stablehlo.multiply %561, %205 : tensor<2x8x32xf32>
    %563 = stablehlo.add %463, %562 : tensor<2x8x32xf32>
    %564 = stablehlo.multiply %561, %195 : tensor<2x8x32xf32>
    %565 = stablehlo.reduce(%564 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %566 = stablehlo.reshape %565 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %567 = stablehlo.multiply %566, %cst_29 : tensor<2x8x1xf32>
    %568 = stablehlo.power %203, %cst_28 : tensor<2x8x1xf32>
    %569 = stablehlo.multiply %567, %568 : tensor<2x8x1xf32>
    %570 = stablehlo.reshape %569 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %572 = stablehlo.divide %571, %cst_27 : tensor<2x8x32xf32>
    %573 = stablehlo.power %195, %cst_26 : tensor<2x8x32xf32>
    %574 = stablehlo.multiply %573, %cst_54 : tensor<2x8x32xf32>
    %575 = stablehlo.multiply %572, %574 : tensor<2x8x32xf32>
    %576 = stablehlo.add %563, %575 : tensor<2x8x32xf32>
    %577 = stablehlo.transpose %167, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %578 = stablehlo.transpose %166, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %579 = stablehlo.reshape %576 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %581 = stablehlo.reshape %580 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %582 = stablehlo.multiply %581, %190 : tensor<32x32xf32>
    %583 = stablehlo.reshape %582 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %584 = stablehlo.dot_general %578, %583, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %585 = stablehlo.reshape %584 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %586 = stablehlo.multiply %585, %175 : tensor<32x64xf32>
    %587 = stablehlo.subtract %cst_25, %173 : tensor<32x64xf32>
    %588 = stablehlo.multiply %172, %587 : tensor<32x64xf32>
    %589 = stablehlo.add %588, %cst_25 : tensor<32x64xf32>
    %590 = stablehlo.multiply %173, %589 : tensor<32x64xf32>
    %591 = stablehlo.multiply %586, %590 : tensor<32x64xf32>
    %592 = stablehlo.multiply %585, %174 : tensor<32x64xf32>
    %593 = stablehlo.concatenate %591, %592, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %594 = stablehlo.reshape %593 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %595 = stablehlo.dot_general %577, %594, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %596 = stablehlo.reshape %595 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %597 = stablehlo.reduce(%596 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %598 = stablehlo.reshape %160 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %599 = stablehlo.concatenate %428, %598, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %600 = stablehlo.multiply %581, %179 : tensor<32x32xf32>
    %601 = stablehlo.reduce(%600 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %602 = stablehlo.reshape %601 : (tensor<32xf32>) -> tensor<16x2xf32>
    %603 = stablehlo.divide %602, %187 : tensor<16x2xf32>
    %604 = stablehlo.negate %602 : tensor<16x2xf32>
    %605 = stablehlo.divide %188, %187 : tensor<16x2xf32>
    %606 = stablehlo.multiply %604, %605 : tensor<16x2xf32>
    %607 = stablehlo.reduce(%606 init: %cst_60) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %609 = stablehlo.add %603, %608 : tensor<16x2xf32>
    %610 = "stablehlo.scatter"(%cst_24, %599, %609) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %899 = stablehlo.add %arg56, %arg57 : tensor<f32>
      stablehlo.return %899 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %611 = stablehlo.subtract %cst_23, %152 : tensor<16x4xf32>
    %612 = stablehlo.multiply %152, %611 : tensor<16x4xf32>
    %613 = stablehlo.multiply %610, %612 : tensor<16x4xf32>
    %614 = stablehlo.dot_general %613, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %615 = stablehlo.add %597, %614 : tensor<16x32xf32>
    %616 = stablehlo.reshape %615 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %617 = stablehlo.multiply %616, %0 : tensor<2x8x32xf32>
    %618 = stablehlo.multiply %617, %146 : tensor<2x8x32xf32>
    %619 = stablehlo.add %576, %618 : tensor<2x8x32xf32>
    %620 = stablehlo.multiply %617, %138 : tensor<2x8x32xf32>
    %621 = stablehlo.reduce(%620 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %622 = stablehlo.reshape %621 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %623 = stablehlo.multiply %622, %cst_29 : tensor<2x8x1xf32>
    %624 = stablehlo.power %144, %cst_28 : tensor<2x8x1xf32>
    %625 = stablehlo.multiply %623, %624 : tensor<2x8x1xf32>
    %626 = stablehlo.reshape %625 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %627 = stablehlo.broadcast_in_dim %626, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %628 = stablehlo.divide %627, %cst_27 : tensor<2x8x32xf32>
    %629 = stablehlo.power %138, %cst_26 : tensor<2x8x32xf32>
    %630 = stablehlo.multiply %629, %cst_54 : tensor<2x8x32xf32>
    %631 = stablehlo.multiply %628, %630 : tensor<2x8x32xf32>
    %632 = stablehlo.add %619, %631 : tensor<2x8x32xf32>
    %633 = stablehlo.transpose %124, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %634 = stablehlo.reshape %632 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %635 = stablehlo.dot_general %634, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %636 = stablehlo.reshape %635 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %637 = stablehlo.transpose %636, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %638 = stablehlo.reshape %637 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %639 = stablehlo.dot_general %633, %638, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %640 = stablehlo.reshape %639 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %641 = stablehlo.reduce(%640 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %642 = stablehlo.transpose %641, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %643 = stablehlo.reshape %642 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %644 = stablehlo.dot_general %643, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %645 = stablehlo.reshape %644 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %646 = stablehlo.transpose %51, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %647 = stablehlo.transpose %130, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %648 = stablehlo.dot_general %638, %647, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %649 = stablehlo.reshape %648 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %650 = stablehlo.multiply %649, %123 : tensor<2x4x8x8xf32>
    %651 = stablehlo.reduce(%650 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %653 = stablehlo.multiply %123, %652 : tensor<2x4x8x8xf32>
    %654 = stablehlo.subtract %650, %653 : tensor<2x4x8x8xf32>
    %655 = stablehlo.reshape %654 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %656 = stablehlo.dot_general %646, %655, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %657 = stablehlo.reshape %656 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %658 = stablehlo.multiply %657, %cst_50 : tensor<2x4x8x8xf32>
    %659 = stablehlo.transpose %658, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %660 = stablehlo.reshape %659 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %661 = stablehlo.reduce(%660 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %662 = stablehlo.multiply %661, %74 : tensor<2x2x8x8xf32>
    %663 = stablehlo.slice %662 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %664 = stablehlo.negate %663 : tensor<2x2x8x4xf32>
    %665 = stablehlo.pad %664, %cst_60, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %666 = stablehlo.select %c_22, %665, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %667 = stablehlo.slice %662 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %668 = stablehlo.pad %667, %cst_60, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %669 = stablehlo.select %c_20, %668, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %670 = stablehlo.add %666, %669 : tensor<2x2x8x8xf32>
    %671 = stablehlo.multiply %661, %68 : tensor<2x2x8x8xf32>
    %672 = stablehlo.add %670, %671 : tensor<2x2x8x8xf32>
    %673 = stablehlo.transpose %672, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %674 = stablehlo.reshape %673 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %675 = stablehlo.multiply %674, %52 : tensor<2x8x16xf32>
    %676 = stablehlo.multiply %675, %63 : tensor<2x8x16xf32>
    %677 = stablehlo.multiply %675, %55 : tensor<2x8x16xf32>
    %678 = stablehlo.reduce(%677 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %679 = stablehlo.reshape %678 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %680 = stablehlo.multiply %679, %cst_29 : tensor<2x8x1xf32>
    %681 = stablehlo.power %61, %cst_28 : tensor<2x8x1xf32>
    %682 = stablehlo.multiply %680, %681 : tensor<2x8x1xf32>
    %683 = stablehlo.reshape %682 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %685 = stablehlo.divide %684, %cst_19 : tensor<2x8x16xf32>
    %686 = stablehlo.power %55, %cst_18 : tensor<2x8x16xf32>
    %687 = stablehlo.multiply %686, %cst_49 : tensor<2x8x16xf32>
    %688 = stablehlo.multiply %685, %687 : tensor<2x8x16xf32>
    %689 = stablehlo.add %676, %688 : tensor<2x8x16xf32>
    %690 = stablehlo.reshape %689 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %691 = stablehlo.dot_general %690, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %692 = stablehlo.reshape %691 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %693 = stablehlo.add %645, %692 : tensor<2x8x32xf32>
    %694 = stablehlo.transpose %81, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %695 = stablehlo.dot_general %655, %694, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %696 = stablehlo.reshape %695 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %697 = stablehlo.multiply %696, %cst_50 : tensor<2x4x8x8xf32>
    %698 = stablehlo.multiply %697, %47 : tensor<2x4x8x8xf32>
    %699 = stablehlo.slice %698 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %700 = stablehlo.negate %699 : tensor<2x4x8x4xf32>
    %701 = stablehlo.pad %700, %cst_60, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %702 = stablehlo.select %c_17, %701, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %703 = stablehlo.slice %698 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %704 = stablehlo.pad %703, %cst_60, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %705 = stablehlo.select %c, %704, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %706 = stablehlo.add %702, %705 : tensor<2x4x8x8xf32>
    %707 = stablehlo.multiply %697, %39 : tensor<2x4x8x8xf32>
    %708 = stablehlo.add %706, %707 : tensor<2x4x8x8xf32>
    %709 = stablehlo.transpose %708, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %710 = stablehlo.reshape %709 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %711 = stablehlo.multiply %710, %5 : tensor<2x8x32xf32>
    %712 = stablehlo.multiply %711, %28 : tensor<2x8x32xf32>
    %713 = stablehlo.multiply %711, %20 : tensor<2x8x32xf32>
    %714 = stablehlo.reduce(%713 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %715 = stablehlo.reshape %714 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %716 = stablehlo.multiply %715, %cst_29 : tensor<2x8x1xf32>
    %717 = stablehlo.power %26, %cst_28 : tensor<2x8x1xf32>
    %718 = stablehlo.multiply %716, %717 : tensor<2x8x1xf32>
    %719 = stablehlo.reshape %718 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %721 = stablehlo.divide %720, %cst_27 : tensor<2x8x32xf32>
    %722 = stablehlo.power %20, %cst_26 : tensor<2x8x32xf32>
    %723 = stablehlo.multiply %722, %cst_54 : tensor<2x8x32xf32>
    %724 = stablehlo.multiply %721, %723 : tensor<2x8x32xf32>
    %725 = stablehlo.add %712, %724 : tensor<2x8x32xf32>
    %726 = stablehlo.reshape %725 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %727 = stablehlo.dot_general %726, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %728 = stablehlo.reshape %727 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %729 = stablehlo.add %693, %728 : tensor<2x8x32xf32>
    %730 = stablehlo.multiply %729, %6 : tensor<2x8x32xf32>
    %731 = stablehlo.multiply %730, %14 : tensor<2x8x32xf32>
    %732 = stablehlo.add %632, %731 : tensor<2x8x32xf32>
    %733 = stablehlo.multiply %730, %4 : tensor<2x8x32xf32>
    %734 = stablehlo.reduce(%733 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %735 = stablehlo.reshape %734 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %736 = stablehlo.multiply %735, %cst_29 : tensor<2x8x1xf32>
    %737 = stablehlo.power %12, %cst_28 : tensor<2x8x1xf32>
    %738 = stablehlo.multiply %736, %737 : tensor<2x8x1xf32>
    %739 = stablehlo.reshape %738 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %740 = stablehlo.broadcast_in_dim %739, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %741 = stablehlo.divide %740, %cst_27 : tensor<2x8x32xf32>
    %742 = stablehlo.power %4, %cst_26 : tensor<2x8x32xf32>
    %743 = stablehlo.multiply %742, %cst_54 : tensor<2x8x32xf32>
    %744 = stablehlo.multiply %741, %743 : tensor<2x8x32xf32>
    %745 = stablehlo.add %732, %744 : tensor<2x8x32xf32>
    %746 = stablehlo.select %379, %cst_33, %745 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %747 = "stablehlo.scatter"(%cst_36, %377, %746) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %899 = stablehlo.add %arg56, %arg57 : tensor<f32>
      stablehlo.return %899 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %748 = stablehlo.add %373, %747 : tensor<128x32xf32>
    %749 = stablehlo.multiply %748, %cst_15 : tensor<128x32xf32>
    %750 = stablehlo.subtract %arg10, %749 : tensor<128x32xf32>
    %751 = stablehlo.multiply %arg32, %cst_14 : tensor<32x32xf32>
    %752 = stablehlo.transpose %726, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %753 = stablehlo.dot_general %752, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %754 = stablehlo.add %751, %753 : tensor<32x32xf32>
    %755 = stablehlo.multiply %754, %cst_13 : tensor<32x32xf32>
    %756 = stablehlo.subtract %arg17, %755 : tensor<32x32xf32>
    %757 = stablehlo.multiply %arg33, %cst_12 : tensor<16x32xf32>
    %758 = stablehlo.transpose %690, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %759 = stablehlo.dot_general %758, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %760 = stablehlo.add %757, %759 : tensor<16x32xf32>
    %761 = stablehlo.multiply %760, %cst_11 : tensor<16x32xf32>
    %762 = stablehlo.subtract %arg14, %761 : tensor<16x32xf32>
    %763 = stablehlo.multiply %arg34, %cst_12 : tensor<16x32xf32>
    %764 = stablehlo.transpose %643, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %765 = stablehlo.dot_general %764, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %766 = stablehlo.add %763, %765 : tensor<16x32xf32>
    %767 = stablehlo.multiply %766, %cst_11 : tensor<16x32xf32>
    %768 = stablehlo.subtract %arg9, %767 : tensor<16x32xf32>
    %769 = stablehlo.multiply %arg35, %cst_14 : tensor<32x32xf32>
    %770 = stablehlo.transpose %634, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %771 = stablehlo.dot_general %770, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %772 = stablehlo.add %769, %771 : tensor<32x32xf32>
    %773 = stablehlo.multiply %772, %cst_13 : tensor<32x32xf32>
    %774 = stablehlo.subtract %arg8, %773 : tensor<32x32xf32>
    %775 = stablehlo.multiply %arg36, %cst_10 : tensor<32xf32>
    %776 = stablehlo.multiply %710, %29 : tensor<2x8x32xf32>
    %777 = stablehlo.reduce(%776 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %778 = stablehlo.add %775, %777 : tensor<32xf32>
    %779 = stablehlo.multiply %778, %cst_9 : tensor<32xf32>
    %780 = stablehlo.subtract %arg18, %779 : tensor<32xf32>
    %781 = stablehlo.multiply %arg37, %cst_8 : tensor<16xf32>
    %782 = stablehlo.multiply %674, %64 : tensor<2x8x16xf32>
    %783 = stablehlo.reduce(%782 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %784 = stablehlo.add %781, %783 : tensor<16xf32>
    %785 = stablehlo.multiply %784, %cst_7 : tensor<16xf32>
    %786 = stablehlo.subtract %arg15, %785 : tensor<16xf32>
    %787 = stablehlo.multiply %arg38, %cst_6 : tensor<4x32xf32>
    %788 = stablehlo.transpose %613, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %789 = stablehlo.dot_general %788, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %790 = stablehlo.add %787, %789 : tensor<4x32xf32>
    %791 = stablehlo.multiply %790, %cst_5 : tensor<4x32xf32>
    %792 = stablehlo.subtract %arg7, %791 : tensor<4x32xf32>
    %793 = stablehlo.multiply %arg39, %cst_4 : tensor<4x128x32xf32>
    %794 = stablehlo.reshape %168 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %795 = stablehlo.dot_general %594, %794, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %796 = "stablehlo.scatter"(%cst_3, %165, %795) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %899 = stablehlo.add %arg56, %arg57 : tensor<f32>
      stablehlo.return %899 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %797 = stablehlo.add %793, %796 : tensor<4x128x32xf32>
    %798 = stablehlo.multiply %797, %cst_2 : tensor<4x128x32xf32>
    %799 = stablehlo.subtract %arg20, %798 : tensor<4x128x32xf32>
    %800 = stablehlo.multiply %arg40, %cst_1 : tensor<4x32x64xf32>
    %801 = stablehlo.reshape %176 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %802 = stablehlo.dot_general %583, %801, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %803 = "stablehlo.scatter"(%cst_0, %165, %802) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %899 = stablehlo.add %arg56, %arg57 : tensor<f32>
      stablehlo.return %899 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %804 = stablehlo.add %800, %803 : tensor<4x32x64xf32>
    %805 = stablehlo.multiply %804, %cst : tensor<4x32x64xf32>
    %806 = stablehlo.subtract %arg21, %805 : tensor<4x32x64xf32>
    %807 = stablehlo.multiply %arg41, %cst_10 : tensor<32xf32>
    %808 = stablehlo.multiply %729, %15 : tensor<2x8x32xf32>
    %809 = stablehlo.reduce(%808 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %810 = stablehlo.add %807, %809 : tensor<32xf32>
    %811 = stablehlo.multiply %810, %cst_9 : tensor<32xf32>
    %812 = stablehlo.subtract %arg11, %811 : tensor<32xf32>
    %813 = stablehlo.multiply %arg42, %cst_10 : tensor<32xf32>
    %814 = stablehlo.multiply %616, %147 : tensor<2x8x32xf32>
    %815 = stablehlo.reduce(%814 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %816 = stablehlo.add %813, %815 : tensor<32xf32>
    %817 = stablehlo.multiply %816, %cst_9 : tensor<32xf32>
    %818 = stablehlo.subtract %arg19, %817 : tensor<32xf32>
    %819 = stablehlo.multiply %arg43, %cst_14 : tensor<32x32xf32>
    %820 = stablehlo.transpose %557, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %821 = stablehlo.dot_general %820, %208, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %822 = stablehlo.add %819, %821 : tensor<32x32xf32>
    %823 = stablehlo.multiply %822, %cst_13 : tensor<32x32xf32>
    %824 = stablehlo.subtract %arg25, %823 : tensor<32x32xf32>
    %825 = stablehlo.multiply %arg44, %cst_12 : tensor<16x32xf32>
    %826 = stablehlo.transpose %521, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %827 = stablehlo.dot_general %826, %208, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %828 = stablehlo.add %825, %827 : tensor<16x32xf32>
    %829 = stablehlo.multiply %828, %cst_11 : tensor<16x32xf32>
    %830 = stablehlo.subtract %arg23, %829 : tensor<16x32xf32>
    %831 = stablehlo.multiply %arg45, %cst_12 : tensor<16x32xf32>
    %832 = stablehlo.transpose %474, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %833 = stablehlo.dot_general %832, %208, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %834 = stablehlo.add %831, %833 : tensor<16x32xf32>
    %835 = stablehlo.multiply %834, %cst_11 : tensor<16x32xf32>
    %836 = stablehlo.subtract %arg5, %835 : tensor<16x32xf32>
    %837 = stablehlo.multiply %arg46, %cst_14 : tensor<32x32xf32>
    %838 = stablehlo.transpose %465, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %839 = stablehlo.dot_general %838, %281, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %840 = stablehlo.add %837, %839 : tensor<32x32xf32>
    %841 = stablehlo.multiply %840, %cst_13 : tensor<32x32xf32>
    %842 = stablehlo.subtract %arg4, %841 : tensor<32x32xf32>
    %843 = stablehlo.multiply %arg47, %cst_10 : tensor<32xf32>
    %844 = stablehlo.multiply %541, %220 : tensor<2x8x32xf32>
    %845 = stablehlo.reduce(%844 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %846 = stablehlo.add %843, %845 : tensor<32xf32>
    %847 = stablehlo.multiply %846, %cst_9 : tensor<32xf32>
    %848 = stablehlo.subtract %arg26, %847 : tensor<32xf32>
    %849 = stablehlo.multiply %arg48, %cst_8 : tensor<16xf32>
    %850 = stablehlo.multiply %505, %245 : tensor<2x8x16xf32>
    %851 = stablehlo.reduce(%850 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %852 = stablehlo.add %849, %851 : tensor<16xf32>
    %853 = stablehlo.multiply %852, %cst_7 : tensor<16xf32>
    %854 = stablehlo.subtract %arg24, %853 : tensor<16xf32>
    %855 = stablehlo.multiply %arg49, %cst_6 : tensor<4x32xf32>
    %856 = stablehlo.transpose %444, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %857 = stablehlo.dot_general %856, %296, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %858 = stablehlo.add %855, %857 : tensor<4x32xf32>
    %859 = stablehlo.multiply %858, %cst_5 : tensor<4x32xf32>
    %860 = stablehlo.subtract %arg3, %859 : tensor<4x32xf32>
    %861 = stablehlo.multiply %arg50, %cst_4 : tensor<4x128x32xf32>
    %862 = stablehlo.reshape %313 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %863 = stablehlo.dot_general %423, %862, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %864 = "stablehlo.scatter"(%cst_3, %310, %863) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %899 = stablehlo.add %arg56, %arg57 : tensor<f32>
      stablehlo.return %899 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %865 = stablehlo.add %861, %864 : tensor<4x128x32xf32>
    %866 = stablehlo.multiply %865, %cst_2 : tensor<4x128x32xf32>
    %867 = stablehlo.subtract %arg28, %866 : tensor<4x128x32xf32>
    %868 = stablehlo.multiply %arg51, %cst_1 : tensor<4x32x64xf32>
    %869 = stablehlo.reshape %321 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %870 = stablehlo.dot_general %412, %869, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %871 = "stablehlo.scatter"(%cst_0, %310, %870) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %899 = stablehlo.add %arg56, %arg57 : tensor<f32>
      stablehlo.return %899 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %872 = stablehlo.add %868, %871 : tensor<4x32x64xf32>
    %873 = stablehlo.multiply %872, %cst : tensor<4x32x64xf32>
    %874 = stablehlo.subtract %arg29, %873 : tensor<4x32x64xf32>
    %875 = stablehlo.multiply %arg52, %cst_10 : tensor<32xf32>
    %876 = stablehlo.multiply %560, %206 : tensor<2x8x32xf32>
    %877 = stablehlo.reduce(%876 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %878 = stablehlo.add %875, %877 : tensor<32xf32>
    %879 = stablehlo.multiply %878, %cst_9 : tensor<32xf32>
    %880 = stablehlo.subtract %arg22, %879 : tensor<32xf32>
    %881 = stablehlo.multiply %arg53, %cst_10 : tensor<32xf32>
    %882 = stablehlo.multiply %447, %294 : tensor<2x8x32xf32>
    %883 = stablehlo.reduce(%882 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %884 = stablehlo.add %881, %883 : tensor<32xf32>
    %885 = stablehlo.multiply %884, %cst_9 : tensor<32xf32>
    %886 = stablehlo.subtract %arg27, %885 : tensor<32xf32>
    %887 = stablehlo.multiply %arg54, %cst_10 : tensor<32xf32>
    %888 = stablehlo.multiply %390, %347 : tensor<2x8x32xf32>
    %889 = stablehlo.reduce(%888 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %890 = stablehlo.add %887, %889 : tensor<32xf32>
    %891 = stablehlo.multiply %890, %cst_9 : tensor<32xf32>
    %892 = stablehlo.subtract %arg30, %891 : tensor<32xf32>
    %893 = stablehlo.multiply %arg55, %cst_37 : tensor<128x32xf32>
    %894 = stablehlo.transpose %388, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %895 = stablehlo.dot_general %894, %349, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %896 = stablehlo.add %893, %895 : tensor<128x32xf32>
    %897 = stablehlo.multiply %896, %cst_15 : tensor<128x32xf32>
    %898 = stablehlo.subtract %arg1, %897 : tensor<128x32xf32>
    return %372, %750, %756, %762, %768, %774, %780, %786, %792, %799, %806, %812, %818, %824, %830, %836, %842, %848, %854, %860, %867, %874, %880, %886, %892, %898, %748, %754, %760, %766, %772, %778, %784, %790, %797, %804, %810, %816, %822, %828, %834, %840, %846, %852, %858, %865, %872, %878, %884, %890, %896 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
