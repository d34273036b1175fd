module @IrToHlo.1260 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 16 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg3: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg5: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg6: tensor<96xf32> {tf.aliasing_output = 7 : i32}, %arg7: tensor<96x32xf32> {tf.aliasing_output = 6 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg10: tensor<2x8xi64>, %arg11: tensor<i1>, %arg12: tensor<1xf32>, %arg13: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<32x64xf32> {tf.aliasing_output = 12 : i32}, %arg15: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %arg16: tensor<64x32xf32> {tf.aliasing_output = 10 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg20: tensor<128x32xf32> {tf.aliasing_output = 17 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<96x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<96xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<64x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<64xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<32x64xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<128x32xf32> {tf.aliasing_output = 32 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<96xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<96xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<96x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<96x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]]], [[[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]]]]> : tensor<2x4x8x2xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x2xf32>
    %c_15 = stablehlo.constant dense<[[[[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]]], [[[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]]]]> : tensor<2x4x8x2xi1>
    %c_16 = stablehlo.constant dense<[[[[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]]], [[[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_18 = stablehlo.constant dense<[[[[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]]], [[[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_19 = stablehlo.constant dense<0.398942292> : tensor<2x8x64xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x64xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_23 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_24 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_25 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_26 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_28 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_29 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_32 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_35 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_37 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_39 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_40 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_41 = stablehlo.constant dense<[[[0.000000e+00], [1.000000e+00], [2.000000e+00], [3.000000e+00], [4.000000e+00], [5.000000e+00], [6.000000e+00], [7.000000e+00]]]> : tensor<1x8x1xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_43 = stablehlo.constant dense<0.707106769> : tensor<2x8x64xf32>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_47 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_49 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_50 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_51 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %3 = stablehlo.convert %2 : (tensor<16xi64>) -> tensor<16xui32>
    %4 = "stablehlo.gather"(%arg3, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %4 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%6, %cst_46, %cst_45) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %7 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.add %1, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %14 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %15 = stablehlo.add %13, %14 : tensor<16x64xf32>
    %16 = stablehlo.reshape %15 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %17 = stablehlo.multiply %16, %cst_44 : tensor<2x8x64xf32>
    %18 = stablehlo.multiply %16, %cst_43 : tensor<2x8x64xf32>
    %19 = stablehlo.custom_call @mhlo.erf(%18) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %20 = stablehlo.add %19, %cst_42 : tensor<2x8x64xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<2x8x64xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %23 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %26 = stablehlo.add %24, %25 : tensor<16x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %28 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %29 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %30 = stablehlo.multiply %7, %29 : tensor<2x8x32xf32>
    %31 = stablehlo.add %28, %30 : tensor<2x8x32xf32>
    %32 = stablehlo.reshape %31 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %34 = stablehlo.dot_general %32, %33, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %35 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<96xf32>) -> tensor<16x96xf32>
    %36 = stablehlo.add %34, %35 : tensor<16x96xf32>
    %37 = stablehlo.reshape %36 : (tensor<16x96xf32>) -> tensor<2x8x4x24xf32>
    %38 = stablehlo.transpose %37, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,24]{3,1,2,0}"} : (tensor<2x8x4x24xf32>) -> tensor<2x4x8x24xf32>
    %39 = stablehlo.slice %38 [0:2, 0:4, 0:8, 0:8] : (tensor<2x4x8x24xf32>) -> tensor<2x4x8x8xf32>
    %40 = stablehlo.slice %39 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %41 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<1xf32>) -> tensor<1x8x1xf32>
    %42 = stablehlo.multiply %41, %cst_41 : tensor<1x8x1xf32>
    %43 = stablehlo.concatenate %42, %42, dim = 2 : (tensor<1x8x1xf32>, tensor<1x8x1xf32>) -> tensor<1x8x2xf32>
    %44 = stablehlo.cosine %43 : tensor<1x8x2xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x8x2xf32>) -> tensor<8x2xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x4x8x2xf32>
    %47 = stablehlo.multiply %40, %46 : tensor<2x4x8x2xf32>
    %48 = stablehlo.slice %40 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %49 = stablehlo.negate %48 : tensor<2x4x8x1xf32>
    %50 = stablehlo.slice %40 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %51 = stablehlo.concatenate %49, %50, dim = 3 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %52 = stablehlo.sine %43 : tensor<1x8x2xf32>
    %53 = stablehlo.reshape %52 : (tensor<1x8x2xf32>) -> tensor<8x2xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x4x8x2xf32>
    %55 = stablehlo.multiply %51, %54 : tensor<2x4x8x2xf32>
    %56 = stablehlo.add %47, %55 : tensor<2x4x8x2xf32>
    %57 = stablehlo.slice %39 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %58 = stablehlo.concatenate %56, %57, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %59 = stablehlo.multiply %58, %cst_40 : tensor<2x4x8x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %61 = stablehlo.slice %38 [0:2, 0:4, 0:8, 8:16] : (tensor<2x4x8x24xf32>) -> tensor<2x4x8x8xf32>
    %62 = stablehlo.slice %61 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %63 = stablehlo.multiply %62, %46 : tensor<2x4x8x2xf32>
    %64 = stablehlo.slice %62 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %65 = stablehlo.negate %64 : tensor<2x4x8x1xf32>
    %66 = stablehlo.slice %62 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %67 = stablehlo.concatenate %65, %66, dim = 3 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %68 = stablehlo.multiply %67, %54 : tensor<2x4x8x2xf32>
    %69 = stablehlo.add %63, %68 : tensor<2x4x8x2xf32>
    %70 = stablehlo.slice %61 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %71 = stablehlo.concatenate %69, %70, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %72 = stablehlo.transpose %71, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %73 = stablehlo.multiply %72, %cst_40 : tensor<2x4x8x8xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %75 = stablehlo.dot_general %60, %74, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %77 = stablehlo.convert %arg11 : (tensor<i1>) -> tensor<ui8>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %79 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %80 = stablehlo.broadcast_in_dim %c_39, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %81 = stablehlo.compare  LE, %79, %80 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %82 = stablehlo.convert %81 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %83 = stablehlo.and %78, %82 : tensor<1x1x8x8xui8>
    %84 = stablehlo.compare  NE, %83, %c_51 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %85 = stablehlo.convert %84 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %86 = stablehlo.reshape %85 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %88 = stablehlo.compare  NE, %arg10, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %89 = stablehlo.broadcast_in_dim %c_38, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %90 = stablehlo.compare  LT, %89, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %91 = stablehlo.add %89, %c_36 : tensor<2x1x1x8xi64>
    %92 = stablehlo.select %90, %91, %89 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %93 = stablehlo.reshape %92 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %94 = stablehlo.broadcast_in_dim %c_39, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %95 = stablehlo.compare  LT, %94, %c_37 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %96 = stablehlo.add %94, %c_35 : tensor<2x1x1x8xi64>
    %97 = stablehlo.select %95, %96, %94 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %99 = stablehlo.concatenate %93, %98, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %100 = "stablehlo.gather"(%88, %99) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %101 = stablehlo.convert %100 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %102 = stablehlo.reshape %101 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %104 = stablehlo.and %87, %103 : tensor<2x1x8x8xui8>
    %105 = stablehlo.compare  NE, %104, %c_49 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %106 = stablehlo.select %105, %cst_34, %cst_33 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %109 = stablehlo.add %76, %108 : tensor<2x4x8x8xf32>
    %110 = stablehlo.reduce(%109 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %112 = stablehlo.subtract %109, %111 : tensor<2x4x8x8xf32>
    %113 = stablehlo.exponential %112 : tensor<2x4x8x8xf32>
    %114 = stablehlo.reduce(%113 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %116 = stablehlo.divide %113, %115 : tensor<2x4x8x8xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %118 = stablehlo.slice %38 [0:2, 0:4, 0:8, 16:24] : (tensor<2x4x8x24xf32>) -> tensor<2x4x8x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.dot_general %117, %119, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %127 = stablehlo.add %125, %126 : tensor<16x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.add %27, %128 : tensor<2x8x32xf32>
    %130 = stablehlo.add %129, %5 : tensor<2x8x32xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_53, %batch_mean_54, %batch_var_55 = "stablehlo.batch_norm_training"(%131, %cst_46, %cst_45) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %132 = stablehlo.reshape %output_53 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %133 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<2x8x32xf32>
    %135 = stablehlo.add %0, %134 : tensor<2x8x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %138 = stablehlo.dot_general %136, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %139 = stablehlo.reshape %138 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %140 = stablehlo.slice %139 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %141 = stablehlo.reduce(%140 init: %cst_48) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %143 = stablehlo.subtract %140, %142 : tensor<2x7x128xf32>
    %144 = stablehlo.exponential %143 : tensor<2x7x128xf32>
    %145 = stablehlo.reduce(%144 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %146 = stablehlo.log %145 : tensor<2x7xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %148 = stablehlo.subtract %143, %147 : tensor<2x7x128xf32>
    %149 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %151 = stablehlo.broadcast_in_dim %c_47, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %152 = stablehlo.compare  EQ, %150, %151 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %153 = stablehlo.convert %152 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %154 = stablehlo.convert %153 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %155 = stablehlo.multiply %148, %154 : tensor<2x7x128xf32>
    %156 = stablehlo.reduce(%155 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %157 = stablehlo.reduce(%156 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %158 = stablehlo.multiply %157, %cst_32 : tensor<f32>
    %159 = stablehlo.negate %158 : tensor<f32>
    %160 = stablehlo.multiply %arg20, %cst_31 : tensor<128x32xf32>
    %161 = stablehlo.compare  LT, %arg0, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %162 = stablehlo.add %arg0, %c_29 : tensor<2x8xi64>
    %163 = stablehlo.select %161, %162, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %164 = stablehlo.reshape %163 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %165 = stablehlo.compare  EQ, %arg0, %c_28 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %167 = stablehlo.add %batch_var_55, %cst_26 : tensor<16xf32>
    %168 = stablehlo.rsqrt %167 : tensor<16xf32>
    %169 = stablehlo.reshape %168 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %170 = stablehlo.divide %169, %cst_25 : tensor<2x8x1xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.multiply %154, %cst_23 : tensor<2x7x128xf32>
    %174 = stablehlo.exponential %148 : tensor<2x7x128xf32>
    %175 = stablehlo.reduce(%173 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %177 = stablehlo.multiply %174, %176 : tensor<2x7x128xf32>
    %178 = stablehlo.subtract %173, %177 : tensor<2x7x128xf32>
    %179 = stablehlo.pad %178, %cst_52, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %180 = stablehlo.select %c_24, %179, %cst_22 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %181 = stablehlo.reshape %180 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %182 = stablehlo.dot_general %181, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %184 = stablehlo.multiply %183, %133 : tensor<2x8x32xf32>
    %185 = stablehlo.multiply %184, %cst_21 : tensor<2x8x32xf32>
    %186 = stablehlo.reduce(%184 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.subtract %185, %187 : tensor<2x8x32xf32>
    %189 = stablehlo.reshape %batch_mean_54 : (tensor<16xf32>) -> tensor<2x8xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.subtract %130, %190 : tensor<2x8x32xf32>
    %192 = stablehlo.reshape %168 : (tensor<16xf32>) -> tensor<2x8xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %194 = stablehlo.multiply %191, %193 : tensor<2x8x32xf32>
    %195 = stablehlo.multiply %184, %194 : tensor<2x8x32xf32>
    %196 = stablehlo.reduce(%195 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %198 = stablehlo.multiply %194, %197 : tensor<2x8x32xf32>
    %199 = stablehlo.subtract %188, %198 : tensor<2x8x32xf32>
    %200 = stablehlo.multiply %172, %199 : tensor<2x8x32xf32>
    %201 = stablehlo.add %batch_var, %cst_26 : tensor<16xf32>
    %202 = stablehlo.rsqrt %201 : tensor<16xf32>
    %203 = stablehlo.reshape %202 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %204 = stablehlo.divide %203, %cst_25 : tensor<2x8x1xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %207 = stablehlo.reshape %200 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %208 = stablehlo.dot_general %207, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %209 = stablehlo.reshape %208 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %210 = stablehlo.multiply %20, %cst_44 : tensor<2x8x64xf32>
    %211 = stablehlo.multiply %16, %16 : tensor<2x8x64xf32>
    %212 = stablehlo.multiply %211, %cst_20 : tensor<2x8x64xf32>
    %213 = stablehlo.exponential %212 : tensor<2x8x64xf32>
    %214 = stablehlo.multiply %213, %cst_19 : tensor<2x8x64xf32>
    %215 = stablehlo.multiply %16, %214 : tensor<2x8x64xf32>
    %216 = stablehlo.add %210, %215 : tensor<2x8x64xf32>
    %217 = stablehlo.multiply %209, %216 : tensor<2x8x64xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %219 = stablehlo.dot_general %218, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %220 = stablehlo.reshape %219 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %221 = stablehlo.multiply %220, %8 : tensor<2x8x32xf32>
    %222 = stablehlo.multiply %221, %cst_21 : tensor<2x8x32xf32>
    %223 = stablehlo.reduce(%221 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %225 = stablehlo.subtract %222, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %228 = stablehlo.subtract %5, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.reshape %202 : (tensor<16xf32>) -> tensor<2x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %231 = stablehlo.multiply %228, %230 : tensor<2x8x32xf32>
    %232 = stablehlo.multiply %221, %231 : tensor<2x8x32xf32>
    %233 = stablehlo.reduce(%232 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %235 = stablehlo.multiply %231, %234 : tensor<2x8x32xf32>
    %236 = stablehlo.subtract %225, %235 : tensor<2x8x32xf32>
    %237 = stablehlo.multiply %206, %236 : tensor<2x8x32xf32>
    %238 = stablehlo.add %200, %237 : tensor<2x8x32xf32>
    %239 = stablehlo.dot_general %207, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %240 = stablehlo.reshape %239 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %241 = stablehlo.transpose %240, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %243 = stablehlo.transpose %119, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %244 = stablehlo.dot_general %242, %243, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %246 = stablehlo.multiply %245, %116 : tensor<2x4x8x8xf32>
    %247 = stablehlo.reduce(%246 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %249 = stablehlo.multiply %116, %248 : tensor<2x4x8x8xf32>
    %250 = stablehlo.subtract %246, %249 : tensor<2x4x8x8xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %252 = stablehlo.transpose %74, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %253 = stablehlo.dot_general %251, %252, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %255 = stablehlo.multiply %254, %cst_40 : tensor<2x4x8x8xf32>
    %256 = stablehlo.slice %255 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %257 = stablehlo.pad %256, %cst_52, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x6xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %258 = stablehlo.select %c_18, %257, %cst_17 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %259 = stablehlo.slice %255 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %260 = stablehlo.multiply %259, %54 : tensor<2x4x8x2xf32>
    %261 = stablehlo.slice %260 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %262 = stablehlo.negate %261 : tensor<2x4x8x1xf32>
    %263 = stablehlo.pad %262, %cst_52, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8x2xf32>
    %264 = stablehlo.select %c_15, %263, %cst_14 : tensor<2x4x8x2xi1>, tensor<2x4x8x2xf32>
    %265 = stablehlo.slice %260 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %266 = stablehlo.pad %265, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8x2xf32>
    %267 = stablehlo.select %c, %266, %cst_14 : tensor<2x4x8x2xi1>, tensor<2x4x8x2xf32>
    %268 = stablehlo.add %264, %267 : tensor<2x4x8x2xf32>
    %269 = stablehlo.multiply %259, %46 : tensor<2x4x8x2xf32>
    %270 = stablehlo.add %268, %269 : tensor<2x4x8x2xf32>
    %271 = stablehlo.pad %270, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 6], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %272 = stablehlo.select %c_16, %271, %cst_17 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %273 = stablehlo.add %258, %272 : tensor<2x4x8x8xf32>
    %274 = stablehlo.transpose %60, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %275 = stablehlo.dot_general %274, %251, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %276 = stablehlo.reshape %275 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %277 = stablehlo.multiply %276, %cst_40 : tensor<2x4x8x8xf32>
    %278 = stablehlo.transpose %277, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %279 = stablehlo.slice %278 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %280 = stablehlo.pad %279, %cst_52, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x6xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %281 = stablehlo.select %c_18, %280, %cst_17 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %282 = stablehlo.slice %278 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %283 = stablehlo.multiply %282, %54 : tensor<2x4x8x2xf32>
    %284 = stablehlo.slice %283 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %285 = stablehlo.negate %284 : tensor<2x4x8x1xf32>
    %286 = stablehlo.pad %285, %cst_52, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8x2xf32>
    %287 = stablehlo.select %c_15, %286, %cst_14 : tensor<2x4x8x2xi1>, tensor<2x4x8x2xf32>
    %288 = stablehlo.slice %283 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %289 = stablehlo.pad %288, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8x2xf32>
    %290 = stablehlo.select %c, %289, %cst_14 : tensor<2x4x8x2xi1>, tensor<2x4x8x2xf32>
    %291 = stablehlo.add %287, %290 : tensor<2x4x8x2xf32>
    %292 = stablehlo.multiply %282, %46 : tensor<2x4x8x2xf32>
    %293 = stablehlo.add %291, %292 : tensor<2x4x8x2xf32>
    %294 = stablehlo.pad %293, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 6], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %295 = stablehlo.select %c_16, %294, %cst_17 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %296 = stablehlo.add %281, %295 : tensor<2x4x8x8xf32>
    %297 = stablehlo.transpose %117, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %298 = stablehlo.dot_general %297, %242, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %299 = stablehlo.reshape %298 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %300 = stablehlo.concatenate %273, %296, %299, dim = 3 : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x24xf32>
    %301 = stablehlo.transpose %300, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,24]{3,1,2,0}"} : (tensor<2x4x8x24xf32>) -> tensor<2x8x4x24xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x8x4x24xf32>) -> tensor<16x96xf32>
    %303 = stablehlo.dot_general %302, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96xf32>, tensor<96x32xf32>) -> tensor<16x32xf32>
    %304 = stablehlo.reshape %303 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %305 = stablehlo.multiply %304, %29 : tensor<2x8x32xf32>
    %306 = stablehlo.multiply %305, %cst_21 : tensor<2x8x32xf32>
    %307 = stablehlo.reduce(%305 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %309 = stablehlo.subtract %306, %308 : tensor<2x8x32xf32>
    %310 = stablehlo.multiply %305, %231 : tensor<2x8x32xf32>
    %311 = stablehlo.reduce(%310 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %313 = stablehlo.multiply %231, %312 : tensor<2x8x32xf32>
    %314 = stablehlo.subtract %309, %313 : tensor<2x8x32xf32>
    %315 = stablehlo.multiply %206, %314 : tensor<2x8x32xf32>
    %316 = stablehlo.add %238, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.select %166, %cst_27, %316 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %318 = "stablehlo.scatter"(%cst_30, %164, %317) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %403 = stablehlo.add %arg36, %arg37 : tensor<f32>
      stablehlo.return %403 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %319 = stablehlo.add %160, %318 : tensor<128x32xf32>
    %320 = stablehlo.multiply %319, %cst_13 : tensor<128x32xf32>
    %321 = stablehlo.subtract %arg3, %320 : tensor<128x32xf32>
    %322 = stablehlo.multiply %arg21, %cst_12 : tensor<32xf32>
    %323 = stablehlo.multiply %304, %231 : tensor<2x8x32xf32>
    %324 = stablehlo.reduce(%323 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %325 = stablehlo.add %322, %324 : tensor<32xf32>
    %326 = stablehlo.multiply %325, %cst_11 : tensor<32xf32>
    %327 = stablehlo.subtract %arg8, %326 : tensor<32xf32>
    %328 = stablehlo.multiply %arg22, %cst_12 : tensor<32xf32>
    %329 = stablehlo.reduce(%304 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %330 = stablehlo.add %328, %329 : tensor<32xf32>
    %331 = stablehlo.multiply %330, %cst_11 : tensor<32xf32>
    %332 = stablehlo.subtract %arg9, %331 : tensor<32xf32>
    %333 = stablehlo.multiply %arg23, %cst_12 : tensor<32xf32>
    %334 = stablehlo.multiply %220, %231 : tensor<2x8x32xf32>
    %335 = stablehlo.reduce(%334 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %336 = stablehlo.add %333, %335 : tensor<32xf32>
    %337 = stablehlo.multiply %336, %cst_11 : tensor<32xf32>
    %338 = stablehlo.subtract %arg17, %337 : tensor<32xf32>
    %339 = stablehlo.multiply %arg24, %cst_12 : tensor<32xf32>
    %340 = stablehlo.reduce(%220 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %341 = stablehlo.add %339, %340 : tensor<32xf32>
    %342 = stablehlo.multiply %341, %cst_11 : tensor<32xf32>
    %343 = stablehlo.subtract %arg18, %342 : tensor<32xf32>
    %344 = stablehlo.multiply %arg25, %cst_10 : tensor<96x32xf32>
    %345 = stablehlo.transpose %302, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,16]{0,1}"} : (tensor<16x96xf32>) -> tensor<96x16xf32>
    %346 = stablehlo.dot_general %345, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x16xf32>, tensor<16x32xf32>) -> tensor<96x32xf32>
    %347 = stablehlo.add %344, %346 : tensor<96x32xf32>
    %348 = stablehlo.multiply %347, %cst_9 : tensor<96x32xf32>
    %349 = stablehlo.subtract %arg7, %348 : tensor<96x32xf32>
    %350 = stablehlo.multiply %arg26, %cst_8 : tensor<96xf32>
    %351 = stablehlo.reduce(%302 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<16x96xf32>, tensor<f32>) -> tensor<96xf32>
    %352 = stablehlo.add %350, %351 : tensor<96xf32>
    %353 = stablehlo.multiply %352, %cst_7 : tensor<96xf32>
    %354 = stablehlo.subtract %arg6, %353 : tensor<96xf32>
    %355 = stablehlo.multiply %arg27, %cst_6 : tensor<32x32xf32>
    %356 = stablehlo.transpose %207, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %357 = stablehlo.dot_general %356, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %358 = stablehlo.add %355, %357 : tensor<32x32xf32>
    %359 = stablehlo.multiply %358, %cst_5 : tensor<32x32xf32>
    %360 = stablehlo.subtract %arg5, %359 : tensor<32x32xf32>
    %361 = stablehlo.multiply %arg28, %cst_12 : tensor<32xf32>
    %362 = stablehlo.reduce(%207 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %363 = stablehlo.add %361, %362 : tensor<32xf32>
    %364 = stablehlo.multiply %363, %cst_11 : tensor<32xf32>
    %365 = stablehlo.subtract %arg4, %364 : tensor<32xf32>
    %366 = stablehlo.multiply %arg29, %cst_4 : tensor<64x32xf32>
    %367 = stablehlo.transpose %218, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %368 = stablehlo.dot_general %367, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %369 = stablehlo.add %366, %368 : tensor<64x32xf32>
    %370 = stablehlo.multiply %369, %cst_3 : tensor<64x32xf32>
    %371 = stablehlo.subtract %arg16, %370 : tensor<64x32xf32>
    %372 = stablehlo.multiply %arg30, %cst_2 : tensor<64xf32>
    %373 = stablehlo.reduce(%218 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %374 = stablehlo.add %372, %373 : tensor<64xf32>
    %375 = stablehlo.multiply %374, %cst_1 : tensor<64xf32>
    %376 = stablehlo.subtract %arg15, %375 : tensor<64xf32>
    %377 = stablehlo.multiply %arg31, %cst_0 : tensor<32x64xf32>
    %378 = stablehlo.dot_general %356, %22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %379 = stablehlo.add %377, %378 : tensor<32x64xf32>
    %380 = stablehlo.multiply %379, %cst : tensor<32x64xf32>
    %381 = stablehlo.subtract %arg14, %380 : tensor<32x64xf32>
    %382 = stablehlo.multiply %arg32, %cst_12 : tensor<32xf32>
    %383 = stablehlo.add %382, %362 : tensor<32xf32>
    %384 = stablehlo.multiply %383, %cst_11 : tensor<32xf32>
    %385 = stablehlo.subtract %arg13, %384 : tensor<32xf32>
    %386 = stablehlo.multiply %arg33, %cst_12 : tensor<32xf32>
    %387 = stablehlo.multiply %183, %194 : tensor<2x8x32xf32>
    %388 = stablehlo.reduce(%387 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %389 = stablehlo.add %386, %388 : tensor<32xf32>
    %390 = stablehlo.multiply %389, %cst_11 : tensor<32xf32>
    %391 = stablehlo.subtract %arg2, %390 : tensor<32xf32>
    %392 = stablehlo.multiply %arg34, %cst_12 : tensor<32xf32>
    %393 = stablehlo.reduce(%183 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %394 = stablehlo.add %392, %393 : tensor<32xf32>
    %395 = stablehlo.multiply %394, %cst_11 : tensor<32xf32>
    %396 = stablehlo.subtract %arg19, %395 : tensor<32xf32>
    %397 = stablehlo.multiply %arg35, %cst_31 : tensor<128x32xf32>
    %398 = stablehlo.transpose %181, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %399 = stablehlo.dot_general %398, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %400 = stablehlo.add %397, %399 : tensor<128x32xf32>
    %401 = stablehlo.multiply %400, %cst_13 : tensor<128x32xf32>
    %402 = stablehlo.subtract %arg1, %401 : tensor<128x32xf32>
    return %159, %321, %327, %332, %338, %343, %349, %354, %360, %365, %371, %376, %381, %385, %391, %396, %402, %319, %325, %330, %336, %341, %347, %352, %358, %363, %369, %374, %379, %383, %389, %394, %400 : tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
