module @IrToHlo.1502 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 19 : i32}, %arg2: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg5: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %arg6: tensor<16x32xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg9: tensor<2x8xi64>, %arg10: tensor<i1>, %arg11: tensor<4xf32>, %arg12: tensor<16xf32> {tf.aliasing_output = 5 : i32}, %arg13: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg18: tensor<1x32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<4x32xf32> {tf.aliasing_output = 9 : i32}, %arg20: tensor<4x64x32xf32> {tf.aliasing_output = 10 : i32}, %arg21: tensor<4x32x32xf32> {tf.aliasing_output = 11 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg23: tensor<128x32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<16x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<16xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<16x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<16xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<4x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<4x64x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<4x32x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<32x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<1x32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<128x32xf32> {tf.aliasing_output = 38 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<1x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<4x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x32xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<4x32x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<4x64x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<4x64x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<4x64x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_19 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_20 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_22 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<16x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<32x32xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<16x1xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_28 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_29 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_30 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_32 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_33 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_35 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_36 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_39 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %c_40 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_41 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_44 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_45 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_46 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_47 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_48 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
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
    %0 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg7, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_53 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_52 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_51 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.add %18, %19 : tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.broadcast_in_dim %cst_50, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<1x8x4xf32>
    %26 = stablehlo.concatenate %25, %25, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %27 = stablehlo.cosine %26 : tensor<1x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<2x4x8x8xf32>
    %31 = stablehlo.slice %22 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %32 = stablehlo.negate %31 : tensor<2x4x8x4xf32>
    %33 = stablehlo.slice %22 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %34 = stablehlo.concatenate %32, %33, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.sine %26 : tensor<1x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<2x4x8x8xf32>
    %39 = stablehlo.add %30, %38 : tensor<2x4x8x8xf32>
    %40 = stablehlo.multiply %39, %cst_49 : tensor<2x4x8x8xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %42 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %43 = stablehlo.dot_general %16, %42, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %44 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %45 = stablehlo.add %43, %44 : tensor<16x16xf32>
    %46 = stablehlo.reshape %45 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %48 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x2x8x8xf32>
    %50 = stablehlo.slice %47 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %51 = stablehlo.negate %50 : tensor<2x2x8x4xf32>
    %52 = stablehlo.slice %47 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<2x2x8x8xf32>
    %56 = stablehlo.add %49, %55 : tensor<2x2x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %59 = stablehlo.transpose %58, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.multiply %59, %cst_49 : tensor<2x4x8x8xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %62 = stablehlo.dot_general %41, %61, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %64 = stablehlo.convert %arg10 : (tensor<i1>) -> tensor<ui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.broadcast_in_dim %c_48, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %67 = stablehlo.broadcast_in_dim %c_48, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %68 = stablehlo.compare  LE, %66, %67 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.and %65, %69 : tensor<1x1x8x8xui8>
    %71 = stablehlo.compare  NE, %70, %c_58 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %72 = stablehlo.convert %71 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.reshape %72 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %75 = stablehlo.compare  NE, %arg9, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %76 = stablehlo.broadcast_in_dim %c_47, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %77 = stablehlo.compare  LT, %76, %c_46 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %78 = stablehlo.add %76, %c_45 : tensor<2x1x1x8xi64>
    %79 = stablehlo.select %77, %78, %76 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %80 = stablehlo.reshape %79 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %81 = stablehlo.broadcast_in_dim %c_48, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %82 = stablehlo.compare  LT, %81, %c_46 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %83 = stablehlo.add %81, %c_44 : tensor<2x1x1x8xi64>
    %84 = stablehlo.select %82, %83, %81 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %86 = stablehlo.concatenate %80, %85, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %87 = "stablehlo.gather"(%75, %86) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %88 = stablehlo.convert %87 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %91 = stablehlo.and %74, %90 : tensor<2x1x8x8xui8>
    %92 = stablehlo.compare  NE, %91, %c_56 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %93 = stablehlo.select %92, %cst_43, %cst_42 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %96 = stablehlo.add %63, %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.subtract %96, %98 : tensor<2x4x8x8xf32>
    %100 = stablehlo.exponential %99 : tensor<2x4x8x8xf32>
    %101 = stablehlo.reduce(%100 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %103 = stablehlo.divide %100, %102 : tensor<2x4x8x8xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %105 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %106 = stablehlo.dot_general %16, %105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %107 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %108 = stablehlo.add %106, %107 : tensor<16x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %113 = stablehlo.dot_general %104, %112, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %115 = stablehlo.transpose %114, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %118 = stablehlo.dot_general %116, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.add %4, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.power %120, %cst_53 : tensor<2x8x32xf32>
    %123 = stablehlo.reduce(%122 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %124 = stablehlo.multiply %123, %cst_52 : tensor<2x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %126 = stablehlo.add %125, %cst_51 : tensor<2x8x1xf32>
    %127 = stablehlo.rsqrt %126 : tensor<2x8x1xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.multiply %120, %129 : tensor<2x8x32xf32>
    %131 = stablehlo.multiply %121, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %135 = stablehlo.reduce(%134 init: %cst_55) applies stablehlo.maximum across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %137 = stablehlo.subtract %134, %136 : tensor<16x4xf32>
    %138 = stablehlo.exponential %137 : tensor<16x4xf32>
    %139 = stablehlo.reduce(%138 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %141 = stablehlo.divide %138, %140 : tensor<16x4xf32>
    %142 = stablehlo.iota dim = 0 : tensor<4xi32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %144:2 = "stablehlo.sort"(%141, %143) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>, %arg44: tensor<i32>, %arg45: tensor<i32>):
      %524 = stablehlo.compare  GT, %arg42, %arg43,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %524 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %145 = stablehlo.slice %144#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %146 = stablehlo.convert %145 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %147 = stablehlo.reshape %146 : (tensor<16x2xi64>) -> tensor<32xi64>
    %148 = stablehlo.compare  LT, %147, %c_41 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %149 = stablehlo.add %147, %c_40 : tensor<32xi64>
    %150 = stablehlo.select %148, %149, %147 : tensor<32xi1>, tensor<32xi64>
    %151 = stablehlo.reshape %150 : (tensor<32xi64>) -> tensor<32x1xi64>
    %152 = "stablehlo.gather"(%arg21, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %153 = "stablehlo.gather"(%arg20, %151) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %154 = stablehlo.broadcast_in_dim %132, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %155 = stablehlo.reshape %154 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %156 = stablehlo.dot_general %153, %155, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %157 = stablehlo.reshape %156 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %158 = stablehlo.slice %157 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %159 = stablehlo.logistic %158 : tensor<32x32xf32>
    %160 = stablehlo.multiply %158, %159 : tensor<32x32xf32>
    %161 = stablehlo.slice %157 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %162 = stablehlo.multiply %160, %161 : tensor<32x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %164 = stablehlo.dot_general %152, %163, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %165 = stablehlo.reshape %164 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %166 = stablehlo.slice %144#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %167 = stablehlo.reshape %166 : (tensor<16x2xf32>) -> tensor<32xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %169 = stablehlo.multiply %165, %168 : tensor<32x32xf32>
    %170 = stablehlo.reshape %169 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %171 = stablehlo.reduce(%170 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %172 = stablehlo.reshape %arg18 : (tensor<1x32xf32>) -> tensor<32x1xf32>
    %173 = stablehlo.dot_general %132, %172, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x1xf32>) -> tensor<16x1xf32>
    %174 = stablehlo.logistic %173 : tensor<16x1xf32>
    %175 = stablehlo.reshape %174 : (tensor<16x1xf32>) -> tensor<16xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0] : (tensor<16xf32>) -> tensor<16x32xf32>
    %177 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %178 = stablehlo.dot_general %132, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %179 = stablehlo.logistic %178 : tensor<16x32xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<16x32xf32>
    %181 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %182 = stablehlo.dot_general %132, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %183 = stablehlo.multiply %180, %182 : tensor<16x32xf32>
    %184 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %185 = stablehlo.dot_general %183, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %186 = stablehlo.multiply %176, %185 : tensor<16x32xf32>
    %187 = stablehlo.add %171, %186 : tensor<16x32xf32>
    %188 = stablehlo.reshape %187 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %189 = stablehlo.add %120, %188 : tensor<2x8x32xf32>
    %190 = stablehlo.power %189, %cst_53 : tensor<2x8x32xf32>
    %191 = stablehlo.reduce(%190 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %192 = stablehlo.multiply %191, %cst_52 : tensor<2x8xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %194 = stablehlo.add %193, %cst_51 : tensor<2x8x1xf32>
    %195 = stablehlo.rsqrt %194 : tensor<2x8x1xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.multiply %189, %197 : tensor<2x8x32xf32>
    %199 = stablehlo.multiply %0, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %201 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %202 = stablehlo.dot_general %200, %201, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %203 = stablehlo.reshape %202 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %204 = stablehlo.slice %203 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %205 = stablehlo.reduce(%204 init: %cst_55) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %207 = stablehlo.subtract %204, %206 : tensor<2x7x128xf32>
    %208 = stablehlo.exponential %207 : tensor<2x7x128xf32>
    %209 = stablehlo.reduce(%208 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %210 = stablehlo.log %209 : tensor<2x7xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %212 = stablehlo.subtract %207, %211 : tensor<2x7x128xf32>
    %213 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %215 = stablehlo.broadcast_in_dim %c_54, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %216 = stablehlo.compare  EQ, %214, %215 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %217 = stablehlo.convert %216 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %218 = stablehlo.convert %217 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %219 = stablehlo.multiply %212, %218 : tensor<2x7x128xf32>
    %220 = stablehlo.reduce(%219 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %221 = stablehlo.reduce(%220 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %222 = stablehlo.multiply %221, %cst_39 : tensor<f32>
    %223 = stablehlo.negate %222 : tensor<f32>
    %224 = stablehlo.multiply %arg23, %cst_38 : tensor<128x32xf32>
    %225 = stablehlo.compare  LT, %arg0, %c_57 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %226 = stablehlo.add %arg0, %c_36 : tensor<2x8xi64>
    %227 = stablehlo.select %225, %226, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %228 = stablehlo.reshape %227 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %229 = stablehlo.compare  EQ, %arg0, %c_35 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %231 = stablehlo.multiply %218, %cst_32 : tensor<2x7x128xf32>
    %232 = stablehlo.exponential %212 : tensor<2x7x128xf32>
    %233 = stablehlo.reduce(%231 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %235 = stablehlo.multiply %232, %234 : tensor<2x7x128xf32>
    %236 = stablehlo.subtract %231, %235 : tensor<2x7x128xf32>
    %237 = stablehlo.pad %236, %cst_59, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %238 = stablehlo.select %c_33, %237, %cst_31 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %240 = stablehlo.dot_general %239, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %241 = stablehlo.reshape %240 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %242 = stablehlo.multiply %241, %0 : tensor<2x8x32xf32>
    %243 = stablehlo.multiply %242, %197 : tensor<2x8x32xf32>
    %244 = stablehlo.multiply %242, %189 : tensor<2x8x32xf32>
    %245 = stablehlo.reduce(%244 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %247 = stablehlo.multiply %246, %cst_30 : tensor<2x8x1xf32>
    %248 = stablehlo.power %195, %cst_29 : tensor<2x8x1xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<2x8x1xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %252 = stablehlo.divide %251, %cst_28 : tensor<2x8x32xf32>
    %253 = stablehlo.power %189, %cst_27 : tensor<2x8x32xf32>
    %254 = stablehlo.multiply %253, %cst_53 : tensor<2x8x32xf32>
    %255 = stablehlo.multiply %252, %254 : tensor<2x8x32xf32>
    %256 = stablehlo.add %243, %255 : tensor<2x8x32xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %258 = stablehlo.multiply %257, %185 : tensor<16x32xf32>
    %259 = stablehlo.reduce(%258 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %260 = stablehlo.reshape %259 : (tensor<16xf32>) -> tensor<16x1xf32>
    %261 = stablehlo.subtract %cst_26, %174 : tensor<16x1xf32>
    %262 = stablehlo.multiply %174, %261 : tensor<16x1xf32>
    %263 = stablehlo.multiply %260, %262 : tensor<16x1xf32>
    %264 = stablehlo.dot_general %263, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1xf32>, tensor<1x32xf32>) -> tensor<16x32xf32>
    %265 = stablehlo.transpose %153, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %266 = stablehlo.transpose %152, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %267 = stablehlo.broadcast_in_dim %257, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %269 = stablehlo.multiply %268, %168 : tensor<32x32xf32>
    %270 = stablehlo.reshape %269 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %271 = stablehlo.dot_general %266, %270, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %272 = stablehlo.reshape %271 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %273 = stablehlo.multiply %272, %161 : tensor<32x32xf32>
    %274 = stablehlo.subtract %cst_25, %159 : tensor<32x32xf32>
    %275 = stablehlo.multiply %158, %274 : tensor<32x32xf32>
    %276 = stablehlo.add %275, %cst_25 : tensor<32x32xf32>
    %277 = stablehlo.multiply %159, %276 : tensor<32x32xf32>
    %278 = stablehlo.multiply %273, %277 : tensor<32x32xf32>
    %279 = stablehlo.multiply %272, %160 : tensor<32x32xf32>
    %280 = stablehlo.concatenate %278, %279, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %281 = stablehlo.reshape %280 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %282 = stablehlo.dot_general %265, %281, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %283 = stablehlo.reshape %282 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %284 = stablehlo.reduce(%283 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %285 = stablehlo.add %264, %284 : tensor<16x32xf32>
    %286 = stablehlo.iota dim = 0 : tensor<16xi64>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %288 = stablehlo.reshape %146 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %289 = stablehlo.concatenate %287, %288, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %290 = stablehlo.multiply %268, %165 : tensor<32x32xf32>
    %291 = stablehlo.reduce(%290 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %292 = stablehlo.reshape %291 : (tensor<32xf32>) -> tensor<16x2xf32>
    %293 = "stablehlo.scatter"(%cst_24, %289, %292) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      stablehlo.return %arg43 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %294 = stablehlo.multiply %293, %141 : tensor<16x4xf32>
    %295 = stablehlo.reduce(%294 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<16x4xf32>, tensor<f32>) -> tensor<16xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %297 = stablehlo.multiply %141, %296 : tensor<16x4xf32>
    %298 = stablehlo.subtract %294, %297 : tensor<16x4xf32>
    %299 = stablehlo.dot_general %298, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %300 = stablehlo.add %285, %299 : tensor<16x32xf32>
    %301 = stablehlo.multiply %257, %176 : tensor<16x32xf32>
    %302 = stablehlo.dot_general %301, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %303 = stablehlo.multiply %302, %180 : tensor<16x32xf32>
    %304 = stablehlo.dot_general %303, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %305 = stablehlo.add %300, %304 : tensor<16x32xf32>
    %306 = stablehlo.multiply %302, %182 : tensor<16x32xf32>
    %307 = stablehlo.subtract %cst_23, %179 : tensor<16x32xf32>
    %308 = stablehlo.multiply %178, %307 : tensor<16x32xf32>
    %309 = stablehlo.add %308, %cst_23 : tensor<16x32xf32>
    %310 = stablehlo.multiply %179, %309 : tensor<16x32xf32>
    %311 = stablehlo.multiply %306, %310 : tensor<16x32xf32>
    %312 = stablehlo.dot_general %311, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %313 = stablehlo.add %305, %312 : tensor<16x32xf32>
    %314 = stablehlo.reshape %313 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %315 = stablehlo.multiply %314, %121 : tensor<2x8x32xf32>
    %316 = stablehlo.multiply %315, %129 : tensor<2x8x32xf32>
    %317 = stablehlo.add %256, %316 : tensor<2x8x32xf32>
    %318 = stablehlo.multiply %315, %120 : tensor<2x8x32xf32>
    %319 = stablehlo.reduce(%318 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %321 = stablehlo.multiply %320, %cst_30 : tensor<2x8x1xf32>
    %322 = stablehlo.power %127, %cst_29 : tensor<2x8x1xf32>
    %323 = stablehlo.multiply %321, %322 : tensor<2x8x1xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %326 = stablehlo.divide %325, %cst_28 : tensor<2x8x32xf32>
    %327 = stablehlo.power %120, %cst_27 : tensor<2x8x32xf32>
    %328 = stablehlo.multiply %327, %cst_53 : tensor<2x8x32xf32>
    %329 = stablehlo.multiply %326, %328 : tensor<2x8x32xf32>
    %330 = stablehlo.add %317, %329 : tensor<2x8x32xf32>
    %331 = stablehlo.transpose %104, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %332 = stablehlo.reshape %330 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %333 = stablehlo.dot_general %332, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %334 = stablehlo.reshape %333 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %335 = stablehlo.transpose %334, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %336 = stablehlo.reshape %335 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %337 = stablehlo.dot_general %331, %336, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %338 = stablehlo.reshape %337 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %339 = stablehlo.reduce(%338 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %340 = stablehlo.transpose %339, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %341 = stablehlo.reshape %340 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %342 = stablehlo.dot_general %341, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %343 = stablehlo.reshape %342 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %344 = stablehlo.transpose %41, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %345 = stablehlo.transpose %112, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %346 = stablehlo.dot_general %336, %345, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %347 = stablehlo.reshape %346 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %348 = stablehlo.multiply %347, %103 : tensor<2x4x8x8xf32>
    %349 = stablehlo.reduce(%348 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %351 = stablehlo.multiply %103, %350 : tensor<2x4x8x8xf32>
    %352 = stablehlo.subtract %348, %351 : tensor<2x4x8x8xf32>
    %353 = stablehlo.reshape %352 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %354 = stablehlo.dot_general %344, %353, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %355 = stablehlo.reshape %354 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %356 = stablehlo.multiply %355, %cst_49 : tensor<2x4x8x8xf32>
    %357 = stablehlo.transpose %356, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %359 = stablehlo.reduce(%358 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %360 = stablehlo.multiply %359, %54 : tensor<2x2x8x8xf32>
    %361 = stablehlo.slice %360 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %362 = stablehlo.negate %361 : tensor<2x2x8x4xf32>
    %363 = stablehlo.pad %362, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %364 = stablehlo.select %c_22, %363, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %365 = stablehlo.slice %360 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %366 = stablehlo.pad %365, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %367 = stablehlo.select %c_20, %366, %cst_21 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %368 = stablehlo.add %364, %367 : tensor<2x2x8x8xf32>
    %369 = stablehlo.multiply %359, %48 : tensor<2x2x8x8xf32>
    %370 = stablehlo.add %368, %369 : tensor<2x2x8x8xf32>
    %371 = stablehlo.transpose %370, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %373 = stablehlo.dot_general %372, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %374 = stablehlo.reshape %373 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %375 = stablehlo.add %343, %374 : tensor<2x8x32xf32>
    %376 = stablehlo.transpose %61, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %377 = stablehlo.dot_general %353, %376, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %378 = stablehlo.reshape %377 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %379 = stablehlo.multiply %378, %cst_49 : tensor<2x4x8x8xf32>
    %380 = stablehlo.multiply %379, %37 : tensor<2x4x8x8xf32>
    %381 = stablehlo.slice %380 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %382 = stablehlo.negate %381 : tensor<2x4x8x4xf32>
    %383 = stablehlo.pad %382, %cst_59, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %384 = stablehlo.select %c_19, %383, %cst_18 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %385 = stablehlo.slice %380 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %386 = stablehlo.pad %385, %cst_59, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %387 = stablehlo.select %c, %386, %cst_18 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %388 = stablehlo.add %384, %387 : tensor<2x4x8x8xf32>
    %389 = stablehlo.multiply %379, %29 : tensor<2x4x8x8xf32>
    %390 = stablehlo.add %388, %389 : tensor<2x4x8x8xf32>
    %391 = stablehlo.transpose %390, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %392 = stablehlo.reshape %391 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %393 = stablehlo.dot_general %392, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %394 = stablehlo.reshape %393 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %395 = stablehlo.add %375, %394 : tensor<2x8x32xf32>
    %396 = stablehlo.multiply %395, %5 : tensor<2x8x32xf32>
    %397 = stablehlo.multiply %396, %13 : tensor<2x8x32xf32>
    %398 = stablehlo.add %330, %397 : tensor<2x8x32xf32>
    %399 = stablehlo.multiply %396, %4 : tensor<2x8x32xf32>
    %400 = stablehlo.reduce(%399 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %401 = stablehlo.reshape %400 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %402 = stablehlo.multiply %401, %cst_30 : tensor<2x8x1xf32>
    %403 = stablehlo.power %11, %cst_29 : tensor<2x8x1xf32>
    %404 = stablehlo.multiply %402, %403 : tensor<2x8x1xf32>
    %405 = stablehlo.reshape %404 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %407 = stablehlo.divide %406, %cst_28 : tensor<2x8x32xf32>
    %408 = stablehlo.power %4, %cst_27 : tensor<2x8x32xf32>
    %409 = stablehlo.multiply %408, %cst_53 : tensor<2x8x32xf32>
    %410 = stablehlo.multiply %407, %409 : tensor<2x8x32xf32>
    %411 = stablehlo.add %398, %410 : tensor<2x8x32xf32>
    %412 = stablehlo.select %230, %cst_34, %411 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %413 = "stablehlo.scatter"(%cst_37, %228, %412) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %524 = stablehlo.add %arg42, %arg43 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %414 = stablehlo.add %224, %413 : tensor<128x32xf32>
    %415 = stablehlo.multiply %414, %cst_17 : tensor<128x32xf32>
    %416 = stablehlo.subtract %arg7, %415 : tensor<128x32xf32>
    %417 = stablehlo.multiply %arg24, %cst_16 : tensor<32x32xf32>
    %418 = stablehlo.transpose %392, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %419 = stablehlo.dot_general %418, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %420 = stablehlo.add %417, %419 : tensor<32x32xf32>
    %421 = stablehlo.multiply %420, %cst_15 : tensor<32x32xf32>
    %422 = stablehlo.subtract %arg15, %421 : tensor<32x32xf32>
    %423 = stablehlo.multiply %arg25, %cst_14 : tensor<32xf32>
    %424 = stablehlo.reduce(%392 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %425 = stablehlo.add %423, %424 : tensor<32xf32>
    %426 = stablehlo.multiply %425, %cst_13 : tensor<32xf32>
    %427 = stablehlo.subtract %arg14, %426 : tensor<32xf32>
    %428 = stablehlo.multiply %arg26, %cst_12 : tensor<16x32xf32>
    %429 = stablehlo.transpose %372, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %430 = stablehlo.dot_general %429, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %431 = stablehlo.add %428, %430 : tensor<16x32xf32>
    %432 = stablehlo.multiply %431, %cst_11 : tensor<16x32xf32>
    %433 = stablehlo.subtract %arg13, %432 : tensor<16x32xf32>
    %434 = stablehlo.multiply %arg27, %cst_10 : tensor<16xf32>
    %435 = stablehlo.reduce(%372 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %436 = stablehlo.add %434, %435 : tensor<16xf32>
    %437 = stablehlo.multiply %436, %cst_9 : tensor<16xf32>
    %438 = stablehlo.subtract %arg12, %437 : tensor<16xf32>
    %439 = stablehlo.multiply %arg28, %cst_12 : tensor<16x32xf32>
    %440 = stablehlo.transpose %341, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %441 = stablehlo.dot_general %440, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %442 = stablehlo.add %439, %441 : tensor<16x32xf32>
    %443 = stablehlo.multiply %442, %cst_11 : tensor<16x32xf32>
    %444 = stablehlo.subtract %arg6, %443 : tensor<16x32xf32>
    %445 = stablehlo.multiply %arg29, %cst_10 : tensor<16xf32>
    %446 = stablehlo.reduce(%341 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %447 = stablehlo.add %445, %446 : tensor<16xf32>
    %448 = stablehlo.multiply %447, %cst_9 : tensor<16xf32>
    %449 = stablehlo.subtract %arg5, %448 : tensor<16xf32>
    %450 = stablehlo.multiply %arg30, %cst_16 : tensor<32x32xf32>
    %451 = stablehlo.transpose %332, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %452 = stablehlo.dot_general %451, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %453 = stablehlo.add %450, %452 : tensor<32x32xf32>
    %454 = stablehlo.multiply %453, %cst_15 : tensor<32x32xf32>
    %455 = stablehlo.subtract %arg4, %454 : tensor<32x32xf32>
    %456 = stablehlo.multiply %arg31, %cst_8 : tensor<4x32xf32>
    %457 = stablehlo.transpose %298, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %458 = stablehlo.dot_general %457, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %459 = stablehlo.add %456, %458 : tensor<4x32xf32>
    %460 = stablehlo.multiply %459, %cst_7 : tensor<4x32xf32>
    %461 = stablehlo.subtract %arg19, %460 : tensor<4x32xf32>
    %462 = stablehlo.multiply %arg32, %cst_6 : tensor<4x64x32xf32>
    %463 = stablehlo.reshape %154 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %464 = stablehlo.dot_general %281, %463, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %465 = "stablehlo.scatter"(%cst_5, %151, %464) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %524 = stablehlo.add %arg42, %arg43 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %466 = stablehlo.add %462, %465 : tensor<4x64x32xf32>
    %467 = stablehlo.multiply %466, %cst_4 : tensor<4x64x32xf32>
    %468 = stablehlo.subtract %arg20, %467 : tensor<4x64x32xf32>
    %469 = stablehlo.multiply %arg33, %cst_3 : tensor<4x32x32xf32>
    %470 = stablehlo.reshape %162 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %471 = stablehlo.dot_general %270, %470, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %472 = "stablehlo.scatter"(%cst_2, %151, %471) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %524 = stablehlo.add %arg42, %arg43 : tensor<f32>
      stablehlo.return %524 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %473 = stablehlo.add %469, %472 : tensor<4x32x32xf32>
    %474 = stablehlo.multiply %473, %cst_1 : tensor<4x32x32xf32>
    %475 = stablehlo.subtract %arg21, %474 : tensor<4x32x32xf32>
    %476 = stablehlo.multiply %arg34, %cst_16 : tensor<32x32xf32>
    %477 = stablehlo.transpose %311, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %478 = stablehlo.dot_general %477, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %479 = stablehlo.add %476, %478 : tensor<32x32xf32>
    %480 = stablehlo.multiply %479, %cst_15 : tensor<32x32xf32>
    %481 = stablehlo.subtract %arg17, %480 : tensor<32x32xf32>
    %482 = stablehlo.multiply %arg35, %cst_16 : tensor<32x32xf32>
    %483 = stablehlo.transpose %303, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %484 = stablehlo.dot_general %483, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %485 = stablehlo.add %482, %484 : tensor<32x32xf32>
    %486 = stablehlo.multiply %485, %cst_15 : tensor<32x32xf32>
    %487 = stablehlo.subtract %arg3, %486 : tensor<32x32xf32>
    %488 = stablehlo.multiply %arg36, %cst_16 : tensor<32x32xf32>
    %489 = stablehlo.transpose %301, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %490 = stablehlo.dot_general %489, %183, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %491 = stablehlo.add %488, %490 : tensor<32x32xf32>
    %492 = stablehlo.multiply %491, %cst_15 : tensor<32x32xf32>
    %493 = stablehlo.subtract %arg2, %492 : tensor<32x32xf32>
    %494 = stablehlo.multiply %arg37, %cst_0 : tensor<1x32xf32>
    %495 = stablehlo.reshape %263 : (tensor<16x1xf32>) -> tensor<1x16xf32>
    %496 = stablehlo.dot_general %495, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x16xf32>, tensor<16x32xf32>) -> tensor<1x32xf32>
    %497 = stablehlo.add %494, %496 : tensor<1x32xf32>
    %498 = stablehlo.multiply %497, %cst : tensor<1x32xf32>
    %499 = stablehlo.subtract %arg18, %498 : tensor<1x32xf32>
    %500 = stablehlo.multiply %arg38, %cst_14 : tensor<32xf32>
    %501 = stablehlo.multiply %395, %14 : tensor<2x8x32xf32>
    %502 = stablehlo.reduce(%501 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %503 = stablehlo.add %500, %502 : tensor<32xf32>
    %504 = stablehlo.multiply %503, %cst_13 : tensor<32xf32>
    %505 = stablehlo.subtract %arg8, %504 : tensor<32xf32>
    %506 = stablehlo.multiply %arg39, %cst_14 : tensor<32xf32>
    %507 = stablehlo.multiply %314, %130 : tensor<2x8x32xf32>
    %508 = stablehlo.reduce(%507 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %509 = stablehlo.add %506, %508 : tensor<32xf32>
    %510 = stablehlo.multiply %509, %cst_13 : tensor<32xf32>
    %511 = stablehlo.subtract %arg16, %510 : tensor<32xf32>
    %512 = stablehlo.multiply %arg40, %cst_14 : tensor<32xf32>
    %513 = stablehlo.multiply %241, %198 : tensor<2x8x32xf32>
    %514 = stablehlo.reduce(%513 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %515 = stablehlo.add %512, %514 : tensor<32xf32>
    %516 = stablehlo.multiply %515, %cst_13 : tensor<32xf32>
    %517 = stablehlo.subtract %arg22, %516 : tensor<32xf32>
    %518 = stablehlo.multiply %arg41, %cst_38 : tensor<128x32xf32>
    %519 = stablehlo.transpose %239, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %520 = stablehlo.dot_general %519, %200, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %521 = stablehlo.add %518, %520 : tensor<128x32xf32>
    %522 = stablehlo.multiply %521, %cst_17 : tensor<128x32xf32>
    %523 = stablehlo.subtract %arg1, %522 : tensor<128x32xf32>
    return %223, %416, %422, %427, %433, %438, %444, %449, %455, %461, %468, %475, %481, %487, %493, %499, %505, %511, %517, %523, %414, %420, %425, %431, %436, %442, %447, %453, %459, %466, %473, %479, %485, %491, %497, %503, %509, %515, %521 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<1x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
