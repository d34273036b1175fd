module @IrToHlo.1220 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 14 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 10 : i32}, %arg3: tensor<128x32xf32> {tf.aliasing_output = 9 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg5: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %arg6: tensor<16x32xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg9: tensor<2x8xi64>, %arg10: tensor<i1>, %arg11: tensor<16xf32> {tf.aliasing_output = 5 : i32}, %arg12: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg13: tensor<2xf32>, %arg14: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg18: tensor<128x32xf32> {tf.aliasing_output = 15 : i32}, %arg19: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<16x32xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<16xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<16x32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<16xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<128x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<32x64xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]]], [[[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]]]]> : tensor<2x4x8x4xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x4xf32>
    %c_11 = stablehlo.constant dense<[[[[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]]], [[[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]]]]> : tensor<2x4x8x4xi1>
    %c_12 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_14 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_15 = stablehlo.constant dense<[[[[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]]], [[[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]], [[true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false], [true, false, true, false]]]]> : tensor<2x2x8x4xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x4xf32>
    %c_17 = stablehlo.constant dense<[[[[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]]], [[[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]], [[false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true], [false, true, false, true]]]]> : tensor<2x2x8x4xi1>
    %c_18 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_20 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_27 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_28 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_30 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_33 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_36 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_37 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_39 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_40 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_41 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_42 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_43 = stablehlo.constant dense<1.562500e-07> : tensor<2x8x1xf32>
    %cst_44 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_46 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_48 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_49 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_50 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg7, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_45 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_44 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_43 : tensor<2x8x1xf32>
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
    %23 = stablehlo.slice %22 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %24 = stablehlo.broadcast_in_dim %cst_42, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x2xf32>
    %25 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<2xf32>) -> tensor<1x8x2xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<1x8x2xf32>
    %27 = stablehlo.concatenate %26, %26, dim = 2 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %28 = stablehlo.cosine %27 : tensor<1x8x4xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x8x4xf32>) -> tensor<1x1x8x4xf32>
    %30 = stablehlo.slice %29 [0:1, 0:1, 0:8, 0:2] : (tensor<1x1x8x4xf32>) -> tensor<1x1x8x2xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x8x2xf32>) -> tensor<1x1x8x2x2xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x1x8x2x2xf32>) -> tensor<8x4xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %34 = stablehlo.multiply %23, %33 : tensor<2x4x8x4xf32>
    %35 = stablehlo.slice %23 [0:2, 0:4, 0:8, 1:4:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %36 = stablehlo.negate %35 : tensor<2x4x8x2xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x2x1xf32>
    %38 = stablehlo.slice %23 [0:2, 0:4, 0:8, 0:4:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x2x1xf32>
    %40 = stablehlo.concatenate %37, %39, dim = 4 : (tensor<2x4x8x2x1xf32>, tensor<2x4x8x2x1xf32>) -> tensor<2x4x8x2x2xf32>
    %41 = stablehlo.reshape %40 : (tensor<2x4x8x2x2xf32>) -> tensor<2x4x8x4xf32>
    %42 = stablehlo.sine %27 : tensor<1x8x4xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x8x4xf32>) -> tensor<1x1x8x4xf32>
    %44 = stablehlo.slice %43 [0:1, 0:1, 0:8, 0:2] : (tensor<1x1x8x4xf32>) -> tensor<1x1x8x2xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x8x2xf32>) -> tensor<1x1x8x2x2xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x1x8x2x2xf32>) -> tensor<8x4xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %48 = stablehlo.multiply %41, %47 : tensor<2x4x8x4xf32>
    %49 = stablehlo.add %34, %48 : tensor<2x4x8x4xf32>
    %50 = stablehlo.slice %22 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %51 = stablehlo.concatenate %49, %50, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %52 = stablehlo.multiply %51, %cst_41 : tensor<2x4x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %54 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %55 = stablehlo.dot_general %16, %54, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %56 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %57 = stablehlo.add %55, %56 : tensor<16x16xf32>
    %58 = stablehlo.reshape %57 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %59 = stablehlo.transpose %58, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %60 = stablehlo.slice %59 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %61 = stablehlo.broadcast_in_dim %32, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x2x8x4xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<2x2x8x4xf32>
    %63 = stablehlo.slice %60 [0:2, 0:2, 0:8, 1:4:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %64 = stablehlo.negate %63 : tensor<2x2x8x2xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x2x1xf32>
    %66 = stablehlo.slice %60 [0:2, 0:2, 0:8, 0:4:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x2x1xf32>
    %68 = stablehlo.concatenate %65, %67, dim = 4 : (tensor<2x2x8x2x1xf32>, tensor<2x2x8x2x1xf32>) -> tensor<2x2x8x2x2xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x2x8x2x2xf32>) -> tensor<2x2x8x4xf32>
    %70 = stablehlo.broadcast_in_dim %46, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x2x8x4xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<2x2x8x4xf32>
    %72 = stablehlo.add %62, %71 : tensor<2x2x8x4xf32>
    %73 = stablehlo.slice %59 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %74 = stablehlo.concatenate %72, %73, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %77 = stablehlo.transpose %76, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %78 = stablehlo.multiply %77, %cst_41 : tensor<2x4x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %80 = stablehlo.dot_general %53, %79, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %82 = stablehlo.convert %arg10 : (tensor<i1>) -> tensor<ui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %84 = stablehlo.broadcast_in_dim %c_40, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %85 = stablehlo.broadcast_in_dim %c_40, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %86 = stablehlo.compare  LE, %84, %85 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %87 = stablehlo.convert %86 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %88 = stablehlo.and %83, %87 : tensor<1x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_50 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %90 = stablehlo.convert %89 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %91 = stablehlo.reshape %90 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %93 = stablehlo.compare  NE, %arg9, %c_49 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %94 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %95 = stablehlo.compare  LT, %94, %c_38 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.add %94, %c_37 : tensor<2x1x1x8xi64>
    %97 = stablehlo.select %95, %96, %94 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %99 = stablehlo.broadcast_in_dim %c_40, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %100 = stablehlo.compare  LT, %99, %c_38 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %101 = stablehlo.add %99, %c_36 : tensor<2x1x1x8xi64>
    %102 = stablehlo.select %100, %101, %99 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %103 = stablehlo.reshape %102 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %104 = stablehlo.concatenate %98, %103, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %105 = "stablehlo.gather"(%93, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %106 = stablehlo.convert %105 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %107 = stablehlo.reshape %106 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %109 = stablehlo.and %92, %108 : tensor<2x1x8x8xui8>
    %110 = stablehlo.compare  NE, %109, %c_48 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %111 = stablehlo.select %110, %cst_35, %cst_34 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %114 = stablehlo.add %81, %113 : tensor<2x4x8x8xf32>
    %115 = stablehlo.reduce(%114 init: %cst_47) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.subtract %114, %116 : tensor<2x4x8x8xf32>
    %118 = stablehlo.exponential %117 : tensor<2x4x8x8xf32>
    %119 = stablehlo.reduce(%118 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %121 = stablehlo.divide %118, %120 : tensor<2x4x8x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %123 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %124 = stablehlo.dot_general %16, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %125 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %126 = stablehlo.add %124, %125 : tensor<16x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %131 = stablehlo.dot_general %122, %130, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %133 = stablehlo.transpose %132, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.add %4, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.power %138, %cst_45 : tensor<2x8x32xf32>
    %141 = stablehlo.reduce(%140 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %142 = stablehlo.multiply %141, %cst_44 : tensor<2x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %144 = stablehlo.add %143, %cst_43 : tensor<2x8x1xf32>
    %145 = stablehlo.rsqrt %144 : tensor<2x8x1xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.multiply %138, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.multiply %139, %148 : tensor<2x8x32xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %152 = stablehlo.dot_general %150, %151, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %153 = stablehlo.reshape %152 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %154 = stablehlo.slice %153 [0:2, 0:8, 64:128] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %155 = stablehlo.slice %153 [0:2, 0:8, 0:64] : (tensor<2x8x128xf32>) -> tensor<2x8x64xf32>
    %156 = stablehlo.logistic %155 : tensor<2x8x64xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<2x8x64xf32>
    %158 = stablehlo.multiply %154, %157 : tensor<2x8x64xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %160 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %163 = stablehlo.add %138, %162 : tensor<2x8x32xf32>
    %164 = stablehlo.power %163, %cst_45 : tensor<2x8x32xf32>
    %165 = stablehlo.reduce(%164 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %166 = stablehlo.multiply %165, %cst_44 : tensor<2x8xf32>
    %167 = stablehlo.reshape %166 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %168 = stablehlo.add %167, %cst_43 : tensor<2x8x1xf32>
    %169 = stablehlo.rsqrt %168 : tensor<2x8x1xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %172 = stablehlo.multiply %163, %171 : tensor<2x8x32xf32>
    %173 = stablehlo.multiply %0, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %175 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %176 = stablehlo.dot_general %174, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %177 = stablehlo.reshape %176 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %178 = stablehlo.slice %177 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %179 = stablehlo.reduce(%178 init: %cst_47) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %181 = stablehlo.subtract %178, %180 : tensor<2x7x128xf32>
    %182 = stablehlo.exponential %181 : tensor<2x7x128xf32>
    %183 = stablehlo.reduce(%182 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %184 = stablehlo.log %183 : tensor<2x7xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %186 = stablehlo.subtract %181, %185 : tensor<2x7x128xf32>
    %187 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %189 = stablehlo.broadcast_in_dim %c_46, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %190 = stablehlo.compare  EQ, %188, %189 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %191 = stablehlo.convert %190 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %192 = stablehlo.convert %191 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %193 = stablehlo.multiply %186, %192 : tensor<2x7x128xf32>
    %194 = stablehlo.reduce(%193 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %195 = stablehlo.reduce(%194 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %196 = stablehlo.multiply %195, %cst_33 : tensor<f32>
    %197 = stablehlo.negate %196 : tensor<f32>
    %198 = stablehlo.multiply %arg18, %cst_32 : tensor<128x32xf32>
    %199 = stablehlo.compare  LT, %arg0, %c_49 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %200 = stablehlo.add %arg0, %c_30 : tensor<2x8xi64>
    %201 = stablehlo.select %199, %200, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %202 = stablehlo.reshape %201 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %203 = stablehlo.compare  EQ, %arg0, %c_49 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %205 = stablehlo.multiply %192, %cst_27 : tensor<2x7x128xf32>
    %206 = stablehlo.exponential %186 : tensor<2x7x128xf32>
    %207 = stablehlo.reduce(%205 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %209 = stablehlo.multiply %206, %208 : tensor<2x7x128xf32>
    %210 = stablehlo.subtract %205, %209 : tensor<2x7x128xf32>
    %211 = stablehlo.pad %210, %cst_51, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %212 = stablehlo.select %c_28, %211, %cst_26 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %214 = stablehlo.dot_general %213, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.reshape %214 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %216 = stablehlo.multiply %215, %0 : tensor<2x8x32xf32>
    %217 = stablehlo.multiply %216, %171 : tensor<2x8x32xf32>
    %218 = stablehlo.multiply %216, %163 : tensor<2x8x32xf32>
    %219 = stablehlo.reduce(%218 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %221 = stablehlo.multiply %220, %cst_25 : tensor<2x8x1xf32>
    %222 = stablehlo.power %169, %cst_24 : tensor<2x8x1xf32>
    %223 = stablehlo.multiply %221, %222 : tensor<2x8x1xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.divide %225, %cst_23 : tensor<2x8x32xf32>
    %227 = stablehlo.power %163, %cst_22 : tensor<2x8x32xf32>
    %228 = stablehlo.multiply %227, %cst_45 : tensor<2x8x32xf32>
    %229 = stablehlo.multiply %226, %228 : tensor<2x8x32xf32>
    %230 = stablehlo.add %217, %229 : tensor<2x8x32xf32>
    %231 = stablehlo.reshape %230 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %232 = stablehlo.dot_general %231, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %233 = stablehlo.reshape %232 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %234 = stablehlo.multiply %233, %154 : tensor<2x8x64xf32>
    %235 = stablehlo.subtract %cst_21, %156 : tensor<2x8x64xf32>
    %236 = stablehlo.multiply %155, %235 : tensor<2x8x64xf32>
    %237 = stablehlo.add %236, %cst_21 : tensor<2x8x64xf32>
    %238 = stablehlo.multiply %156, %237 : tensor<2x8x64xf32>
    %239 = stablehlo.multiply %234, %238 : tensor<2x8x64xf32>
    %240 = stablehlo.multiply %233, %157 : tensor<2x8x64xf32>
    %241 = stablehlo.concatenate %239, %240, dim = 2 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x128xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %243 = stablehlo.dot_general %242, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %244 = stablehlo.reshape %243 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %245 = stablehlo.multiply %244, %139 : tensor<2x8x32xf32>
    %246 = stablehlo.multiply %245, %147 : tensor<2x8x32xf32>
    %247 = stablehlo.add %230, %246 : tensor<2x8x32xf32>
    %248 = stablehlo.multiply %245, %138 : tensor<2x8x32xf32>
    %249 = stablehlo.reduce(%248 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %251 = stablehlo.multiply %250, %cst_25 : tensor<2x8x1xf32>
    %252 = stablehlo.power %145, %cst_24 : tensor<2x8x1xf32>
    %253 = stablehlo.multiply %251, %252 : tensor<2x8x1xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %256 = stablehlo.divide %255, %cst_23 : tensor<2x8x32xf32>
    %257 = stablehlo.power %138, %cst_22 : tensor<2x8x32xf32>
    %258 = stablehlo.multiply %257, %cst_45 : tensor<2x8x32xf32>
    %259 = stablehlo.multiply %256, %258 : tensor<2x8x32xf32>
    %260 = stablehlo.add %247, %259 : tensor<2x8x32xf32>
    %261 = stablehlo.transpose %122, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %262 = stablehlo.reshape %260 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %263 = stablehlo.dot_general %262, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %264 = stablehlo.reshape %263 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %265 = stablehlo.transpose %264, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %267 = stablehlo.dot_general %261, %266, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %268 = stablehlo.reshape %267 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %269 = stablehlo.reduce(%268 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %270 = stablehlo.transpose %269, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %271 = stablehlo.reshape %270 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %272 = stablehlo.dot_general %271, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %273 = stablehlo.reshape %272 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.transpose %53, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %275 = stablehlo.transpose %130, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %276 = stablehlo.dot_general %266, %275, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %277 = stablehlo.reshape %276 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %278 = stablehlo.multiply %277, %121 : tensor<2x4x8x8xf32>
    %279 = stablehlo.reduce(%278 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %281 = stablehlo.multiply %121, %280 : tensor<2x4x8x8xf32>
    %282 = stablehlo.subtract %278, %281 : tensor<2x4x8x8xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %284 = stablehlo.dot_general %274, %283, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %285 = stablehlo.reshape %284 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %286 = stablehlo.multiply %285, %cst_41 : tensor<2x4x8x8xf32>
    %287 = stablehlo.transpose %286, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %289 = stablehlo.reduce(%288 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %290 = stablehlo.slice %289 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %291 = stablehlo.pad %290, %cst_51, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %292 = stablehlo.select %c_20, %291, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %293 = stablehlo.slice %289 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %294 = stablehlo.multiply %293, %70 : tensor<2x2x8x4xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2x2xf32>
    %296 = stablehlo.slice %295 [0:2, 0:2, 0:8, 0:2, 0:1] : (tensor<2x2x8x2x2xf32>) -> tensor<2x2x8x2x1xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x2x8x2x1xf32>) -> tensor<2x2x8x2xf32>
    %298 = stablehlo.negate %297 : tensor<2x2x8x2xf32>
    %299 = stablehlo.pad %298, %cst_51, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %300 = stablehlo.select %c_17, %299, %cst_16 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %301 = stablehlo.slice %295 [0:2, 0:2, 0:8, 0:2, 1:2] : (tensor<2x2x8x2x2xf32>) -> tensor<2x2x8x2x1xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x2x8x2x1xf32>) -> tensor<2x2x8x2xf32>
    %303 = stablehlo.pad %302, %cst_51, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %304 = stablehlo.select %c_15, %303, %cst_16 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %305 = stablehlo.add %300, %304 : tensor<2x2x8x4xf32>
    %306 = stablehlo.multiply %293, %61 : tensor<2x2x8x4xf32>
    %307 = stablehlo.add %305, %306 : tensor<2x2x8x4xf32>
    %308 = stablehlo.pad %307, %cst_51, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %309 = stablehlo.select %c_18, %308, %cst_19 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %310 = stablehlo.add %292, %309 : tensor<2x2x8x8xf32>
    %311 = stablehlo.transpose %310, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %313 = stablehlo.dot_general %312, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %314 = stablehlo.reshape %313 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %315 = stablehlo.add %273, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.transpose %79, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %317 = stablehlo.dot_general %283, %316, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %318 = stablehlo.reshape %317 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %319 = stablehlo.multiply %318, %cst_41 : tensor<2x4x8x8xf32>
    %320 = stablehlo.slice %319 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %321 = stablehlo.pad %320, %cst_51, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %322 = stablehlo.select %c_14, %321, %cst_13 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %323 = stablehlo.slice %319 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %324 = stablehlo.multiply %323, %47 : tensor<2x4x8x4xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2x2xf32>
    %326 = stablehlo.slice %325 [0:2, 0:4, 0:8, 0:2, 0:1] : (tensor<2x4x8x2x2xf32>) -> tensor<2x4x8x2x1xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x4x8x2x1xf32>) -> tensor<2x4x8x2xf32>
    %328 = stablehlo.negate %327 : tensor<2x4x8x2xf32>
    %329 = stablehlo.pad %328, %cst_51, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %330 = stablehlo.select %c_11, %329, %cst_10 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %331 = stablehlo.slice %325 [0:2, 0:4, 0:8, 0:2, 1:2] : (tensor<2x4x8x2x2xf32>) -> tensor<2x4x8x2x1xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x4x8x2x1xf32>) -> tensor<2x4x8x2xf32>
    %333 = stablehlo.pad %332, %cst_51, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %334 = stablehlo.select %c, %333, %cst_10 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %335 = stablehlo.add %330, %334 : tensor<2x4x8x4xf32>
    %336 = stablehlo.multiply %323, %33 : tensor<2x4x8x4xf32>
    %337 = stablehlo.add %335, %336 : tensor<2x4x8x4xf32>
    %338 = stablehlo.pad %337, %cst_51, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %339 = stablehlo.select %c_12, %338, %cst_13 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %340 = stablehlo.add %322, %339 : tensor<2x4x8x8xf32>
    %341 = stablehlo.transpose %340, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %342 = stablehlo.reshape %341 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %343 = stablehlo.dot_general %342, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %344 = stablehlo.reshape %343 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %345 = stablehlo.add %315, %344 : tensor<2x8x32xf32>
    %346 = stablehlo.multiply %345, %5 : tensor<2x8x32xf32>
    %347 = stablehlo.multiply %346, %13 : tensor<2x8x32xf32>
    %348 = stablehlo.add %260, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.multiply %346, %4 : tensor<2x8x32xf32>
    %350 = stablehlo.reduce(%349 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %351 = stablehlo.reshape %350 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %352 = stablehlo.multiply %351, %cst_25 : tensor<2x8x1xf32>
    %353 = stablehlo.power %11, %cst_24 : tensor<2x8x1xf32>
    %354 = stablehlo.multiply %352, %353 : tensor<2x8x1xf32>
    %355 = stablehlo.reshape %354 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %357 = stablehlo.divide %356, %cst_23 : tensor<2x8x32xf32>
    %358 = stablehlo.power %4, %cst_22 : tensor<2x8x32xf32>
    %359 = stablehlo.multiply %358, %cst_45 : tensor<2x8x32xf32>
    %360 = stablehlo.multiply %357, %359 : tensor<2x8x32xf32>
    %361 = stablehlo.add %348, %360 : tensor<2x8x32xf32>
    %362 = stablehlo.select %204, %cst_29, %361 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %363 = "stablehlo.scatter"(%cst_31, %202, %362) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %442 = stablehlo.add %arg32, %arg33 : tensor<f32>
      stablehlo.return %442 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %364 = stablehlo.add %198, %363 : tensor<128x32xf32>
    %365 = stablehlo.multiply %364, %cst_9 : tensor<128x32xf32>
    %366 = stablehlo.subtract %arg7, %365 : tensor<128x32xf32>
    %367 = stablehlo.multiply %arg19, %cst_8 : tensor<32x32xf32>
    %368 = stablehlo.transpose %342, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %369 = stablehlo.dot_general %368, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %370 = stablehlo.add %367, %369 : tensor<32x32xf32>
    %371 = stablehlo.multiply %370, %cst_7 : tensor<32x32xf32>
    %372 = stablehlo.subtract %arg15, %371 : tensor<32x32xf32>
    %373 = stablehlo.multiply %arg20, %cst_6 : tensor<32xf32>
    %374 = stablehlo.reduce(%342 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %375 = stablehlo.add %373, %374 : tensor<32xf32>
    %376 = stablehlo.multiply %375, %cst_5 : tensor<32xf32>
    %377 = stablehlo.subtract %arg14, %376 : tensor<32xf32>
    %378 = stablehlo.multiply %arg21, %cst_4 : tensor<16x32xf32>
    %379 = stablehlo.transpose %312, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %380 = stablehlo.dot_general %379, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %381 = stablehlo.add %378, %380 : tensor<16x32xf32>
    %382 = stablehlo.multiply %381, %cst_3 : tensor<16x32xf32>
    %383 = stablehlo.subtract %arg12, %382 : tensor<16x32xf32>
    %384 = stablehlo.multiply %arg22, %cst_2 : tensor<16xf32>
    %385 = stablehlo.reduce(%312 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %386 = stablehlo.add %384, %385 : tensor<16xf32>
    %387 = stablehlo.multiply %386, %cst_1 : tensor<16xf32>
    %388 = stablehlo.subtract %arg11, %387 : tensor<16xf32>
    %389 = stablehlo.multiply %arg23, %cst_4 : tensor<16x32xf32>
    %390 = stablehlo.transpose %271, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %391 = stablehlo.dot_general %390, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %392 = stablehlo.add %389, %391 : tensor<16x32xf32>
    %393 = stablehlo.multiply %392, %cst_3 : tensor<16x32xf32>
    %394 = stablehlo.subtract %arg6, %393 : tensor<16x32xf32>
    %395 = stablehlo.multiply %arg24, %cst_2 : tensor<16xf32>
    %396 = stablehlo.reduce(%271 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %397 = stablehlo.add %395, %396 : tensor<16xf32>
    %398 = stablehlo.multiply %397, %cst_1 : tensor<16xf32>
    %399 = stablehlo.subtract %arg5, %398 : tensor<16xf32>
    %400 = stablehlo.multiply %arg25, %cst_8 : tensor<32x32xf32>
    %401 = stablehlo.transpose %262, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %402 = stablehlo.dot_general %401, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %403 = stablehlo.add %400, %402 : tensor<32x32xf32>
    %404 = stablehlo.multiply %403, %cst_7 : tensor<32x32xf32>
    %405 = stablehlo.subtract %arg4, %404 : tensor<32x32xf32>
    %406 = stablehlo.multiply %arg26, %cst_32 : tensor<128x32xf32>
    %407 = stablehlo.transpose %242, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %408 = stablehlo.dot_general %407, %150, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %409 = stablehlo.add %406, %408 : tensor<128x32xf32>
    %410 = stablehlo.multiply %409, %cst_9 : tensor<128x32xf32>
    %411 = stablehlo.subtract %arg3, %410 : tensor<128x32xf32>
    %412 = stablehlo.multiply %arg27, %cst_0 : tensor<32x64xf32>
    %413 = stablehlo.transpose %231, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %414 = stablehlo.dot_general %413, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %415 = stablehlo.add %412, %414 : tensor<32x64xf32>
    %416 = stablehlo.multiply %415, %cst : tensor<32x64xf32>
    %417 = stablehlo.subtract %arg2, %416 : tensor<32x64xf32>
    %418 = stablehlo.multiply %arg28, %cst_6 : tensor<32xf32>
    %419 = stablehlo.multiply %345, %14 : tensor<2x8x32xf32>
    %420 = stablehlo.reduce(%419 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %421 = stablehlo.add %418, %420 : tensor<32xf32>
    %422 = stablehlo.multiply %421, %cst_5 : tensor<32xf32>
    %423 = stablehlo.subtract %arg8, %422 : tensor<32xf32>
    %424 = stablehlo.multiply %arg29, %cst_6 : tensor<32xf32>
    %425 = stablehlo.multiply %244, %148 : tensor<2x8x32xf32>
    %426 = stablehlo.reduce(%425 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %427 = stablehlo.add %424, %426 : tensor<32xf32>
    %428 = stablehlo.multiply %427, %cst_5 : tensor<32xf32>
    %429 = stablehlo.subtract %arg16, %428 : tensor<32xf32>
    %430 = stablehlo.multiply %arg30, %cst_6 : tensor<32xf32>
    %431 = stablehlo.multiply %215, %172 : tensor<2x8x32xf32>
    %432 = stablehlo.reduce(%431 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %433 = stablehlo.add %430, %432 : tensor<32xf32>
    %434 = stablehlo.multiply %433, %cst_5 : tensor<32xf32>
    %435 = stablehlo.subtract %arg17, %434 : tensor<32xf32>
    %436 = stablehlo.multiply %arg31, %cst_32 : tensor<128x32xf32>
    %437 = stablehlo.transpose %213, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %438 = stablehlo.dot_general %437, %174, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %439 = stablehlo.add %436, %438 : tensor<128x32xf32>
    %440 = stablehlo.multiply %439, %cst_9 : tensor<128x32xf32>
    %441 = stablehlo.subtract %arg1, %440 : tensor<128x32xf32>
    return %197, %366, %372, %377, %383, %388, %394, %399, %405, %411, %417, %423, %429, %435, %441, %364, %370, %375, %381, %386, %392, %397, %403, %409, %415, %421, %427, %433, %439 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
