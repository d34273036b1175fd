module @IrToHlo.1038 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<1xi64>, %arg5: tensor<48x32xf32> {tf.aliasing_output = 2 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<2x8xi64>, %arg9: tensor<i1>, %arg10: tensor<4xf32>, %arg11: tensor<1xi64>, %arg12: tensor<32x128xf32> {tf.aliasing_output = 5 : i32}, %arg13: tensor<128x32xf32> {tf.aliasing_output = 4 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg15: tensor<128x32xf32> {tf.aliasing_output = 10 : i32}, %arg16: tensor<48x32xf32> {tf.aliasing_output = 11 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg18: tensor<128x32xf32> {tf.aliasing_output = 13 : i32}, %arg19: tensor<32x128xf32> {tf.aliasing_output = 14 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 18 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<48x32xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<48x32xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x128xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<48x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<48x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_9 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_10 = stablehlo.constant dense<[[[[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]]], [[[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false]]]]> : tensor<2x8x6x8xi1>
    %c_11 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x1x8x8xi1>
    %c_12 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x1x8x8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x6x8xf32>
    %cst_14 = stablehlo.constant dense<0.398942292> : tensor<2x8x128xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x128xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_20 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_21 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_25 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_30 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_31 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_33 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_34 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_35 = stablehlo.constant dense<0.594603539> : tensor<2x1x8x8xf32>
    %c_36 = stablehlo.constant dense<6> : tensor<1xi64>
    %c_37 = stablehlo.constant dense<0> : tensor<1xi64>
    %cst_38 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_39 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_41 = stablehlo.constant dense<0.707106769> : tensor<2x8x128xf32>
    %cst_42 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_45 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_47 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_48 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_49 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%6, %cst_44, %cst_43) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %7 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.add %5, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %15 = stablehlo.multiply %14, %cst_42 : tensor<2x8x128xf32>
    %16 = stablehlo.multiply %14, %cst_41 : tensor<2x8x128xf32>
    %17 = stablehlo.custom_call @mhlo.erf(%16) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x128xf32>) -> tensor<2x8x128xf32>
    %18 = stablehlo.add %17, %cst_40 : tensor<2x8x128xf32>
    %19 = stablehlo.multiply %15, %18 : tensor<2x8x128xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %21 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %24 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,48]{0,1}"} : (tensor<48x32xf32>) -> tensor<32x48xf32>
    %25 = stablehlo.dot_general %11, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x48xf32>) -> tensor<16x48xf32>
    %26 = stablehlo.reshape %25 : (tensor<16x48xf32>) -> tensor<2x8x6x8xf32>
    %27 = stablehlo.slice %26 [0:2, 0:8, 0:4, 0:8] : (tensor<2x8x6x8xf32>) -> tensor<2x8x4x8xf32>
    %28 = stablehlo.transpose %27, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %29 = stablehlo.broadcast_in_dim %cst_39, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %30 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<1x8x4xf32>
    %32 = stablehlo.concatenate %31, %31, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %33 = stablehlo.cosine %32 : tensor<1x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %36 = stablehlo.multiply %28, %35 : tensor<2x4x8x8xf32>
    %37 = stablehlo.slice %28 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %38 = stablehlo.negate %37 : tensor<2x4x8x4xf32>
    %39 = stablehlo.slice %28 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %40 = stablehlo.concatenate %38, %39, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %41 = stablehlo.sine %32 : tensor<1x8x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %44 = stablehlo.multiply %40, %43 : tensor<2x4x8x8xf32>
    %45 = stablehlo.add %36, %44 : tensor<2x4x8x8xf32>
    %46 = stablehlo.multiply %45, %cst_38 : tensor<2x4x8x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %48 = stablehlo.compare  LT, %arg11, %c_37 : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %49 = stablehlo.add %arg11, %c_36 : tensor<1xi64>
    %50 = stablehlo.select %48, %49, %arg11 : tensor<1xi1>, tensor<1xi64>
    %51 = stablehlo.reshape %50 : (tensor<1xi64>) -> tensor<1x1xi64>
    %52 = "stablehlo.gather"(%26, %51) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 8, 1, 8>}> : (tensor<2x8x6x8xf32>, tensor<1x1xi64>) -> tensor<2x8x1x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x8x1x8xf32>) -> tensor<2x1x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %33, dims = [1, 2, 3] : (tensor<1x8x8xf32>) -> tensor<2x1x8x8xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<2x1x8x8xf32>
    %56 = stablehlo.slice %53 [0:2, 0:1, 0:8, 4:8] : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x4xf32>
    %57 = stablehlo.negate %56 : tensor<2x1x8x4xf32>
    %58 = stablehlo.slice %53 [0:2, 0:1, 0:8, 0:4] : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x4xf32>
    %59 = stablehlo.concatenate %57, %58, dim = 3 : (tensor<2x1x8x4xf32>, tensor<2x1x8x4xf32>) -> tensor<2x1x8x8xf32>
    %60 = stablehlo.broadcast_in_dim %41, dims = [1, 2, 3] : (tensor<1x8x8xf32>) -> tensor<2x1x8x8xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<2x1x8x8xf32>
    %62 = stablehlo.add %55, %61 : tensor<2x1x8x8xf32>
    %63 = stablehlo.transpose %62, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,1,8,8]{2,3,1,0}"} : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xf32>
    %64 = stablehlo.multiply %63, %cst_35 : tensor<2x1x8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %68 = stablehlo.dot_general %47, %67, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %70 = stablehlo.convert %arg9 : (tensor<i1>) -> tensor<ui8>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %72 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %73 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %74 = stablehlo.compare  LE, %72, %73 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %75 = stablehlo.convert %74 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %76 = stablehlo.and %71, %75 : tensor<1x1x8x8xui8>
    %77 = stablehlo.compare  NE, %76, %c_49 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %78 = stablehlo.convert %77 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %79 = stablehlo.reshape %78 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %81 = stablehlo.compare  NE, %arg8, %c_48 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %82 = stablehlo.broadcast_in_dim %c_33, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %83 = stablehlo.compare  LT, %82, %c_32 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %84 = stablehlo.add %82, %c_31 : tensor<2x1x1x8xi64>
    %85 = stablehlo.select %83, %84, %82 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %86 = stablehlo.reshape %85 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %87 = stablehlo.broadcast_in_dim %c_34, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %88 = stablehlo.compare  LT, %87, %c_32 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %89 = stablehlo.add %87, %c_30 : tensor<2x1x1x8xi64>
    %90 = stablehlo.select %88, %89, %87 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %91 = stablehlo.reshape %90 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %92 = stablehlo.concatenate %86, %91, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %93 = "stablehlo.gather"(%81, %92) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %94 = stablehlo.convert %93 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %95 = stablehlo.reshape %94 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %97 = stablehlo.and %80, %96 : tensor<2x1x8x8xui8>
    %98 = stablehlo.compare  NE, %97, %c_47 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %99 = stablehlo.select %98, %cst_29, %cst_28 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %102 = stablehlo.add %69, %101 : tensor<2x4x8x8xf32>
    %103 = stablehlo.reduce(%102 init: %cst_46) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %105 = stablehlo.subtract %102, %104 : tensor<2x4x8x8xf32>
    %106 = stablehlo.exponential %105 : tensor<2x4x8x8xf32>
    %107 = stablehlo.reduce(%106 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %109 = stablehlo.divide %106, %108 : tensor<2x4x8x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %111 = stablehlo.compare  LT, %arg4, %c_37 : (tensor<1xi64>, tensor<1xi64>) -> tensor<1xi1>
    %112 = stablehlo.add %arg4, %c_36 : tensor<1xi64>
    %113 = stablehlo.select %111, %112, %arg4 : tensor<1xi1>, tensor<1xi64>
    %114 = stablehlo.reshape %113 : (tensor<1xi64>) -> tensor<1x1xi64>
    %115 = "stablehlo.gather"(%26, %114) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 8, 1, 8>}> : (tensor<2x8x6x8xf32>, tensor<1x1xi64>) -> tensor<2x8x1x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x8x1x8xf32>) -> tensor<2x8x8xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %119 = stablehlo.dot_general %110, %118, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %121 = stablehlo.transpose %120, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %124 = stablehlo.dot_general %122, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.add %23, %125 : tensor<2x8x32xf32>
    %127 = stablehlo.add %4, %126 : tensor<2x8x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_51, %batch_mean_52, %batch_var_53 = "stablehlo.batch_norm_training"(%128, %cst_44, %cst_43) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %129 = stablehlo.reshape %output_51 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.add %0, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %135 = stablehlo.dot_general %133, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %136 = stablehlo.reshape %135 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %137 = stablehlo.slice %136 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %138 = stablehlo.reduce(%137 init: %cst_46) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %140 = stablehlo.subtract %137, %139 : tensor<2x7x128xf32>
    %141 = stablehlo.exponential %140 : tensor<2x7x128xf32>
    %142 = stablehlo.reduce(%141 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %143 = stablehlo.log %142 : tensor<2x7xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %145 = stablehlo.subtract %140, %144 : tensor<2x7x128xf32>
    %146 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %148 = stablehlo.broadcast_in_dim %c_45, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %149 = stablehlo.compare  EQ, %147, %148 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %150 = stablehlo.convert %149 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %151 = stablehlo.convert %150 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %152 = stablehlo.multiply %145, %151 : tensor<2x7x128xf32>
    %153 = stablehlo.reduce(%152 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %154 = stablehlo.reduce(%153 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %155 = stablehlo.multiply %154, %cst_27 : tensor<f32>
    %156 = stablehlo.negate %155 : tensor<f32>
    %157 = stablehlo.multiply %arg15, %cst_26 : tensor<128x32xf32>
    %158 = stablehlo.multiply %151, %cst_24 : tensor<2x7x128xf32>
    %159 = stablehlo.exponential %145 : tensor<2x7x128xf32>
    %160 = stablehlo.reduce(%158 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %162 = stablehlo.multiply %159, %161 : tensor<2x7x128xf32>
    %163 = stablehlo.subtract %158, %162 : tensor<2x7x128xf32>
    %164 = stablehlo.pad %163, %cst_50, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %165 = stablehlo.select %c_25, %164, %cst_23 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %167 = stablehlo.transpose %166, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %168 = stablehlo.dot_general %167, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %169 = stablehlo.compare  LT, %arg0, %c_48 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %170 = stablehlo.add %arg0, %c_21 : tensor<2x8xi64>
    %171 = stablehlo.select %169, %170, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %172 = stablehlo.reshape %171 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %173 = stablehlo.compare  EQ, %arg0, %c_20 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %175 = stablehlo.add %batch_var_53, %cst_18 : tensor<16xf32>
    %176 = stablehlo.rsqrt %175 : tensor<16xf32>
    %177 = stablehlo.reshape %176 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %178 = stablehlo.divide %177, %cst_17 : tensor<2x8x1xf32>
    %179 = stablehlo.reshape %178 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.dot_general %166, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %182 = stablehlo.reshape %181 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.multiply %182, %130 : tensor<2x8x32xf32>
    %184 = stablehlo.multiply %183, %cst_16 : tensor<2x8x32xf32>
    %185 = stablehlo.reduce(%183 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %187 = stablehlo.subtract %184, %186 : tensor<2x8x32xf32>
    %188 = stablehlo.reshape %batch_mean_52 : (tensor<16xf32>) -> tensor<2x8xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %190 = stablehlo.subtract %127, %189 : tensor<2x8x32xf32>
    %191 = stablehlo.reshape %176 : (tensor<16xf32>) -> tensor<2x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.multiply %190, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.multiply %183, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.reduce(%194 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %197 = stablehlo.multiply %193, %196 : tensor<2x8x32xf32>
    %198 = stablehlo.subtract %187, %197 : tensor<2x8x32xf32>
    %199 = stablehlo.multiply %180, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.add %batch_var, %cst_18 : tensor<16xf32>
    %201 = stablehlo.rsqrt %200 : tensor<16xf32>
    %202 = stablehlo.reshape %201 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %203 = stablehlo.divide %202, %cst_17 : tensor<2x8x1xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %206 = stablehlo.reshape %199 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %207 = stablehlo.dot_general %206, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %208 = stablehlo.reshape %207 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %209 = stablehlo.multiply %18, %cst_42 : tensor<2x8x128xf32>
    %210 = stablehlo.multiply %14, %14 : tensor<2x8x128xf32>
    %211 = stablehlo.multiply %210, %cst_15 : tensor<2x8x128xf32>
    %212 = stablehlo.exponential %211 : tensor<2x8x128xf32>
    %213 = stablehlo.multiply %212, %cst_14 : tensor<2x8x128xf32>
    %214 = stablehlo.multiply %14, %213 : tensor<2x8x128xf32>
    %215 = stablehlo.add %209, %214 : tensor<2x8x128xf32>
    %216 = stablehlo.multiply %208, %215 : tensor<2x8x128xf32>
    %217 = stablehlo.reshape %216 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %218 = stablehlo.dot_general %217, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %219 = stablehlo.reshape %218 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %220 = stablehlo.transpose %110, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %221 = stablehlo.dot_general %206, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %222 = stablehlo.reshape %221 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %223 = stablehlo.transpose %222, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %225 = stablehlo.dot_general %220, %224, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %226 = stablehlo.reshape %225 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %227 = stablehlo.reduce(%226 init: %cst_50) applies stablehlo.add across dimensions = [1] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x8x8xf32>) -> tensor<2x8x1x8xf32>
    %229 = "stablehlo.scatter"(%cst_13, %114, %228) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %352 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %352 : tensor<f32>
    }) : (tensor<2x8x6x8xf32>, tensor<1x1xi64>, tensor<2x8x1x8xf32>) -> tensor<2x8x6x8xf32>
    %230 = stablehlo.transpose %47, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %231 = stablehlo.transpose %118, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %232 = stablehlo.dot_general %224, %231, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %233 = stablehlo.reshape %232 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %234 = stablehlo.multiply %233, %109 : tensor<2x4x8x8xf32>
    %235 = stablehlo.reduce(%234 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %237 = stablehlo.multiply %109, %236 : tensor<2x4x8x8xf32>
    %238 = stablehlo.subtract %234, %237 : tensor<2x4x8x8xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %240 = stablehlo.dot_general %230, %239, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %241 = stablehlo.reshape %240 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %242 = stablehlo.reduce(%241 init: %cst_50) applies stablehlo.add across dimensions = [1] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x8x8xf32>
    %243 = stablehlo.reshape %242 : (tensor<2x8x8xf32>) -> tensor<2x1x8x8xf32>
    %244 = stablehlo.multiply %243, %cst_35 : tensor<2x1x8x8xf32>
    %245 = stablehlo.transpose %244, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,1,8,8]{2,3,1,0}"} : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xf32>
    %246 = stablehlo.multiply %245, %60 : tensor<2x1x8x8xf32>
    %247 = stablehlo.slice %246 [0:2, 0:1, 0:8, 0:4] : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x4xf32>
    %248 = stablehlo.negate %247 : tensor<2x1x8x4xf32>
    %249 = stablehlo.pad %248, %cst_50, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x1x8x4xf32>, tensor<f32>) -> tensor<2x1x8x8xf32>
    %250 = stablehlo.select %c_12, %249, %cst_29 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %251 = stablehlo.slice %246 [0:2, 0:1, 0:8, 4:8] : (tensor<2x1x8x8xf32>) -> tensor<2x1x8x4xf32>
    %252 = stablehlo.pad %251, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x1x8x4xf32>, tensor<f32>) -> tensor<2x1x8x8xf32>
    %253 = stablehlo.select %c_11, %252, %cst_29 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %254 = stablehlo.add %250, %253 : tensor<2x1x8x8xf32>
    %255 = stablehlo.multiply %245, %54 : tensor<2x1x8x8xf32>
    %256 = stablehlo.add %254, %255 : tensor<2x1x8x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<2x1x8x8xf32>) -> tensor<2x8x1x8xf32>
    %258 = "stablehlo.scatter"(%cst_13, %51, %257) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 3], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %352 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %352 : tensor<f32>
    }) : (tensor<2x8x6x8xf32>, tensor<1x1xi64>, tensor<2x8x1x8xf32>) -> tensor<2x8x6x8xf32>
    %259 = stablehlo.add %229, %258 : tensor<2x8x6x8xf32>
    %260 = stablehlo.transpose %67, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %261 = stablehlo.dot_general %239, %260, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %262 = stablehlo.reshape %261 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %263 = stablehlo.multiply %262, %cst_38 : tensor<2x4x8x8xf32>
    %264 = stablehlo.multiply %263, %43 : tensor<2x4x8x8xf32>
    %265 = stablehlo.slice %264 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %266 = stablehlo.negate %265 : tensor<2x4x8x4xf32>
    %267 = stablehlo.pad %266, %cst_50, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %268 = stablehlo.select %c_9, %267, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %269 = stablehlo.slice %264 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %270 = stablehlo.pad %269, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %271 = stablehlo.select %c, %270, %cst_8 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %272 = stablehlo.add %268, %271 : tensor<2x4x8x8xf32>
    %273 = stablehlo.multiply %263, %35 : tensor<2x4x8x8xf32>
    %274 = stablehlo.add %272, %273 : tensor<2x4x8x8xf32>
    %275 = stablehlo.transpose %274, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %276 = stablehlo.pad %275, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 2, 0], interior = [0, 0, 0, 0] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x6x8xf32>
    %277 = stablehlo.select %c_10, %276, %cst_13 : tensor<2x8x6x8xi1>, tensor<2x8x6x8xf32>
    %278 = stablehlo.add %259, %277 : tensor<2x8x6x8xf32>
    %279 = stablehlo.reshape %278 : (tensor<2x8x6x8xf32>) -> tensor<16x48xf32>
    %280 = stablehlo.dot_general %279, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x48xf32>, tensor<48x32xf32>) -> tensor<16x32xf32>
    %281 = stablehlo.reshape %280 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %282 = stablehlo.add %219, %281 : tensor<2x8x32xf32>
    %283 = stablehlo.multiply %282, %8 : tensor<2x8x32xf32>
    %284 = stablehlo.multiply %283, %cst_16 : tensor<2x8x32xf32>
    %285 = stablehlo.reduce(%283 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %287 = stablehlo.subtract %284, %286 : tensor<2x8x32xf32>
    %288 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %290 = stablehlo.subtract %4, %289 : tensor<2x8x32xf32>
    %291 = stablehlo.reshape %201 : (tensor<16xf32>) -> tensor<2x8xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %293 = stablehlo.multiply %290, %292 : tensor<2x8x32xf32>
    %294 = stablehlo.multiply %283, %293 : tensor<2x8x32xf32>
    %295 = stablehlo.reduce(%294 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %297 = stablehlo.multiply %293, %296 : tensor<2x8x32xf32>
    %298 = stablehlo.subtract %287, %297 : tensor<2x8x32xf32>
    %299 = stablehlo.multiply %205, %298 : tensor<2x8x32xf32>
    %300 = stablehlo.add %199, %299 : tensor<2x8x32xf32>
    %301 = stablehlo.select %174, %cst_19, %300 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %302 = "stablehlo.scatter"(%cst_22, %172, %301) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %352 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %352 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %303 = stablehlo.add %168, %302 : tensor<128x32xf32>
    %304 = stablehlo.add %157, %303 : tensor<128x32xf32>
    %305 = stablehlo.multiply %304, %cst_7 : tensor<128x32xf32>
    %306 = stablehlo.subtract %arg1, %305 : tensor<128x32xf32>
    %307 = stablehlo.multiply %arg16, %cst_6 : tensor<48x32xf32>
    %308 = stablehlo.transpose %279, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[48,16]{0,1}"} : (tensor<16x48xf32>) -> tensor<48x16xf32>
    %309 = stablehlo.dot_general %308, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<48x16xf32>, tensor<16x32xf32>) -> tensor<48x32xf32>
    %310 = stablehlo.add %307, %309 : tensor<48x32xf32>
    %311 = stablehlo.multiply %310, %cst_5 : tensor<48x32xf32>
    %312 = stablehlo.subtract %arg5, %311 : tensor<48x32xf32>
    %313 = stablehlo.multiply %arg17, %cst_4 : tensor<32x32xf32>
    %314 = stablehlo.transpose %206, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %315 = stablehlo.dot_general %314, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %316 = stablehlo.add %313, %315 : tensor<32x32xf32>
    %317 = stablehlo.multiply %316, %cst_3 : tensor<32x32xf32>
    %318 = stablehlo.subtract %arg3, %317 : tensor<32x32xf32>
    %319 = stablehlo.multiply %arg18, %cst_26 : tensor<128x32xf32>
    %320 = stablehlo.transpose %217, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %321 = stablehlo.dot_general %320, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %322 = stablehlo.add %319, %321 : tensor<128x32xf32>
    %323 = stablehlo.multiply %322, %cst_7 : tensor<128x32xf32>
    %324 = stablehlo.subtract %arg13, %323 : tensor<128x32xf32>
    %325 = stablehlo.multiply %arg19, %cst_2 : tensor<32x128xf32>
    %326 = stablehlo.dot_general %314, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %327 = stablehlo.add %325, %326 : tensor<32x128xf32>
    %328 = stablehlo.multiply %327, %cst_1 : tensor<32x128xf32>
    %329 = stablehlo.subtract %arg12, %328 : tensor<32x128xf32>
    %330 = stablehlo.multiply %arg20, %cst_0 : tensor<32xf32>
    %331 = stablehlo.multiply %282, %293 : tensor<2x8x32xf32>
    %332 = stablehlo.reduce(%331 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %333 = stablehlo.add %330, %332 : tensor<32xf32>
    %334 = stablehlo.multiply %333, %cst : tensor<32xf32>
    %335 = stablehlo.subtract %arg6, %334 : tensor<32xf32>
    %336 = stablehlo.multiply %arg21, %cst_0 : tensor<32xf32>
    %337 = stablehlo.reduce(%282 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %338 = stablehlo.add %336, %337 : tensor<32xf32>
    %339 = stablehlo.multiply %338, %cst : tensor<32xf32>
    %340 = stablehlo.subtract %arg7, %339 : tensor<32xf32>
    %341 = stablehlo.multiply %arg22, %cst_0 : tensor<32xf32>
    %342 = stablehlo.multiply %182, %193 : tensor<2x8x32xf32>
    %343 = stablehlo.reduce(%342 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %344 = stablehlo.add %341, %343 : tensor<32xf32>
    %345 = stablehlo.multiply %344, %cst : tensor<32xf32>
    %346 = stablehlo.subtract %arg2, %345 : tensor<32xf32>
    %347 = stablehlo.multiply %arg23, %cst_0 : tensor<32xf32>
    %348 = stablehlo.reduce(%182 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %349 = stablehlo.add %347, %348 : tensor<32xf32>
    %350 = stablehlo.multiply %349, %cst : tensor<32xf32>
    %351 = stablehlo.subtract %arg14, %350 : tensor<32xf32>
    return %156, %306, %312, %318, %324, %329, %335, %340, %346, %351, %304, %310, %316, %322, %327, %333, %338, %344, %349 : tensor<f32>, tensor<128x32xf32>, tensor<48x32xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<48x32xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
