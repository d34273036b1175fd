module @IrToHlo.2509 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg2: tensor<4x32xf32> {tf.aliasing_output = 19 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg4: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg5: tensor<4x32xf32> {tf.aliasing_output = 8 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg8: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg10: tensor<2x8xi64>, %arg11: tensor<i1>, %arg12: tensor<4xf32>, %arg13: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg14: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg18: tensor<4x128x32xf32> {tf.aliasing_output = 9 : i32}, %arg19: tensor<4x32x64xf32> {tf.aliasing_output = 10 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg22: tensor<16xf32> {tf.aliasing_output = 18 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg26: tensor<4x128x32xf32> {tf.aliasing_output = 20 : i32}, %arg27: tensor<4x32x64xf32> {tf.aliasing_output = 21 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg29: tensor<128x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<16x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<16x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<16xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<4x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<4x128x32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<4x32x64xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<16x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<16x32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<16xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<4x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<4x128x32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<4x32x64xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<128x32xf32> {tf.aliasing_output = 50 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
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
    %cst_51 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
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
    %6 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_53 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_52 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_51 : tensor<2x8x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %21 = stablehlo.power %20, %cst_53 : tensor<2x8x32xf32>
    %22 = stablehlo.reduce(%21 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %23 = stablehlo.multiply %22, %cst_52 : tensor<2x8xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %25 = stablehlo.add %24, %cst_51 : tensor<2x8x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x8x1xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %29 = stablehlo.multiply %20, %28 : tensor<2x8x32xf32>
    %30 = stablehlo.multiply %5, %29 : tensor<2x8x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %32 = stablehlo.transpose %31, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %cst_50, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %34 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %50 = stablehlo.multiply %49, %cst_49 : tensor<2x4x8x8xf32>
    %51 = stablehlo.reshape %50 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %53 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %54 = stablehlo.dot_general %17, %53, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %55 = stablehlo.reshape %54 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %56 = stablehlo.power %55, %cst_48 : tensor<2x8x16xf32>
    %57 = stablehlo.reduce(%56 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %58 = stablehlo.multiply %57, %cst_47 : tensor<2x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %60 = stablehlo.add %59, %cst_51 : tensor<2x8x1xf32>
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
    %80 = stablehlo.multiply %79, %cst_49 : tensor<2x4x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %82 = stablehlo.dot_general %51, %81, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %84 = stablehlo.convert %arg11 : (tensor<i1>) -> tensor<ui8>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %86 = stablehlo.broadcast_in_dim %c_46, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %87 = stablehlo.broadcast_in_dim %c_46, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %88 = stablehlo.compare  LE, %86, %87 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %89 = stablehlo.convert %88 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %90 = stablehlo.and %85, %89 : tensor<1x1x8x8xui8>
    %91 = stablehlo.compare  NE, %90, %c_58 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %92 = stablehlo.convert %91 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %93 = stablehlo.reshape %92 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %95 = stablehlo.compare  NE, %arg10, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %96 = stablehlo.broadcast_in_dim %c_45, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %97 = stablehlo.compare  LT, %96, %c_44 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %98 = stablehlo.add %96, %c_43 : tensor<2x1x1x8xi64>
    %99 = stablehlo.select %97, %98, %96 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %100 = stablehlo.reshape %99 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %101 = stablehlo.broadcast_in_dim %c_46, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %102 = stablehlo.compare  LT, %101, %c_44 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %103 = stablehlo.add %101, %c_42 : tensor<2x1x1x8xi64>
    %104 = stablehlo.select %102, %103, %101 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %105 = stablehlo.reshape %104 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %106 = stablehlo.concatenate %100, %105, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %107 = "stablehlo.gather"(%95, %106) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %108 = stablehlo.convert %107 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %109 = stablehlo.reshape %108 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %111 = stablehlo.and %94, %110 : tensor<2x1x8x8xui8>
    %112 = stablehlo.compare  NE, %111, %c_56 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %113 = stablehlo.select %112, %cst_41, %cst_40 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %116 = stablehlo.add %83, %115 : tensor<2x4x8x8xf32>
    %117 = stablehlo.reduce(%116 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %119 = stablehlo.subtract %116, %118 : tensor<2x4x8x8xf32>
    %120 = stablehlo.exponential %119 : tensor<2x4x8x8xf32>
    %121 = stablehlo.reduce(%120 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %123 = stablehlo.divide %120, %122 : tensor<2x4x8x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %125 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %126 = stablehlo.dot_general %17, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %131 = stablehlo.dot_general %124, %130, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %133 = stablehlo.transpose %132, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.add %4, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.power %138, %cst_53 : tensor<2x8x32xf32>
    %141 = stablehlo.reduce(%140 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %142 = stablehlo.multiply %141, %cst_52 : tensor<2x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %144 = stablehlo.add %143, %cst_51 : tensor<2x8x1xf32>
    %145 = stablehlo.rsqrt %144 : tensor<2x8x1xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.multiply %138, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.multiply %139, %148 : tensor<2x8x32xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %152 = stablehlo.dot_general %150, %151, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %153 = stablehlo.reduce(%152 init: %cst_55) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %155 = stablehlo.subtract %152, %154 : tensor<16x4xf32>
    %156 = stablehlo.exponential %155 : tensor<16x4xf32>
    %157 = stablehlo.reduce(%156 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %159 = stablehlo.divide %156, %158 : tensor<16x4xf32>
    %160 = stablehlo.iota dim = 0 : tensor<4xi32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %162:2 = "stablehlo.sort"(%159, %161) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>, %arg56: tensor<i32>, %arg57: tensor<i32>):
      %883 = stablehlo.compare  GT, %arg54, %arg55,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %883 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %163 = stablehlo.slice %162#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %164 = stablehlo.convert %163 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %165 = stablehlo.reshape %164 : (tensor<16x2xi64>) -> tensor<32xi64>
    %166 = stablehlo.compare  LT, %165, %c_39 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %167 = stablehlo.add %165, %c_38 : tensor<32xi64>
    %168 = stablehlo.select %166, %167, %165 : tensor<32xi1>, tensor<32xi64>
    %169 = stablehlo.reshape %168 : (tensor<32xi64>) -> tensor<32x1xi64>
    %170 = "stablehlo.gather"(%arg19, %169) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %171 = "stablehlo.gather"(%arg18, %169) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %172 = stablehlo.broadcast_in_dim %150, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %174 = stablehlo.dot_general %171, %173, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %175 = stablehlo.reshape %174 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %176 = stablehlo.slice %175 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %177 = stablehlo.logistic %176 : tensor<32x64xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<32x64xf32>
    %179 = stablehlo.slice %175 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<32x64xf32>
    %181 = stablehlo.reshape %180 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %182 = stablehlo.dot_general %170, %181, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %183 = stablehlo.reshape %182 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %184 = stablehlo.slice %162#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %185 = stablehlo.reshape %184 : (tensor<16x2xf32>) -> tensor<32xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %187 = stablehlo.multiply %183, %186 : tensor<32x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %189 = stablehlo.reduce(%188 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %190 = stablehlo.reshape %189 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.add %138, %190 : tensor<2x8x32xf32>
    %192 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.power %191, %cst_53 : tensor<2x8x32xf32>
    %195 = stablehlo.reduce(%194 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %196 = stablehlo.multiply %195, %cst_52 : tensor<2x8xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %198 = stablehlo.add %197, %cst_51 : tensor<2x8x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<2x8x1xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %202 = stablehlo.multiply %191, %201 : tensor<2x8x32xf32>
    %203 = stablehlo.multiply %193, %202 : tensor<2x8x32xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %205 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %206 = stablehlo.dot_general %204, %205, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %207 = stablehlo.reshape %206 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %208 = stablehlo.power %207, %cst_53 : tensor<2x8x32xf32>
    %209 = stablehlo.reduce(%208 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %210 = stablehlo.multiply %209, %cst_52 : tensor<2x8xf32>
    %211 = stablehlo.reshape %210 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %212 = stablehlo.add %211, %cst_51 : tensor<2x8x1xf32>
    %213 = stablehlo.rsqrt %212 : tensor<2x8x1xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %216 = stablehlo.multiply %207, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.multiply %192, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %220 = stablehlo.multiply %219, %39 : tensor<2x4x8x8xf32>
    %221 = stablehlo.slice %219 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %222 = stablehlo.negate %221 : tensor<2x4x8x4xf32>
    %223 = stablehlo.slice %219 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %224 = stablehlo.concatenate %222, %223, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %225 = stablehlo.multiply %224, %47 : tensor<2x4x8x8xf32>
    %226 = stablehlo.add %220, %225 : tensor<2x4x8x8xf32>
    %227 = stablehlo.multiply %226, %cst_49 : tensor<2x4x8x8xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %229 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<16xf32>) -> tensor<2x8x16xf32>
    %230 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %231 = stablehlo.dot_general %204, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %232 = stablehlo.reshape %231 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %233 = stablehlo.power %232, %cst_48 : tensor<2x8x16xf32>
    %234 = stablehlo.reduce(%233 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %235 = stablehlo.multiply %234, %cst_47 : tensor<2x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %237 = stablehlo.add %236, %cst_51 : tensor<2x8x1xf32>
    %238 = stablehlo.rsqrt %237 : tensor<2x8x1xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %241 = stablehlo.multiply %232, %240 : tensor<2x8x16xf32>
    %242 = stablehlo.multiply %229, %241 : tensor<2x8x16xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %244 = stablehlo.transpose %243, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %245 = stablehlo.multiply %244, %68 : tensor<2x2x8x8xf32>
    %246 = stablehlo.slice %244 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %247 = stablehlo.negate %246 : tensor<2x2x8x4xf32>
    %248 = stablehlo.slice %244 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %249 = stablehlo.concatenate %247, %248, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %250 = stablehlo.multiply %249, %74 : tensor<2x2x8x8xf32>
    %251 = stablehlo.add %245, %250 : tensor<2x2x8x8xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %254 = stablehlo.transpose %253, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %255 = stablehlo.multiply %254, %cst_49 : tensor<2x4x8x8xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %257 = stablehlo.dot_general %228, %256, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %258 = stablehlo.reshape %257 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %259 = stablehlo.add %258, %115 : tensor<2x4x8x8xf32>
    %260 = stablehlo.reduce(%259 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %262 = stablehlo.subtract %259, %261 : tensor<2x4x8x8xf32>
    %263 = stablehlo.exponential %262 : tensor<2x4x8x8xf32>
    %264 = stablehlo.reduce(%263 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %266 = stablehlo.divide %263, %265 : tensor<2x4x8x8xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %268 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %269 = stablehlo.dot_general %204, %268, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %270 = stablehlo.reshape %269 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %271 = stablehlo.transpose %270, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %274 = stablehlo.dot_general %267, %273, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %275 = stablehlo.reshape %274 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %276 = stablehlo.transpose %275, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %277 = stablehlo.reshape %276 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %278 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %279 = stablehlo.dot_general %277, %278, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %280 = stablehlo.reshape %279 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %281 = stablehlo.add %191, %280 : tensor<2x8x32xf32>
    %282 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %283 = stablehlo.power %281, %cst_53 : tensor<2x8x32xf32>
    %284 = stablehlo.reduce(%283 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %285 = stablehlo.multiply %284, %cst_52 : tensor<2x8xf32>
    %286 = stablehlo.reshape %285 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %287 = stablehlo.add %286, %cst_51 : tensor<2x8x1xf32>
    %288 = stablehlo.rsqrt %287 : tensor<2x8x1xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %291 = stablehlo.multiply %281, %290 : tensor<2x8x32xf32>
    %292 = stablehlo.multiply %282, %291 : tensor<2x8x32xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %294 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %295 = stablehlo.dot_general %293, %294, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %296 = stablehlo.reduce(%295 init: %cst_55) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %298 = stablehlo.subtract %295, %297 : tensor<16x4xf32>
    %299 = stablehlo.exponential %298 : tensor<16x4xf32>
    %300 = stablehlo.reduce(%299 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %302 = stablehlo.divide %299, %301 : tensor<16x4xf32>
    %303:2 = "stablehlo.sort"(%302, %161) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>, %arg56: tensor<i32>, %arg57: tensor<i32>):
      %883 = stablehlo.compare  GT, %arg54, %arg55,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %883 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %304 = stablehlo.slice %303#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %305 = stablehlo.convert %304 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %306 = stablehlo.reshape %305 : (tensor<16x2xi64>) -> tensor<32xi64>
    %307 = stablehlo.compare  LT, %306, %c_39 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %308 = stablehlo.add %306, %c_38 : tensor<32xi64>
    %309 = stablehlo.select %307, %308, %306 : tensor<32xi1>, tensor<32xi64>
    %310 = stablehlo.reshape %309 : (tensor<32xi64>) -> tensor<32x1xi64>
    %311 = "stablehlo.gather"(%arg27, %310) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %312 = "stablehlo.gather"(%arg26, %310) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %313 = stablehlo.broadcast_in_dim %293, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
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
    %325 = stablehlo.slice %303#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %326 = stablehlo.reshape %325 : (tensor<16x2xf32>) -> tensor<32xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %328 = stablehlo.multiply %324, %327 : tensor<32x32xf32>
    %329 = stablehlo.reshape %328 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %330 = stablehlo.reduce(%329 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %331 = stablehlo.reshape %330 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %332 = stablehlo.add %281, %331 : tensor<2x8x32xf32>
    %333 = stablehlo.power %332, %cst_53 : tensor<2x8x32xf32>
    %334 = stablehlo.reduce(%333 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %335 = stablehlo.multiply %334, %cst_52 : tensor<2x8xf32>
    %336 = stablehlo.reshape %335 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %337 = stablehlo.add %336, %cst_51 : tensor<2x8x1xf32>
    %338 = stablehlo.rsqrt %337 : tensor<2x8x1xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.multiply %332, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.multiply %0, %341 : tensor<2x8x32xf32>
    %343 = stablehlo.reshape %342 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %344 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %345 = stablehlo.dot_general %343, %344, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %346 = stablehlo.reshape %345 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %347 = stablehlo.slice %346 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %348 = stablehlo.reduce(%347 init: %cst_55) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %350 = stablehlo.subtract %347, %349 : tensor<2x7x128xf32>
    %351 = stablehlo.exponential %350 : tensor<2x7x128xf32>
    %352 = stablehlo.reduce(%351 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %353 = stablehlo.log %352 : tensor<2x7xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %355 = stablehlo.subtract %350, %354 : tensor<2x7x128xf32>
    %356 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %358 = stablehlo.broadcast_in_dim %c_54, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %359 = stablehlo.compare  EQ, %357, %358 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %360 = stablehlo.convert %359 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %361 = stablehlo.convert %360 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %362 = stablehlo.multiply %355, %361 : tensor<2x7x128xf32>
    %363 = stablehlo.reduce(%362 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %364 = stablehlo.reduce(%363 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %365 = stablehlo.multiply %364, %cst_37 : tensor<f32>
    %366 = stablehlo.negate %365 : tensor<f32>
    %367 = stablehlo.multiply %arg29, %cst_36 : tensor<128x32xf32>
    %368 = stablehlo.compare  LT, %arg0, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %369 = stablehlo.add %arg0, %c_34 : tensor<2x8xi64>
    %370 = stablehlo.select %368, %369, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %371 = stablehlo.reshape %370 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %372 = stablehlo.compare  EQ, %arg0, %c_33 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %374 = stablehlo.multiply %361, %cst_30 : tensor<2x7x128xf32>
    %375 = stablehlo.exponential %355 : tensor<2x7x128xf32>
    %376 = stablehlo.reduce(%374 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %378 = stablehlo.multiply %375, %377 : tensor<2x7x128xf32>
    %379 = stablehlo.subtract %374, %378 : tensor<2x7x128xf32>
    %380 = stablehlo.pad %379, %cst_59, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %381 = stablehlo.select %c_31, %380, %cst_29 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %382 = stablehlo.reshape %381 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %383 = stablehlo.dot_general %382, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %384 = stablehlo.reshape %383 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %385 = stablehlo.multiply %384, %0 : tensor<2x8x32xf32>
    %386 = stablehlo.multiply %385, %340 : tensor<2x8x32xf32>
    %387 = stablehlo.multiply %385, %332 : tensor<2x8x32xf32>
    %388 = stablehlo.reduce(%387 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %389 = stablehlo.reshape %388 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %390 = stablehlo.multiply %389, %cst_28 : tensor<2x8x1xf32>
    %391 = stablehlo.power %338, %cst_27 : tensor<2x8x1xf32>
    %392 = stablehlo.multiply %390, %391 : tensor<2x8x1xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %395 = stablehlo.divide %394, %cst_26 : tensor<2x8x32xf32>
    %396 = stablehlo.power %332, %cst_25 : tensor<2x8x32xf32>
    %397 = stablehlo.multiply %396, %cst_53 : tensor<2x8x32xf32>
    %398 = stablehlo.multiply %395, %397 : tensor<2x8x32xf32>
    %399 = stablehlo.add %386, %398 : tensor<2x8x32xf32>
    %400 = stablehlo.transpose %312, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %401 = stablehlo.transpose %311, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %402 = stablehlo.reshape %399 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %404 = stablehlo.reshape %403 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %405 = stablehlo.multiply %404, %327 : tensor<32x32xf32>
    %406 = stablehlo.reshape %405 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %407 = stablehlo.dot_general %401, %406, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %408 = stablehlo.reshape %407 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %409 = stablehlo.multiply %408, %320 : tensor<32x64xf32>
    %410 = stablehlo.subtract %cst_24, %318 : tensor<32x64xf32>
    %411 = stablehlo.multiply %317, %410 : tensor<32x64xf32>
    %412 = stablehlo.add %411, %cst_24 : tensor<32x64xf32>
    %413 = stablehlo.multiply %318, %412 : tensor<32x64xf32>
    %414 = stablehlo.multiply %409, %413 : tensor<32x64xf32>
    %415 = stablehlo.multiply %408, %319 : tensor<32x64xf32>
    %416 = stablehlo.concatenate %414, %415, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %417 = stablehlo.reshape %416 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %418 = stablehlo.dot_general %400, %417, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %419 = stablehlo.reshape %418 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %420 = stablehlo.reduce(%419 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %421 = stablehlo.iota dim = 0 : tensor<16xi64>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %423 = stablehlo.reshape %305 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %424 = stablehlo.concatenate %422, %423, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %425 = stablehlo.multiply %404, %324 : tensor<32x32xf32>
    %426 = stablehlo.reduce(%425 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %427 = stablehlo.reshape %426 : (tensor<32xf32>) -> tensor<16x2xf32>
    %428 = "stablehlo.scatter"(%cst_23, %424, %427) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      stablehlo.return %arg55 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %429 = stablehlo.multiply %428, %302 : tensor<16x4xf32>
    %430 = stablehlo.reduce(%429 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %432 = stablehlo.multiply %302, %431 : tensor<16x4xf32>
    %433 = stablehlo.subtract %429, %432 : tensor<16x4xf32>
    %434 = stablehlo.dot_general %433, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %435 = stablehlo.add %420, %434 : tensor<16x32xf32>
    %436 = stablehlo.reshape %435 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %437 = stablehlo.multiply %436, %282 : tensor<2x8x32xf32>
    %438 = stablehlo.multiply %437, %290 : tensor<2x8x32xf32>
    %439 = stablehlo.add %399, %438 : tensor<2x8x32xf32>
    %440 = stablehlo.multiply %437, %281 : tensor<2x8x32xf32>
    %441 = stablehlo.reduce(%440 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %442 = stablehlo.reshape %441 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %443 = stablehlo.multiply %442, %cst_28 : tensor<2x8x1xf32>
    %444 = stablehlo.power %288, %cst_27 : tensor<2x8x1xf32>
    %445 = stablehlo.multiply %443, %444 : tensor<2x8x1xf32>
    %446 = stablehlo.reshape %445 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %448 = stablehlo.divide %447, %cst_26 : tensor<2x8x32xf32>
    %449 = stablehlo.power %281, %cst_25 : tensor<2x8x32xf32>
    %450 = stablehlo.multiply %449, %cst_53 : tensor<2x8x32xf32>
    %451 = stablehlo.multiply %448, %450 : tensor<2x8x32xf32>
    %452 = stablehlo.add %439, %451 : tensor<2x8x32xf32>
    %453 = stablehlo.transpose %267, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %454 = stablehlo.reshape %452 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %455 = stablehlo.dot_general %454, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %456 = stablehlo.reshape %455 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %457 = stablehlo.transpose %456, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %458 = stablehlo.reshape %457 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %459 = stablehlo.dot_general %453, %458, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %460 = stablehlo.reshape %459 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %461 = stablehlo.reduce(%460 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %462 = stablehlo.transpose %461, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %463 = stablehlo.reshape %462 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %464 = stablehlo.dot_general %463, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %465 = stablehlo.reshape %464 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %466 = stablehlo.transpose %228, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %467 = stablehlo.transpose %273, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %468 = stablehlo.dot_general %458, %467, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %469 = stablehlo.reshape %468 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %470 = stablehlo.multiply %469, %266 : tensor<2x4x8x8xf32>
    %471 = stablehlo.reduce(%470 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %473 = stablehlo.multiply %266, %472 : tensor<2x4x8x8xf32>
    %474 = stablehlo.subtract %470, %473 : tensor<2x4x8x8xf32>
    %475 = stablehlo.reshape %474 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %476 = stablehlo.dot_general %466, %475, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %477 = stablehlo.reshape %476 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %478 = stablehlo.multiply %477, %cst_49 : tensor<2x4x8x8xf32>
    %479 = stablehlo.transpose %478, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %480 = stablehlo.reshape %479 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %481 = stablehlo.reduce(%480 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %482 = stablehlo.multiply %481, %74 : tensor<2x2x8x8xf32>
    %483 = stablehlo.slice %482 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %484 = stablehlo.negate %483 : tensor<2x2x8x4xf32>
    %485 = stablehlo.pad %484, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %486 = stablehlo.select %c_22, %485, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %487 = stablehlo.slice %482 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %488 = stablehlo.pad %487, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %489 = stablehlo.select %c_20, %488, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %490 = stablehlo.add %486, %489 : tensor<2x2x8x8xf32>
    %491 = stablehlo.multiply %481, %68 : tensor<2x2x8x8xf32>
    %492 = stablehlo.add %490, %491 : tensor<2x2x8x8xf32>
    %493 = stablehlo.transpose %492, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %494 = stablehlo.reshape %493 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %495 = stablehlo.multiply %494, %229 : tensor<2x8x16xf32>
    %496 = stablehlo.multiply %495, %240 : tensor<2x8x16xf32>
    %497 = stablehlo.multiply %495, %232 : tensor<2x8x16xf32>
    %498 = stablehlo.reduce(%497 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %499 = stablehlo.reshape %498 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %500 = stablehlo.multiply %499, %cst_28 : tensor<2x8x1xf32>
    %501 = stablehlo.power %238, %cst_27 : tensor<2x8x1xf32>
    %502 = stablehlo.multiply %500, %501 : tensor<2x8x1xf32>
    %503 = stablehlo.reshape %502 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %505 = stablehlo.divide %504, %cst_19 : tensor<2x8x16xf32>
    %506 = stablehlo.power %232, %cst_18 : tensor<2x8x16xf32>
    %507 = stablehlo.multiply %506, %cst_48 : tensor<2x8x16xf32>
    %508 = stablehlo.multiply %505, %507 : tensor<2x8x16xf32>
    %509 = stablehlo.add %496, %508 : tensor<2x8x16xf32>
    %510 = stablehlo.reshape %509 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %511 = stablehlo.dot_general %510, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %512 = stablehlo.reshape %511 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %513 = stablehlo.add %465, %512 : tensor<2x8x32xf32>
    %514 = stablehlo.transpose %256, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %515 = stablehlo.dot_general %475, %514, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %516 = stablehlo.reshape %515 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %517 = stablehlo.multiply %516, %cst_49 : tensor<2x4x8x8xf32>
    %518 = stablehlo.multiply %517, %47 : tensor<2x4x8x8xf32>
    %519 = stablehlo.slice %518 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %520 = stablehlo.negate %519 : tensor<2x4x8x4xf32>
    %521 = stablehlo.pad %520, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %522 = stablehlo.select %c_17, %521, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %523 = stablehlo.slice %518 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %524 = stablehlo.pad %523, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %525 = stablehlo.select %c, %524, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %526 = stablehlo.add %522, %525 : tensor<2x4x8x8xf32>
    %527 = stablehlo.multiply %517, %39 : tensor<2x4x8x8xf32>
    %528 = stablehlo.add %526, %527 : tensor<2x4x8x8xf32>
    %529 = stablehlo.transpose %528, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %530 = stablehlo.reshape %529 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %531 = stablehlo.multiply %530, %192 : tensor<2x8x32xf32>
    %532 = stablehlo.multiply %531, %215 : tensor<2x8x32xf32>
    %533 = stablehlo.multiply %531, %207 : tensor<2x8x32xf32>
    %534 = stablehlo.reduce(%533 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %535 = stablehlo.reshape %534 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %536 = stablehlo.multiply %535, %cst_28 : tensor<2x8x1xf32>
    %537 = stablehlo.power %213, %cst_27 : tensor<2x8x1xf32>
    %538 = stablehlo.multiply %536, %537 : tensor<2x8x1xf32>
    %539 = stablehlo.reshape %538 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %541 = stablehlo.divide %540, %cst_26 : tensor<2x8x32xf32>
    %542 = stablehlo.power %207, %cst_25 : tensor<2x8x32xf32>
    %543 = stablehlo.multiply %542, %cst_53 : tensor<2x8x32xf32>
    %544 = stablehlo.multiply %541, %543 : tensor<2x8x32xf32>
    %545 = stablehlo.add %532, %544 : tensor<2x8x32xf32>
    %546 = stablehlo.reshape %545 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %547 = stablehlo.dot_general %546, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %548 = stablehlo.reshape %547 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %549 = stablehlo.add %513, %548 : tensor<2x8x32xf32>
    %550 = stablehlo.multiply %549, %193 : tensor<2x8x32xf32>
    %551 = stablehlo.multiply %550, %201 : tensor<2x8x32xf32>
    %552 = stablehlo.add %452, %551 : tensor<2x8x32xf32>
    %553 = stablehlo.multiply %550, %191 : tensor<2x8x32xf32>
    %554 = stablehlo.reduce(%553 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %555 = stablehlo.reshape %554 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %556 = stablehlo.multiply %555, %cst_28 : tensor<2x8x1xf32>
    %557 = stablehlo.power %199, %cst_27 : tensor<2x8x1xf32>
    %558 = stablehlo.multiply %556, %557 : tensor<2x8x1xf32>
    %559 = stablehlo.reshape %558 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %561 = stablehlo.divide %560, %cst_26 : tensor<2x8x32xf32>
    %562 = stablehlo.power %191, %cst_25 : tensor<2x8x32xf32>
    %563 = stablehlo.multiply %562, %cst_53 : tensor<2x8x32xf32>
    %564 = stablehlo.multiply %561, %563 : tensor<2x8x32xf32>
    %565 = stablehlo.add %552, %564 : tensor<2x8x32xf32>
    %566 = stablehlo.transpose %171, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %567 = stablehlo.transpose %170, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %568 = stablehlo.reshape %565 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %570 = stablehlo.reshape %569 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %571 = stablehlo.multiply %570, %186 : tensor<32x32xf32>
    %572 = stablehlo.reshape %571 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %573 = stablehlo.dot_general %567, %572, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %574 = stablehlo.reshape %573 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %575 = stablehlo.multiply %574, %179 : tensor<32x64xf32>
    %576 = stablehlo.subtract %cst_24, %177 : tensor<32x64xf32>
    %577 = stablehlo.multiply %176, %576 : tensor<32x64xf32>
    %578 = stablehlo.add %577, %cst_24 : tensor<32x64xf32>
    %579 = stablehlo.multiply %177, %578 : tensor<32x64xf32>
    %580 = stablehlo.multiply %575, %579 : tensor<32x64xf32>
    %581 = stablehlo.multiply %574, %178 : tensor<32x64xf32>
    %582 = stablehlo.concatenate %580, %581, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %583 = stablehlo.reshape %582 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %584 = stablehlo.dot_general %566, %583, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %585 = stablehlo.reshape %584 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %586 = stablehlo.reduce(%585 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %587 = stablehlo.reshape %164 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %588 = stablehlo.concatenate %422, %587, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %589 = stablehlo.multiply %570, %183 : tensor<32x32xf32>
    %590 = stablehlo.reduce(%589 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %591 = stablehlo.reshape %590 : (tensor<32xf32>) -> tensor<16x2xf32>
    %592 = "stablehlo.scatter"(%cst_23, %588, %591) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      stablehlo.return %arg55 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %593 = stablehlo.multiply %592, %159 : tensor<16x4xf32>
    %594 = stablehlo.reduce(%593 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %596 = stablehlo.multiply %159, %595 : tensor<16x4xf32>
    %597 = stablehlo.subtract %593, %596 : tensor<16x4xf32>
    %598 = stablehlo.dot_general %597, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %599 = stablehlo.add %586, %598 : tensor<16x32xf32>
    %600 = stablehlo.reshape %599 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %601 = stablehlo.multiply %600, %139 : tensor<2x8x32xf32>
    %602 = stablehlo.multiply %601, %147 : tensor<2x8x32xf32>
    %603 = stablehlo.add %565, %602 : tensor<2x8x32xf32>
    %604 = stablehlo.multiply %601, %138 : tensor<2x8x32xf32>
    %605 = stablehlo.reduce(%604 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %606 = stablehlo.reshape %605 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %607 = stablehlo.multiply %606, %cst_28 : tensor<2x8x1xf32>
    %608 = stablehlo.power %145, %cst_27 : tensor<2x8x1xf32>
    %609 = stablehlo.multiply %607, %608 : tensor<2x8x1xf32>
    %610 = stablehlo.reshape %609 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %611 = stablehlo.broadcast_in_dim %610, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %612 = stablehlo.divide %611, %cst_26 : tensor<2x8x32xf32>
    %613 = stablehlo.power %138, %cst_25 : tensor<2x8x32xf32>
    %614 = stablehlo.multiply %613, %cst_53 : tensor<2x8x32xf32>
    %615 = stablehlo.multiply %612, %614 : tensor<2x8x32xf32>
    %616 = stablehlo.add %603, %615 : tensor<2x8x32xf32>
    %617 = stablehlo.transpose %124, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %618 = stablehlo.reshape %616 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %619 = stablehlo.dot_general %618, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %620 = stablehlo.reshape %619 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %621 = stablehlo.transpose %620, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %622 = stablehlo.reshape %621 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %623 = stablehlo.dot_general %617, %622, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %624 = stablehlo.reshape %623 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %625 = stablehlo.reduce(%624 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %626 = stablehlo.transpose %625, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %627 = stablehlo.reshape %626 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %628 = stablehlo.dot_general %627, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %629 = stablehlo.reshape %628 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %630 = stablehlo.transpose %51, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %631 = stablehlo.transpose %130, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %632 = stablehlo.dot_general %622, %631, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %633 = stablehlo.reshape %632 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %634 = stablehlo.multiply %633, %123 : tensor<2x4x8x8xf32>
    %635 = stablehlo.reduce(%634 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %637 = stablehlo.multiply %123, %636 : tensor<2x4x8x8xf32>
    %638 = stablehlo.subtract %634, %637 : tensor<2x4x8x8xf32>
    %639 = stablehlo.reshape %638 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %640 = stablehlo.dot_general %630, %639, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %641 = stablehlo.reshape %640 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %642 = stablehlo.multiply %641, %cst_49 : tensor<2x4x8x8xf32>
    %643 = stablehlo.transpose %642, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %644 = stablehlo.reshape %643 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %645 = stablehlo.reduce(%644 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %646 = stablehlo.multiply %645, %74 : tensor<2x2x8x8xf32>
    %647 = stablehlo.slice %646 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %648 = stablehlo.negate %647 : tensor<2x2x8x4xf32>
    %649 = stablehlo.pad %648, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %650 = stablehlo.select %c_22, %649, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %651 = stablehlo.slice %646 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %652 = stablehlo.pad %651, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %653 = stablehlo.select %c_20, %652, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %654 = stablehlo.add %650, %653 : tensor<2x2x8x8xf32>
    %655 = stablehlo.multiply %645, %68 : tensor<2x2x8x8xf32>
    %656 = stablehlo.add %654, %655 : tensor<2x2x8x8xf32>
    %657 = stablehlo.transpose %656, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %658 = stablehlo.reshape %657 : (tensor<2x8x2x8xf32>) -> tensor<2x8x16xf32>
    %659 = stablehlo.multiply %658, %52 : tensor<2x8x16xf32>
    %660 = stablehlo.multiply %659, %63 : tensor<2x8x16xf32>
    %661 = stablehlo.multiply %659, %55 : tensor<2x8x16xf32>
    %662 = stablehlo.reduce(%661 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %663 = stablehlo.reshape %662 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %664 = stablehlo.multiply %663, %cst_28 : tensor<2x8x1xf32>
    %665 = stablehlo.power %61, %cst_27 : tensor<2x8x1xf32>
    %666 = stablehlo.multiply %664, %665 : tensor<2x8x1xf32>
    %667 = stablehlo.reshape %666 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %669 = stablehlo.divide %668, %cst_19 : tensor<2x8x16xf32>
    %670 = stablehlo.power %55, %cst_18 : tensor<2x8x16xf32>
    %671 = stablehlo.multiply %670, %cst_48 : tensor<2x8x16xf32>
    %672 = stablehlo.multiply %669, %671 : tensor<2x8x16xf32>
    %673 = stablehlo.add %660, %672 : tensor<2x8x16xf32>
    %674 = stablehlo.reshape %673 : (tensor<2x8x16xf32>) -> tensor<16x16xf32>
    %675 = stablehlo.dot_general %674, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %676 = stablehlo.reshape %675 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %677 = stablehlo.add %629, %676 : tensor<2x8x32xf32>
    %678 = stablehlo.transpose %81, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %679 = stablehlo.dot_general %639, %678, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %680 = stablehlo.reshape %679 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %681 = stablehlo.multiply %680, %cst_49 : tensor<2x4x8x8xf32>
    %682 = stablehlo.multiply %681, %47 : tensor<2x4x8x8xf32>
    %683 = stablehlo.slice %682 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %684 = stablehlo.negate %683 : tensor<2x4x8x4xf32>
    %685 = stablehlo.pad %684, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %686 = stablehlo.select %c_17, %685, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %687 = stablehlo.slice %682 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %688 = stablehlo.pad %687, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %689 = stablehlo.select %c, %688, %cst_16 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %690 = stablehlo.add %686, %689 : tensor<2x4x8x8xf32>
    %691 = stablehlo.multiply %681, %39 : tensor<2x4x8x8xf32>
    %692 = stablehlo.add %690, %691 : tensor<2x4x8x8xf32>
    %693 = stablehlo.transpose %692, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %694 = stablehlo.reshape %693 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %695 = stablehlo.multiply %694, %5 : tensor<2x8x32xf32>
    %696 = stablehlo.multiply %695, %28 : tensor<2x8x32xf32>
    %697 = stablehlo.multiply %695, %20 : tensor<2x8x32xf32>
    %698 = stablehlo.reduce(%697 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %699 = stablehlo.reshape %698 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %700 = stablehlo.multiply %699, %cst_28 : tensor<2x8x1xf32>
    %701 = stablehlo.power %26, %cst_27 : tensor<2x8x1xf32>
    %702 = stablehlo.multiply %700, %701 : tensor<2x8x1xf32>
    %703 = stablehlo.reshape %702 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %704 = stablehlo.broadcast_in_dim %703, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %705 = stablehlo.divide %704, %cst_26 : tensor<2x8x32xf32>
    %706 = stablehlo.power %20, %cst_25 : tensor<2x8x32xf32>
    %707 = stablehlo.multiply %706, %cst_53 : tensor<2x8x32xf32>
    %708 = stablehlo.multiply %705, %707 : tensor<2x8x32xf32>
    %709 = stablehlo.add %696, %708 : tensor<2x8x32xf32>
    %710 = stablehlo.reshape %709 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %711 = stablehlo.dot_general %710, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %712 = stablehlo.reshape %711 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %713 = stablehlo.add %677, %712 : tensor<2x8x32xf32>
    %714 = stablehlo.multiply %713, %6 : tensor<2x8x32xf32>
    %715 = stablehlo.multiply %714, %14 : tensor<2x8x32xf32>
    %716 = stablehlo.add %616, %715 : tensor<2x8x32xf32>
    %717 = stablehlo.multiply %714, %4 : tensor<2x8x32xf32>
    %718 = stablehlo.reduce(%717 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %719 = stablehlo.reshape %718 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %720 = stablehlo.multiply %719, %cst_28 : tensor<2x8x1xf32>
    %721 = stablehlo.power %12, %cst_27 : tensor<2x8x1xf32>
    %722 = stablehlo.multiply %720, %721 : tensor<2x8x1xf32>
    %723 = stablehlo.reshape %722 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %725 = stablehlo.divide %724, %cst_26 : tensor<2x8x32xf32>
    %726 = stablehlo.power %4, %cst_25 : tensor<2x8x32xf32>
    %727 = stablehlo.multiply %726, %cst_53 : tensor<2x8x32xf32>
    %728 = stablehlo.multiply %725, %727 : tensor<2x8x32xf32>
    %729 = stablehlo.add %716, %728 : tensor<2x8x32xf32>
    %730 = stablehlo.select %373, %cst_32, %729 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %731 = "stablehlo.scatter"(%cst_35, %371, %730) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %883 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %883 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %732 = stablehlo.add %367, %731 : tensor<128x32xf32>
    %733 = stablehlo.multiply %732, %cst_15 : tensor<128x32xf32>
    %734 = stablehlo.subtract %arg8, %733 : tensor<128x32xf32>
    %735 = stablehlo.multiply %arg30, %cst_14 : tensor<32x32xf32>
    %736 = stablehlo.transpose %710, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %737 = stablehlo.dot_general %736, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %738 = stablehlo.add %735, %737 : tensor<32x32xf32>
    %739 = stablehlo.multiply %738, %cst_13 : tensor<32x32xf32>
    %740 = stablehlo.subtract %arg15, %739 : tensor<32x32xf32>
    %741 = stablehlo.multiply %arg31, %cst_12 : tensor<16x32xf32>
    %742 = stablehlo.transpose %674, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %743 = stablehlo.dot_general %742, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %744 = stablehlo.add %741, %743 : tensor<16x32xf32>
    %745 = stablehlo.multiply %744, %cst_11 : tensor<16x32xf32>
    %746 = stablehlo.subtract %arg13, %745 : tensor<16x32xf32>
    %747 = stablehlo.multiply %arg32, %cst_12 : tensor<16x32xf32>
    %748 = stablehlo.transpose %627, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %749 = stablehlo.dot_general %748, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %750 = stablehlo.add %747, %749 : tensor<16x32xf32>
    %751 = stablehlo.multiply %750, %cst_11 : tensor<16x32xf32>
    %752 = stablehlo.subtract %arg7, %751 : tensor<16x32xf32>
    %753 = stablehlo.multiply %arg33, %cst_14 : tensor<32x32xf32>
    %754 = stablehlo.transpose %618, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %755 = stablehlo.dot_general %754, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %756 = stablehlo.add %753, %755 : tensor<32x32xf32>
    %757 = stablehlo.multiply %756, %cst_13 : tensor<32x32xf32>
    %758 = stablehlo.subtract %arg6, %757 : tensor<32x32xf32>
    %759 = stablehlo.multiply %arg34, %cst_10 : tensor<32xf32>
    %760 = stablehlo.multiply %694, %29 : tensor<2x8x32xf32>
    %761 = stablehlo.reduce(%760 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %762 = stablehlo.add %759, %761 : tensor<32xf32>
    %763 = stablehlo.multiply %762, %cst_9 : tensor<32xf32>
    %764 = stablehlo.subtract %arg16, %763 : tensor<32xf32>
    %765 = stablehlo.multiply %arg35, %cst_8 : tensor<16xf32>
    %766 = stablehlo.multiply %658, %64 : tensor<2x8x16xf32>
    %767 = stablehlo.reduce(%766 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %768 = stablehlo.add %765, %767 : tensor<16xf32>
    %769 = stablehlo.multiply %768, %cst_7 : tensor<16xf32>
    %770 = stablehlo.subtract %arg14, %769 : tensor<16xf32>
    %771 = stablehlo.multiply %arg36, %cst_6 : tensor<4x32xf32>
    %772 = stablehlo.transpose %597, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %773 = stablehlo.dot_general %772, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %774 = stablehlo.add %771, %773 : tensor<4x32xf32>
    %775 = stablehlo.multiply %774, %cst_5 : tensor<4x32xf32>
    %776 = stablehlo.subtract %arg5, %775 : tensor<4x32xf32>
    %777 = stablehlo.multiply %arg37, %cst_4 : tensor<4x128x32xf32>
    %778 = stablehlo.reshape %172 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %779 = stablehlo.dot_general %583, %778, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %780 = "stablehlo.scatter"(%cst_3, %169, %779) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %883 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %883 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %781 = stablehlo.add %777, %780 : tensor<4x128x32xf32>
    %782 = stablehlo.multiply %781, %cst_2 : tensor<4x128x32xf32>
    %783 = stablehlo.subtract %arg18, %782 : tensor<4x128x32xf32>
    %784 = stablehlo.multiply %arg38, %cst_1 : tensor<4x32x64xf32>
    %785 = stablehlo.reshape %180 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %786 = stablehlo.dot_general %572, %785, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %787 = "stablehlo.scatter"(%cst_0, %169, %786) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %883 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %883 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %788 = stablehlo.add %784, %787 : tensor<4x32x64xf32>
    %789 = stablehlo.multiply %788, %cst : tensor<4x32x64xf32>
    %790 = stablehlo.subtract %arg19, %789 : tensor<4x32x64xf32>
    %791 = stablehlo.multiply %arg39, %cst_10 : tensor<32xf32>
    %792 = stablehlo.multiply %713, %15 : tensor<2x8x32xf32>
    %793 = stablehlo.reduce(%792 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %794 = stablehlo.add %791, %793 : tensor<32xf32>
    %795 = stablehlo.multiply %794, %cst_9 : tensor<32xf32>
    %796 = stablehlo.subtract %arg9, %795 : tensor<32xf32>
    %797 = stablehlo.multiply %arg40, %cst_10 : tensor<32xf32>
    %798 = stablehlo.multiply %600, %148 : tensor<2x8x32xf32>
    %799 = stablehlo.reduce(%798 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %800 = stablehlo.add %797, %799 : tensor<32xf32>
    %801 = stablehlo.multiply %800, %cst_9 : tensor<32xf32>
    %802 = stablehlo.subtract %arg17, %801 : tensor<32xf32>
    %803 = stablehlo.multiply %arg41, %cst_14 : tensor<32x32xf32>
    %804 = stablehlo.transpose %546, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %805 = stablehlo.dot_general %804, %204, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %806 = stablehlo.add %803, %805 : tensor<32x32xf32>
    %807 = stablehlo.multiply %806, %cst_13 : tensor<32x32xf32>
    %808 = stablehlo.subtract %arg23, %807 : tensor<32x32xf32>
    %809 = stablehlo.multiply %arg42, %cst_12 : tensor<16x32xf32>
    %810 = stablehlo.transpose %510, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %811 = stablehlo.dot_general %810, %204, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %812 = stablehlo.add %809, %811 : tensor<16x32xf32>
    %813 = stablehlo.multiply %812, %cst_11 : tensor<16x32xf32>
    %814 = stablehlo.subtract %arg21, %813 : tensor<16x32xf32>
    %815 = stablehlo.multiply %arg43, %cst_12 : tensor<16x32xf32>
    %816 = stablehlo.transpose %463, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %817 = stablehlo.dot_general %816, %204, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %818 = stablehlo.add %815, %817 : tensor<16x32xf32>
    %819 = stablehlo.multiply %818, %cst_11 : tensor<16x32xf32>
    %820 = stablehlo.subtract %arg4, %819 : tensor<16x32xf32>
    %821 = stablehlo.multiply %arg44, %cst_14 : tensor<32x32xf32>
    %822 = stablehlo.transpose %454, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %823 = stablehlo.dot_general %822, %277, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %824 = stablehlo.add %821, %823 : tensor<32x32xf32>
    %825 = stablehlo.multiply %824, %cst_13 : tensor<32x32xf32>
    %826 = stablehlo.subtract %arg3, %825 : tensor<32x32xf32>
    %827 = stablehlo.multiply %arg45, %cst_10 : tensor<32xf32>
    %828 = stablehlo.multiply %530, %216 : tensor<2x8x32xf32>
    %829 = stablehlo.reduce(%828 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %830 = stablehlo.add %827, %829 : tensor<32xf32>
    %831 = stablehlo.multiply %830, %cst_9 : tensor<32xf32>
    %832 = stablehlo.subtract %arg24, %831 : tensor<32xf32>
    %833 = stablehlo.multiply %arg46, %cst_8 : tensor<16xf32>
    %834 = stablehlo.multiply %494, %241 : tensor<2x8x16xf32>
    %835 = stablehlo.reduce(%834 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %836 = stablehlo.add %833, %835 : tensor<16xf32>
    %837 = stablehlo.multiply %836, %cst_7 : tensor<16xf32>
    %838 = stablehlo.subtract %arg22, %837 : tensor<16xf32>
    %839 = stablehlo.multiply %arg47, %cst_6 : tensor<4x32xf32>
    %840 = stablehlo.transpose %433, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %841 = stablehlo.dot_general %840, %293, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %842 = stablehlo.add %839, %841 : tensor<4x32xf32>
    %843 = stablehlo.multiply %842, %cst_5 : tensor<4x32xf32>
    %844 = stablehlo.subtract %arg2, %843 : tensor<4x32xf32>
    %845 = stablehlo.multiply %arg48, %cst_4 : tensor<4x128x32xf32>
    %846 = stablehlo.reshape %313 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %847 = stablehlo.dot_general %417, %846, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %848 = "stablehlo.scatter"(%cst_3, %310, %847) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %883 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %883 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %849 = stablehlo.add %845, %848 : tensor<4x128x32xf32>
    %850 = stablehlo.multiply %849, %cst_2 : tensor<4x128x32xf32>
    %851 = stablehlo.subtract %arg26, %850 : tensor<4x128x32xf32>
    %852 = stablehlo.multiply %arg49, %cst_1 : tensor<4x32x64xf32>
    %853 = stablehlo.reshape %321 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %854 = stablehlo.dot_general %406, %853, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %855 = "stablehlo.scatter"(%cst_0, %310, %854) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %883 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %883 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %856 = stablehlo.add %852, %855 : tensor<4x32x64xf32>
    %857 = stablehlo.multiply %856, %cst : tensor<4x32x64xf32>
    %858 = stablehlo.subtract %arg27, %857 : tensor<4x32x64xf32>
    %859 = stablehlo.multiply %arg50, %cst_10 : tensor<32xf32>
    %860 = stablehlo.multiply %549, %202 : tensor<2x8x32xf32>
    %861 = stablehlo.reduce(%860 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %862 = stablehlo.add %859, %861 : tensor<32xf32>
    %863 = stablehlo.multiply %862, %cst_9 : tensor<32xf32>
    %864 = stablehlo.subtract %arg20, %863 : tensor<32xf32>
    %865 = stablehlo.multiply %arg51, %cst_10 : tensor<32xf32>
    %866 = stablehlo.multiply %436, %291 : tensor<2x8x32xf32>
    %867 = stablehlo.reduce(%866 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %868 = stablehlo.add %865, %867 : tensor<32xf32>
    %869 = stablehlo.multiply %868, %cst_9 : tensor<32xf32>
    %870 = stablehlo.subtract %arg25, %869 : tensor<32xf32>
    %871 = stablehlo.multiply %arg52, %cst_10 : tensor<32xf32>
    %872 = stablehlo.multiply %384, %341 : tensor<2x8x32xf32>
    %873 = stablehlo.reduce(%872 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %874 = stablehlo.add %871, %873 : tensor<32xf32>
    %875 = stablehlo.multiply %874, %cst_9 : tensor<32xf32>
    %876 = stablehlo.subtract %arg28, %875 : tensor<32xf32>
    %877 = stablehlo.multiply %arg53, %cst_36 : tensor<128x32xf32>
    %878 = stablehlo.transpose %382, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %879 = stablehlo.dot_general %878, %343, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %880 = stablehlo.add %877, %879 : tensor<128x32xf32>
    %881 = stablehlo.multiply %880, %cst_15 : tensor<128x32xf32>
    %882 = stablehlo.subtract %arg1, %881 : tensor<128x32xf32>
    return %366, %734, %740, %746, %752, %758, %764, %770, %776, %783, %790, %796, %802, %808, %814, %820, %826, %832, %838, %844, %851, %858, %864, %870, %876, %882, %732, %738, %744, %750, %756, %762, %768, %774, %781, %788, %794, %800, %806, %812, %818, %824, %830, %836, %842, %849, %856, %862, %868, %874, %880 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
