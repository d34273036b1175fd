module @IrToHlo.2160 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<4x32xf32> {tf.aliasing_output = 14 : i32}, %arg3: tensor<4x32xf32> {tf.aliasing_output = 6 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg5: tensor<4x128x32xf32> {tf.aliasing_output = 7 : i32}, %arg6: tensor<4x32x64xf32> {tf.aliasing_output = 8 : i32}, %arg7: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg8: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg9: tensor<2x8xi64>, %arg10: tensor<i1>, %arg11: tensor<4xf32>, %arg12: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg13: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg15: tensor<4x128x32xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<4x32x64xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg18: tensor<16x32xf32> {tf.aliasing_output = 12 : i32}, %arg19: tensor<16x32xf32> {tf.aliasing_output = 11 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<128x32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<16x32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<16x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<4x32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<4x128x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<4x32x64xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<16x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<16x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<4x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<4x128x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<4x32x64xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<4x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<4x32x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<4x128x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<4x128x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<4x128x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]], [[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]]]> : tensor<2x4x8x8xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_15 = stablehlo.constant dense<[[[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]], [[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]]]> : tensor<2x4x8x8xi1>
    %c_16 = stablehlo.constant dense<[[[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]], [[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]]]> : tensor<2x2x8x8xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_18 = stablehlo.constant dense<[[[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]], [[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<32x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_24 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_26 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_30 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_33 = stablehlo.constant dense<6.250000e-02> : tensor<2x8x128xf32>
    %c_34 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_35 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_38 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_39 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_40 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_41 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_42 = stablehlo.constant dense<[[[-4096, -4095, -4094, -4093, -4092, -4091, -4090, -4089]]]> : tensor<1x1x8xi64>
    %c_43 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_44 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_45 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_48 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %c_49 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_51 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_52 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_53 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reduce(%4 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %7 = stablehlo.multiply %6, %cst_48 : tensor<2x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.subtract %4, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.power %9, %cst_47 : tensor<2x8x32xf32>
    %11 = stablehlo.reduce(%10 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.multiply %11, %cst_48 : tensor<2x8xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.add %13, %cst_46 : tensor<2x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x8x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %9, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.multiply %5, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %25 = stablehlo.broadcast_in_dim %cst_45, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %26 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<1x8x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x8x4xf32>) -> tensor<1x8x4x2xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x8x4x2xf32>) -> tensor<1x8x8xf32>
    %30 = stablehlo.cosine %29 : tensor<1x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.multiply %24, %32 : tensor<2x4x8x8xf32>
    %34 = stablehlo.slice %24 [0:2, 0:4, 0:8, 1:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %35 = stablehlo.negate %34 : tensor<2x4x8x4xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %37 = stablehlo.slice %24 [0:2, 0:4, 0:8, 0:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %39 = stablehlo.concatenate %36, %38, dim = 4 : (tensor<2x4x8x4x1xf32>, tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4x2xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x8xf32>
    %41 = stablehlo.sine %29 : tensor<1x8x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %44 = stablehlo.multiply %40, %43 : tensor<2x4x8x8xf32>
    %45 = stablehlo.add %33, %44 : tensor<2x4x8x8xf32>
    %46 = stablehlo.multiply %45, %cst_44 : tensor<2x4x8x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %48 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %49 = stablehlo.dot_general %20, %48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<2x2x8x8xf32>
    %54 = stablehlo.slice %51 [0:2, 0:2, 0:8, 1:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %55 = stablehlo.negate %54 : tensor<2x2x8x4xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %57 = stablehlo.slice %51 [0:2, 0:2, 0:8, 0:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %59 = stablehlo.concatenate %56, %58, dim = 4 : (tensor<2x2x8x4x1xf32>, tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4x2xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %42, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<2x2x8x8xf32>
    %63 = stablehlo.add %53, %62 : tensor<2x2x8x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %66 = stablehlo.transpose %65, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.multiply %66, %cst_44 : tensor<2x4x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %69 = stablehlo.dot_general %47, %68, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %71 = stablehlo.convert %arg10 : (tensor<i1>) -> tensor<ui8>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.broadcast_in_dim %c_43, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %74 = stablehlo.broadcast_in_dim %c_42, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %75 = stablehlo.compare  GT, %73, %74 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %76 = stablehlo.convert %75 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %77 = stablehlo.and %72, %76 : tensor<1x1x8x8xui8>
    %78 = stablehlo.compare  NE, %77, %c_53 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %79 = stablehlo.convert %78 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %80 = stablehlo.broadcast_in_dim %c_43, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %81 = stablehlo.compare  LE, %73, %80 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %82 = stablehlo.convert %81 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %83 = stablehlo.and %79, %82 : tensor<1x1x8x8xui8>
    %84 = stablehlo.compare  NE, %83, %c_53 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %85 = stablehlo.convert %84 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %86 = stablehlo.and %72, %85 : tensor<1x1x8x8xui8>
    %87 = stablehlo.compare  NE, %86, %c_53 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %88 = stablehlo.convert %87 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %89 = stablehlo.reshape %88 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %90 = stablehlo.broadcast_in_dim %89, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %91 = stablehlo.compare  NE, %arg9, %c_52 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %92 = stablehlo.broadcast_in_dim %c_41, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %93 = stablehlo.compare  LT, %92, %c_40 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %94 = stablehlo.add %92, %c_39 : tensor<2x1x1x8xi64>
    %95 = stablehlo.select %93, %94, %92 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %96 = stablehlo.reshape %95 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %97 = stablehlo.broadcast_in_dim %c_43, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %98 = stablehlo.compare  LT, %97, %c_40 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %99 = stablehlo.add %97, %c_38 : tensor<2x1x1x8xi64>
    %100 = stablehlo.select %98, %99, %97 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %101 = stablehlo.reshape %100 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %102 = stablehlo.concatenate %96, %101, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %103 = "stablehlo.gather"(%91, %102) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %104 = stablehlo.convert %103 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %105 = stablehlo.reshape %104 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %107 = stablehlo.and %90, %106 : tensor<2x1x8x8xui8>
    %108 = stablehlo.compare  NE, %107, %c_51 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %109 = stablehlo.select %108, %cst_37, %cst_36 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %112 = stablehlo.add %70, %111 : tensor<2x4x8x8xf32>
    %113 = stablehlo.reduce(%112 init: %cst_50) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %115 = stablehlo.subtract %112, %114 : tensor<2x4x8x8xf32>
    %116 = stablehlo.exponential %115 : tensor<2x4x8x8xf32>
    %117 = stablehlo.reduce(%116 init: %cst_54) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %119 = stablehlo.divide %116, %118 : tensor<2x4x8x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %121 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %122 = stablehlo.dot_general %20, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %124 = stablehlo.transpose %123, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %127 = stablehlo.dot_general %120, %126, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %131 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %132 = stablehlo.dot_general %130, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.add %4, %133 : tensor<2x8x32xf32>
    %135 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %136 = stablehlo.dot_general %20, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %137 = stablehlo.iota dim = 0 : tensor<4xi32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %139:2 = "stablehlo.sort"(%136, %138) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>, %arg42: tensor<i32>, %arg43: tensor<i32>):
      %757 = stablehlo.compare  GT, %arg40, %arg41,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %757 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %140 = stablehlo.slice %139#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %141 = stablehlo.convert %140 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %142 = stablehlo.reshape %141 : (tensor<16x2xi64>) -> tensor<32xi64>
    %143 = stablehlo.compare  LT, %142, %c_35 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %144 = stablehlo.add %142, %c_34 : tensor<32xi64>
    %145 = stablehlo.select %143, %144, %142 : tensor<32xi1>, tensor<32xi64>
    %146 = stablehlo.reshape %145 : (tensor<32xi64>) -> tensor<32x1xi64>
    %147 = "stablehlo.gather"(%arg6, %146) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %148 = "stablehlo.gather"(%arg5, %146) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %149 = stablehlo.broadcast_in_dim %20, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %150 = stablehlo.reshape %149 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %151 = stablehlo.dot_general %148, %150, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %152 = stablehlo.reshape %151 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %153 = stablehlo.slice %152 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %154 = stablehlo.logistic %153 : tensor<32x64xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<32x64xf32>
    %156 = stablehlo.slice %152 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<32x64xf32>
    %158 = stablehlo.reshape %157 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %159 = stablehlo.dot_general %147, %158, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %160 = stablehlo.reshape %159 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %161 = stablehlo.slice %139#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %162 = stablehlo.reduce(%161 init: %cst_50) applies stablehlo.maximum across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %164 = stablehlo.subtract %161, %163 : tensor<16x2xf32>
    %165 = stablehlo.exponential %164 : tensor<16x2xf32>
    %166 = stablehlo.reduce(%165 init: %cst_54) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %168 = stablehlo.divide %165, %167 : tensor<16x2xf32>
    %169 = stablehlo.reshape %168 : (tensor<16x2xf32>) -> tensor<32xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %171 = stablehlo.multiply %160, %170 : tensor<32x32xf32>
    %172 = stablehlo.reshape %171 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %173 = stablehlo.reduce(%172 init: %cst_54) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.add %134, %174 : tensor<2x8x32xf32>
    %176 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.reduce(%175 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %178 = stablehlo.multiply %177, %cst_48 : tensor<2x8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.subtract %175, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.power %180, %cst_47 : tensor<2x8x32xf32>
    %182 = stablehlo.reduce(%181 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %183 = stablehlo.multiply %182, %cst_48 : tensor<2x8xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %185 = stablehlo.add %184, %cst_46 : tensor<2x8x1xf32>
    %186 = stablehlo.rsqrt %185 : tensor<2x8x1xf32>
    %187 = stablehlo.reshape %186 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %189 = stablehlo.multiply %180, %188 : tensor<2x8x32xf32>
    %190 = stablehlo.multiply %176, %189 : tensor<2x8x32xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %192 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %193 = stablehlo.dot_general %191, %192, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %194 = stablehlo.reshape %193 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %195 = stablehlo.transpose %194, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %196 = stablehlo.multiply %195, %32 : tensor<2x4x8x8xf32>
    %197 = stablehlo.slice %195 [0:2, 0:4, 0:8, 1:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %198 = stablehlo.negate %197 : tensor<2x4x8x4xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %200 = stablehlo.slice %195 [0:2, 0:4, 0:8, 0:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %202 = stablehlo.concatenate %199, %201, dim = 4 : (tensor<2x4x8x4x1xf32>, tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4x2xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x8xf32>
    %204 = stablehlo.multiply %203, %43 : tensor<2x4x8x8xf32>
    %205 = stablehlo.add %196, %204 : tensor<2x4x8x8xf32>
    %206 = stablehlo.multiply %205, %cst_44 : tensor<2x4x8x8xf32>
    %207 = stablehlo.reshape %206 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %208 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %209 = stablehlo.dot_general %191, %208, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %210 = stablehlo.reshape %209 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %211 = stablehlo.transpose %210, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %212 = stablehlo.multiply %211, %52 : tensor<2x2x8x8xf32>
    %213 = stablehlo.slice %211 [0:2, 0:2, 0:8, 1:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %214 = stablehlo.negate %213 : tensor<2x2x8x4xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %216 = stablehlo.slice %211 [0:2, 0:2, 0:8, 0:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %218 = stablehlo.concatenate %215, %217, dim = 4 : (tensor<2x2x8x4x1xf32>, tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4x2xf32>
    %219 = stablehlo.reshape %218 : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x8xf32>
    %220 = stablehlo.multiply %219, %61 : tensor<2x2x8x8xf32>
    %221 = stablehlo.add %212, %220 : tensor<2x2x8x8xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.transpose %223, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %225 = stablehlo.multiply %224, %cst_44 : tensor<2x4x8x8xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %227 = stablehlo.dot_general %207, %226, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %228 = stablehlo.reshape %227 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %229 = stablehlo.add %228, %111 : tensor<2x4x8x8xf32>
    %230 = stablehlo.reduce(%229 init: %cst_50) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %232 = stablehlo.subtract %229, %231 : tensor<2x4x8x8xf32>
    %233 = stablehlo.exponential %232 : tensor<2x4x8x8xf32>
    %234 = stablehlo.reduce(%233 init: %cst_54) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %236 = stablehlo.divide %233, %235 : tensor<2x4x8x8xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %238 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %239 = stablehlo.dot_general %191, %238, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %240 = stablehlo.reshape %239 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %241 = stablehlo.transpose %240, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %244 = stablehlo.dot_general %237, %243, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %246 = stablehlo.transpose %245, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %248 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %249 = stablehlo.dot_general %247, %248, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %250 = stablehlo.reshape %249 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %251 = stablehlo.add %175, %250 : tensor<2x8x32xf32>
    %252 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %253 = stablehlo.dot_general %191, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %254:2 = "stablehlo.sort"(%253, %138) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>, %arg42: tensor<i32>, %arg43: tensor<i32>):
      %757 = stablehlo.compare  GT, %arg40, %arg41,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %757 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %255 = stablehlo.slice %254#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %256 = stablehlo.convert %255 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %257 = stablehlo.reshape %256 : (tensor<16x2xi64>) -> tensor<32xi64>
    %258 = stablehlo.compare  LT, %257, %c_35 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %259 = stablehlo.add %257, %c_34 : tensor<32xi64>
    %260 = stablehlo.select %258, %259, %257 : tensor<32xi1>, tensor<32xi64>
    %261 = stablehlo.reshape %260 : (tensor<32xi64>) -> tensor<32x1xi64>
    %262 = "stablehlo.gather"(%arg16, %261) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 64>}> : (tensor<4x32x64xf32>, tensor<32x1xi64>) -> tensor<32x32x64xf32>
    %263 = "stablehlo.gather"(%arg15, %261) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128, 32>}> : (tensor<4x128x32xf32>, tensor<32x1xi64>) -> tensor<32x128x32xf32>
    %264 = stablehlo.broadcast_in_dim %191, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %265 = stablehlo.reshape %264 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %266 = stablehlo.dot_general %263, %265, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x32xf32>, tensor<32x32x1xf32>) -> tensor<32x128x1xf32>
    %267 = stablehlo.reshape %266 : (tensor<32x128x1xf32>) -> tensor<32x128xf32>
    %268 = stablehlo.slice %267 [0:32, 0:64] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %269 = stablehlo.logistic %268 : tensor<32x64xf32>
    %270 = stablehlo.multiply %268, %269 : tensor<32x64xf32>
    %271 = stablehlo.slice %267 [0:32, 64:128] : (tensor<32x128xf32>) -> tensor<32x64xf32>
    %272 = stablehlo.multiply %270, %271 : tensor<32x64xf32>
    %273 = stablehlo.reshape %272 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %274 = stablehlo.dot_general %262, %273, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %275 = stablehlo.reshape %274 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %276 = stablehlo.slice %254#0 [0:16, 0:2] : (tensor<16x4xf32>) -> tensor<16x2xf32>
    %277 = stablehlo.reduce(%276 init: %cst_50) applies stablehlo.maximum across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %279 = stablehlo.subtract %276, %278 : tensor<16x2xf32>
    %280 = stablehlo.exponential %279 : tensor<16x2xf32>
    %281 = stablehlo.reduce(%280 init: %cst_54) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %283 = stablehlo.divide %280, %282 : tensor<16x2xf32>
    %284 = stablehlo.reshape %283 : (tensor<16x2xf32>) -> tensor<32xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %286 = stablehlo.multiply %275, %285 : tensor<32x32xf32>
    %287 = stablehlo.reshape %286 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %288 = stablehlo.reduce(%287 init: %cst_54) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %290 = stablehlo.add %251, %289 : tensor<2x8x32xf32>
    %291 = stablehlo.reduce(%290 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %292 = stablehlo.multiply %291, %cst_48 : tensor<2x8xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %294 = stablehlo.subtract %290, %293 : tensor<2x8x32xf32>
    %295 = stablehlo.power %294, %cst_47 : tensor<2x8x32xf32>
    %296 = stablehlo.reduce(%295 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %297 = stablehlo.multiply %296, %cst_48 : tensor<2x8xf32>
    %298 = stablehlo.reshape %297 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %299 = stablehlo.add %298, %cst_46 : tensor<2x8x1xf32>
    %300 = stablehlo.rsqrt %299 : tensor<2x8x1xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %303 = stablehlo.multiply %294, %302 : tensor<2x8x32xf32>
    %304 = stablehlo.multiply %0, %303 : tensor<2x8x32xf32>
    %305 = stablehlo.reshape %304 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %306 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %307 = stablehlo.dot_general %305, %306, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %308 = stablehlo.reshape %307 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %309 = stablehlo.multiply %308, %cst_33 : tensor<2x8x128xf32>
    %310 = stablehlo.slice %309 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %311 = stablehlo.reduce(%310 init: %cst_50) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %313 = stablehlo.subtract %310, %312 : tensor<2x7x128xf32>
    %314 = stablehlo.exponential %313 : tensor<2x7x128xf32>
    %315 = stablehlo.reduce(%314 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %316 = stablehlo.log %315 : tensor<2x7xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %318 = stablehlo.subtract %313, %317 : tensor<2x7x128xf32>
    %319 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %321 = stablehlo.broadcast_in_dim %c_49, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %322 = stablehlo.compare  EQ, %320, %321 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %323 = stablehlo.convert %322 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %324 = stablehlo.convert %323 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %325 = stablehlo.multiply %318, %324 : tensor<2x7x128xf32>
    %326 = stablehlo.reduce(%325 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %327 = stablehlo.reduce(%326 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %328 = stablehlo.multiply %327, %cst_32 : tensor<f32>
    %329 = stablehlo.negate %328 : tensor<f32>
    %330 = stablehlo.multiply %arg22, %cst_31 : tensor<128x32xf32>
    %331 = stablehlo.multiply %324, %cst_29 : tensor<2x7x128xf32>
    %332 = stablehlo.exponential %318 : tensor<2x7x128xf32>
    %333 = stablehlo.reduce(%331 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %335 = stablehlo.multiply %332, %334 : tensor<2x7x128xf32>
    %336 = stablehlo.subtract %331, %335 : tensor<2x7x128xf32>
    %337 = stablehlo.pad %336, %cst_54, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %338 = stablehlo.select %c_30, %337, %cst_28 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %339 = stablehlo.multiply %338, %cst_33 : tensor<2x8x128xf32>
    %340 = stablehlo.reshape %339 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %341 = stablehlo.transpose %340, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %342 = stablehlo.dot_general %341, %305, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %343 = stablehlo.compare  LT, %arg0, %c_52 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %344 = stablehlo.add %arg0, %c_26 : tensor<2x8xi64>
    %345 = stablehlo.select %343, %344, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %346 = stablehlo.reshape %345 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %347 = stablehlo.compare  EQ, %arg0, %c_52 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %349 = stablehlo.dot_general %340, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %350 = stablehlo.reshape %349 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %351 = stablehlo.multiply %350, %0 : tensor<2x8x32xf32>
    %352 = stablehlo.multiply %351, %302 : tensor<2x8x32xf32>
    %353 = stablehlo.multiply %351, %294 : tensor<2x8x32xf32>
    %354 = stablehlo.reduce(%353 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %355 = stablehlo.reshape %354 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %356 = stablehlo.multiply %355, %cst_24 : tensor<2x8x1xf32>
    %357 = stablehlo.power %300, %cst_23 : tensor<2x8x1xf32>
    %358 = stablehlo.multiply %356, %357 : tensor<2x8x1xf32>
    %359 = stablehlo.reshape %358 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %361 = stablehlo.divide %360, %cst_22 : tensor<2x8x32xf32>
    %362 = stablehlo.power %294, %cst_21 : tensor<2x8x32xf32>
    %363 = stablehlo.multiply %362, %cst_47 : tensor<2x8x32xf32>
    %364 = stablehlo.multiply %361, %363 : tensor<2x8x32xf32>
    %365 = stablehlo.add %352, %364 : tensor<2x8x32xf32>
    %366 = stablehlo.negate %352 : tensor<2x8x32xf32>
    %367 = stablehlo.reduce(%366 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %368 = stablehlo.reshape %367 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %369 = stablehlo.negate %364 : tensor<2x8x32xf32>
    %370 = stablehlo.reduce(%369 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %372 = stablehlo.add %368, %371 : tensor<2x8x1xf32>
    %373 = stablehlo.reshape %372 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %375 = stablehlo.divide %374, %cst_22 : tensor<2x8x32xf32>
    %376 = stablehlo.add %365, %375 : tensor<2x8x32xf32>
    %377 = stablehlo.transpose %263, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %378 = stablehlo.transpose %262, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %379 = stablehlo.reshape %376 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %381 = stablehlo.reshape %380 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %382 = stablehlo.multiply %381, %285 : tensor<32x32xf32>
    %383 = stablehlo.reshape %382 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %384 = stablehlo.dot_general %378, %383, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %385 = stablehlo.reshape %384 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %386 = stablehlo.multiply %385, %271 : tensor<32x64xf32>
    %387 = stablehlo.subtract %cst_20, %269 : tensor<32x64xf32>
    %388 = stablehlo.multiply %268, %387 : tensor<32x64xf32>
    %389 = stablehlo.add %388, %cst_20 : tensor<32x64xf32>
    %390 = stablehlo.multiply %269, %389 : tensor<32x64xf32>
    %391 = stablehlo.multiply %386, %390 : tensor<32x64xf32>
    %392 = stablehlo.multiply %385, %270 : tensor<32x64xf32>
    %393 = stablehlo.concatenate %391, %392, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %394 = stablehlo.reshape %393 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %395 = stablehlo.dot_general %377, %394, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %396 = stablehlo.reshape %395 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %397 = stablehlo.reduce(%396 init: %cst_54) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %398 = stablehlo.iota dim = 0 : tensor<16xi64>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %400 = stablehlo.reshape %256 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %401 = stablehlo.concatenate %399, %400, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %402 = stablehlo.multiply %381, %275 : tensor<32x32xf32>
    %403 = stablehlo.reduce(%402 init: %cst_54) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %404 = stablehlo.reshape %403 : (tensor<32xf32>) -> tensor<16x2xf32>
    %405 = stablehlo.multiply %404, %283 : tensor<16x2xf32>
    %406 = stablehlo.reduce(%405 init: %cst_54) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %408 = stablehlo.multiply %283, %407 : tensor<16x2xf32>
    %409 = stablehlo.subtract %405, %408 : tensor<16x2xf32>
    %410 = "stablehlo.scatter"(%cst_19, %401, %409) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      stablehlo.return %arg41 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %411 = stablehlo.dot_general %410, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %412 = stablehlo.add %397, %411 : tensor<16x32xf32>
    %413 = stablehlo.reshape %412 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %414 = stablehlo.transpose %237, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %415 = stablehlo.dot_general %379, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %416 = stablehlo.reshape %415 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %417 = stablehlo.transpose %416, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %418 = stablehlo.reshape %417 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %419 = stablehlo.dot_general %414, %418, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %420 = stablehlo.reshape %419 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %421 = stablehlo.reduce(%420 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %422 = stablehlo.transpose %421, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %423 = stablehlo.reshape %422 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %424 = stablehlo.dot_general %423, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %425 = stablehlo.reshape %424 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %426 = stablehlo.add %413, %425 : tensor<2x8x32xf32>
    %427 = stablehlo.transpose %207, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %428 = stablehlo.transpose %243, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %429 = stablehlo.dot_general %418, %428, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %430 = stablehlo.reshape %429 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %431 = stablehlo.multiply %430, %236 : tensor<2x4x8x8xf32>
    %432 = stablehlo.reduce(%431 init: %cst_54) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %434 = stablehlo.multiply %236, %433 : tensor<2x4x8x8xf32>
    %435 = stablehlo.subtract %431, %434 : tensor<2x4x8x8xf32>
    %436 = stablehlo.reshape %435 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %437 = stablehlo.dot_general %427, %436, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %438 = stablehlo.reshape %437 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %439 = stablehlo.multiply %438, %cst_44 : tensor<2x4x8x8xf32>
    %440 = stablehlo.transpose %439, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %441 = stablehlo.reshape %440 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %442 = stablehlo.reduce(%441 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %443 = stablehlo.multiply %442, %61 : tensor<2x2x8x8xf32>
    %444 = stablehlo.reshape %443 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4x2xf32>
    %445 = stablehlo.slice %444 [0:2, 0:2, 0:8, 0:4, 0:1] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %446 = stablehlo.reshape %445 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %447 = stablehlo.negate %446 : tensor<2x2x8x4xf32>
    %448 = stablehlo.pad %447, %cst_54, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %449 = stablehlo.select %c_18, %448, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %450 = stablehlo.slice %444 [0:2, 0:2, 0:8, 0:4, 1:2] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %451 = stablehlo.reshape %450 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %452 = stablehlo.pad %451, %cst_54, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %453 = stablehlo.select %c_16, %452, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %454 = stablehlo.add %449, %453 : tensor<2x2x8x8xf32>
    %455 = stablehlo.multiply %442, %52 : tensor<2x2x8x8xf32>
    %456 = stablehlo.add %454, %455 : tensor<2x2x8x8xf32>
    %457 = stablehlo.transpose %456, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %458 = stablehlo.reshape %457 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %459 = stablehlo.dot_general %458, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %460 = stablehlo.reshape %459 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %461 = stablehlo.add %426, %460 : tensor<2x8x32xf32>
    %462 = stablehlo.transpose %226, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %463 = stablehlo.dot_general %436, %462, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %464 = stablehlo.reshape %463 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %465 = stablehlo.multiply %464, %cst_44 : tensor<2x4x8x8xf32>
    %466 = stablehlo.multiply %465, %43 : tensor<2x4x8x8xf32>
    %467 = stablehlo.reshape %466 : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4x2xf32>
    %468 = stablehlo.slice %467 [0:2, 0:4, 0:8, 0:4, 0:1] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %469 = stablehlo.reshape %468 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %470 = stablehlo.negate %469 : tensor<2x4x8x4xf32>
    %471 = stablehlo.pad %470, %cst_54, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %472 = stablehlo.select %c_15, %471, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %473 = stablehlo.slice %467 [0:2, 0:4, 0:8, 0:4, 1:2] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %474 = stablehlo.reshape %473 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %475 = stablehlo.pad %474, %cst_54, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %476 = stablehlo.select %c, %475, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %477 = stablehlo.add %472, %476 : tensor<2x4x8x8xf32>
    %478 = stablehlo.multiply %465, %32 : tensor<2x4x8x8xf32>
    %479 = stablehlo.add %477, %478 : tensor<2x4x8x8xf32>
    %480 = stablehlo.transpose %479, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %481 = stablehlo.reshape %480 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %482 = stablehlo.dot_general %481, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %483 = stablehlo.reshape %482 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %484 = stablehlo.add %461, %483 : tensor<2x8x32xf32>
    %485 = stablehlo.multiply %484, %176 : tensor<2x8x32xf32>
    %486 = stablehlo.multiply %485, %188 : tensor<2x8x32xf32>
    %487 = stablehlo.add %376, %486 : tensor<2x8x32xf32>
    %488 = stablehlo.multiply %485, %180 : tensor<2x8x32xf32>
    %489 = stablehlo.reduce(%488 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %490 = stablehlo.reshape %489 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %491 = stablehlo.multiply %490, %cst_24 : tensor<2x8x1xf32>
    %492 = stablehlo.power %186, %cst_23 : tensor<2x8x1xf32>
    %493 = stablehlo.multiply %491, %492 : tensor<2x8x1xf32>
    %494 = stablehlo.reshape %493 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %496 = stablehlo.divide %495, %cst_22 : tensor<2x8x32xf32>
    %497 = stablehlo.power %180, %cst_21 : tensor<2x8x32xf32>
    %498 = stablehlo.multiply %497, %cst_47 : tensor<2x8x32xf32>
    %499 = stablehlo.multiply %496, %498 : tensor<2x8x32xf32>
    %500 = stablehlo.add %487, %499 : tensor<2x8x32xf32>
    %501 = stablehlo.negate %486 : tensor<2x8x32xf32>
    %502 = stablehlo.reduce(%501 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %503 = stablehlo.reshape %502 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %504 = stablehlo.negate %499 : tensor<2x8x32xf32>
    %505 = stablehlo.reduce(%504 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %506 = stablehlo.reshape %505 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %507 = stablehlo.add %503, %506 : tensor<2x8x1xf32>
    %508 = stablehlo.reshape %507 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %510 = stablehlo.divide %509, %cst_22 : tensor<2x8x32xf32>
    %511 = stablehlo.add %500, %510 : tensor<2x8x32xf32>
    %512 = stablehlo.transpose %148, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,128]{1,2,0}"} : (tensor<32x128x32xf32>) -> tensor<32x32x128xf32>
    %513 = stablehlo.transpose %147, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,64,32]{1,2,0}"} : (tensor<32x32x64xf32>) -> tensor<32x64x32xf32>
    %514 = stablehlo.reshape %511 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %516 = stablehlo.reshape %515 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %517 = stablehlo.multiply %516, %170 : tensor<32x32xf32>
    %518 = stablehlo.reshape %517 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %519 = stablehlo.dot_general %513, %518, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %520 = stablehlo.reshape %519 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %521 = stablehlo.multiply %520, %156 : tensor<32x64xf32>
    %522 = stablehlo.subtract %cst_20, %154 : tensor<32x64xf32>
    %523 = stablehlo.multiply %153, %522 : tensor<32x64xf32>
    %524 = stablehlo.add %523, %cst_20 : tensor<32x64xf32>
    %525 = stablehlo.multiply %154, %524 : tensor<32x64xf32>
    %526 = stablehlo.multiply %521, %525 : tensor<32x64xf32>
    %527 = stablehlo.multiply %520, %155 : tensor<32x64xf32>
    %528 = stablehlo.concatenate %526, %527, dim = 1 : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x128xf32>
    %529 = stablehlo.reshape %528 : (tensor<32x128xf32>) -> tensor<32x128x1xf32>
    %530 = stablehlo.dot_general %512, %529, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x128xf32>, tensor<32x128x1xf32>) -> tensor<32x32x1xf32>
    %531 = stablehlo.reshape %530 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %532 = stablehlo.reduce(%531 init: %cst_54) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %533 = stablehlo.reshape %141 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %534 = stablehlo.concatenate %399, %533, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %535 = stablehlo.multiply %516, %160 : tensor<32x32xf32>
    %536 = stablehlo.reduce(%535 init: %cst_54) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %537 = stablehlo.reshape %536 : (tensor<32xf32>) -> tensor<16x2xf32>
    %538 = stablehlo.multiply %537, %168 : tensor<16x2xf32>
    %539 = stablehlo.reduce(%538 init: %cst_54) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %541 = stablehlo.multiply %168, %540 : tensor<16x2xf32>
    %542 = stablehlo.subtract %538, %541 : tensor<16x2xf32>
    %543 = "stablehlo.scatter"(%cst_19, %534, %542) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      stablehlo.return %arg41 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %544 = stablehlo.dot_general %543, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %545 = stablehlo.add %532, %544 : tensor<16x32xf32>
    %546 = stablehlo.reshape %545 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %547 = stablehlo.transpose %120, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %548 = stablehlo.dot_general %514, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %549 = stablehlo.reshape %548 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %550 = stablehlo.transpose %549, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %551 = stablehlo.reshape %550 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %552 = stablehlo.dot_general %547, %551, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %553 = stablehlo.reshape %552 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %554 = stablehlo.reduce(%553 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %555 = stablehlo.transpose %554, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %556 = stablehlo.reshape %555 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %557 = stablehlo.dot_general %556, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %558 = stablehlo.reshape %557 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %559 = stablehlo.add %546, %558 : tensor<2x8x32xf32>
    %560 = stablehlo.transpose %47, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %561 = stablehlo.transpose %126, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %562 = stablehlo.dot_general %551, %561, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %563 = stablehlo.reshape %562 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %564 = stablehlo.multiply %563, %119 : tensor<2x4x8x8xf32>
    %565 = stablehlo.reduce(%564 init: %cst_54) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %567 = stablehlo.multiply %119, %566 : tensor<2x4x8x8xf32>
    %568 = stablehlo.subtract %564, %567 : tensor<2x4x8x8xf32>
    %569 = stablehlo.reshape %568 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %570 = stablehlo.dot_general %560, %569, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %571 = stablehlo.reshape %570 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %572 = stablehlo.multiply %571, %cst_44 : tensor<2x4x8x8xf32>
    %573 = stablehlo.transpose %572, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %574 = stablehlo.reshape %573 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %575 = stablehlo.reduce(%574 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %576 = stablehlo.multiply %575, %61 : tensor<2x2x8x8xf32>
    %577 = stablehlo.reshape %576 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4x2xf32>
    %578 = stablehlo.slice %577 [0:2, 0:2, 0:8, 0:4, 0:1] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %579 = stablehlo.reshape %578 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %580 = stablehlo.negate %579 : tensor<2x2x8x4xf32>
    %581 = stablehlo.pad %580, %cst_54, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %582 = stablehlo.select %c_18, %581, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %583 = stablehlo.slice %577 [0:2, 0:2, 0:8, 0:4, 1:2] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %584 = stablehlo.reshape %583 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %585 = stablehlo.pad %584, %cst_54, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %586 = stablehlo.select %c_16, %585, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %587 = stablehlo.add %582, %586 : tensor<2x2x8x8xf32>
    %588 = stablehlo.multiply %575, %52 : tensor<2x2x8x8xf32>
    %589 = stablehlo.add %587, %588 : tensor<2x2x8x8xf32>
    %590 = stablehlo.transpose %589, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %591 = stablehlo.reshape %590 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %592 = stablehlo.dot_general %591, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %593 = stablehlo.reshape %592 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %594 = stablehlo.add %559, %593 : tensor<2x8x32xf32>
    %595 = stablehlo.transpose %68, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %596 = stablehlo.dot_general %569, %595, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %597 = stablehlo.reshape %596 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %598 = stablehlo.multiply %597, %cst_44 : tensor<2x4x8x8xf32>
    %599 = stablehlo.multiply %598, %43 : tensor<2x4x8x8xf32>
    %600 = stablehlo.reshape %599 : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4x2xf32>
    %601 = stablehlo.slice %600 [0:2, 0:4, 0:8, 0:4, 0:1] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %602 = stablehlo.reshape %601 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %603 = stablehlo.negate %602 : tensor<2x4x8x4xf32>
    %604 = stablehlo.pad %603, %cst_54, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %605 = stablehlo.select %c_15, %604, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %606 = stablehlo.slice %600 [0:2, 0:4, 0:8, 0:4, 1:2] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %607 = stablehlo.reshape %606 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %608 = stablehlo.pad %607, %cst_54, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %609 = stablehlo.select %c, %608, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %610 = stablehlo.add %605, %609 : tensor<2x4x8x8xf32>
    %611 = stablehlo.multiply %598, %32 : tensor<2x4x8x8xf32>
    %612 = stablehlo.add %610, %611 : tensor<2x4x8x8xf32>
    %613 = stablehlo.transpose %612, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %614 = stablehlo.reshape %613 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %615 = stablehlo.dot_general %614, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %616 = stablehlo.reshape %615 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %617 = stablehlo.add %594, %616 : tensor<2x8x32xf32>
    %618 = stablehlo.multiply %617, %5 : tensor<2x8x32xf32>
    %619 = stablehlo.multiply %618, %17 : tensor<2x8x32xf32>
    %620 = stablehlo.add %511, %619 : tensor<2x8x32xf32>
    %621 = stablehlo.multiply %618, %9 : tensor<2x8x32xf32>
    %622 = stablehlo.reduce(%621 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %623 = stablehlo.reshape %622 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %624 = stablehlo.multiply %623, %cst_24 : tensor<2x8x1xf32>
    %625 = stablehlo.power %15, %cst_23 : tensor<2x8x1xf32>
    %626 = stablehlo.multiply %624, %625 : tensor<2x8x1xf32>
    %627 = stablehlo.reshape %626 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %629 = stablehlo.divide %628, %cst_22 : tensor<2x8x32xf32>
    %630 = stablehlo.power %9, %cst_21 : tensor<2x8x32xf32>
    %631 = stablehlo.multiply %630, %cst_47 : tensor<2x8x32xf32>
    %632 = stablehlo.multiply %629, %631 : tensor<2x8x32xf32>
    %633 = stablehlo.add %620, %632 : tensor<2x8x32xf32>
    %634 = stablehlo.negate %619 : tensor<2x8x32xf32>
    %635 = stablehlo.reduce(%634 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %636 = stablehlo.reshape %635 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %637 = stablehlo.negate %632 : tensor<2x8x32xf32>
    %638 = stablehlo.reduce(%637 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %639 = stablehlo.reshape %638 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %640 = stablehlo.add %636, %639 : tensor<2x8x1xf32>
    %641 = stablehlo.reshape %640 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %642 = stablehlo.broadcast_in_dim %641, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %643 = stablehlo.divide %642, %cst_22 : tensor<2x8x32xf32>
    %644 = stablehlo.add %633, %643 : tensor<2x8x32xf32>
    %645 = stablehlo.select %348, %cst_25, %644 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %646 = "stablehlo.scatter"(%cst_27, %346, %645) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %757 = stablehlo.add %arg40, %arg41 : tensor<f32>
      stablehlo.return %757 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %647 = stablehlo.add %342, %646 : tensor<128x32xf32>
    %648 = stablehlo.add %330, %647 : tensor<128x32xf32>
    %649 = stablehlo.multiply %648, %cst_13 : tensor<128x32xf32>
    %650 = stablehlo.subtract %arg1, %649 : tensor<128x32xf32>
    %651 = stablehlo.multiply %arg23, %cst_12 : tensor<32x32xf32>
    %652 = stablehlo.transpose %614, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %653 = stablehlo.dot_general %652, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %654 = stablehlo.add %651, %653 : tensor<32x32xf32>
    %655 = stablehlo.multiply %654, %cst_11 : tensor<32x32xf32>
    %656 = stablehlo.subtract %arg13, %655 : tensor<32x32xf32>
    %657 = stablehlo.multiply %arg24, %cst_10 : tensor<16x32xf32>
    %658 = stablehlo.transpose %591, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %659 = stablehlo.dot_general %658, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %660 = stablehlo.add %657, %659 : tensor<16x32xf32>
    %661 = stablehlo.multiply %660, %cst_9 : tensor<16x32xf32>
    %662 = stablehlo.subtract %arg12, %661 : tensor<16x32xf32>
    %663 = stablehlo.multiply %arg25, %cst_10 : tensor<16x32xf32>
    %664 = stablehlo.transpose %556, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %665 = stablehlo.dot_general %664, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %666 = stablehlo.add %663, %665 : tensor<16x32xf32>
    %667 = stablehlo.multiply %666, %cst_9 : tensor<16x32xf32>
    %668 = stablehlo.subtract %arg8, %667 : tensor<16x32xf32>
    %669 = stablehlo.multiply %arg26, %cst_12 : tensor<32x32xf32>
    %670 = stablehlo.transpose %514, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %671 = stablehlo.dot_general %670, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %672 = stablehlo.add %669, %671 : tensor<32x32xf32>
    %673 = stablehlo.multiply %672, %cst_11 : tensor<32x32xf32>
    %674 = stablehlo.subtract %arg7, %673 : tensor<32x32xf32>
    %675 = stablehlo.multiply %arg27, %cst_8 : tensor<4x32xf32>
    %676 = stablehlo.transpose %543, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %677 = stablehlo.dot_general %676, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %678 = stablehlo.add %675, %677 : tensor<4x32xf32>
    %679 = stablehlo.multiply %678, %cst_7 : tensor<4x32xf32>
    %680 = stablehlo.subtract %arg3, %679 : tensor<4x32xf32>
    %681 = stablehlo.multiply %arg28, %cst_6 : tensor<4x128x32xf32>
    %682 = stablehlo.reshape %149 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %683 = stablehlo.dot_general %529, %682, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %684 = "stablehlo.scatter"(%cst_5, %146, %683) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %757 = stablehlo.add %arg40, %arg41 : tensor<f32>
      stablehlo.return %757 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %685 = stablehlo.add %681, %684 : tensor<4x128x32xf32>
    %686 = stablehlo.multiply %685, %cst_4 : tensor<4x128x32xf32>
    %687 = stablehlo.subtract %arg5, %686 : tensor<4x128x32xf32>
    %688 = stablehlo.multiply %arg29, %cst_3 : tensor<4x32x64xf32>
    %689 = stablehlo.reshape %157 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %690 = stablehlo.dot_general %518, %689, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %691 = "stablehlo.scatter"(%cst_2, %146, %690) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %757 = stablehlo.add %arg40, %arg41 : tensor<f32>
      stablehlo.return %757 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %692 = stablehlo.add %688, %691 : tensor<4x32x64xf32>
    %693 = stablehlo.multiply %692, %cst_1 : tensor<4x32x64xf32>
    %694 = stablehlo.subtract %arg6, %693 : tensor<4x32x64xf32>
    %695 = stablehlo.multiply %arg30, %cst_0 : tensor<32xf32>
    %696 = stablehlo.multiply %617, %18 : tensor<2x8x32xf32>
    %697 = stablehlo.reduce(%696 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %698 = stablehlo.add %695, %697 : tensor<32xf32>
    %699 = stablehlo.multiply %698, %cst : tensor<32xf32>
    %700 = stablehlo.subtract %arg4, %699 : tensor<32xf32>
    %701 = stablehlo.multiply %arg31, %cst_12 : tensor<32x32xf32>
    %702 = stablehlo.transpose %481, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %703 = stablehlo.dot_general %702, %191, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %704 = stablehlo.add %701, %703 : tensor<32x32xf32>
    %705 = stablehlo.multiply %704, %cst_11 : tensor<32x32xf32>
    %706 = stablehlo.subtract %arg20, %705 : tensor<32x32xf32>
    %707 = stablehlo.multiply %arg32, %cst_10 : tensor<16x32xf32>
    %708 = stablehlo.transpose %458, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %709 = stablehlo.dot_general %708, %191, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %710 = stablehlo.add %707, %709 : tensor<16x32xf32>
    %711 = stablehlo.multiply %710, %cst_9 : tensor<16x32xf32>
    %712 = stablehlo.subtract %arg19, %711 : tensor<16x32xf32>
    %713 = stablehlo.multiply %arg33, %cst_10 : tensor<16x32xf32>
    %714 = stablehlo.transpose %423, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %715 = stablehlo.dot_general %714, %191, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %716 = stablehlo.add %713, %715 : tensor<16x32xf32>
    %717 = stablehlo.multiply %716, %cst_9 : tensor<16x32xf32>
    %718 = stablehlo.subtract %arg18, %717 : tensor<16x32xf32>
    %719 = stablehlo.multiply %arg34, %cst_12 : tensor<32x32xf32>
    %720 = stablehlo.transpose %379, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %721 = stablehlo.dot_general %720, %247, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %722 = stablehlo.add %719, %721 : tensor<32x32xf32>
    %723 = stablehlo.multiply %722, %cst_11 : tensor<32x32xf32>
    %724 = stablehlo.subtract %arg17, %723 : tensor<32x32xf32>
    %725 = stablehlo.multiply %arg35, %cst_8 : tensor<4x32xf32>
    %726 = stablehlo.transpose %410, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %727 = stablehlo.dot_general %726, %191, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %728 = stablehlo.add %725, %727 : tensor<4x32xf32>
    %729 = stablehlo.multiply %728, %cst_7 : tensor<4x32xf32>
    %730 = stablehlo.subtract %arg2, %729 : tensor<4x32xf32>
    %731 = stablehlo.multiply %arg36, %cst_6 : tensor<4x128x32xf32>
    %732 = stablehlo.reshape %264 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %733 = stablehlo.dot_general %394, %732, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1xf32>, tensor<32x1x32xf32>) -> tensor<32x128x32xf32>
    %734 = "stablehlo.scatter"(%cst_5, %261, %733) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %757 = stablehlo.add %arg40, %arg41 : tensor<f32>
      stablehlo.return %757 : tensor<f32>
    }) : (tensor<4x128x32xf32>, tensor<32x1xi64>, tensor<32x128x32xf32>) -> tensor<4x128x32xf32>
    %735 = stablehlo.add %731, %734 : tensor<4x128x32xf32>
    %736 = stablehlo.multiply %735, %cst_4 : tensor<4x128x32xf32>
    %737 = stablehlo.subtract %arg15, %736 : tensor<4x128x32xf32>
    %738 = stablehlo.multiply %arg37, %cst_3 : tensor<4x32x64xf32>
    %739 = stablehlo.reshape %272 : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %740 = stablehlo.dot_general %383, %739, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x64xf32>) -> tensor<32x32x64xf32>
    %741 = "stablehlo.scatter"(%cst_2, %261, %740) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %757 = stablehlo.add %arg40, %arg41 : tensor<f32>
      stablehlo.return %757 : tensor<f32>
    }) : (tensor<4x32x64xf32>, tensor<32x1xi64>, tensor<32x32x64xf32>) -> tensor<4x32x64xf32>
    %742 = stablehlo.add %738, %741 : tensor<4x32x64xf32>
    %743 = stablehlo.multiply %742, %cst_1 : tensor<4x32x64xf32>
    %744 = stablehlo.subtract %arg16, %743 : tensor<4x32x64xf32>
    %745 = stablehlo.multiply %arg38, %cst_0 : tensor<32xf32>
    %746 = stablehlo.multiply %484, %189 : tensor<2x8x32xf32>
    %747 = stablehlo.reduce(%746 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %748 = stablehlo.add %745, %747 : tensor<32xf32>
    %749 = stablehlo.multiply %748, %cst : tensor<32xf32>
    %750 = stablehlo.subtract %arg14, %749 : tensor<32xf32>
    %751 = stablehlo.multiply %arg39, %cst_0 : tensor<32xf32>
    %752 = stablehlo.multiply %350, %303 : tensor<2x8x32xf32>
    %753 = stablehlo.reduce(%752 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %754 = stablehlo.add %751, %753 : tensor<32xf32>
    %755 = stablehlo.multiply %754, %cst : tensor<32xf32>
    %756 = stablehlo.subtract %arg21, %755 : tensor<32xf32>
    return %329, %650, %656, %662, %668, %674, %680, %687, %694, %700, %706, %712, %718, %724, %730, %737, %744, %750, %756, %648, %654, %660, %666, %672, %678, %685, %692, %698, %704, %710, %716, %722, %728, %735, %742, %748, %754 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x32xf32>, tensor<4x128x32xf32>, tensor<4x32x64xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
