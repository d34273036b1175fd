module @IrToHlo.1920 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg3: tensor<32x128xf32> {tf.aliasing_output = 18 : i32}, %arg4: tensor<128x32xf32> {tf.aliasing_output = 17 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg7: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg8: tensor<96x32xf32> {tf.aliasing_output = 15 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg10: tensor<32x128xf32> {tf.aliasing_output = 9 : i32}, %arg11: tensor<128x32xf32> {tf.aliasing_output = 8 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg13: tensor<32x32xf32> {tf.aliasing_output = 7 : i32}, %arg14: tensor<96x32xf32> {tf.aliasing_output = 6 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 2 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg17: tensor<2x8xi64>, %arg18: tensor<i1>, %arg19: tensor<4xf32>, %arg20: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg23: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<128x32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<96x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<128x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<32x128xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<96x32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<128x32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x128xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<32xf32> {tf.aliasing_output = 40 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<96x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<96x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]], [[[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false], [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]]> : tensor<2x8x4x24xi1>
    %c_8 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_10 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_11 = stablehlo.constant dense<[[[[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]]], [[[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]], [[false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false], [false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]]]]> : tensor<2x8x4x24xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x4x24xf32>
    %c_13 = stablehlo.constant dense<[[[[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]]], [[[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]], [[false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, true, true, true, true, true, true, true, true]]]]> : tensor<2x8x4x24xi1>
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
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<0.707106769> : tensor<2x8x128xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x128xf32>
    %cst_31 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_33 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_35 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_37 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_38 = stablehlo.constant dense<0.353553385> : tensor<8x8x8xf32>
    %cst_39 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_42 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_44 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_45 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_46 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%6, %cst_41, %cst_40) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %7 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.add %5, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x96xf32>) -> tensor<2x8x4x24xf32>
    %15 = stablehlo.slice %14 [0:2, 0:8, 0:4, 0:8] : (tensor<2x8x4x24xf32>) -> tensor<2x8x4x8xf32>
    %16 = stablehlo.transpose %15, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %17 = stablehlo.broadcast_in_dim %cst_39, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %18 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<1x8x4xf32>
    %20 = stablehlo.concatenate %19, %19, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %21 = stablehlo.cosine %20 : tensor<1x8x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %24 = stablehlo.multiply %16, %23 : tensor<2x4x8x8xf32>
    %25 = stablehlo.slice %16 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %26 = stablehlo.negate %25 : tensor<2x4x8x4xf32>
    %27 = stablehlo.slice %16 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %28 = stablehlo.concatenate %26, %27, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %29 = stablehlo.sine %20 : tensor<1x8x8xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %32 = stablehlo.multiply %28, %31 : tensor<2x4x8x8xf32>
    %33 = stablehlo.add %24, %32 : tensor<2x4x8x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %35 = stablehlo.slice %14 [0:2, 0:8, 0:4, 8:16] : (tensor<2x8x4x24xf32>) -> tensor<2x8x4x8xf32>
    %36 = stablehlo.transpose %35, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %37 = stablehlo.multiply %36, %23 : tensor<2x4x8x8xf32>
    %38 = stablehlo.slice %36 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %39 = stablehlo.negate %38 : tensor<2x4x8x4xf32>
    %40 = stablehlo.slice %36 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %41 = stablehlo.concatenate %39, %40, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %42 = stablehlo.multiply %41, %31 : tensor<2x4x8x8xf32>
    %43 = stablehlo.add %37, %42 : tensor<2x4x8x8xf32>
    %44 = stablehlo.reshape %43 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %46 = stablehlo.dot_general %34, %45, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %47 = stablehlo.multiply %46, %cst_38 : tensor<8x8x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %49 = stablehlo.convert %arg18 : (tensor<i1>) -> tensor<ui8>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %51 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %52 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %53 = stablehlo.compare  LE, %51, %52 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %54 = stablehlo.convert %53 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %55 = stablehlo.and %50, %54 : tensor<1x1x8x8xui8>
    %56 = stablehlo.compare  NE, %55, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %57 = stablehlo.convert %56 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %58 = stablehlo.reshape %57 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %60 = stablehlo.compare  NE, %arg17, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %61 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %62 = stablehlo.compare  LT, %61, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %63 = stablehlo.add %61, %c_34 : tensor<2x1x1x8xi64>
    %64 = stablehlo.select %62, %63, %61 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %65 = stablehlo.reshape %64 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %66 = stablehlo.broadcast_in_dim %c_37, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %67 = stablehlo.compare  LT, %66, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %68 = stablehlo.add %66, %c_33 : tensor<2x1x1x8xi64>
    %69 = stablehlo.select %67, %68, %66 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %70 = stablehlo.reshape %69 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %71 = stablehlo.concatenate %65, %70, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %72 = "stablehlo.gather"(%60, %71) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %73 = stablehlo.convert %72 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %74 = stablehlo.reshape %73 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %76 = stablehlo.and %59, %75 : tensor<2x1x8x8xui8>
    %77 = stablehlo.compare  NE, %76, %c_44 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %78 = stablehlo.select %77, %cst_32, %cst_31 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %81 = stablehlo.add %48, %80 : tensor<2x4x8x8xf32>
    %82 = stablehlo.reduce(%81 init: %cst_43) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %84 = stablehlo.subtract %81, %83 : tensor<2x4x8x8xf32>
    %85 = stablehlo.exponential %84 : tensor<2x4x8x8xf32>
    %86 = stablehlo.reduce(%85 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %88 = stablehlo.divide %85, %87 : tensor<2x4x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %90 = stablehlo.slice %14 [0:2, 0:8, 0:4, 16:24] : (tensor<2x8x4x24xf32>) -> tensor<2x8x4x8xf32>
    %91 = stablehlo.transpose %90, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %92 = stablehlo.reshape %91 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %93 = stablehlo.dot_general %89, %92, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %94 = stablehlo.reshape %93 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %95 = stablehlo.transpose %94, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %97 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %98 = stablehlo.dot_general %96, %97, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %100 = stablehlo.add %4, %99 : tensor<2x8x32xf32>
    %101 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %102 = stablehlo.reshape %100 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_48, %batch_mean_49, %batch_var_50 = "stablehlo.batch_norm_training"(%102, %cst_41, %cst_40) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %103 = stablehlo.reshape %output_48 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %104 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %105 = stablehlo.multiply %103, %104 : tensor<2x8x32xf32>
    %106 = stablehlo.add %101, %105 : tensor<2x8x32xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %108 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %110 = stablehlo.reshape %109 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %111 = stablehlo.multiply %110, %cst_30 : tensor<2x8x128xf32>
    %112 = stablehlo.multiply %110, %cst_29 : tensor<2x8x128xf32>
    %113 = stablehlo.custom_call @mhlo.erf(%112) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x128xf32>) -> tensor<2x8x128xf32>
    %114 = stablehlo.add %113, %cst_28 : tensor<2x8x128xf32>
    %115 = stablehlo.multiply %111, %114 : tensor<2x8x128xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %117 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %118 = stablehlo.dot_general %116, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.add %100, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.reshape %120 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_51, %batch_mean_52, %batch_var_53 = "stablehlo.batch_norm_training"(%122, %cst_41, %cst_40) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %123 = stablehlo.reshape %output_51 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %125 = stablehlo.multiply %123, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.add %121, %125 : tensor<2x8x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %128 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,96]{0,1}"} : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %129 = stablehlo.dot_general %127, %128, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x96xf32>) -> tensor<16x96xf32>
    %130 = stablehlo.reshape %129 : (tensor<16x96xf32>) -> tensor<2x8x4x24xf32>
    %131 = stablehlo.slice %130 [0:2, 0:8, 0:4, 0:8] : (tensor<2x8x4x24xf32>) -> tensor<2x8x4x8xf32>
    %132 = stablehlo.transpose %131, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %133 = stablehlo.multiply %132, %23 : tensor<2x4x8x8xf32>
    %134 = stablehlo.slice %132 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %135 = stablehlo.negate %134 : tensor<2x4x8x4xf32>
    %136 = stablehlo.slice %132 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %137 = stablehlo.concatenate %135, %136, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %138 = stablehlo.multiply %137, %31 : tensor<2x4x8x8xf32>
    %139 = stablehlo.add %133, %138 : tensor<2x4x8x8xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %141 = stablehlo.slice %130 [0:2, 0:8, 0:4, 8:16] : (tensor<2x8x4x24xf32>) -> tensor<2x8x4x8xf32>
    %142 = stablehlo.transpose %141, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %143 = stablehlo.multiply %142, %23 : tensor<2x4x8x8xf32>
    %144 = stablehlo.slice %142 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %145 = stablehlo.negate %144 : tensor<2x4x8x4xf32>
    %146 = stablehlo.slice %142 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %147 = stablehlo.concatenate %145, %146, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %148 = stablehlo.multiply %147, %31 : tensor<2x4x8x8xf32>
    %149 = stablehlo.add %143, %148 : tensor<2x4x8x8xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %151 = stablehlo.transpose %150, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %152 = stablehlo.dot_general %140, %151, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %153 = stablehlo.multiply %152, %cst_38 : tensor<8x8x8xf32>
    %154 = stablehlo.reshape %153 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %155 = stablehlo.add %154, %80 : tensor<2x4x8x8xf32>
    %156 = stablehlo.reduce(%155 init: %cst_43) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %158 = stablehlo.subtract %155, %157 : tensor<2x4x8x8xf32>
    %159 = stablehlo.exponential %158 : tensor<2x4x8x8xf32>
    %160 = stablehlo.reduce(%159 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %162 = stablehlo.divide %159, %161 : tensor<2x4x8x8xf32>
    %163 = stablehlo.reshape %162 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %164 = stablehlo.slice %130 [0:2, 0:8, 0:4, 16:24] : (tensor<2x8x4x24xf32>) -> tensor<2x8x4x8xf32>
    %165 = stablehlo.transpose %164, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %166 = stablehlo.reshape %165 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %167 = stablehlo.dot_general %163, %166, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %168 = stablehlo.reshape %167 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %169 = stablehlo.transpose %168, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %170 = stablehlo.reshape %169 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %171 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %174 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.add %173, %174 : tensor<2x8x32xf32>
    %176 = stablehlo.add %120, %175 : tensor<2x8x32xf32>
    %177 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %178 = stablehlo.reshape %176 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_54, %batch_mean_55, %batch_var_56 = "stablehlo.batch_norm_training"(%178, %cst_41, %cst_40) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %179 = stablehlo.reshape %output_54 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<2x8x32xf32>
    %182 = stablehlo.add %177, %181 : tensor<2x8x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %184 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %185 = stablehlo.dot_general %183, %184, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %186 = stablehlo.reshape %185 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %187 = stablehlo.multiply %186, %cst_30 : tensor<2x8x128xf32>
    %188 = stablehlo.multiply %186, %cst_29 : tensor<2x8x128xf32>
    %189 = stablehlo.custom_call @mhlo.erf(%188) {mhlo.attributes = {}, mhlo.version = 1 : i64} : (tensor<2x8x128xf32>) -> tensor<2x8x128xf32>
    %190 = stablehlo.add %189, %cst_28 : tensor<2x8x128xf32>
    %191 = stablehlo.multiply %187, %190 : tensor<2x8x128xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %193 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,32]{0,1}"} : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %194 = stablehlo.dot_general %192, %193, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %195 = stablehlo.reshape %194 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.add %176, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_57, %batch_mean_58, %batch_var_59 = "stablehlo.batch_norm_training"(%197, %cst_41, %cst_40) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %198 = stablehlo.reshape %output_57 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %199 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %200 = stablehlo.multiply %198, %199 : tensor<2x8x32xf32>
    %201 = stablehlo.add %0, %200 : tensor<2x8x32xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %203 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %204 = stablehlo.dot_general %202, %203, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %205 = stablehlo.reshape %204 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %206 = stablehlo.slice %205 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %207 = stablehlo.reduce(%206 init: %cst_43) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %209 = stablehlo.subtract %206, %208 : tensor<2x7x128xf32>
    %210 = stablehlo.exponential %209 : tensor<2x7x128xf32>
    %211 = stablehlo.reduce(%210 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %212 = stablehlo.log %211 : tensor<2x7xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %214 = stablehlo.subtract %209, %213 : tensor<2x7x128xf32>
    %215 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %217 = stablehlo.broadcast_in_dim %c_42, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %218 = stablehlo.compare  EQ, %216, %217 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %219 = stablehlo.convert %218 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %220 = stablehlo.convert %219 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %221 = stablehlo.multiply %214, %220 : tensor<2x7x128xf32>
    %222 = stablehlo.reduce(%221 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %223 = stablehlo.reduce(%222 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %224 = stablehlo.multiply %223, %cst_27 : tensor<f32>
    %225 = stablehlo.negate %224 : tensor<f32>
    %226 = stablehlo.multiply %arg24, %cst_26 : tensor<128x32xf32>
    %227 = stablehlo.multiply %220, %cst_24 : tensor<2x7x128xf32>
    %228 = stablehlo.exponential %214 : tensor<2x7x128xf32>
    %229 = stablehlo.reduce(%227 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %231 = stablehlo.multiply %228, %230 : tensor<2x7x128xf32>
    %232 = stablehlo.subtract %227, %231 : tensor<2x7x128xf32>
    %233 = stablehlo.pad %232, %cst_47, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %234 = stablehlo.select %c_25, %233, %cst_23 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %236 = stablehlo.transpose %235, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %237 = stablehlo.dot_general %236, %202, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %238 = stablehlo.compare  LT, %arg0, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %239 = stablehlo.add %arg0, %c_21 : tensor<2x8xi64>
    %240 = stablehlo.select %238, %239, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %241 = stablehlo.reshape %240 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %242 = stablehlo.compare  EQ, %arg0, %c_20 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %244 = stablehlo.add %batch_var_59, %cst_18 : tensor<16xf32>
    %245 = stablehlo.rsqrt %244 : tensor<16xf32>
    %246 = stablehlo.reshape %245 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %247 = stablehlo.divide %246, %cst_17 : tensor<2x8x1xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.dot_general %235, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %251 = stablehlo.reshape %250 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %252 = stablehlo.multiply %251, %199 : tensor<2x8x32xf32>
    %253 = stablehlo.multiply %252, %cst_16 : tensor<2x8x32xf32>
    %254 = stablehlo.reduce(%252 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %256 = stablehlo.subtract %253, %255 : tensor<2x8x32xf32>
    %257 = stablehlo.reshape %batch_mean_58 : (tensor<16xf32>) -> tensor<2x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %259 = stablehlo.subtract %196, %258 : tensor<2x8x32xf32>
    %260 = stablehlo.reshape %245 : (tensor<16xf32>) -> tensor<2x8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %262 = stablehlo.multiply %259, %261 : tensor<2x8x32xf32>
    %263 = stablehlo.multiply %252, %262 : tensor<2x8x32xf32>
    %264 = stablehlo.reduce(%263 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %266 = stablehlo.multiply %262, %265 : tensor<2x8x32xf32>
    %267 = stablehlo.subtract %256, %266 : tensor<2x8x32xf32>
    %268 = stablehlo.multiply %249, %267 : tensor<2x8x32xf32>
    %269 = stablehlo.add %batch_var_56, %cst_18 : tensor<16xf32>
    %270 = stablehlo.rsqrt %269 : tensor<16xf32>
    %271 = stablehlo.reshape %270 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %272 = stablehlo.divide %271, %cst_17 : tensor<2x8x1xf32>
    %273 = stablehlo.reshape %272 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %275 = stablehlo.reshape %268 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %276 = stablehlo.dot_general %275, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %277 = stablehlo.reshape %276 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %278 = stablehlo.multiply %190, %cst_30 : tensor<2x8x128xf32>
    %279 = stablehlo.multiply %186, %186 : tensor<2x8x128xf32>
    %280 = stablehlo.multiply %279, %cst_15 : tensor<2x8x128xf32>
    %281 = stablehlo.exponential %280 : tensor<2x8x128xf32>
    %282 = stablehlo.multiply %281, %cst_14 : tensor<2x8x128xf32>
    %283 = stablehlo.multiply %186, %282 : tensor<2x8x128xf32>
    %284 = stablehlo.add %278, %283 : tensor<2x8x128xf32>
    %285 = stablehlo.multiply %277, %284 : tensor<2x8x128xf32>
    %286 = stablehlo.reshape %285 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %287 = stablehlo.dot_general %286, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %288 = stablehlo.reshape %287 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %289 = stablehlo.multiply %288, %180 : tensor<2x8x32xf32>
    %290 = stablehlo.multiply %289, %cst_16 : tensor<2x8x32xf32>
    %291 = stablehlo.reduce(%289 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %293 = stablehlo.subtract %290, %292 : tensor<2x8x32xf32>
    %294 = stablehlo.reshape %batch_mean_55 : (tensor<16xf32>) -> tensor<2x8xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %296 = stablehlo.subtract %176, %295 : tensor<2x8x32xf32>
    %297 = stablehlo.reshape %270 : (tensor<16xf32>) -> tensor<2x8xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %299 = stablehlo.multiply %296, %298 : tensor<2x8x32xf32>
    %300 = stablehlo.multiply %289, %299 : tensor<2x8x32xf32>
    %301 = stablehlo.reduce(%300 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %303 = stablehlo.multiply %299, %302 : tensor<2x8x32xf32>
    %304 = stablehlo.subtract %293, %303 : tensor<2x8x32xf32>
    %305 = stablehlo.multiply %274, %304 : tensor<2x8x32xf32>
    %306 = stablehlo.add %268, %305 : tensor<2x8x32xf32>
    %307 = stablehlo.add %batch_var_53, %cst_18 : tensor<16xf32>
    %308 = stablehlo.rsqrt %307 : tensor<16xf32>
    %309 = stablehlo.reshape %308 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %310 = stablehlo.divide %309, %cst_17 : tensor<2x8x1xf32>
    %311 = stablehlo.reshape %310 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %313 = stablehlo.transpose %163, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %314 = stablehlo.reshape %306 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %315 = stablehlo.dot_general %314, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %316 = stablehlo.reshape %315 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %317 = stablehlo.transpose %316, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %318 = stablehlo.reshape %317 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %319 = stablehlo.dot_general %313, %318, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %321 = stablehlo.transpose %320, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %322 = stablehlo.pad %321, %cst_47, low = [0, 0, 0, 16], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4x24xf32>
    %323 = stablehlo.select %c_13, %322, %cst_12 : tensor<2x8x4x24xi1>, tensor<2x8x4x24xf32>
    %324 = stablehlo.transpose %140, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %325 = stablehlo.transpose %166, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %326 = stablehlo.dot_general %318, %325, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %327 = stablehlo.reshape %326 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %328 = stablehlo.multiply %327, %162 : tensor<2x4x8x8xf32>
    %329 = stablehlo.reduce(%328 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %331 = stablehlo.multiply %162, %330 : tensor<2x4x8x8xf32>
    %332 = stablehlo.subtract %328, %331 : tensor<2x4x8x8xf32>
    %333 = stablehlo.reshape %332 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %334 = stablehlo.dot_general %324, %333, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %335 = stablehlo.multiply %334, %cst_38 : tensor<8x8x8xf32>
    %336 = stablehlo.transpose %335, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %337 = stablehlo.reshape %336 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %338 = stablehlo.multiply %337, %31 : tensor<2x4x8x8xf32>
    %339 = stablehlo.slice %338 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %340 = stablehlo.negate %339 : tensor<2x4x8x4xf32>
    %341 = stablehlo.pad %340, %cst_47, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %342 = stablehlo.select %c_10, %341, %cst_9 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %343 = stablehlo.slice %338 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %344 = stablehlo.pad %343, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %345 = stablehlo.select %c_8, %344, %cst_9 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %346 = stablehlo.add %342, %345 : tensor<2x4x8x8xf32>
    %347 = stablehlo.multiply %337, %23 : tensor<2x4x8x8xf32>
    %348 = stablehlo.add %346, %347 : tensor<2x4x8x8xf32>
    %349 = stablehlo.transpose %348, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %350 = stablehlo.pad %349, %cst_47, low = [0, 0, 0, 8], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4x24xf32>
    %351 = stablehlo.select %c_11, %350, %cst_12 : tensor<2x8x4x24xi1>, tensor<2x8x4x24xf32>
    %352 = stablehlo.add %323, %351 : tensor<2x8x4x24xf32>
    %353 = stablehlo.dot_general %333, %150, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %354 = stablehlo.multiply %353, %cst_38 : tensor<8x8x8xf32>
    %355 = stablehlo.reshape %354 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %356 = stablehlo.multiply %355, %31 : tensor<2x4x8x8xf32>
    %357 = stablehlo.slice %356 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %358 = stablehlo.negate %357 : tensor<2x4x8x4xf32>
    %359 = stablehlo.pad %358, %cst_47, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %360 = stablehlo.select %c_10, %359, %cst_9 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %361 = stablehlo.slice %356 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %362 = stablehlo.pad %361, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %363 = stablehlo.select %c_8, %362, %cst_9 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %364 = stablehlo.add %360, %363 : tensor<2x4x8x8xf32>
    %365 = stablehlo.multiply %355, %23 : tensor<2x4x8x8xf32>
    %366 = stablehlo.add %364, %365 : tensor<2x4x8x8xf32>
    %367 = stablehlo.transpose %366, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %368 = stablehlo.pad %367, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 16], interior = [0, 0, 0, 0] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4x24xf32>
    %369 = stablehlo.select %c, %368, %cst_12 : tensor<2x8x4x24xi1>, tensor<2x8x4x24xf32>
    %370 = stablehlo.add %352, %369 : tensor<2x8x4x24xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x8x4x24xf32>) -> tensor<16x96xf32>
    %372 = stablehlo.dot_general %371, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96xf32>, tensor<96x32xf32>) -> tensor<16x32xf32>
    %373 = stablehlo.reshape %372 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %374 = stablehlo.multiply %373, %124 : tensor<2x8x32xf32>
    %375 = stablehlo.multiply %374, %cst_16 : tensor<2x8x32xf32>
    %376 = stablehlo.reduce(%374 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %378 = stablehlo.subtract %375, %377 : tensor<2x8x32xf32>
    %379 = stablehlo.reshape %batch_mean_52 : (tensor<16xf32>) -> tensor<2x8xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %381 = stablehlo.subtract %120, %380 : tensor<2x8x32xf32>
    %382 = stablehlo.reshape %308 : (tensor<16xf32>) -> tensor<2x8xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %384 = stablehlo.multiply %381, %383 : tensor<2x8x32xf32>
    %385 = stablehlo.multiply %374, %384 : tensor<2x8x32xf32>
    %386 = stablehlo.reduce(%385 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %388 = stablehlo.multiply %384, %387 : tensor<2x8x32xf32>
    %389 = stablehlo.subtract %378, %388 : tensor<2x8x32xf32>
    %390 = stablehlo.multiply %312, %389 : tensor<2x8x32xf32>
    %391 = stablehlo.add %306, %390 : tensor<2x8x32xf32>
    %392 = stablehlo.add %batch_var_50, %cst_18 : tensor<16xf32>
    %393 = stablehlo.rsqrt %392 : tensor<16xf32>
    %394 = stablehlo.reshape %393 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %395 = stablehlo.divide %394, %cst_17 : tensor<2x8x1xf32>
    %396 = stablehlo.reshape %395 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %398 = stablehlo.reshape %391 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %399 = stablehlo.dot_general %398, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %400 = stablehlo.reshape %399 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %401 = stablehlo.multiply %114, %cst_30 : tensor<2x8x128xf32>
    %402 = stablehlo.multiply %110, %110 : tensor<2x8x128xf32>
    %403 = stablehlo.multiply %402, %cst_15 : tensor<2x8x128xf32>
    %404 = stablehlo.exponential %403 : tensor<2x8x128xf32>
    %405 = stablehlo.multiply %404, %cst_14 : tensor<2x8x128xf32>
    %406 = stablehlo.multiply %110, %405 : tensor<2x8x128xf32>
    %407 = stablehlo.add %401, %406 : tensor<2x8x128xf32>
    %408 = stablehlo.multiply %400, %407 : tensor<2x8x128xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %410 = stablehlo.dot_general %409, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %411 = stablehlo.reshape %410 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %412 = stablehlo.multiply %411, %104 : tensor<2x8x32xf32>
    %413 = stablehlo.multiply %412, %cst_16 : tensor<2x8x32xf32>
    %414 = stablehlo.reduce(%412 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %416 = stablehlo.subtract %413, %415 : tensor<2x8x32xf32>
    %417 = stablehlo.reshape %batch_mean_49 : (tensor<16xf32>) -> tensor<2x8xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %419 = stablehlo.subtract %100, %418 : tensor<2x8x32xf32>
    %420 = stablehlo.reshape %393 : (tensor<16xf32>) -> tensor<2x8xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %422 = stablehlo.multiply %419, %421 : tensor<2x8x32xf32>
    %423 = stablehlo.multiply %412, %422 : tensor<2x8x32xf32>
    %424 = stablehlo.reduce(%423 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %426 = stablehlo.multiply %422, %425 : tensor<2x8x32xf32>
    %427 = stablehlo.subtract %416, %426 : tensor<2x8x32xf32>
    %428 = stablehlo.multiply %397, %427 : tensor<2x8x32xf32>
    %429 = stablehlo.add %391, %428 : tensor<2x8x32xf32>
    %430 = stablehlo.add %batch_var, %cst_18 : tensor<16xf32>
    %431 = stablehlo.rsqrt %430 : tensor<16xf32>
    %432 = stablehlo.reshape %431 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %433 = stablehlo.divide %432, %cst_17 : tensor<2x8x1xf32>
    %434 = stablehlo.reshape %433 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %436 = stablehlo.transpose %89, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %437 = stablehlo.reshape %429 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %438 = stablehlo.dot_general %437, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %439 = stablehlo.reshape %438 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %440 = stablehlo.transpose %439, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %441 = stablehlo.reshape %440 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %442 = stablehlo.dot_general %436, %441, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %443 = stablehlo.reshape %442 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %444 = stablehlo.transpose %443, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %445 = stablehlo.pad %444, %cst_47, low = [0, 0, 0, 16], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4x24xf32>
    %446 = stablehlo.select %c_13, %445, %cst_12 : tensor<2x8x4x24xi1>, tensor<2x8x4x24xf32>
    %447 = stablehlo.transpose %34, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %448 = stablehlo.transpose %92, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %449 = stablehlo.dot_general %441, %448, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %450 = stablehlo.reshape %449 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %451 = stablehlo.multiply %450, %88 : tensor<2x4x8x8xf32>
    %452 = stablehlo.reduce(%451 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %454 = stablehlo.multiply %88, %453 : tensor<2x4x8x8xf32>
    %455 = stablehlo.subtract %451, %454 : tensor<2x4x8x8xf32>
    %456 = stablehlo.reshape %455 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %457 = stablehlo.dot_general %447, %456, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %458 = stablehlo.multiply %457, %cst_38 : tensor<8x8x8xf32>
    %459 = stablehlo.transpose %458, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %460 = stablehlo.reshape %459 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %461 = stablehlo.multiply %460, %31 : tensor<2x4x8x8xf32>
    %462 = stablehlo.slice %461 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %463 = stablehlo.negate %462 : tensor<2x4x8x4xf32>
    %464 = stablehlo.pad %463, %cst_47, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %465 = stablehlo.select %c_10, %464, %cst_9 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %466 = stablehlo.slice %461 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %467 = stablehlo.pad %466, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %468 = stablehlo.select %c_8, %467, %cst_9 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %469 = stablehlo.add %465, %468 : tensor<2x4x8x8xf32>
    %470 = stablehlo.multiply %460, %23 : tensor<2x4x8x8xf32>
    %471 = stablehlo.add %469, %470 : tensor<2x4x8x8xf32>
    %472 = stablehlo.transpose %471, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %473 = stablehlo.pad %472, %cst_47, low = [0, 0, 0, 8], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4x24xf32>
    %474 = stablehlo.select %c_11, %473, %cst_12 : tensor<2x8x4x24xi1>, tensor<2x8x4x24xf32>
    %475 = stablehlo.add %446, %474 : tensor<2x8x4x24xf32>
    %476 = stablehlo.dot_general %456, %44, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %477 = stablehlo.multiply %476, %cst_38 : tensor<8x8x8xf32>
    %478 = stablehlo.reshape %477 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %479 = stablehlo.multiply %478, %31 : tensor<2x4x8x8xf32>
    %480 = stablehlo.slice %479 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %481 = stablehlo.negate %480 : tensor<2x4x8x4xf32>
    %482 = stablehlo.pad %481, %cst_47, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %483 = stablehlo.select %c_10, %482, %cst_9 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %484 = stablehlo.slice %479 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %485 = stablehlo.pad %484, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %486 = stablehlo.select %c_8, %485, %cst_9 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %487 = stablehlo.add %483, %486 : tensor<2x4x8x8xf32>
    %488 = stablehlo.multiply %478, %23 : tensor<2x4x8x8xf32>
    %489 = stablehlo.add %487, %488 : tensor<2x4x8x8xf32>
    %490 = stablehlo.transpose %489, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %491 = stablehlo.pad %490, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 16], interior = [0, 0, 0, 0] : (tensor<2x8x4x8xf32>, tensor<f32>) -> tensor<2x8x4x24xf32>
    %492 = stablehlo.select %c, %491, %cst_12 : tensor<2x8x4x24xi1>, tensor<2x8x4x24xf32>
    %493 = stablehlo.add %475, %492 : tensor<2x8x4x24xf32>
    %494 = stablehlo.reshape %493 : (tensor<2x8x4x24xf32>) -> tensor<16x96xf32>
    %495 = stablehlo.dot_general %494, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96xf32>, tensor<96x32xf32>) -> tensor<16x32xf32>
    %496 = stablehlo.reshape %495 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %497 = stablehlo.multiply %496, %8 : tensor<2x8x32xf32>
    %498 = stablehlo.multiply %497, %cst_16 : tensor<2x8x32xf32>
    %499 = stablehlo.reduce(%497 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %501 = stablehlo.subtract %498, %500 : tensor<2x8x32xf32>
    %502 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %504 = stablehlo.subtract %4, %503 : tensor<2x8x32xf32>
    %505 = stablehlo.reshape %431 : (tensor<16xf32>) -> tensor<2x8xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %507 = stablehlo.multiply %504, %506 : tensor<2x8x32xf32>
    %508 = stablehlo.multiply %497, %507 : tensor<2x8x32xf32>
    %509 = stablehlo.reduce(%508 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %511 = stablehlo.multiply %507, %510 : tensor<2x8x32xf32>
    %512 = stablehlo.subtract %501, %511 : tensor<2x8x32xf32>
    %513 = stablehlo.multiply %435, %512 : tensor<2x8x32xf32>
    %514 = stablehlo.add %429, %513 : tensor<2x8x32xf32>
    %515 = stablehlo.select %243, %cst_19, %514 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %516 = "stablehlo.scatter"(%cst_22, %241, %515) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %629 = stablehlo.add %arg44, %arg45 : tensor<f32>
      stablehlo.return %629 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %517 = stablehlo.add %237, %516 : tensor<128x32xf32>
    %518 = stablehlo.add %226, %517 : tensor<128x32xf32>
    %519 = stablehlo.multiply %518, %cst_7 : tensor<128x32xf32>
    %520 = stablehlo.subtract %arg1, %519 : tensor<128x32xf32>
    %521 = stablehlo.multiply %arg25, %cst_6 : tensor<32xf32>
    %522 = stablehlo.multiply %496, %507 : tensor<2x8x32xf32>
    %523 = stablehlo.reduce(%522 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %524 = stablehlo.add %521, %523 : tensor<32xf32>
    %525 = stablehlo.multiply %524, %cst_5 : tensor<32xf32>
    %526 = stablehlo.subtract %arg15, %525 : tensor<32xf32>
    %527 = stablehlo.multiply %arg26, %cst_6 : tensor<32xf32>
    %528 = stablehlo.reduce(%496 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %529 = stablehlo.add %527, %528 : tensor<32xf32>
    %530 = stablehlo.multiply %529, %cst_5 : tensor<32xf32>
    %531 = stablehlo.subtract %arg16, %530 : tensor<32xf32>
    %532 = stablehlo.multiply %arg27, %cst_6 : tensor<32xf32>
    %533 = stablehlo.multiply %411, %422 : tensor<2x8x32xf32>
    %534 = stablehlo.reduce(%533 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %535 = stablehlo.add %532, %534 : tensor<32xf32>
    %536 = stablehlo.multiply %535, %cst_5 : tensor<32xf32>
    %537 = stablehlo.subtract %arg12, %536 : tensor<32xf32>
    %538 = stablehlo.multiply %arg28, %cst_6 : tensor<32xf32>
    %539 = stablehlo.reduce(%411 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %540 = stablehlo.add %538, %539 : tensor<32xf32>
    %541 = stablehlo.multiply %540, %cst_5 : tensor<32xf32>
    %542 = stablehlo.subtract %arg20, %541 : tensor<32xf32>
    %543 = stablehlo.multiply %arg29, %cst_4 : tensor<96x32xf32>
    %544 = stablehlo.transpose %494, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,16]{0,1}"} : (tensor<16x96xf32>) -> tensor<96x16xf32>
    %545 = stablehlo.dot_general %544, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x16xf32>, tensor<16x32xf32>) -> tensor<96x32xf32>
    %546 = stablehlo.add %543, %545 : tensor<96x32xf32>
    %547 = stablehlo.multiply %546, %cst_3 : tensor<96x32xf32>
    %548 = stablehlo.subtract %arg14, %547 : tensor<96x32xf32>
    %549 = stablehlo.multiply %arg30, %cst_2 : tensor<32x32xf32>
    %550 = stablehlo.transpose %437, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %551 = stablehlo.dot_general %550, %96, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %552 = stablehlo.add %549, %551 : tensor<32x32xf32>
    %553 = stablehlo.multiply %552, %cst_1 : tensor<32x32xf32>
    %554 = stablehlo.subtract %arg13, %553 : tensor<32x32xf32>
    %555 = stablehlo.multiply %arg31, %cst_26 : tensor<128x32xf32>
    %556 = stablehlo.transpose %409, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %557 = stablehlo.dot_general %556, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %558 = stablehlo.add %555, %557 : tensor<128x32xf32>
    %559 = stablehlo.multiply %558, %cst_7 : tensor<128x32xf32>
    %560 = stablehlo.subtract %arg11, %559 : tensor<128x32xf32>
    %561 = stablehlo.multiply %arg32, %cst_0 : tensor<32x128xf32>
    %562 = stablehlo.transpose %398, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %563 = stablehlo.dot_general %562, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %564 = stablehlo.add %561, %563 : tensor<32x128xf32>
    %565 = stablehlo.multiply %564, %cst : tensor<32x128xf32>
    %566 = stablehlo.subtract %arg10, %565 : tensor<32x128xf32>
    %567 = stablehlo.multiply %arg33, %cst_6 : tensor<32xf32>
    %568 = stablehlo.multiply %373, %384 : tensor<2x8x32xf32>
    %569 = stablehlo.reduce(%568 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %570 = stablehlo.add %567, %569 : tensor<32xf32>
    %571 = stablehlo.multiply %570, %cst_5 : tensor<32xf32>
    %572 = stablehlo.subtract %arg9, %571 : tensor<32xf32>
    %573 = stablehlo.multiply %arg34, %cst_6 : tensor<32xf32>
    %574 = stablehlo.reduce(%373 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %575 = stablehlo.add %573, %574 : tensor<32xf32>
    %576 = stablehlo.multiply %575, %cst_5 : tensor<32xf32>
    %577 = stablehlo.subtract %arg21, %576 : tensor<32xf32>
    %578 = stablehlo.multiply %arg35, %cst_6 : tensor<32xf32>
    %579 = stablehlo.multiply %288, %299 : tensor<2x8x32xf32>
    %580 = stablehlo.reduce(%579 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %581 = stablehlo.add %578, %580 : tensor<32xf32>
    %582 = stablehlo.multiply %581, %cst_5 : tensor<32xf32>
    %583 = stablehlo.subtract %arg5, %582 : tensor<32xf32>
    %584 = stablehlo.multiply %arg36, %cst_6 : tensor<32xf32>
    %585 = stablehlo.reduce(%288 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %586 = stablehlo.add %584, %585 : tensor<32xf32>
    %587 = stablehlo.multiply %586, %cst_5 : tensor<32xf32>
    %588 = stablehlo.subtract %arg22, %587 : tensor<32xf32>
    %589 = stablehlo.multiply %arg37, %cst_6 : tensor<32xf32>
    %590 = stablehlo.reduce(%306 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %591 = stablehlo.add %589, %590 : tensor<32xf32>
    %592 = stablehlo.multiply %591, %cst_5 : tensor<32xf32>
    %593 = stablehlo.subtract %arg6, %592 : tensor<32xf32>
    %594 = stablehlo.multiply %arg38, %cst_4 : tensor<96x32xf32>
    %595 = stablehlo.transpose %371, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[96,16]{0,1}"} : (tensor<16x96xf32>) -> tensor<96x16xf32>
    %596 = stablehlo.dot_general %595, %127, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x16xf32>, tensor<16x32xf32>) -> tensor<96x32xf32>
    %597 = stablehlo.add %594, %596 : tensor<96x32xf32>
    %598 = stablehlo.multiply %597, %cst_3 : tensor<96x32xf32>
    %599 = stablehlo.subtract %arg8, %598 : tensor<96x32xf32>
    %600 = stablehlo.multiply %arg39, %cst_2 : tensor<32x32xf32>
    %601 = stablehlo.transpose %314, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %602 = stablehlo.dot_general %601, %170, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %603 = stablehlo.add %600, %602 : tensor<32x32xf32>
    %604 = stablehlo.multiply %603, %cst_1 : tensor<32x32xf32>
    %605 = stablehlo.subtract %arg7, %604 : tensor<32x32xf32>
    %606 = stablehlo.multiply %arg40, %cst_26 : tensor<128x32xf32>
    %607 = stablehlo.transpose %286, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %608 = stablehlo.dot_general %607, %183, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %609 = stablehlo.add %606, %608 : tensor<128x32xf32>
    %610 = stablehlo.multiply %609, %cst_7 : tensor<128x32xf32>
    %611 = stablehlo.subtract %arg4, %610 : tensor<128x32xf32>
    %612 = stablehlo.multiply %arg41, %cst_0 : tensor<32x128xf32>
    %613 = stablehlo.transpose %275, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %614 = stablehlo.dot_general %613, %192, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x128xf32>) -> tensor<32x128xf32>
    %615 = stablehlo.add %612, %614 : tensor<32x128xf32>
    %616 = stablehlo.multiply %615, %cst : tensor<32x128xf32>
    %617 = stablehlo.subtract %arg3, %616 : tensor<32x128xf32>
    %618 = stablehlo.multiply %arg42, %cst_6 : tensor<32xf32>
    %619 = stablehlo.multiply %251, %262 : tensor<2x8x32xf32>
    %620 = stablehlo.reduce(%619 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %621 = stablehlo.add %618, %620 : tensor<32xf32>
    %622 = stablehlo.multiply %621, %cst_5 : tensor<32xf32>
    %623 = stablehlo.subtract %arg2, %622 : tensor<32xf32>
    %624 = stablehlo.multiply %arg43, %cst_6 : tensor<32xf32>
    %625 = stablehlo.reduce(%251 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %626 = stablehlo.add %624, %625 : tensor<32xf32>
    %627 = stablehlo.multiply %626, %cst_5 : tensor<32xf32>
    %628 = stablehlo.subtract %arg23, %627 : tensor<32xf32>
    return %225, %520, %526, %531, %537, %542, %548, %554, %560, %566, %572, %577, %583, %588, %593, %599, %605, %611, %617, %623, %628, %518, %524, %529, %535, %540, %546, %552, %558, %564, %570, %575, %581, %586, %591, %597, %603, %609, %615, %621, %626 : tensor<f32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32x32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
