module @IrToHlo.1392 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 13 : i32}, %arg4: tensor<32x64xf32> {tf.aliasing_output = 12 : i32}, %arg5: tensor<64xf32> {tf.aliasing_output = 11 : i32}, %arg6: tensor<64x32xf32> {tf.aliasing_output = 10 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 8 : i32}, %arg10: tensor<16xf32> {tf.aliasing_output = 7 : i32}, %arg11: tensor<16x32xf32> {tf.aliasing_output = 6 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 14 : i32}, %arg13: tensor<32xf32> {tf.aliasing_output = 15 : i32}, %arg14: tensor<2x8xi64>, %arg15: tensor<i1>, %arg16: tensor<4xf32>, %arg17: tensor<16xf32> {tf.aliasing_output = 5 : i32}, %arg18: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 3 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg23: tensor<128x32xf32> {tf.aliasing_output = 20 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg26: tensor<16x32xf32> {tf.aliasing_output = 23 : i32}, %arg27: tensor<16xf32> {tf.aliasing_output = 24 : i32}, %arg28: tensor<16x32xf32> {tf.aliasing_output = 25 : i32}, %arg29: tensor<16xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<64x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<64xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32x64xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 38 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_15 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_16 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_18 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_19 = stablehlo.constant dense<1.341450e-01> : tensor<2x8x64xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_24 = stablehlo.constant dense<-1> : tensor<2x8xi64>
    %c_25 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_28 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_29 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_31 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_32 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_33 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_34 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_39 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_40 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_41 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_42 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_43 = stablehlo.constant dense<[[[-4, -3, -2, -1, 0, 1, 2, 3]]]> : tensor<1x1x8xi64>
    %c_44 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_45 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_46 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %c_49 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_51 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_52 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_53 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg1, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"(%6, %cst_48, %cst_47) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %7 = stablehlo.reshape %output : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x8x32xf32>
    %10 = stablehlo.add %5, %9 : tensor<2x8x32xf32>
    %11 = stablehlo.reshape %10 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %12 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.add %13, %14 : tensor<16x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %17 = stablehlo.transpose %16, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %18 = stablehlo.broadcast_in_dim %cst_46, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %19 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<1x8x4xf32>
    %21 = stablehlo.concatenate %20, %20, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %22 = stablehlo.cosine %21 : tensor<1x8x8xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %25 = stablehlo.multiply %17, %24 : tensor<2x4x8x8xf32>
    %26 = stablehlo.slice %17 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %27 = stablehlo.negate %26 : tensor<2x4x8x4xf32>
    %28 = stablehlo.slice %17 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %29 = stablehlo.concatenate %27, %28, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.sine %21 : tensor<1x8x8xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %33 = stablehlo.multiply %29, %32 : tensor<2x4x8x8xf32>
    %34 = stablehlo.add %25, %33 : tensor<2x4x8x8xf32>
    %35 = stablehlo.multiply %34, %cst_45 : tensor<2x4x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %37 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %38 = stablehlo.dot_general %11, %37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %39 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %40 = stablehlo.add %38, %39 : tensor<16x16xf32>
    %41 = stablehlo.reshape %40 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %43 = stablehlo.broadcast_in_dim %23, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<2x2x8x8xf32>
    %45 = stablehlo.slice %42 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %46 = stablehlo.negate %45 : tensor<2x2x8x4xf32>
    %47 = stablehlo.slice %42 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %48 = stablehlo.concatenate %46, %47, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %49 = stablehlo.broadcast_in_dim %31, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<2x2x8x8xf32>
    %51 = stablehlo.add %44, %50 : tensor<2x2x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %54 = stablehlo.transpose %53, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %55 = stablehlo.multiply %54, %cst_45 : tensor<2x4x8x8xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %57 = stablehlo.dot_general %36, %56, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %59 = stablehlo.convert %arg15 : (tensor<i1>) -> tensor<ui8>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %61 = stablehlo.broadcast_in_dim %c_44, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %62 = stablehlo.broadcast_in_dim %c_43, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.compare  GT, %61, %62 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %64 = stablehlo.convert %63 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %65 = stablehlo.and %60, %64 : tensor<1x1x8x8xui8>
    %66 = stablehlo.compare  NE, %65, %c_53 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %67 = stablehlo.convert %66 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %68 = stablehlo.broadcast_in_dim %c_44, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %69 = stablehlo.compare  LE, %61, %68 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %70 = stablehlo.convert %69 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %71 = stablehlo.and %67, %70 : tensor<1x1x8x8xui8>
    %72 = stablehlo.compare  NE, %71, %c_53 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %73 = stablehlo.convert %72 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %74 = stablehlo.and %60, %73 : tensor<1x1x8x8xui8>
    %75 = stablehlo.compare  NE, %74, %c_53 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %76 = stablehlo.convert %75 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %77 = stablehlo.reshape %76 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %78 = stablehlo.broadcast_in_dim %77, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %79 = stablehlo.compare  NE, %arg14, %c_52 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %80 = stablehlo.broadcast_in_dim %c_42, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %81 = stablehlo.compare  LT, %80, %c_41 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %82 = stablehlo.add %80, %c_40 : tensor<2x1x1x8xi64>
    %83 = stablehlo.select %81, %82, %80 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %84 = stablehlo.reshape %83 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %85 = stablehlo.broadcast_in_dim %c_44, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %86 = stablehlo.compare  LT, %85, %c_41 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %87 = stablehlo.add %85, %c_39 : tensor<2x1x1x8xi64>
    %88 = stablehlo.select %86, %87, %85 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %90 = stablehlo.concatenate %84, %89, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %91 = "stablehlo.gather"(%79, %90) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %92 = stablehlo.convert %91 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %93 = stablehlo.reshape %92 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %95 = stablehlo.and %78, %94 : tensor<2x1x8x8xui8>
    %96 = stablehlo.compare  NE, %95, %c_51 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %97 = stablehlo.select %96, %cst_38, %cst_37 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %100 = stablehlo.add %58, %99 : tensor<2x4x8x8xf32>
    %101 = stablehlo.reduce(%100 init: %cst_50) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %103 = stablehlo.subtract %100, %102 : tensor<2x4x8x8xf32>
    %104 = stablehlo.exponential %103 : tensor<2x4x8x8xf32>
    %105 = stablehlo.reduce(%104 init: %cst_54) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %107 = stablehlo.divide %104, %106 : tensor<2x4x8x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %109 = stablehlo.transpose %arg11, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %110 = stablehlo.dot_general %11, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %111 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<16xf32>) -> tensor<16x16xf32>
    %112 = stablehlo.add %110, %111 : tensor<16x16xf32>
    %113 = stablehlo.reshape %112 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %114 = stablehlo.transpose %113, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %117 = stablehlo.dot_general %108, %116, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %119 = stablehlo.transpose %118, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %121 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %122 = stablehlo.dot_general %120, %121, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.add %122, %123 : tensor<16x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.add %4, %125 : tensor<2x8x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %128 = stablehlo.reshape %126 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_55, %batch_mean_56, %batch_var_57 = "stablehlo.batch_norm_training"(%128, %cst_48, %cst_47) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %129 = stablehlo.reshape %output_55 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.add %127, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %134 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %135 = stablehlo.dot_general %133, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %136 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<64xf32>) -> tensor<16x64xf32>
    %137 = stablehlo.add %135, %136 : tensor<16x64xf32>
    %138 = stablehlo.reshape %137 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %139 = stablehlo.multiply %138, %cst_36 : tensor<2x8x64xf32>
    %140 = stablehlo.power %138, %cst_32 : tensor<2x8x64xf32>
    %141 = stablehlo.multiply %140, %cst_33 : tensor<2x8x64xf32>
    %142 = stablehlo.add %138, %141 : tensor<2x8x64xf32>
    %143 = stablehlo.multiply %142, %cst_34 : tensor<2x8x64xf32>
    %144 = stablehlo.tanh %143 : tensor<2x8x64xf32>
    %145 = stablehlo.add %144, %cst_35 : tensor<2x8x64xf32>
    %146 = stablehlo.multiply %139, %145 : tensor<2x8x64xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %148 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %149 = stablehlo.dot_general %147, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %150 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.add %149, %150 : tensor<16x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %153 = stablehlo.add %126, %152 : tensor<2x8x32xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8x32xf32>) -> tensor<1x16x32xf32>
    %output_58, %batch_mean_59, %batch_var_60 = "stablehlo.batch_norm_training"(%154, %cst_48, %cst_47) <{epsilon = 9.99999974E-6 : f32, feature_index = 1 : i64}> : (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<1x16x32xf32>, tensor<16xf32>, tensor<16xf32>)
    %155 = stablehlo.reshape %output_58 : (tensor<1x16x32xf32>) -> tensor<2x8x32xf32>
    %156 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<2x8x32xf32>
    %158 = stablehlo.add %0, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %163 = stablehlo.slice %162 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %164 = stablehlo.reduce(%163 init: %cst_50) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %166 = stablehlo.subtract %163, %165 : tensor<2x7x128xf32>
    %167 = stablehlo.exponential %166 : tensor<2x7x128xf32>
    %168 = stablehlo.reduce(%167 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %169 = stablehlo.log %168 : tensor<2x7xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %171 = stablehlo.subtract %166, %170 : tensor<2x7x128xf32>
    %172 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %174 = stablehlo.broadcast_in_dim %c_49, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %175 = stablehlo.compare  EQ, %173, %174 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %176 = stablehlo.convert %175 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %177 = stablehlo.convert %176 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %178 = stablehlo.multiply %171, %177 : tensor<2x7x128xf32>
    %179 = stablehlo.reduce(%178 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %180 = stablehlo.reduce(%179 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %181 = stablehlo.multiply %180, %cst_31 : tensor<f32>
    %182 = stablehlo.negate %181 : tensor<f32>
    %183 = stablehlo.multiply %arg23, %cst_30 : tensor<128x32xf32>
    %184 = stablehlo.multiply %177, %cst_28 : tensor<2x7x128xf32>
    %185 = stablehlo.exponential %171 : tensor<2x7x128xf32>
    %186 = stablehlo.reduce(%184 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %188 = stablehlo.multiply %185, %187 : tensor<2x7x128xf32>
    %189 = stablehlo.subtract %184, %188 : tensor<2x7x128xf32>
    %190 = stablehlo.pad %189, %cst_54, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %191 = stablehlo.select %c_29, %190, %cst_27 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %193 = stablehlo.transpose %192, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %194 = stablehlo.dot_general %193, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %195 = stablehlo.compare  LT, %arg0, %c_52 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %196 = stablehlo.add %arg0, %c_25 : tensor<2x8xi64>
    %197 = stablehlo.select %195, %196, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %198 = stablehlo.reshape %197 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %199 = stablehlo.compare  EQ, %arg0, %c_24 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %201 = stablehlo.add %batch_var_60, %cst_22 : tensor<16xf32>
    %202 = stablehlo.rsqrt %201 : tensor<16xf32>
    %203 = stablehlo.reshape %202 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %204 = stablehlo.divide %203, %cst_21 : tensor<2x8x1xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %207 = stablehlo.dot_general %192, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %208 = stablehlo.reshape %207 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %209 = stablehlo.multiply %208, %156 : tensor<2x8x32xf32>
    %210 = stablehlo.multiply %209, %cst_20 : tensor<2x8x32xf32>
    %211 = stablehlo.reduce(%209 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %213 = stablehlo.subtract %210, %212 : tensor<2x8x32xf32>
    %214 = stablehlo.reshape %batch_mean_59 : (tensor<16xf32>) -> tensor<2x8xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %216 = stablehlo.subtract %153, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.reshape %202 : (tensor<16xf32>) -> tensor<2x8xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %219 = stablehlo.multiply %216, %218 : tensor<2x8x32xf32>
    %220 = stablehlo.multiply %209, %219 : tensor<2x8x32xf32>
    %221 = stablehlo.reduce(%220 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %223 = stablehlo.multiply %219, %222 : tensor<2x8x32xf32>
    %224 = stablehlo.subtract %213, %223 : tensor<2x8x32xf32>
    %225 = stablehlo.multiply %206, %224 : tensor<2x8x32xf32>
    %226 = stablehlo.add %batch_var_57, %cst_22 : tensor<16xf32>
    %227 = stablehlo.rsqrt %226 : tensor<16xf32>
    %228 = stablehlo.reshape %227 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %229 = stablehlo.divide %228, %cst_21 : tensor<2x8x1xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %232 = stablehlo.reshape %225 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %233 = stablehlo.dot_general %232, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %234 = stablehlo.reshape %233 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %235 = stablehlo.multiply %138, %138 : tensor<2x8x64xf32>
    %236 = stablehlo.multiply %235, %138 : tensor<2x8x64xf32>
    %237 = stablehlo.multiply %236, %cst_33 : tensor<2x8x64xf32>
    %238 = stablehlo.add %138, %237 : tensor<2x8x64xf32>
    %239 = stablehlo.multiply %238, %cst_34 : tensor<2x8x64xf32>
    %240 = stablehlo.tanh %239 : tensor<2x8x64xf32>
    %241 = stablehlo.add %240, %cst_35 : tensor<2x8x64xf32>
    %242 = stablehlo.multiply %241, %cst_36 : tensor<2x8x64xf32>
    %243 = stablehlo.multiply %240, %240 : tensor<2x8x64xf32>
    %244 = stablehlo.subtract %cst_35, %243 : tensor<2x8x64xf32>
    %245 = stablehlo.multiply %139, %244 : tensor<2x8x64xf32>
    %246 = stablehlo.multiply %235, %cst_19 : tensor<2x8x64xf32>
    %247 = stablehlo.add %246, %cst_35 : tensor<2x8x64xf32>
    %248 = stablehlo.multiply %247, %cst_34 : tensor<2x8x64xf32>
    %249 = stablehlo.multiply %245, %248 : tensor<2x8x64xf32>
    %250 = stablehlo.add %242, %249 : tensor<2x8x64xf32>
    %251 = stablehlo.multiply %234, %250 : tensor<2x8x64xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %253 = stablehlo.dot_general %252, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %255 = stablehlo.multiply %254, %130 : tensor<2x8x32xf32>
    %256 = stablehlo.multiply %255, %cst_20 : tensor<2x8x32xf32>
    %257 = stablehlo.reduce(%255 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %259 = stablehlo.subtract %256, %258 : tensor<2x8x32xf32>
    %260 = stablehlo.reshape %batch_mean_56 : (tensor<16xf32>) -> tensor<2x8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %262 = stablehlo.subtract %126, %261 : tensor<2x8x32xf32>
    %263 = stablehlo.reshape %227 : (tensor<16xf32>) -> tensor<2x8xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %265 = stablehlo.multiply %262, %264 : tensor<2x8x32xf32>
    %266 = stablehlo.multiply %255, %265 : tensor<2x8x32xf32>
    %267 = stablehlo.reduce(%266 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %269 = stablehlo.multiply %265, %268 : tensor<2x8x32xf32>
    %270 = stablehlo.subtract %259, %269 : tensor<2x8x32xf32>
    %271 = stablehlo.multiply %231, %270 : tensor<2x8x32xf32>
    %272 = stablehlo.add %225, %271 : tensor<2x8x32xf32>
    %273 = stablehlo.add %batch_var, %cst_22 : tensor<16xf32>
    %274 = stablehlo.rsqrt %273 : tensor<16xf32>
    %275 = stablehlo.reshape %274 : (tensor<16xf32>) -> tensor<2x8x1xf32>
    %276 = stablehlo.divide %275, %cst_21 : tensor<2x8x1xf32>
    %277 = stablehlo.reshape %276 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %279 = stablehlo.transpose %108, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %280 = stablehlo.reshape %272 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %281 = stablehlo.dot_general %280, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %282 = stablehlo.reshape %281 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %283 = stablehlo.transpose %282, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %284 = stablehlo.reshape %283 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %285 = stablehlo.dot_general %279, %284, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %286 = stablehlo.reshape %285 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %287 = stablehlo.reduce(%286 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %288 = stablehlo.transpose %287, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %290 = stablehlo.dot_general %289, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %291 = stablehlo.reshape %290 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %292 = stablehlo.transpose %36, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %293 = stablehlo.transpose %116, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %294 = stablehlo.dot_general %284, %293, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %295 = stablehlo.reshape %294 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %296 = stablehlo.multiply %295, %107 : tensor<2x4x8x8xf32>
    %297 = stablehlo.reduce(%296 init: %cst_54) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %299 = stablehlo.multiply %107, %298 : tensor<2x4x8x8xf32>
    %300 = stablehlo.subtract %296, %299 : tensor<2x4x8x8xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %302 = stablehlo.dot_general %292, %301, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %303 = stablehlo.reshape %302 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %304 = stablehlo.multiply %303, %cst_45 : tensor<2x4x8x8xf32>
    %305 = stablehlo.transpose %304, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %306 = stablehlo.reshape %305 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %307 = stablehlo.reduce(%306 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %308 = stablehlo.multiply %307, %49 : tensor<2x2x8x8xf32>
    %309 = stablehlo.slice %308 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %310 = stablehlo.negate %309 : tensor<2x2x8x4xf32>
    %311 = stablehlo.pad %310, %cst_54, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %312 = stablehlo.select %c_18, %311, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %313 = stablehlo.slice %308 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %314 = stablehlo.pad %313, %cst_54, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %315 = stablehlo.select %c_16, %314, %cst_17 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %316 = stablehlo.add %312, %315 : tensor<2x2x8x8xf32>
    %317 = stablehlo.multiply %307, %43 : tensor<2x2x8x8xf32>
    %318 = stablehlo.add %316, %317 : tensor<2x2x8x8xf32>
    %319 = stablehlo.transpose %318, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %321 = stablehlo.dot_general %320, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %322 = stablehlo.reshape %321 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %323 = stablehlo.add %291, %322 : tensor<2x8x32xf32>
    %324 = stablehlo.transpose %56, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %325 = stablehlo.dot_general %301, %324, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %326 = stablehlo.reshape %325 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %327 = stablehlo.multiply %326, %cst_45 : tensor<2x4x8x8xf32>
    %328 = stablehlo.multiply %327, %32 : tensor<2x4x8x8xf32>
    %329 = stablehlo.slice %328 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %330 = stablehlo.negate %329 : tensor<2x4x8x4xf32>
    %331 = stablehlo.pad %330, %cst_54, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %332 = stablehlo.select %c_15, %331, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %333 = stablehlo.slice %328 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %334 = stablehlo.pad %333, %cst_54, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %335 = stablehlo.select %c, %334, %cst_14 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %336 = stablehlo.add %332, %335 : tensor<2x4x8x8xf32>
    %337 = stablehlo.multiply %327, %24 : tensor<2x4x8x8xf32>
    %338 = stablehlo.add %336, %337 : tensor<2x4x8x8xf32>
    %339 = stablehlo.transpose %338, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %340 = stablehlo.reshape %339 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %341 = stablehlo.dot_general %340, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %342 = stablehlo.reshape %341 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %343 = stablehlo.add %323, %342 : tensor<2x8x32xf32>
    %344 = stablehlo.multiply %343, %8 : tensor<2x8x32xf32>
    %345 = stablehlo.multiply %344, %cst_20 : tensor<2x8x32xf32>
    %346 = stablehlo.reduce(%344 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %348 = stablehlo.subtract %345, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.reshape %batch_mean : (tensor<16xf32>) -> tensor<2x8xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %351 = stablehlo.subtract %4, %350 : tensor<2x8x32xf32>
    %352 = stablehlo.reshape %274 : (tensor<16xf32>) -> tensor<2x8xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %354 = stablehlo.multiply %351, %353 : tensor<2x8x32xf32>
    %355 = stablehlo.multiply %344, %354 : tensor<2x8x32xf32>
    %356 = stablehlo.reduce(%355 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %358 = stablehlo.multiply %354, %357 : tensor<2x8x32xf32>
    %359 = stablehlo.subtract %348, %358 : tensor<2x8x32xf32>
    %360 = stablehlo.multiply %278, %359 : tensor<2x8x32xf32>
    %361 = stablehlo.add %272, %360 : tensor<2x8x32xf32>
    %362 = stablehlo.select %200, %cst_23, %361 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %363 = "stablehlo.scatter"(%cst_26, %198, %362) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %467 = stablehlo.add %arg42, %arg43 : tensor<f32>
      stablehlo.return %467 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %364 = stablehlo.add %194, %363 : tensor<128x32xf32>
    %365 = stablehlo.add %183, %364 : tensor<128x32xf32>
    %366 = stablehlo.multiply %365, %cst_13 : tensor<128x32xf32>
    %367 = stablehlo.subtract %arg1, %366 : tensor<128x32xf32>
    %368 = stablehlo.multiply %arg24, %cst_12 : tensor<32x32xf32>
    %369 = stablehlo.transpose %340, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %370 = stablehlo.dot_general %369, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %371 = stablehlo.add %368, %370 : tensor<32x32xf32>
    %372 = stablehlo.multiply %371, %cst_11 : tensor<32x32xf32>
    %373 = stablehlo.subtract %arg20, %372 : tensor<32x32xf32>
    %374 = stablehlo.multiply %arg25, %cst_10 : tensor<32xf32>
    %375 = stablehlo.reduce(%340 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %376 = stablehlo.add %374, %375 : tensor<32xf32>
    %377 = stablehlo.multiply %376, %cst_9 : tensor<32xf32>
    %378 = stablehlo.subtract %arg19, %377 : tensor<32xf32>
    %379 = stablehlo.multiply %arg26, %cst_8 : tensor<16x32xf32>
    %380 = stablehlo.transpose %320, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %381 = stablehlo.dot_general %380, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %382 = stablehlo.add %379, %381 : tensor<16x32xf32>
    %383 = stablehlo.multiply %382, %cst_7 : tensor<16x32xf32>
    %384 = stablehlo.subtract %arg18, %383 : tensor<16x32xf32>
    %385 = stablehlo.multiply %arg27, %cst_6 : tensor<16xf32>
    %386 = stablehlo.reduce(%320 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %387 = stablehlo.add %385, %386 : tensor<16xf32>
    %388 = stablehlo.multiply %387, %cst_5 : tensor<16xf32>
    %389 = stablehlo.subtract %arg17, %388 : tensor<16xf32>
    %390 = stablehlo.multiply %arg28, %cst_8 : tensor<16x32xf32>
    %391 = stablehlo.transpose %289, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %392 = stablehlo.dot_general %391, %11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %393 = stablehlo.add %390, %392 : tensor<16x32xf32>
    %394 = stablehlo.multiply %393, %cst_7 : tensor<16x32xf32>
    %395 = stablehlo.subtract %arg11, %394 : tensor<16x32xf32>
    %396 = stablehlo.multiply %arg29, %cst_6 : tensor<16xf32>
    %397 = stablehlo.reduce(%289 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %398 = stablehlo.add %396, %397 : tensor<16xf32>
    %399 = stablehlo.multiply %398, %cst_5 : tensor<16xf32>
    %400 = stablehlo.subtract %arg10, %399 : tensor<16xf32>
    %401 = stablehlo.multiply %arg30, %cst_12 : tensor<32x32xf32>
    %402 = stablehlo.transpose %280, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %403 = stablehlo.dot_general %402, %120, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %404 = stablehlo.add %401, %403 : tensor<32x32xf32>
    %405 = stablehlo.multiply %404, %cst_11 : tensor<32x32xf32>
    %406 = stablehlo.subtract %arg9, %405 : tensor<32x32xf32>
    %407 = stablehlo.multiply %arg31, %cst_10 : tensor<32xf32>
    %408 = stablehlo.reduce(%280 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %409 = stablehlo.add %407, %408 : tensor<32xf32>
    %410 = stablehlo.multiply %409, %cst_9 : tensor<32xf32>
    %411 = stablehlo.subtract %arg8, %410 : tensor<32xf32>
    %412 = stablehlo.multiply %arg32, %cst_4 : tensor<64x32xf32>
    %413 = stablehlo.transpose %252, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %414 = stablehlo.dot_general %413, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %415 = stablehlo.add %412, %414 : tensor<64x32xf32>
    %416 = stablehlo.multiply %415, %cst_3 : tensor<64x32xf32>
    %417 = stablehlo.subtract %arg6, %416 : tensor<64x32xf32>
    %418 = stablehlo.multiply %arg33, %cst_2 : tensor<64xf32>
    %419 = stablehlo.reduce(%252 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %420 = stablehlo.add %418, %419 : tensor<64xf32>
    %421 = stablehlo.multiply %420, %cst_1 : tensor<64xf32>
    %422 = stablehlo.subtract %arg5, %421 : tensor<64xf32>
    %423 = stablehlo.multiply %arg34, %cst_0 : tensor<32x64xf32>
    %424 = stablehlo.transpose %232, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %425 = stablehlo.dot_general %424, %147, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %426 = stablehlo.add %423, %425 : tensor<32x64xf32>
    %427 = stablehlo.multiply %426, %cst : tensor<32x64xf32>
    %428 = stablehlo.subtract %arg4, %427 : tensor<32x64xf32>
    %429 = stablehlo.multiply %arg35, %cst_10 : tensor<32xf32>
    %430 = stablehlo.reduce(%232 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %431 = stablehlo.add %429, %430 : tensor<32xf32>
    %432 = stablehlo.multiply %431, %cst_9 : tensor<32xf32>
    %433 = stablehlo.subtract %arg3, %432 : tensor<32xf32>
    %434 = stablehlo.multiply %arg36, %cst_10 : tensor<32xf32>
    %435 = stablehlo.multiply %343, %354 : tensor<2x8x32xf32>
    %436 = stablehlo.reduce(%435 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %437 = stablehlo.add %434, %436 : tensor<32xf32>
    %438 = stablehlo.multiply %437, %cst_9 : tensor<32xf32>
    %439 = stablehlo.subtract %arg12, %438 : tensor<32xf32>
    %440 = stablehlo.multiply %arg37, %cst_10 : tensor<32xf32>
    %441 = stablehlo.reduce(%343 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %442 = stablehlo.add %440, %441 : tensor<32xf32>
    %443 = stablehlo.multiply %442, %cst_9 : tensor<32xf32>
    %444 = stablehlo.subtract %arg13, %443 : tensor<32xf32>
    %445 = stablehlo.multiply %arg38, %cst_10 : tensor<32xf32>
    %446 = stablehlo.multiply %254, %265 : tensor<2x8x32xf32>
    %447 = stablehlo.reduce(%446 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %448 = stablehlo.add %445, %447 : tensor<32xf32>
    %449 = stablehlo.multiply %448, %cst_9 : tensor<32xf32>
    %450 = stablehlo.subtract %arg7, %449 : tensor<32xf32>
    %451 = stablehlo.multiply %arg39, %cst_10 : tensor<32xf32>
    %452 = stablehlo.reduce(%254 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %453 = stablehlo.add %451, %452 : tensor<32xf32>
    %454 = stablehlo.multiply %453, %cst_9 : tensor<32xf32>
    %455 = stablehlo.subtract %arg21, %454 : tensor<32xf32>
    %456 = stablehlo.multiply %arg40, %cst_10 : tensor<32xf32>
    %457 = stablehlo.multiply %208, %219 : tensor<2x8x32xf32>
    %458 = stablehlo.reduce(%457 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %459 = stablehlo.add %456, %458 : tensor<32xf32>
    %460 = stablehlo.multiply %459, %cst_9 : tensor<32xf32>
    %461 = stablehlo.subtract %arg2, %460 : tensor<32xf32>
    %462 = stablehlo.multiply %arg41, %cst_10 : tensor<32xf32>
    %463 = stablehlo.reduce(%208 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %464 = stablehlo.add %462, %463 : tensor<32xf32>
    %465 = stablehlo.multiply %464, %cst_9 : tensor<32xf32>
    %466 = stablehlo.subtract %arg22, %465 : tensor<32xf32>
    return %182, %367, %373, %378, %384, %389, %395, %400, %406, %411, %417, %422, %428, %433, %439, %444, %450, %455, %461, %466, %365, %371, %376, %382, %387, %393, %398, %404, %409, %415, %420, %426, %431, %437, %442, %448, %453, %459, %464 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
