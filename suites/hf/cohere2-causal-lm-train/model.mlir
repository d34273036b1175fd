module @IrToHlo.1794 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 16 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 15 : i32}, %arg4: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg5: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<2x8xi64>, %arg11: tensor<i1>, %arg12: tensor<4xf32>, %arg13: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg14: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg16: tensor<64x32xf32> {tf.aliasing_output = 14 : i32}, %arg17: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg18: tensor<16x32xf32> {tf.aliasing_output = 12 : i32}, %arg19: tensor<16x32xf32> {tf.aliasing_output = 11 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg22: tensor<128x32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<16x32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<16x32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<32x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<64x32xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<64x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<32x64xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<32x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<16x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<16x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32x32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<64x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<64x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<32x64xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]], [[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]]]> : tensor<2x4x8x8xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_11 = stablehlo.constant dense<[[[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]], [[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]]]> : tensor<2x4x8x8xi1>
    %c_12 = stablehlo.constant dense<[[[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]], [[[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]], [[true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false], [true, false, true, false, true, false, true, false]]]]> : tensor<2x2x8x8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_14 = stablehlo.constant dense<[[[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]], [[[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]], [[false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true], [false, true, false, true, false, true, false, true]]]]> : tensor<2x2x8x8xi1>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_21 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_25 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_28 = stablehlo.constant dense<6.250000e-02> : tensor<2x8x128xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_31 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_32 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_33 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_35 = stablehlo.constant dense<[[[-4096, -4095, -4094, -4093, -4092, -4091, -4090, -4089]]]> : tensor<1x1x8xi64>
    %c_36 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_37 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_38 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %cst_41 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %c_42 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_44 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_45 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_46 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reduce(%4 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %7 = stablehlo.multiply %6, %cst_41 : tensor<2x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.subtract %4, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.power %9, %cst_40 : tensor<2x8x32xf32>
    %11 = stablehlo.reduce(%10 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.multiply %11, %cst_41 : tensor<2x8xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.add %13, %cst_39 : tensor<2x8x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x8x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %18 = stablehlo.multiply %9, %17 : tensor<2x8x32xf32>
    %19 = stablehlo.multiply %5, %18 : tensor<2x8x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %24 = stablehlo.transpose %23, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %25 = stablehlo.broadcast_in_dim %cst_38, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %26 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
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
    %46 = stablehlo.multiply %45, %cst_37 : tensor<2x4x8x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %48 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
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
    %67 = stablehlo.multiply %66, %cst_37 : tensor<2x4x8x8xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %69 = stablehlo.dot_general %47, %68, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %70 = stablehlo.reshape %69 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %71 = stablehlo.convert %arg11 : (tensor<i1>) -> tensor<ui8>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %74 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %75 = stablehlo.compare  GT, %73, %74 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %76 = stablehlo.convert %75 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %77 = stablehlo.and %72, %76 : tensor<1x1x8x8xui8>
    %78 = stablehlo.compare  NE, %77, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %79 = stablehlo.convert %78 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %80 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %81 = stablehlo.compare  LE, %73, %80 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %82 = stablehlo.convert %81 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %83 = stablehlo.and %79, %82 : tensor<1x1x8x8xui8>
    %84 = stablehlo.compare  NE, %83, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %85 = stablehlo.convert %84 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %86 = stablehlo.and %72, %85 : tensor<1x1x8x8xui8>
    %87 = stablehlo.compare  NE, %86, %c_46 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %88 = stablehlo.convert %87 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %89 = stablehlo.reshape %88 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %90 = stablehlo.broadcast_in_dim %89, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %91 = stablehlo.compare  NE, %arg10, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %92 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %93 = stablehlo.compare  LT, %92, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %94 = stablehlo.add %92, %c_32 : tensor<2x1x1x8xi64>
    %95 = stablehlo.select %93, %94, %92 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %96 = stablehlo.reshape %95 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %97 = stablehlo.broadcast_in_dim %c_36, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %98 = stablehlo.compare  LT, %97, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %99 = stablehlo.add %97, %c_31 : tensor<2x1x1x8xi64>
    %100 = stablehlo.select %98, %99, %97 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %101 = stablehlo.reshape %100 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %102 = stablehlo.concatenate %96, %101, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %103 = "stablehlo.gather"(%91, %102) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %104 = stablehlo.convert %103 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %105 = stablehlo.reshape %104 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %107 = stablehlo.and %90, %106 : tensor<2x1x8x8xui8>
    %108 = stablehlo.compare  NE, %107, %c_44 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %109 = stablehlo.select %108, %cst_30, %cst_29 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %112 = stablehlo.add %70, %111 : tensor<2x4x8x8xf32>
    %113 = stablehlo.reduce(%112 init: %cst_43) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %115 = stablehlo.subtract %112, %114 : tensor<2x4x8x8xf32>
    %116 = stablehlo.exponential %115 : tensor<2x4x8x8xf32>
    %117 = stablehlo.reduce(%116 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %119 = stablehlo.divide %116, %118 : tensor<2x4x8x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %121 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %122 = stablehlo.dot_general %20, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %123 = stablehlo.reshape %122 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %124 = stablehlo.transpose %123, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %127 = stablehlo.dot_general %120, %126, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %131 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %132 = stablehlo.dot_general %130, %131, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.add %4, %133 : tensor<2x8x32xf32>
    %135 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %136 = stablehlo.dot_general %20, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %138 = stablehlo.logistic %137 : tensor<2x8x64xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<2x8x64xf32>
    %140 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %141 = stablehlo.dot_general %20, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %143 = stablehlo.multiply %139, %142 : tensor<2x8x64xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %145 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %146 = stablehlo.dot_general %144, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %147 = stablehlo.reshape %146 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.add %134, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %150 = stablehlo.reduce(%148 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %151 = stablehlo.multiply %150, %cst_41 : tensor<2x8xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %153 = stablehlo.subtract %148, %152 : tensor<2x8x32xf32>
    %154 = stablehlo.power %153, %cst_40 : tensor<2x8x32xf32>
    %155 = stablehlo.reduce(%154 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %156 = stablehlo.multiply %155, %cst_41 : tensor<2x8xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %158 = stablehlo.add %157, %cst_39 : tensor<2x8x1xf32>
    %159 = stablehlo.rsqrt %158 : tensor<2x8x1xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %162 = stablehlo.multiply %153, %161 : tensor<2x8x32xf32>
    %163 = stablehlo.multiply %149, %162 : tensor<2x8x32xf32>
    %164 = stablehlo.reshape %163 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %165 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %166 = stablehlo.dot_general %164, %165, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %167 = stablehlo.reshape %166 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %168 = stablehlo.transpose %167, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %169 = stablehlo.multiply %168, %32 : tensor<2x4x8x8xf32>
    %170 = stablehlo.slice %168 [0:2, 0:4, 0:8, 1:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %171 = stablehlo.negate %170 : tensor<2x4x8x4xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %173 = stablehlo.slice %168 [0:2, 0:4, 0:8, 0:8:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4x1xf32>
    %175 = stablehlo.concatenate %172, %174, dim = 4 : (tensor<2x4x8x4x1xf32>, tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4x2xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x8xf32>
    %177 = stablehlo.multiply %176, %43 : tensor<2x4x8x8xf32>
    %178 = stablehlo.add %169, %177 : tensor<2x4x8x8xf32>
    %179 = stablehlo.multiply %178, %cst_37 : tensor<2x4x8x8xf32>
    %180 = stablehlo.reshape %179 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %181 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %182 = stablehlo.dot_general %164, %181, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %183 = stablehlo.reshape %182 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %184 = stablehlo.transpose %183, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %185 = stablehlo.multiply %184, %52 : tensor<2x2x8x8xf32>
    %186 = stablehlo.slice %184 [0:2, 0:2, 0:8, 1:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %187 = stablehlo.negate %186 : tensor<2x2x8x4xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %189 = stablehlo.slice %184 [0:2, 0:2, 0:8, 0:8:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x4x1xf32>
    %191 = stablehlo.concatenate %188, %190, dim = 4 : (tensor<2x2x8x4x1xf32>, tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4x2xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x8xf32>
    %193 = stablehlo.multiply %192, %61 : tensor<2x2x8x8xf32>
    %194 = stablehlo.add %185, %193 : tensor<2x2x8x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %196 = stablehlo.reshape %195 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %197 = stablehlo.transpose %196, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %198 = stablehlo.multiply %197, %cst_37 : tensor<2x4x8x8xf32>
    %199 = stablehlo.reshape %198 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %200 = stablehlo.dot_general %180, %199, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %201 = stablehlo.reshape %200 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %202 = stablehlo.add %201, %111 : tensor<2x4x8x8xf32>
    %203 = stablehlo.reduce(%202 init: %cst_43) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %205 = stablehlo.subtract %202, %204 : tensor<2x4x8x8xf32>
    %206 = stablehlo.exponential %205 : tensor<2x4x8x8xf32>
    %207 = stablehlo.reduce(%206 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %209 = stablehlo.divide %206, %208 : tensor<2x4x8x8xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %211 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %212 = stablehlo.dot_general %164, %211, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %213 = stablehlo.reshape %212 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %214 = stablehlo.transpose %213, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %217 = stablehlo.dot_general %210, %216, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %218 = stablehlo.reshape %217 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %221 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %222 = stablehlo.dot_general %220, %221, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %224 = stablehlo.add %148, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %226 = stablehlo.dot_general %164, %225, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %227 = stablehlo.reshape %226 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %228 = stablehlo.logistic %227 : tensor<2x8x64xf32>
    %229 = stablehlo.multiply %227, %228 : tensor<2x8x64xf32>
    %230 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %231 = stablehlo.dot_general %164, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %232 = stablehlo.reshape %231 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %233 = stablehlo.multiply %229, %232 : tensor<2x8x64xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %235 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %236 = stablehlo.dot_general %234, %235, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %237 = stablehlo.reshape %236 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %238 = stablehlo.add %224, %237 : tensor<2x8x32xf32>
    %239 = stablehlo.reduce(%238 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %240 = stablehlo.multiply %239, %cst_41 : tensor<2x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %242 = stablehlo.subtract %238, %241 : tensor<2x8x32xf32>
    %243 = stablehlo.power %242, %cst_40 : tensor<2x8x32xf32>
    %244 = stablehlo.reduce(%243 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %245 = stablehlo.multiply %244, %cst_41 : tensor<2x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %247 = stablehlo.add %246, %cst_39 : tensor<2x8x1xf32>
    %248 = stablehlo.rsqrt %247 : tensor<2x8x1xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %251 = stablehlo.multiply %242, %250 : tensor<2x8x32xf32>
    %252 = stablehlo.multiply %0, %251 : tensor<2x8x32xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %254 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %255 = stablehlo.dot_general %253, %254, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %256 = stablehlo.reshape %255 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %257 = stablehlo.multiply %256, %cst_28 : tensor<2x8x128xf32>
    %258 = stablehlo.slice %257 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %259 = stablehlo.reduce(%258 init: %cst_43) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %261 = stablehlo.subtract %258, %260 : tensor<2x7x128xf32>
    %262 = stablehlo.exponential %261 : tensor<2x7x128xf32>
    %263 = stablehlo.reduce(%262 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %264 = stablehlo.log %263 : tensor<2x7xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %266 = stablehlo.subtract %261, %265 : tensor<2x7x128xf32>
    %267 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %269 = stablehlo.broadcast_in_dim %c_42, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %270 = stablehlo.compare  EQ, %268, %269 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %271 = stablehlo.convert %270 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %272 = stablehlo.convert %271 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %273 = stablehlo.multiply %266, %272 : tensor<2x7x128xf32>
    %274 = stablehlo.reduce(%273 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %275 = stablehlo.reduce(%274 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %276 = stablehlo.multiply %275, %cst_27 : tensor<f32>
    %277 = stablehlo.negate %276 : tensor<f32>
    %278 = stablehlo.multiply %arg22, %cst_26 : tensor<128x32xf32>
    %279 = stablehlo.multiply %272, %cst_24 : tensor<2x7x128xf32>
    %280 = stablehlo.exponential %266 : tensor<2x7x128xf32>
    %281 = stablehlo.reduce(%279 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %283 = stablehlo.multiply %280, %282 : tensor<2x7x128xf32>
    %284 = stablehlo.subtract %279, %283 : tensor<2x7x128xf32>
    %285 = stablehlo.pad %284, %cst_47, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %286 = stablehlo.select %c_25, %285, %cst_23 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %287 = stablehlo.multiply %286, %cst_28 : tensor<2x8x128xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %289 = stablehlo.transpose %288, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %290 = stablehlo.dot_general %289, %253, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %291 = stablehlo.compare  LT, %arg0, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %292 = stablehlo.add %arg0, %c_21 : tensor<2x8xi64>
    %293 = stablehlo.select %291, %292, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %294 = stablehlo.reshape %293 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %295 = stablehlo.compare  EQ, %arg0, %c_45 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %297 = stablehlo.dot_general %288, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %298 = stablehlo.reshape %297 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %299 = stablehlo.multiply %298, %0 : tensor<2x8x32xf32>
    %300 = stablehlo.multiply %299, %250 : tensor<2x8x32xf32>
    %301 = stablehlo.multiply %299, %242 : tensor<2x8x32xf32>
    %302 = stablehlo.reduce(%301 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %304 = stablehlo.multiply %303, %cst_19 : tensor<2x8x1xf32>
    %305 = stablehlo.power %248, %cst_18 : tensor<2x8x1xf32>
    %306 = stablehlo.multiply %304, %305 : tensor<2x8x1xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %309 = stablehlo.divide %308, %cst_17 : tensor<2x8x32xf32>
    %310 = stablehlo.power %242, %cst_16 : tensor<2x8x32xf32>
    %311 = stablehlo.multiply %310, %cst_40 : tensor<2x8x32xf32>
    %312 = stablehlo.multiply %309, %311 : tensor<2x8x32xf32>
    %313 = stablehlo.add %300, %312 : tensor<2x8x32xf32>
    %314 = stablehlo.negate %300 : tensor<2x8x32xf32>
    %315 = stablehlo.reduce(%314 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %317 = stablehlo.negate %312 : tensor<2x8x32xf32>
    %318 = stablehlo.reduce(%317 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %320 = stablehlo.add %316, %319 : tensor<2x8x1xf32>
    %321 = stablehlo.reshape %320 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %323 = stablehlo.divide %322, %cst_17 : tensor<2x8x32xf32>
    %324 = stablehlo.add %313, %323 : tensor<2x8x32xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %326 = stablehlo.dot_general %325, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %327 = stablehlo.reshape %326 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %328 = stablehlo.multiply %327, %229 : tensor<2x8x64xf32>
    %329 = stablehlo.reshape %328 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %330 = stablehlo.dot_general %329, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %331 = stablehlo.reshape %330 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %332 = stablehlo.multiply %327, %232 : tensor<2x8x64xf32>
    %333 = stablehlo.subtract %cst_15, %228 : tensor<2x8x64xf32>
    %334 = stablehlo.multiply %227, %333 : tensor<2x8x64xf32>
    %335 = stablehlo.add %334, %cst_15 : tensor<2x8x64xf32>
    %336 = stablehlo.multiply %228, %335 : tensor<2x8x64xf32>
    %337 = stablehlo.multiply %332, %336 : tensor<2x8x64xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %339 = stablehlo.dot_general %338, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %340 = stablehlo.reshape %339 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.add %331, %340 : tensor<2x8x32xf32>
    %342 = stablehlo.transpose %210, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %343 = stablehlo.dot_general %325, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %344 = stablehlo.reshape %343 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %345 = stablehlo.transpose %344, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %347 = stablehlo.dot_general %342, %346, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %348 = stablehlo.reshape %347 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %349 = stablehlo.reduce(%348 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %350 = stablehlo.transpose %349, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %351 = stablehlo.reshape %350 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %352 = stablehlo.dot_general %351, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %353 = stablehlo.reshape %352 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %354 = stablehlo.add %341, %353 : tensor<2x8x32xf32>
    %355 = stablehlo.transpose %180, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %356 = stablehlo.transpose %216, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %357 = stablehlo.dot_general %346, %356, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %358 = stablehlo.reshape %357 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %359 = stablehlo.multiply %358, %209 : tensor<2x4x8x8xf32>
    %360 = stablehlo.reduce(%359 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %362 = stablehlo.multiply %209, %361 : tensor<2x4x8x8xf32>
    %363 = stablehlo.subtract %359, %362 : tensor<2x4x8x8xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %365 = stablehlo.dot_general %355, %364, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %366 = stablehlo.reshape %365 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %367 = stablehlo.multiply %366, %cst_37 : tensor<2x4x8x8xf32>
    %368 = stablehlo.transpose %367, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %369 = stablehlo.reshape %368 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %370 = stablehlo.reduce(%369 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %371 = stablehlo.multiply %370, %61 : tensor<2x2x8x8xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4x2xf32>
    %373 = stablehlo.slice %372 [0:2, 0:2, 0:8, 0:4, 0:1] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %374 = stablehlo.reshape %373 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %375 = stablehlo.negate %374 : tensor<2x2x8x4xf32>
    %376 = stablehlo.pad %375, %cst_47, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %377 = stablehlo.select %c_14, %376, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %378 = stablehlo.slice %372 [0:2, 0:2, 0:8, 0:4, 1:2] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %379 = stablehlo.reshape %378 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %380 = stablehlo.pad %379, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %381 = stablehlo.select %c_12, %380, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %382 = stablehlo.add %377, %381 : tensor<2x2x8x8xf32>
    %383 = stablehlo.multiply %370, %52 : tensor<2x2x8x8xf32>
    %384 = stablehlo.add %382, %383 : tensor<2x2x8x8xf32>
    %385 = stablehlo.transpose %384, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %386 = stablehlo.reshape %385 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %387 = stablehlo.dot_general %386, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %388 = stablehlo.reshape %387 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %389 = stablehlo.add %354, %388 : tensor<2x8x32xf32>
    %390 = stablehlo.transpose %199, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %391 = stablehlo.dot_general %364, %390, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %392 = stablehlo.reshape %391 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %393 = stablehlo.multiply %392, %cst_37 : tensor<2x4x8x8xf32>
    %394 = stablehlo.multiply %393, %43 : tensor<2x4x8x8xf32>
    %395 = stablehlo.reshape %394 : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4x2xf32>
    %396 = stablehlo.slice %395 [0:2, 0:4, 0:8, 0:4, 0:1] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %398 = stablehlo.negate %397 : tensor<2x4x8x4xf32>
    %399 = stablehlo.pad %398, %cst_47, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %400 = stablehlo.select %c_11, %399, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %401 = stablehlo.slice %395 [0:2, 0:4, 0:8, 0:4, 1:2] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %402 = stablehlo.reshape %401 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %403 = stablehlo.pad %402, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %404 = stablehlo.select %c, %403, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %405 = stablehlo.add %400, %404 : tensor<2x4x8x8xf32>
    %406 = stablehlo.multiply %393, %32 : tensor<2x4x8x8xf32>
    %407 = stablehlo.add %405, %406 : tensor<2x4x8x8xf32>
    %408 = stablehlo.transpose %407, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %410 = stablehlo.dot_general %409, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %411 = stablehlo.reshape %410 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %412 = stablehlo.add %389, %411 : tensor<2x8x32xf32>
    %413 = stablehlo.multiply %412, %149 : tensor<2x8x32xf32>
    %414 = stablehlo.multiply %413, %161 : tensor<2x8x32xf32>
    %415 = stablehlo.add %324, %414 : tensor<2x8x32xf32>
    %416 = stablehlo.multiply %413, %153 : tensor<2x8x32xf32>
    %417 = stablehlo.reduce(%416 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %418 = stablehlo.reshape %417 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %419 = stablehlo.multiply %418, %cst_19 : tensor<2x8x1xf32>
    %420 = stablehlo.power %159, %cst_18 : tensor<2x8x1xf32>
    %421 = stablehlo.multiply %419, %420 : tensor<2x8x1xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %424 = stablehlo.divide %423, %cst_17 : tensor<2x8x32xf32>
    %425 = stablehlo.power %153, %cst_16 : tensor<2x8x32xf32>
    %426 = stablehlo.multiply %425, %cst_40 : tensor<2x8x32xf32>
    %427 = stablehlo.multiply %424, %426 : tensor<2x8x32xf32>
    %428 = stablehlo.add %415, %427 : tensor<2x8x32xf32>
    %429 = stablehlo.negate %414 : tensor<2x8x32xf32>
    %430 = stablehlo.reduce(%429 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %431 = stablehlo.reshape %430 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %432 = stablehlo.negate %427 : tensor<2x8x32xf32>
    %433 = stablehlo.reduce(%432 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %434 = stablehlo.reshape %433 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %435 = stablehlo.add %431, %434 : tensor<2x8x1xf32>
    %436 = stablehlo.reshape %435 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %438 = stablehlo.divide %437, %cst_17 : tensor<2x8x32xf32>
    %439 = stablehlo.add %428, %438 : tensor<2x8x32xf32>
    %440 = stablehlo.reshape %439 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %441 = stablehlo.dot_general %440, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %442 = stablehlo.reshape %441 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %443 = stablehlo.multiply %442, %139 : tensor<2x8x64xf32>
    %444 = stablehlo.reshape %443 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %445 = stablehlo.dot_general %444, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %446 = stablehlo.reshape %445 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %447 = stablehlo.multiply %442, %142 : tensor<2x8x64xf32>
    %448 = stablehlo.subtract %cst_15, %138 : tensor<2x8x64xf32>
    %449 = stablehlo.multiply %137, %448 : tensor<2x8x64xf32>
    %450 = stablehlo.add %449, %cst_15 : tensor<2x8x64xf32>
    %451 = stablehlo.multiply %138, %450 : tensor<2x8x64xf32>
    %452 = stablehlo.multiply %447, %451 : tensor<2x8x64xf32>
    %453 = stablehlo.reshape %452 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %454 = stablehlo.dot_general %453, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %455 = stablehlo.reshape %454 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %456 = stablehlo.add %446, %455 : tensor<2x8x32xf32>
    %457 = stablehlo.transpose %120, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %458 = stablehlo.dot_general %440, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %459 = stablehlo.reshape %458 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %460 = stablehlo.transpose %459, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %461 = stablehlo.reshape %460 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %462 = stablehlo.dot_general %457, %461, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %463 = stablehlo.reshape %462 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %464 = stablehlo.reduce(%463 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %465 = stablehlo.transpose %464, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %466 = stablehlo.reshape %465 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %467 = stablehlo.dot_general %466, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %468 = stablehlo.reshape %467 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %469 = stablehlo.add %456, %468 : tensor<2x8x32xf32>
    %470 = stablehlo.transpose %47, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %471 = stablehlo.transpose %126, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %472 = stablehlo.dot_general %461, %471, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.reshape %472 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %474 = stablehlo.multiply %473, %119 : tensor<2x4x8x8xf32>
    %475 = stablehlo.reduce(%474 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %477 = stablehlo.multiply %119, %476 : tensor<2x4x8x8xf32>
    %478 = stablehlo.subtract %474, %477 : tensor<2x4x8x8xf32>
    %479 = stablehlo.reshape %478 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %480 = stablehlo.dot_general %470, %479, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %481 = stablehlo.reshape %480 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %482 = stablehlo.multiply %481, %cst_37 : tensor<2x4x8x8xf32>
    %483 = stablehlo.transpose %482, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %484 = stablehlo.reshape %483 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %485 = stablehlo.reduce(%484 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %486 = stablehlo.multiply %485, %61 : tensor<2x2x8x8xf32>
    %487 = stablehlo.reshape %486 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4x2xf32>
    %488 = stablehlo.slice %487 [0:2, 0:2, 0:8, 0:4, 0:1] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %489 = stablehlo.reshape %488 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %490 = stablehlo.negate %489 : tensor<2x2x8x4xf32>
    %491 = stablehlo.pad %490, %cst_47, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %492 = stablehlo.select %c_14, %491, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %493 = stablehlo.slice %487 [0:2, 0:2, 0:8, 0:4, 1:2] : (tensor<2x2x8x4x2xf32>) -> tensor<2x2x8x4x1xf32>
    %494 = stablehlo.reshape %493 : (tensor<2x2x8x4x1xf32>) -> tensor<2x2x8x4xf32>
    %495 = stablehlo.pad %494, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %496 = stablehlo.select %c_12, %495, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %497 = stablehlo.add %492, %496 : tensor<2x2x8x8xf32>
    %498 = stablehlo.multiply %485, %52 : tensor<2x2x8x8xf32>
    %499 = stablehlo.add %497, %498 : tensor<2x2x8x8xf32>
    %500 = stablehlo.transpose %499, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %501 = stablehlo.reshape %500 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %502 = stablehlo.dot_general %501, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %503 = stablehlo.reshape %502 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %504 = stablehlo.add %469, %503 : tensor<2x8x32xf32>
    %505 = stablehlo.transpose %68, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %506 = stablehlo.dot_general %479, %505, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %507 = stablehlo.reshape %506 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %508 = stablehlo.multiply %507, %cst_37 : tensor<2x4x8x8xf32>
    %509 = stablehlo.multiply %508, %43 : tensor<2x4x8x8xf32>
    %510 = stablehlo.reshape %509 : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4x2xf32>
    %511 = stablehlo.slice %510 [0:2, 0:4, 0:8, 0:4, 0:1] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %512 = stablehlo.reshape %511 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %513 = stablehlo.negate %512 : tensor<2x4x8x4xf32>
    %514 = stablehlo.pad %513, %cst_47, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %515 = stablehlo.select %c_11, %514, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %516 = stablehlo.slice %510 [0:2, 0:4, 0:8, 0:4, 1:2] : (tensor<2x4x8x4x2xf32>) -> tensor<2x4x8x4x1xf32>
    %517 = stablehlo.reshape %516 : (tensor<2x4x8x4x1xf32>) -> tensor<2x4x8x4xf32>
    %518 = stablehlo.pad %517, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 1] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %519 = stablehlo.select %c, %518, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %520 = stablehlo.add %515, %519 : tensor<2x4x8x8xf32>
    %521 = stablehlo.multiply %508, %32 : tensor<2x4x8x8xf32>
    %522 = stablehlo.add %520, %521 : tensor<2x4x8x8xf32>
    %523 = stablehlo.transpose %522, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %524 = stablehlo.reshape %523 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %525 = stablehlo.dot_general %524, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %526 = stablehlo.reshape %525 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %527 = stablehlo.add %504, %526 : tensor<2x8x32xf32>
    %528 = stablehlo.multiply %527, %5 : tensor<2x8x32xf32>
    %529 = stablehlo.multiply %528, %17 : tensor<2x8x32xf32>
    %530 = stablehlo.add %439, %529 : tensor<2x8x32xf32>
    %531 = stablehlo.multiply %528, %9 : tensor<2x8x32xf32>
    %532 = stablehlo.reduce(%531 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %533 = stablehlo.reshape %532 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %534 = stablehlo.multiply %533, %cst_19 : tensor<2x8x1xf32>
    %535 = stablehlo.power %15, %cst_18 : tensor<2x8x1xf32>
    %536 = stablehlo.multiply %534, %535 : tensor<2x8x1xf32>
    %537 = stablehlo.reshape %536 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %539 = stablehlo.divide %538, %cst_17 : tensor<2x8x32xf32>
    %540 = stablehlo.power %9, %cst_16 : tensor<2x8x32xf32>
    %541 = stablehlo.multiply %540, %cst_40 : tensor<2x8x32xf32>
    %542 = stablehlo.multiply %539, %541 : tensor<2x8x32xf32>
    %543 = stablehlo.add %530, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.negate %529 : tensor<2x8x32xf32>
    %545 = stablehlo.reduce(%544 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %546 = stablehlo.reshape %545 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %547 = stablehlo.negate %542 : tensor<2x8x32xf32>
    %548 = stablehlo.reduce(%547 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %550 = stablehlo.add %546, %549 : tensor<2x8x1xf32>
    %551 = stablehlo.reshape %550 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %553 = stablehlo.divide %552, %cst_17 : tensor<2x8x32xf32>
    %554 = stablehlo.add %543, %553 : tensor<2x8x32xf32>
    %555 = stablehlo.select %296, %cst_20, %554 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %556 = "stablehlo.scatter"(%cst_22, %294, %555) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %661 = stablehlo.add %arg40, %arg41 : tensor<f32>
      stablehlo.return %661 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %557 = stablehlo.add %290, %556 : tensor<128x32xf32>
    %558 = stablehlo.add %278, %557 : tensor<128x32xf32>
    %559 = stablehlo.multiply %558, %cst_9 : tensor<128x32xf32>
    %560 = stablehlo.subtract %arg1, %559 : tensor<128x32xf32>
    %561 = stablehlo.multiply %arg23, %cst_8 : tensor<32x32xf32>
    %562 = stablehlo.transpose %524, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %563 = stablehlo.dot_general %562, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %564 = stablehlo.add %561, %563 : tensor<32x32xf32>
    %565 = stablehlo.multiply %564, %cst_7 : tensor<32x32xf32>
    %566 = stablehlo.subtract %arg14, %565 : tensor<32x32xf32>
    %567 = stablehlo.multiply %arg24, %cst_6 : tensor<16x32xf32>
    %568 = stablehlo.transpose %501, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %569 = stablehlo.dot_general %568, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %570 = stablehlo.add %567, %569 : tensor<16x32xf32>
    %571 = stablehlo.multiply %570, %cst_5 : tensor<16x32xf32>
    %572 = stablehlo.subtract %arg13, %571 : tensor<16x32xf32>
    %573 = stablehlo.multiply %arg25, %cst_6 : tensor<16x32xf32>
    %574 = stablehlo.transpose %466, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %575 = stablehlo.dot_general %574, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %576 = stablehlo.add %573, %575 : tensor<16x32xf32>
    %577 = stablehlo.multiply %576, %cst_5 : tensor<16x32xf32>
    %578 = stablehlo.subtract %arg9, %577 : tensor<16x32xf32>
    %579 = stablehlo.multiply %arg26, %cst_8 : tensor<32x32xf32>
    %580 = stablehlo.transpose %440, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %581 = stablehlo.dot_general %580, %130, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %582 = stablehlo.add %579, %581 : tensor<32x32xf32>
    %583 = stablehlo.multiply %582, %cst_7 : tensor<32x32xf32>
    %584 = stablehlo.subtract %arg8, %583 : tensor<32x32xf32>
    %585 = stablehlo.multiply %arg27, %cst_4 : tensor<64x32xf32>
    %586 = stablehlo.transpose %453, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %587 = stablehlo.dot_general %586, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %588 = stablehlo.add %585, %587 : tensor<64x32xf32>
    %589 = stablehlo.multiply %588, %cst_3 : tensor<64x32xf32>
    %590 = stablehlo.subtract %arg7, %589 : tensor<64x32xf32>
    %591 = stablehlo.multiply %arg28, %cst_4 : tensor<64x32xf32>
    %592 = stablehlo.transpose %444, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %593 = stablehlo.dot_general %592, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %594 = stablehlo.add %591, %593 : tensor<64x32xf32>
    %595 = stablehlo.multiply %594, %cst_3 : tensor<64x32xf32>
    %596 = stablehlo.subtract %arg5, %595 : tensor<64x32xf32>
    %597 = stablehlo.multiply %arg29, %cst_2 : tensor<32x64xf32>
    %598 = stablehlo.dot_general %580, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %599 = stablehlo.add %597, %598 : tensor<32x64xf32>
    %600 = stablehlo.multiply %599, %cst_1 : tensor<32x64xf32>
    %601 = stablehlo.subtract %arg4, %600 : tensor<32x64xf32>
    %602 = stablehlo.multiply %arg30, %cst_0 : tensor<32xf32>
    %603 = stablehlo.multiply %527, %18 : tensor<2x8x32xf32>
    %604 = stablehlo.reduce(%603 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %605 = stablehlo.add %602, %604 : tensor<32xf32>
    %606 = stablehlo.multiply %605, %cst : tensor<32xf32>
    %607 = stablehlo.subtract %arg6, %606 : tensor<32xf32>
    %608 = stablehlo.multiply %arg31, %cst_8 : tensor<32x32xf32>
    %609 = stablehlo.transpose %409, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %610 = stablehlo.dot_general %609, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %611 = stablehlo.add %608, %610 : tensor<32x32xf32>
    %612 = stablehlo.multiply %611, %cst_7 : tensor<32x32xf32>
    %613 = stablehlo.subtract %arg20, %612 : tensor<32x32xf32>
    %614 = stablehlo.multiply %arg32, %cst_6 : tensor<16x32xf32>
    %615 = stablehlo.transpose %386, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %616 = stablehlo.dot_general %615, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %617 = stablehlo.add %614, %616 : tensor<16x32xf32>
    %618 = stablehlo.multiply %617, %cst_5 : tensor<16x32xf32>
    %619 = stablehlo.subtract %arg19, %618 : tensor<16x32xf32>
    %620 = stablehlo.multiply %arg33, %cst_6 : tensor<16x32xf32>
    %621 = stablehlo.transpose %351, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %622 = stablehlo.dot_general %621, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %623 = stablehlo.add %620, %622 : tensor<16x32xf32>
    %624 = stablehlo.multiply %623, %cst_5 : tensor<16x32xf32>
    %625 = stablehlo.subtract %arg18, %624 : tensor<16x32xf32>
    %626 = stablehlo.multiply %arg34, %cst_8 : tensor<32x32xf32>
    %627 = stablehlo.transpose %325, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %628 = stablehlo.dot_general %627, %220, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %629 = stablehlo.add %626, %628 : tensor<32x32xf32>
    %630 = stablehlo.multiply %629, %cst_7 : tensor<32x32xf32>
    %631 = stablehlo.subtract %arg17, %630 : tensor<32x32xf32>
    %632 = stablehlo.multiply %arg35, %cst_4 : tensor<64x32xf32>
    %633 = stablehlo.transpose %338, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %634 = stablehlo.dot_general %633, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %635 = stablehlo.add %632, %634 : tensor<64x32xf32>
    %636 = stablehlo.multiply %635, %cst_3 : tensor<64x32xf32>
    %637 = stablehlo.subtract %arg16, %636 : tensor<64x32xf32>
    %638 = stablehlo.multiply %arg36, %cst_4 : tensor<64x32xf32>
    %639 = stablehlo.transpose %329, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %640 = stablehlo.dot_general %639, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %641 = stablehlo.add %638, %640 : tensor<64x32xf32>
    %642 = stablehlo.multiply %641, %cst_3 : tensor<64x32xf32>
    %643 = stablehlo.subtract %arg3, %642 : tensor<64x32xf32>
    %644 = stablehlo.multiply %arg37, %cst_2 : tensor<32x64xf32>
    %645 = stablehlo.dot_general %627, %234, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %646 = stablehlo.add %644, %645 : tensor<32x64xf32>
    %647 = stablehlo.multiply %646, %cst_1 : tensor<32x64xf32>
    %648 = stablehlo.subtract %arg2, %647 : tensor<32x64xf32>
    %649 = stablehlo.multiply %arg38, %cst_0 : tensor<32xf32>
    %650 = stablehlo.multiply %412, %162 : tensor<2x8x32xf32>
    %651 = stablehlo.reduce(%650 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %652 = stablehlo.add %649, %651 : tensor<32xf32>
    %653 = stablehlo.multiply %652, %cst : tensor<32xf32>
    %654 = stablehlo.subtract %arg15, %653 : tensor<32xf32>
    %655 = stablehlo.multiply %arg39, %cst_0 : tensor<32xf32>
    %656 = stablehlo.multiply %298, %251 : tensor<2x8x32xf32>
    %657 = stablehlo.reduce(%656 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %658 = stablehlo.add %655, %657 : tensor<32xf32>
    %659 = stablehlo.multiply %658, %cst : tensor<32xf32>
    %660 = stablehlo.subtract %arg21, %659 : tensor<32xf32>
    return %277, %560, %566, %572, %578, %584, %590, %596, %601, %607, %613, %619, %625, %631, %637, %643, %648, %654, %660, %558, %564, %570, %576, %582, %588, %594, %599, %605, %611, %617, %623, %629, %635, %641, %646, %652, %658 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
