module @IrToHlo.2509 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg2: tensor<4x32xf32> {tf.aliasing_output = 19 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg4: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg5: tensor<4x32xf32> {tf.aliasing_output = 8 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg8: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg9: tensor<2x8xi64>, %arg10: tensor<i1>, %arg11: tensor<4xf32>, %arg12: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg13: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %arg14: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg17: tensor<4x128x32xf32> {tf.aliasing_output = 9 : i32}, %arg18: tensor<4x32x64xf32> {tf.aliasing_output = 10 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg20: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg21: tensor<16xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg25: tensor<4x128x32xf32> {tf.aliasing_output = 20 : i32}, %arg26: tensor<4x32x64xf32> {tf.aliasing_output = 21 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg29: tensor<128x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<16x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<16x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<16xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<4x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<4x128x32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<4x32x64xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<16x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<16x32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<16xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<4x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<4x128x32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<4x32x64xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<128x32xf32> {tf.aliasing_output = 50 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
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
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<32x64xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_26 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_27 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_28 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_30 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_31 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_33 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_34 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_37 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %c_38 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_39 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_42 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_43 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_44 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_45 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_46 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_47 = stablehlo.constant dense<6.250000e-02> : tensor<2x8xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x16xf32>
    %cst_49 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_50 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_52 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_54 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_56 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_57 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_58 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg8, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %8 = stablehlo.dot_general %3, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %9 = stablehlo.reshape %8 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %10 = stablehlo.power %9, %cst_53 : tensor<2x8x32xf32>
    %11 = stablehlo.reduce(%10 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.multiply %11, %cst_52 : tensor<2x8xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.add %13, %cst_51 : tensor<2x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x8x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %9, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.multiply %6, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %22 = stablehlo.broadcast_in_dim %cst_50, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %23 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<1x8x4xf32>
    %25 = stablehlo.concatenate %24, %24, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %26 = stablehlo.cosine %25 : tensor<1x8x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<2x4x8x8xf32>
    %30 = stablehlo.slice %21 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %31 = stablehlo.negate %30 : tensor<2x4x8x4xf32>
    %32 = stablehlo.slice %21 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %33 = stablehlo.concatenate %31, %32, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %34 = stablehlo.sine %25 : tensor<1x8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %37 = stablehlo.multiply %33, %36 : tensor<2x4x8x8xf32>
    %38 = stablehlo.add %29, %37 : tensor<2x4x8x8xf32>
    %39 = stablehlo.multiply %38, %cst_49 : tensor<2x4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %42 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %43 = stablehlo.dot_general %3, %42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %44 = stablehlo.reshape %43 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %45 = stablehlo.power %44, %cst_48 : tensor<2x8x16xf32>
    %46 = stablehlo.reduce(%45 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %47 = stablehlo.multiply %46, %cst_47 : tensor<2x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %49 = stablehlo.add %48, %cst_51 : tensor<2x8x1xf32>
    %50 = stablehlo.rsqrt %49 : tensor<2x8x1xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %53 = stablehlo.multiply %44, %52 : tensor<2x8x16xf32>
    %54 = stablehlo.multiply %41, %53 : tensor<2x8x16xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %56 = stablehlo.transpose %55, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<2x2x8x8xf32>
    %59 = stablehlo.slice %56 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %60 = stablehlo.negate %59 : tensor<2x2x8x4xf32>
    %61 = stablehlo.slice %56 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %62 = stablehlo.concatenate %60, %61, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.add %58, %64 : tensor<2x2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %68 = stablehlo.transpose %67, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %69 = stablehlo.multiply %68, %cst_49 : tensor<2x4x8x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %71 = stablehlo.dot_general %40, %70, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %73 = stablehlo.convert %arg10 : (tensor<i1>) -> tensor<ui8>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %75 = stablehlo.broadcast_in_dim %c_46, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %76 = stablehlo.broadcast_in_dim %c_46, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %77 = stablehlo.compare  LE, %75, %76 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %78 = stablehlo.convert %77 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %79 = stablehlo.and %74, %78 : tensor<1x1x8x8xui8>
    %80 = stablehlo.compare  NE, %79, %c_58 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %81 = stablehlo.convert %80 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %82 = stablehlo.reshape %81 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %84 = stablehlo.compare  NE, %arg9, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %85 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %86 = stablehlo.compare  LT, %85, %c_44 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %87 = stablehlo.add %85, %c_43 : tensor<2x1x1x8xi64>
    %88 = stablehlo.select %86, %87, %85 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %90 = stablehlo.broadcast_in_dim %c_46, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %91 = stablehlo.compare  LT, %90, %c_44 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %92 = stablehlo.add %90, %c_42 : tensor<2x1x1x8xi64>
    %93 = stablehlo.select %91, %92, %90 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %94 = stablehlo.reshape %93 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %95 = stablehlo.concatenate %89, %94, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %96 = "stablehlo.gather"(%84, %95) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %97 = stablehlo.convert %96 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %100 = stablehlo.and %83, %99 : tensor<2x1x8x8xui8>
    %101 = stablehlo.compare  NE, %100, %c_56 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %102 = stablehlo.select %101, %cst_41, %cst_40 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %105 = stablehlo.add %72, %104 : tensor<2x4x8x8xf32>
    %106 = stablehlo.reduce(%105 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.subtract %105, %107 : tensor<2x4x8x8xf32>
    %109 = stablehlo.exponential %108 : tensor<2x4x8x8xf32>
    %110 = stablehlo.reduce(%109 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %112 = stablehlo.divide %109, %111 : tensor<2x4x8x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %114 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %115 = stablehlo.dot_general %3, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %117 = stablehlo.transpose %116, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.dot_general %113, %119, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.power %126, %cst_53 : tensor<2x8x32xf32>
    %128 = stablehlo.reduce(%127 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %129 = stablehlo.multiply %128, %cst_52 : tensor<2x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %131 = stablehlo.add %130, %cst_51 : tensor<2x8x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<2x8x1xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %135 = stablehlo.multiply %126, %134 : tensor<2x8x32xf32>
    %136 = stablehlo.multiply %5, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.add %4, %136 : tensor<2x8x32xf32>
    %138 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %139 = stablehlo.reshape %137 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %141 = stablehlo.dot_general %139, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %142 = stablehlo.reduce(%141 init: %cst_55) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %144 = stablehlo.subtract %141, %143 : tensor<16x4xf32>
    %145 = stablehlo.exponential %144 : tensor<16x4xf32>
    %146 = stablehlo.reduce(%145 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %148 = stablehlo.divide %145, %147 : tensor<16x4xf32>
    %149 = stablehlo.iota dim = 0 : tensor<4xi32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %151:2 = "stablehlo.sort"(%148, %150) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>, %arg56: tensor<i32>, %arg57: tensor<i32>):
      %882 = stablehlo.compare  GT, %arg54, %arg55,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %882 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %152 = stablehlo.slice %151#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %153 = stablehlo.convert %152 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %154 = stablehlo.reshape %153 : (tensor<16x2xi64>) -> tensor<32xi64>
    %155 = stablehlo.compare  LT, %154, %c_39 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %156 = stablehlo.add %154, %c_38 : tensor<32xi64>
    %157 = stablehlo.select %155, %156, %154 : tensor<32xi1>, tensor<32xi64>
    %158 = stablehlo.reshape %157 : (tensor<32xi64>) -> tensor<32x1xi64>
    %159 = "stablehlo.gather"(%arg18, %158) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %160 = "stablehlo.gather"(%arg17, %158) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %161 = stablehlo.broadcast_in_dim %139, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %163 = stablehlo.dot_general %160, %162, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %164 = stablehlo.reshape %163 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %165 = stablehlo.slice %164 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %166 = stablehlo.logistic %165 : tensor<32x64xf32>
    %167 = stablehlo.multiply %165, %166 : tensor<32x64xf32>
    %168 = stablehlo.slice %164 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<32x64xf32>
    %170 = stablehlo.reshape %169 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %171 = stablehlo.dot_general %159, %170, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %173 = stablehlo.slice %151#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %174 = stablehlo.reshape %173 : (tensor<16x2xf32>) -> tensor<32xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %176 = stablehlo.multiply %172, %175 : tensor<32x32xf32>
    %177 = stablehlo.reshape %176 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %178 = stablehlo.reduce(%177 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %179 = stablehlo.reshape %178 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.power %179, %cst_53 : tensor<2x8x32xf32>
    %181 = stablehlo.reduce(%180 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %182 = stablehlo.multiply %181, %cst_52 : tensor<2x8xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %184 = stablehlo.add %183, %cst_51 : tensor<2x8x1xf32>
    %185 = stablehlo.rsqrt %184 : tensor<2x8x1xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.multiply %179, %187 : tensor<2x8x32xf32>
    %189 = stablehlo.multiply %138, %188 : tensor<2x8x32xf32>
    %190 = stablehlo.add %137, %189 : tensor<2x8x32xf32>
    %191 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %192 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.reshape %190 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %194 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %195 = stablehlo.dot_general %193, %194, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %196 = stablehlo.reshape %195 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.power %196, %cst_53 : tensor<2x8x32xf32>
    %198 = stablehlo.reduce(%197 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %199 = stablehlo.multiply %198, %cst_52 : tensor<2x8xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %201 = stablehlo.add %200, %cst_51 : tensor<2x8x1xf32>
    %202 = stablehlo.rsqrt %201 : tensor<2x8x1xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %205 = stablehlo.multiply %196, %204 : tensor<2x8x32xf32>
    %206 = stablehlo.multiply %192, %205 : tensor<2x8x32xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %208 = stablehlo.transpose %207, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %209 = stablehlo.multiply %208, %28 : tensor<2x4x8x8xf32>
    %210 = stablehlo.slice %208 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %211 = stablehlo.negate %210 : tensor<2x4x8x4xf32>
    %212 = stablehlo.slice %208 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %213 = stablehlo.concatenate %211, %212, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %214 = stablehlo.multiply %213, %36 : tensor<2x4x8x8xf32>
    %215 = stablehlo.add %209, %214 : tensor<2x4x8x8xf32>
    %216 = stablehlo.multiply %215, %cst_49 : tensor<2x4x8x8xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %218 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %219 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %220 = stablehlo.dot_general %193, %219, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %221 = stablehlo.reshape %220 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %222 = stablehlo.power %221, %cst_48 : tensor<2x8x16xf32>
    %223 = stablehlo.reduce(%222 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %224 = stablehlo.multiply %223, %cst_47 : tensor<2x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %226 = stablehlo.add %225, %cst_51 : tensor<2x8x1xf32>
    %227 = stablehlo.rsqrt %226 : tensor<2x8x1xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %230 = stablehlo.multiply %221, %229 : tensor<2x8x16xf32>
    %231 = stablehlo.multiply %218, %230 : tensor<2x8x16xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %233 = stablehlo.transpose %232, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %234 = stablehlo.multiply %233, %57 : tensor<2x2x8x8xf32>
    %235 = stablehlo.slice %233 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %236 = stablehlo.negate %235 : tensor<2x2x8x4xf32>
    %237 = stablehlo.slice %233 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %238 = stablehlo.concatenate %236, %237, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %239 = stablehlo.multiply %238, %63 : tensor<2x2x8x8xf32>
    %240 = stablehlo.add %234, %239 : tensor<2x2x8x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %243 = stablehlo.transpose %242, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %244 = stablehlo.multiply %243, %cst_49 : tensor<2x4x8x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %246 = stablehlo.dot_general %217, %245, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %247 = stablehlo.reshape %246 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %248 = stablehlo.add %247, %104 : tensor<2x4x8x8xf32>
    %249 = stablehlo.reduce(%248 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %251 = stablehlo.subtract %248, %250 : tensor<2x4x8x8xf32>
    %252 = stablehlo.exponential %251 : tensor<2x4x8x8xf32>
    %253 = stablehlo.reduce(%252 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %255 = stablehlo.divide %252, %254 : tensor<2x4x8x8xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %257 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %258 = stablehlo.dot_general %193, %257, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %259 = stablehlo.reshape %258 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %260 = stablehlo.transpose %259, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %263 = stablehlo.dot_general %256, %262, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %264 = stablehlo.reshape %263 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %265 = stablehlo.transpose %264, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %267 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %268 = stablehlo.dot_general %266, %267, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %269 = stablehlo.reshape %268 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %270 = stablehlo.power %269, %cst_53 : tensor<2x8x32xf32>
    %271 = stablehlo.reduce(%270 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %272 = stablehlo.multiply %271, %cst_52 : tensor<2x8xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %274 = stablehlo.add %273, %cst_51 : tensor<2x8x1xf32>
    %275 = stablehlo.rsqrt %274 : tensor<2x8x1xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.multiply %269, %277 : tensor<2x8x32xf32>
    %279 = stablehlo.multiply %191, %278 : tensor<2x8x32xf32>
    %280 = stablehlo.add %190, %279 : tensor<2x8x32xf32>
    %281 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %282 = stablehlo.reshape %280 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %283 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %284 = stablehlo.dot_general %282, %283, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %285 = stablehlo.reduce(%284 init: %cst_55) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %287 = stablehlo.subtract %284, %286 : tensor<16x4xf32>
    %288 = stablehlo.exponential %287 : tensor<16x4xf32>
    %289 = stablehlo.reduce(%288 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %291 = stablehlo.divide %288, %290 : tensor<16x4xf32>
    %292:2 = "stablehlo.sort"(%291, %150) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>, %arg56: tensor<i32>, %arg57: tensor<i32>):
      %882 = stablehlo.compare  GT, %arg54, %arg55,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %882 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %293 = stablehlo.slice %292#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %294 = stablehlo.convert %293 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %295 = stablehlo.reshape %294 : (tensor<16x2xi64>) -> tensor<32xi64>
    %296 = stablehlo.compare  LT, %295, %c_39 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %297 = stablehlo.add %295, %c_38 : tensor<32xi64>
    %298 = stablehlo.select %296, %297, %295 : tensor<32xi1>, tensor<32xi64>
    %299 = stablehlo.reshape %298 : (tensor<32xi64>) -> tensor<32x1xi64>
    %300 = "stablehlo.gather"(%arg26, %299) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %301 = "stablehlo.gather"(%arg25, %299) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %302 = stablehlo.broadcast_in_dim %282, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %303 = stablehlo.reshape %302 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %304 = stablehlo.dot_general %301, %303, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %305 = stablehlo.reshape %304 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %306 = stablehlo.slice %305 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %307 = stablehlo.logistic %306 : tensor<32x64xf32>
    %308 = stablehlo.multiply %306, %307 : tensor<32x64xf32>
    %309 = stablehlo.slice %305 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %310 = stablehlo.multiply %308, %309 : tensor<32x64xf32>
    %311 = stablehlo.reshape %310 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %312 = stablehlo.dot_general %300, %311, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %313 = stablehlo.reshape %312 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %314 = stablehlo.slice %292#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %315 = stablehlo.reshape %314 : (tensor<16x2xf32>) -> tensor<32xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %317 = stablehlo.multiply %313, %316 : tensor<32x32xf32>
    %318 = stablehlo.reshape %317 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %319 = stablehlo.reduce(%318 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %320 = stablehlo.reshape %319 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %321 = stablehlo.power %320, %cst_53 : tensor<2x8x32xf32>
    %322 = stablehlo.reduce(%321 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %323 = stablehlo.multiply %322, %cst_52 : tensor<2x8xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %325 = stablehlo.add %324, %cst_51 : tensor<2x8x1xf32>
    %326 = stablehlo.rsqrt %325 : tensor<2x8x1xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %329 = stablehlo.multiply %320, %328 : tensor<2x8x32xf32>
    %330 = stablehlo.multiply %281, %329 : tensor<2x8x32xf32>
    %331 = stablehlo.add %280, %330 : tensor<2x8x32xf32>
    %332 = stablehlo.power %331, %cst_53 : tensor<2x8x32xf32>
    %333 = stablehlo.reduce(%332 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %334 = stablehlo.multiply %333, %cst_52 : tensor<2x8xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %336 = stablehlo.add %335, %cst_51 : tensor<2x8x1xf32>
    %337 = stablehlo.rsqrt %336 : tensor<2x8x1xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %340 = stablehlo.multiply %331, %339 : tensor<2x8x32xf32>
    %341 = stablehlo.multiply %0, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.reshape %341 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %343 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %344 = stablehlo.dot_general %342, %343, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %345 = stablehlo.reshape %344 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %346 = stablehlo.slice %345 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %347 = stablehlo.reduce(%346 init: %cst_55) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %349 = stablehlo.subtract %346, %348 : tensor<2x7x128xf32>
    %350 = stablehlo.exponential %349 : tensor<2x7x128xf32>
    %351 = stablehlo.reduce(%350 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %352 = stablehlo.log %351 : tensor<2x7xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %354 = stablehlo.subtract %349, %353 : tensor<2x7x128xf32>
    %355 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %357 = stablehlo.broadcast_in_dim %c_54, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %358 = stablehlo.compare  EQ, %356, %357 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %359 = stablehlo.convert %358 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %360 = stablehlo.convert %359 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %361 = stablehlo.multiply %354, %360 : tensor<2x7x128xf32>
    %362 = stablehlo.reduce(%361 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %363 = stablehlo.reduce(%362 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %364 = stablehlo.multiply %363, %cst_37 : tensor<f32>
    %365 = stablehlo.negate %364 : tensor<f32>
    %366 = stablehlo.multiply %arg29, %cst_36 : tensor<128x32xf32>
    %367 = stablehlo.compare  LT, %arg0, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %368 = stablehlo.add %arg0, %c_34 : tensor<2x8xi64>
    %369 = stablehlo.select %367, %368, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %370 = stablehlo.reshape %369 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %371 = stablehlo.compare  EQ, %arg0, %c_33 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %373 = stablehlo.multiply %360, %cst_30 : tensor<2x7x128xf32>
    %374 = stablehlo.exponential %354 : tensor<2x7x128xf32>
    %375 = stablehlo.reduce(%373 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %377 = stablehlo.multiply %374, %376 : tensor<2x7x128xf32>
    %378 = stablehlo.subtract %373, %377 : tensor<2x7x128xf32>
    %379 = stablehlo.pad %378, %cst_59, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %380 = stablehlo.select %c_31, %379, %cst_29 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %381 = stablehlo.reshape %380 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %382 = stablehlo.dot_general %381, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %383 = stablehlo.reshape %382 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %384 = stablehlo.multiply %383, %0 : tensor<2x8x32xf32>
    %385 = stablehlo.multiply %384, %339 : tensor<2x8x32xf32>
    %386 = stablehlo.multiply %384, %331 : tensor<2x8x32xf32>
    %387 = stablehlo.reduce(%386 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %388 = stablehlo.reshape %387 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %389 = stablehlo.multiply %388, %cst_28 : tensor<2x8x1xf32>
    %390 = stablehlo.power %337, %cst_27 : tensor<2x8x1xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<2x8x1xf32>
    %392 = stablehlo.reshape %391 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %394 = stablehlo.divide %393, %cst_26 : tensor<2x8x32xf32>
    %395 = stablehlo.power %331, %cst_25 : tensor<2x8x32xf32>
    %396 = stablehlo.multiply %395, %cst_53 : tensor<2x8x32xf32>
    %397 = stablehlo.multiply %394, %396 : tensor<2x8x32xf32>
    %398 = stablehlo.add %385, %397 : tensor<2x8x32xf32>
    %399 = stablehlo.transpose %301, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %400 = stablehlo.transpose %300, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %401 = stablehlo.multiply %398, %281 : tensor<2x8x32xf32>
    %402 = stablehlo.multiply %401, %328 : tensor<2x8x32xf32>
    %403 = stablehlo.multiply %401, %320 : tensor<2x8x32xf32>
    %404 = stablehlo.reduce(%403 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %405 = stablehlo.reshape %404 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %406 = stablehlo.multiply %405, %cst_28 : tensor<2x8x1xf32>
    %407 = stablehlo.power %326, %cst_27 : tensor<2x8x1xf32>
    %408 = stablehlo.multiply %406, %407 : tensor<2x8x1xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %411 = stablehlo.divide %410, %cst_26 : tensor<2x8x32xf32>
    %412 = stablehlo.power %320, %cst_25 : tensor<2x8x32xf32>
    %413 = stablehlo.multiply %412, %cst_53 : tensor<2x8x32xf32>
    %414 = stablehlo.multiply %411, %413 : tensor<2x8x32xf32>
    %415 = stablehlo.add %402, %414 : tensor<2x8x32xf32>
    %416 = stablehlo.reshape %415 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %418 = stablehlo.reshape %417 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %419 = stablehlo.multiply %418, %316 : tensor<32x32xf32>
    %420 = stablehlo.reshape %419 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %421 = stablehlo.dot_general %400, %420, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %422 = stablehlo.reshape %421 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %423 = stablehlo.multiply %422, %309 : tensor<32x64xf32>
    %424 = stablehlo.subtract %cst_24, %307 : tensor<32x64xf32>
    %425 = stablehlo.multiply %306, %424 : tensor<32x64xf32>
    %426 = stablehlo.add %425, %cst_24 : tensor<32x64xf32>
    %427 = stablehlo.multiply %307, %426 : tensor<32x64xf32>
    %428 = stablehlo.multiply %423, %427 : tensor<32x64xf32>
    %429 = stablehlo.multiply %422, %308 : tensor<32x64xf32>
    %430 = stablehlo.concatenate %428, %429, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %431 = stablehlo.reshape %430 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %432 = stablehlo.dot_general %399, %431, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %433 = stablehlo.reshape %432 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %434 = stablehlo.reduce(%433 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %435 = stablehlo.iota dim = 0 : tensor<16xi64>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %437 = stablehlo.reshape %294 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %438 = stablehlo.concatenate %436, %437, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %439 = stablehlo.multiply %418, %313 : tensor<32x32xf32>
    %440 = stablehlo.reduce(%439 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %441 = stablehlo.reshape %440 : (tensor<32xf32>) -> tensor<16x2xf32>
    %442 = "stablehlo.scatter"(%cst_23, %438, %441) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      stablehlo.return %arg55 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %443 = stablehlo.multiply %442, %291 : tensor<16x4xf32>
    %444 = stablehlo.reduce(%443 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %446 = stablehlo.multiply %291, %445 : tensor<16x4xf32>
    %447 = stablehlo.subtract %443, %446 : tensor<16x4xf32>
    %448 = stablehlo.dot_general %447, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %449 = stablehlo.add %434, %448 : tensor<16x32xf32>
    %450 = stablehlo.reshape %449 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %451 = stablehlo.add %398, %450 : tensor<2x8x32xf32>
    %452 = stablehlo.transpose %256, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %453 = stablehlo.multiply %451, %191 : tensor<2x8x32xf32>
    %454 = stablehlo.multiply %453, %277 : tensor<2x8x32xf32>
    %455 = stablehlo.multiply %453, %269 : tensor<2x8x32xf32>
    %456 = stablehlo.reduce(%455 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %457 = stablehlo.reshape %456 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %458 = stablehlo.multiply %457, %cst_28 : tensor<2x8x1xf32>
    %459 = stablehlo.power %275, %cst_27 : tensor<2x8x1xf32>
    %460 = stablehlo.multiply %458, %459 : tensor<2x8x1xf32>
    %461 = stablehlo.reshape %460 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %463 = stablehlo.divide %462, %cst_26 : tensor<2x8x32xf32>
    %464 = stablehlo.power %269, %cst_25 : tensor<2x8x32xf32>
    %465 = stablehlo.multiply %464, %cst_53 : tensor<2x8x32xf32>
    %466 = stablehlo.multiply %463, %465 : tensor<2x8x32xf32>
    %467 = stablehlo.add %454, %466 : tensor<2x8x32xf32>
    %468 = stablehlo.reshape %467 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %469 = stablehlo.dot_general %468, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %470 = stablehlo.reshape %469 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %471 = stablehlo.transpose %470, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %472 = stablehlo.reshape %471 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.dot_general %452, %472, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %474 = stablehlo.reshape %473 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %475 = stablehlo.reduce(%474 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %476 = stablehlo.transpose %475, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %477 = stablehlo.reshape %476 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %478 = stablehlo.dot_general %477, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %479 = stablehlo.reshape %478 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %480 = stablehlo.add %451, %479 : tensor<2x8x32xf32>
    %481 = stablehlo.transpose %217, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %482 = stablehlo.transpose %262, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %483 = stablehlo.dot_general %472, %482, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %484 = stablehlo.reshape %483 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %485 = stablehlo.multiply %484, %255 : tensor<2x4x8x8xf32>
    %486 = stablehlo.reduce(%485 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %488 = stablehlo.multiply %255, %487 : tensor<2x4x8x8xf32>
    %489 = stablehlo.subtract %485, %488 : tensor<2x4x8x8xf32>
    %490 = stablehlo.reshape %489 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %491 = stablehlo.dot_general %481, %490, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %492 = stablehlo.reshape %491 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %493 = stablehlo.multiply %492, %cst_49 : tensor<2x4x8x8xf32>
    %494 = stablehlo.transpose %493, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %495 = stablehlo.reshape %494 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %496 = stablehlo.reduce(%495 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %497 = stablehlo.multiply %496, %63 : tensor<2x2x8x8xf32>
    %498 = stablehlo.slice %497 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %499 = stablehlo.negate %498 : tensor<2x2x8x4xf32>
    %500 = stablehlo.pad %499, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %501 = stablehlo.select %c_22, %500, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %502 = stablehlo.slice %497 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %503 = stablehlo.pad %502, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %504 = stablehlo.select %c_20, %503, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %505 = stablehlo.add %501, %504 : tensor<2x2x8x8xf32>
    %506 = stablehlo.multiply %496, %57 : tensor<2x2x8x8xf32>
    %507 = stablehlo.add %505, %506 : tensor<2x2x8x8xf32>
    %508 = stablehlo.transpose %507, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %509 = stablehlo.reshape %508 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %510 = stablehlo.multiply %509, %218 : tensor<2x8x16xf32>
    %511 = stablehlo.multiply %510, %229 : tensor<2x8x16xf32>
    %512 = stablehlo.multiply %510, %221 : tensor<2x8x16xf32>
    %513 = stablehlo.reduce(%512 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %514 = stablehlo.reshape %513 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %515 = stablehlo.multiply %514, %cst_28 : tensor<2x8x1xf32>
    %516 = stablehlo.power %227, %cst_27 : tensor<2x8x1xf32>
    %517 = stablehlo.multiply %515, %516 : tensor<2x8x1xf32>
    %518 = stablehlo.reshape %517 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %520 = stablehlo.divide %519, %cst_19 : tensor<2x8x16xf32>
    %521 = stablehlo.power %221, %cst_18 : tensor<2x8x16xf32>
    %522 = stablehlo.multiply %521, %cst_48 : tensor<2x8x16xf32>
    %523 = stablehlo.multiply %520, %522 : tensor<2x8x16xf32>
    %524 = stablehlo.add %511, %523 : tensor<2x8x16xf32>
    %525 = stablehlo.reshape %524 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %526 = stablehlo.dot_general %525, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %527 = stablehlo.reshape %526 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %528 = stablehlo.add %480, %527 : tensor<2x8x32xf32>
    %529 = stablehlo.transpose %245, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %530 = stablehlo.dot_general %490, %529, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %531 = stablehlo.reshape %530 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %532 = stablehlo.multiply %531, %cst_49 : tensor<2x4x8x8xf32>
    %533 = stablehlo.multiply %532, %36 : tensor<2x4x8x8xf32>
    %534 = stablehlo.slice %533 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %535 = stablehlo.negate %534 : tensor<2x4x8x4xf32>
    %536 = stablehlo.pad %535, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %537 = stablehlo.select %c_17, %536, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %538 = stablehlo.slice %533 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %539 = stablehlo.pad %538, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %540 = stablehlo.select %c, %539, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %541 = stablehlo.add %537, %540 : tensor<2x4x8x8xf32>
    %542 = stablehlo.multiply %532, %28 : tensor<2x4x8x8xf32>
    %543 = stablehlo.add %541, %542 : tensor<2x4x8x8xf32>
    %544 = stablehlo.transpose %543, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %545 = stablehlo.reshape %544 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %546 = stablehlo.multiply %545, %192 : tensor<2x8x32xf32>
    %547 = stablehlo.multiply %546, %204 : tensor<2x8x32xf32>
    %548 = stablehlo.multiply %546, %196 : tensor<2x8x32xf32>
    %549 = stablehlo.reduce(%548 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %550 = stablehlo.reshape %549 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %551 = stablehlo.multiply %550, %cst_28 : tensor<2x8x1xf32>
    %552 = stablehlo.power %202, %cst_27 : tensor<2x8x1xf32>
    %553 = stablehlo.multiply %551, %552 : tensor<2x8x1xf32>
    %554 = stablehlo.reshape %553 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %555 = stablehlo.broadcast_in_dim %554, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %556 = stablehlo.divide %555, %cst_26 : tensor<2x8x32xf32>
    %557 = stablehlo.power %196, %cst_25 : tensor<2x8x32xf32>
    %558 = stablehlo.multiply %557, %cst_53 : tensor<2x8x32xf32>
    %559 = stablehlo.multiply %556, %558 : tensor<2x8x32xf32>
    %560 = stablehlo.add %547, %559 : tensor<2x8x32xf32>
    %561 = stablehlo.reshape %560 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %562 = stablehlo.dot_general %561, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %563 = stablehlo.reshape %562 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %564 = stablehlo.add %528, %563 : tensor<2x8x32xf32>
    %565 = stablehlo.transpose %160, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %566 = stablehlo.transpose %159, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %567 = stablehlo.multiply %564, %138 : tensor<2x8x32xf32>
    %568 = stablehlo.multiply %567, %187 : tensor<2x8x32xf32>
    %569 = stablehlo.multiply %567, %179 : tensor<2x8x32xf32>
    %570 = stablehlo.reduce(%569 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %571 = stablehlo.reshape %570 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %572 = stablehlo.multiply %571, %cst_28 : tensor<2x8x1xf32>
    %573 = stablehlo.power %185, %cst_27 : tensor<2x8x1xf32>
    %574 = stablehlo.multiply %572, %573 : tensor<2x8x1xf32>
    %575 = stablehlo.reshape %574 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %577 = stablehlo.divide %576, %cst_26 : tensor<2x8x32xf32>
    %578 = stablehlo.power %179, %cst_25 : tensor<2x8x32xf32>
    %579 = stablehlo.multiply %578, %cst_53 : tensor<2x8x32xf32>
    %580 = stablehlo.multiply %577, %579 : tensor<2x8x32xf32>
    %581 = stablehlo.add %568, %580 : tensor<2x8x32xf32>
    %582 = stablehlo.reshape %581 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %584 = stablehlo.reshape %583 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %585 = stablehlo.multiply %584, %175 : tensor<32x32xf32>
    %586 = stablehlo.reshape %585 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %587 = stablehlo.dot_general %566, %586, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %588 = stablehlo.reshape %587 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %589 = stablehlo.multiply %588, %168 : tensor<32x64xf32>
    %590 = stablehlo.subtract %cst_24, %166 : tensor<32x64xf32>
    %591 = stablehlo.multiply %165, %590 : tensor<32x64xf32>
    %592 = stablehlo.add %591, %cst_24 : tensor<32x64xf32>
    %593 = stablehlo.multiply %166, %592 : tensor<32x64xf32>
    %594 = stablehlo.multiply %589, %593 : tensor<32x64xf32>
    %595 = stablehlo.multiply %588, %167 : tensor<32x64xf32>
    %596 = stablehlo.concatenate %594, %595, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %597 = stablehlo.reshape %596 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %598 = stablehlo.dot_general %565, %597, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %599 = stablehlo.reshape %598 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %600 = stablehlo.reduce(%599 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %601 = stablehlo.reshape %153 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %602 = stablehlo.concatenate %436, %601, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %603 = stablehlo.multiply %584, %172 : tensor<32x32xf32>
    %604 = stablehlo.reduce(%603 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %605 = stablehlo.reshape %604 : (tensor<32xf32>) -> tensor<16x2xf32>
    %606 = "stablehlo.scatter"(%cst_23, %602, %605) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      stablehlo.return %arg55 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %607 = stablehlo.multiply %606, %148 : tensor<16x4xf32>
    %608 = stablehlo.reduce(%607 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %610 = stablehlo.multiply %148, %609 : tensor<16x4xf32>
    %611 = stablehlo.subtract %607, %610 : tensor<16x4xf32>
    %612 = stablehlo.dot_general %611, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %613 = stablehlo.add %600, %612 : tensor<16x32xf32>
    %614 = stablehlo.reshape %613 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %615 = stablehlo.add %564, %614 : tensor<2x8x32xf32>
    %616 = stablehlo.transpose %113, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %617 = stablehlo.multiply %615, %5 : tensor<2x8x32xf32>
    %618 = stablehlo.multiply %617, %134 : tensor<2x8x32xf32>
    %619 = stablehlo.multiply %617, %126 : tensor<2x8x32xf32>
    %620 = stablehlo.reduce(%619 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %621 = stablehlo.reshape %620 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %622 = stablehlo.multiply %621, %cst_28 : tensor<2x8x1xf32>
    %623 = stablehlo.power %132, %cst_27 : tensor<2x8x1xf32>
    %624 = stablehlo.multiply %622, %623 : tensor<2x8x1xf32>
    %625 = stablehlo.reshape %624 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %627 = stablehlo.divide %626, %cst_26 : tensor<2x8x32xf32>
    %628 = stablehlo.power %126, %cst_25 : tensor<2x8x32xf32>
    %629 = stablehlo.multiply %628, %cst_53 : tensor<2x8x32xf32>
    %630 = stablehlo.multiply %627, %629 : tensor<2x8x32xf32>
    %631 = stablehlo.add %618, %630 : tensor<2x8x32xf32>
    %632 = stablehlo.reshape %631 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %633 = stablehlo.dot_general %632, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %634 = stablehlo.reshape %633 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %635 = stablehlo.transpose %634, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %636 = stablehlo.reshape %635 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %637 = stablehlo.dot_general %616, %636, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %638 = stablehlo.reshape %637 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %639 = stablehlo.reduce(%638 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %640 = stablehlo.transpose %639, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %641 = stablehlo.reshape %640 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %642 = stablehlo.dot_general %641, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %643 = stablehlo.reshape %642 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %644 = stablehlo.add %615, %643 : tensor<2x8x32xf32>
    %645 = stablehlo.transpose %40, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %646 = stablehlo.transpose %119, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %647 = stablehlo.dot_general %636, %646, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %648 = stablehlo.reshape %647 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %649 = stablehlo.multiply %648, %112 : tensor<2x4x8x8xf32>
    %650 = stablehlo.reduce(%649 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %652 = stablehlo.multiply %112, %651 : tensor<2x4x8x8xf32>
    %653 = stablehlo.subtract %649, %652 : tensor<2x4x8x8xf32>
    %654 = stablehlo.reshape %653 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %655 = stablehlo.dot_general %645, %654, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %656 = stablehlo.reshape %655 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %657 = stablehlo.multiply %656, %cst_49 : tensor<2x4x8x8xf32>
    %658 = stablehlo.transpose %657, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %659 = stablehlo.reshape %658 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %660 = stablehlo.reduce(%659 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %661 = stablehlo.multiply %660, %63 : tensor<2x2x8x8xf32>
    %662 = stablehlo.slice %661 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %663 = stablehlo.negate %662 : tensor<2x2x8x4xf32>
    %664 = stablehlo.pad %663, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %665 = stablehlo.select %c_22, %664, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %666 = stablehlo.slice %661 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %667 = stablehlo.pad %666, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %668 = stablehlo.select %c_20, %667, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %669 = stablehlo.add %665, %668 : tensor<2x2x8x8xf32>
    %670 = stablehlo.multiply %660, %57 : tensor<2x2x8x8xf32>
    %671 = stablehlo.add %669, %670 : tensor<2x2x8x8xf32>
    %672 = stablehlo.transpose %671, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %673 = stablehlo.reshape %672 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %674 = stablehlo.multiply %673, %41 : tensor<2x8x16xf32>
    %675 = stablehlo.multiply %674, %52 : tensor<2x8x16xf32>
    %676 = stablehlo.multiply %674, %44 : tensor<2x8x16xf32>
    %677 = stablehlo.reduce(%676 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %678 = stablehlo.reshape %677 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %679 = stablehlo.multiply %678, %cst_28 : tensor<2x8x1xf32>
    %680 = stablehlo.power %50, %cst_27 : tensor<2x8x1xf32>
    %681 = stablehlo.multiply %679, %680 : tensor<2x8x1xf32>
    %682 = stablehlo.reshape %681 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %683 = stablehlo.broadcast_in_dim %682, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %684 = stablehlo.divide %683, %cst_19 : tensor<2x8x16xf32>
    %685 = stablehlo.power %44, %cst_18 : tensor<2x8x16xf32>
    %686 = stablehlo.multiply %685, %cst_48 : tensor<2x8x16xf32>
    %687 = stablehlo.multiply %684, %686 : tensor<2x8x16xf32>
    %688 = stablehlo.add %675, %687 : tensor<2x8x16xf32>
    %689 = stablehlo.reshape %688 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %690 = stablehlo.dot_general %689, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %691 = stablehlo.reshape %690 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %692 = stablehlo.add %644, %691 : tensor<2x8x32xf32>
    %693 = stablehlo.transpose %70, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %694 = stablehlo.dot_general %654, %693, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %695 = stablehlo.reshape %694 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %696 = stablehlo.multiply %695, %cst_49 : tensor<2x4x8x8xf32>
    %697 = stablehlo.multiply %696, %36 : tensor<2x4x8x8xf32>
    %698 = stablehlo.slice %697 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %699 = stablehlo.negate %698 : tensor<2x4x8x4xf32>
    %700 = stablehlo.pad %699, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %701 = stablehlo.select %c_17, %700, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %702 = stablehlo.slice %697 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %703 = stablehlo.pad %702, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %704 = stablehlo.select %c, %703, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %705 = stablehlo.add %701, %704 : tensor<2x4x8x8xf32>
    %706 = stablehlo.multiply %696, %28 : tensor<2x4x8x8xf32>
    %707 = stablehlo.add %705, %706 : tensor<2x4x8x8xf32>
    %708 = stablehlo.transpose %707, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %709 = stablehlo.reshape %708 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %710 = stablehlo.multiply %709, %6 : tensor<2x8x32xf32>
    %711 = stablehlo.multiply %710, %17 : tensor<2x8x32xf32>
    %712 = stablehlo.multiply %710, %9 : tensor<2x8x32xf32>
    %713 = stablehlo.reduce(%712 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %714 = stablehlo.reshape %713 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %715 = stablehlo.multiply %714, %cst_28 : tensor<2x8x1xf32>
    %716 = stablehlo.power %15, %cst_27 : tensor<2x8x1xf32>
    %717 = stablehlo.multiply %715, %716 : tensor<2x8x1xf32>
    %718 = stablehlo.reshape %717 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %720 = stablehlo.divide %719, %cst_26 : tensor<2x8x32xf32>
    %721 = stablehlo.power %9, %cst_25 : tensor<2x8x32xf32>
    %722 = stablehlo.multiply %721, %cst_53 : tensor<2x8x32xf32>
    %723 = stablehlo.multiply %720, %722 : tensor<2x8x32xf32>
    %724 = stablehlo.add %711, %723 : tensor<2x8x32xf32>
    %725 = stablehlo.reshape %724 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %726 = stablehlo.dot_general %725, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %727 = stablehlo.reshape %726 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %728 = stablehlo.add %692, %727 : tensor<2x8x32xf32>
    %729 = stablehlo.select %372, %cst_32, %728 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %730 = "stablehlo.scatter"(%cst_35, %370, %729) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %882 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %882 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %731 = stablehlo.add %366, %730 : tensor<128x32xf32>
    %732 = stablehlo.multiply %731, %cst_15 : tensor<128x32xf32>
    %733 = stablehlo.subtract %arg8, %732 : tensor<128x32xf32>
    %734 = stablehlo.multiply %arg30, %cst_14 : tensor<32x32xf32>
    %735 = stablehlo.transpose %725, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %736 = stablehlo.dot_general %735, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %737 = stablehlo.add %734, %736 : tensor<32x32xf32>
    %738 = stablehlo.multiply %737, %cst_13 : tensor<32x32xf32>
    %739 = stablehlo.subtract %arg14, %738 : tensor<32x32xf32>
    %740 = stablehlo.multiply %arg31, %cst_12 : tensor<16x32xf32>
    %741 = stablehlo.transpose %689, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %742 = stablehlo.dot_general %741, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %743 = stablehlo.add %740, %742 : tensor<16x32xf32>
    %744 = stablehlo.multiply %743, %cst_11 : tensor<16x32xf32>
    %745 = stablehlo.subtract %arg12, %744 : tensor<16x32xf32>
    %746 = stablehlo.multiply %arg32, %cst_12 : tensor<16x32xf32>
    %747 = stablehlo.transpose %641, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %748 = stablehlo.dot_general %747, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %749 = stablehlo.add %746, %748 : tensor<16x32xf32>
    %750 = stablehlo.multiply %749, %cst_11 : tensor<16x32xf32>
    %751 = stablehlo.subtract %arg7, %750 : tensor<16x32xf32>
    %752 = stablehlo.multiply %arg33, %cst_14 : tensor<32x32xf32>
    %753 = stablehlo.transpose %632, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %754 = stablehlo.dot_general %753, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %755 = stablehlo.add %752, %754 : tensor<32x32xf32>
    %756 = stablehlo.multiply %755, %cst_13 : tensor<32x32xf32>
    %757 = stablehlo.subtract %arg6, %756 : tensor<32x32xf32>
    %758 = stablehlo.multiply %arg34, %cst_10 : tensor<32xf32>
    %759 = stablehlo.multiply %709, %18 : tensor<2x8x32xf32>
    %760 = stablehlo.reduce(%759 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %761 = stablehlo.add %758, %760 : tensor<32xf32>
    %762 = stablehlo.multiply %761, %cst_9 : tensor<32xf32>
    %763 = stablehlo.subtract %arg15, %762 : tensor<32xf32>
    %764 = stablehlo.multiply %arg35, %cst_8 : tensor<16xf32>
    %765 = stablehlo.multiply %673, %53 : tensor<2x8x16xf32>
    %766 = stablehlo.reduce(%765 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %767 = stablehlo.add %764, %766 : tensor<16xf32>
    %768 = stablehlo.multiply %767, %cst_7 : tensor<16xf32>
    %769 = stablehlo.subtract %arg13, %768 : tensor<16xf32>
    %770 = stablehlo.multiply %arg36, %cst_6 : tensor<4x32xf32>
    %771 = stablehlo.transpose %611, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %772 = stablehlo.dot_general %771, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %773 = stablehlo.add %770, %772 : tensor<4x32xf32>
    %774 = stablehlo.multiply %773, %cst_5 : tensor<4x32xf32>
    %775 = stablehlo.subtract %arg5, %774 : tensor<4x32xf32>
    %776 = stablehlo.multiply %arg37, %cst_4 : tensor<4x128x32xf32>
    %777 = stablehlo.reshape %161 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %778 = stablehlo.dot_general %597, %777, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %779 = "stablehlo.scatter"(%cst_3, %158, %778) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %882 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %882 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %780 = stablehlo.add %776, %779 : tensor<4x128x32xf32>
    %781 = stablehlo.multiply %780, %cst_2 : tensor<4x128x32xf32>
    %782 = stablehlo.subtract %arg17, %781 : tensor<4x128x32xf32>
    %783 = stablehlo.multiply %arg38, %cst_1 : tensor<4x32x64xf32>
    %784 = stablehlo.reshape %169 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %785 = stablehlo.dot_general %586, %784, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %786 = "stablehlo.scatter"(%cst_0, %158, %785) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %882 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %882 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %787 = stablehlo.add %783, %786 : tensor<4x32x64xf32>
    %788 = stablehlo.multiply %787, %cst : tensor<4x32x64xf32>
    %789 = stablehlo.subtract %arg18, %788 : tensor<4x32x64xf32>
    %790 = stablehlo.multiply %arg39, %cst_10 : tensor<32xf32>
    %791 = stablehlo.multiply %615, %135 : tensor<2x8x32xf32>
    %792 = stablehlo.reduce(%791 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %793 = stablehlo.add %790, %792 : tensor<32xf32>
    %794 = stablehlo.multiply %793, %cst_9 : tensor<32xf32>
    %795 = stablehlo.subtract %arg16, %794 : tensor<32xf32>
    %796 = stablehlo.multiply %arg40, %cst_10 : tensor<32xf32>
    %797 = stablehlo.multiply %564, %188 : tensor<2x8x32xf32>
    %798 = stablehlo.reduce(%797 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %799 = stablehlo.add %796, %798 : tensor<32xf32>
    %800 = stablehlo.multiply %799, %cst_9 : tensor<32xf32>
    %801 = stablehlo.subtract %arg19, %800 : tensor<32xf32>
    %802 = stablehlo.multiply %arg41, %cst_14 : tensor<32x32xf32>
    %803 = stablehlo.transpose %561, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %804 = stablehlo.dot_general %803, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %805 = stablehlo.add %802, %804 : tensor<32x32xf32>
    %806 = stablehlo.multiply %805, %cst_13 : tensor<32x32xf32>
    %807 = stablehlo.subtract %arg22, %806 : tensor<32x32xf32>
    %808 = stablehlo.multiply %arg42, %cst_12 : tensor<16x32xf32>
    %809 = stablehlo.transpose %525, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %810 = stablehlo.dot_general %809, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %811 = stablehlo.add %808, %810 : tensor<16x32xf32>
    %812 = stablehlo.multiply %811, %cst_11 : tensor<16x32xf32>
    %813 = stablehlo.subtract %arg20, %812 : tensor<16x32xf32>
    %814 = stablehlo.multiply %arg43, %cst_12 : tensor<16x32xf32>
    %815 = stablehlo.transpose %477, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %816 = stablehlo.dot_general %815, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %817 = stablehlo.add %814, %816 : tensor<16x32xf32>
    %818 = stablehlo.multiply %817, %cst_11 : tensor<16x32xf32>
    %819 = stablehlo.subtract %arg4, %818 : tensor<16x32xf32>
    %820 = stablehlo.multiply %arg44, %cst_14 : tensor<32x32xf32>
    %821 = stablehlo.transpose %468, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %822 = stablehlo.dot_general %821, %266, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %823 = stablehlo.add %820, %822 : tensor<32x32xf32>
    %824 = stablehlo.multiply %823, %cst_13 : tensor<32x32xf32>
    %825 = stablehlo.subtract %arg3, %824 : tensor<32x32xf32>
    %826 = stablehlo.multiply %arg45, %cst_10 : tensor<32xf32>
    %827 = stablehlo.multiply %545, %205 : tensor<2x8x32xf32>
    %828 = stablehlo.reduce(%827 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %829 = stablehlo.add %826, %828 : tensor<32xf32>
    %830 = stablehlo.multiply %829, %cst_9 : tensor<32xf32>
    %831 = stablehlo.subtract %arg23, %830 : tensor<32xf32>
    %832 = stablehlo.multiply %arg46, %cst_8 : tensor<16xf32>
    %833 = stablehlo.multiply %509, %230 : tensor<2x8x16xf32>
    %834 = stablehlo.reduce(%833 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %835 = stablehlo.add %832, %834 : tensor<16xf32>
    %836 = stablehlo.multiply %835, %cst_7 : tensor<16xf32>
    %837 = stablehlo.subtract %arg21, %836 : tensor<16xf32>
    %838 = stablehlo.multiply %arg47, %cst_6 : tensor<4x32xf32>
    %839 = stablehlo.transpose %447, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %840 = stablehlo.dot_general %839, %282, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %841 = stablehlo.add %838, %840 : tensor<4x32xf32>
    %842 = stablehlo.multiply %841, %cst_5 : tensor<4x32xf32>
    %843 = stablehlo.subtract %arg2, %842 : tensor<4x32xf32>
    %844 = stablehlo.multiply %arg48, %cst_4 : tensor<4x128x32xf32>
    %845 = stablehlo.reshape %302 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %846 = stablehlo.dot_general %431, %845, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %847 = "stablehlo.scatter"(%cst_3, %299, %846) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %882 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %882 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %848 = stablehlo.add %844, %847 : tensor<4x128x32xf32>
    %849 = stablehlo.multiply %848, %cst_2 : tensor<4x128x32xf32>
    %850 = stablehlo.subtract %arg25, %849 : tensor<4x128x32xf32>
    %851 = stablehlo.multiply %arg49, %cst_1 : tensor<4x32x64xf32>
    %852 = stablehlo.reshape %310 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %853 = stablehlo.dot_general %420, %852, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %854 = "stablehlo.scatter"(%cst_0, %299, %853) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %882 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %882 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %855 = stablehlo.add %851, %854 : tensor<4x32x64xf32>
    %856 = stablehlo.multiply %855, %cst : tensor<4x32x64xf32>
    %857 = stablehlo.subtract %arg26, %856 : tensor<4x32x64xf32>
    %858 = stablehlo.multiply %arg50, %cst_10 : tensor<32xf32>
    %859 = stablehlo.multiply %451, %278 : tensor<2x8x32xf32>
    %860 = stablehlo.reduce(%859 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %861 = stablehlo.add %858, %860 : tensor<32xf32>
    %862 = stablehlo.multiply %861, %cst_9 : tensor<32xf32>
    %863 = stablehlo.subtract %arg24, %862 : tensor<32xf32>
    %864 = stablehlo.multiply %arg51, %cst_10 : tensor<32xf32>
    %865 = stablehlo.multiply %398, %329 : tensor<2x8x32xf32>
    %866 = stablehlo.reduce(%865 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %867 = stablehlo.add %864, %866 : tensor<32xf32>
    %868 = stablehlo.multiply %867, %cst_9 : tensor<32xf32>
    %869 = stablehlo.subtract %arg27, %868 : tensor<32xf32>
    %870 = stablehlo.multiply %arg52, %cst_10 : tensor<32xf32>
    %871 = stablehlo.multiply %383, %340 : tensor<2x8x32xf32>
    %872 = stablehlo.reduce(%871 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %873 = stablehlo.add %870, %872 : tensor<32xf32>
    %874 = stablehlo.multiply %873, %cst_9 : tensor<32xf32>
    %875 = stablehlo.subtract %arg28, %874 : tensor<32xf32>
    %876 = stablehlo.multiply %arg53, %cst_36 : tensor<128x32xf32>
    %877 = stablehlo.transpose %381, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %878 = stablehlo.dot_general %877, %342, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %879 = stablehlo.add %876, %878 : tensor<128x32xf32>
    %880 = stablehlo.multiply %879, %cst_15 : tensor<128x32xf32>
    %881 = stablehlo.subtract %arg1, %880 : tensor<128x32xf32>
    return %365, %733, %739, %745, %751, %757, %763, %769, %775, %782, %789, %795, %801, %807, %813, %819, %825, %831, %837, %843, %850, %857, %863, %869, %875, %881, %731, %737, %743, %749, %755, %761, %767, %773, %780, %787, %793, %799, %805, %811, %817, %823, %829, %835, %841, %848, %855, %861, %867, %873, %879 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
