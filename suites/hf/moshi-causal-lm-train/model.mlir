module @IrToHlo.1811 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 19 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg4: tensor<64x32xf32> {tf.aliasing_output = 14 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg6: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg7: tensor<16x32xf32> {tf.aliasing_output = 12 : i32}, %arg8: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg9: tensor<32x32xf32> {tf.aliasing_output = 7 : i32}, %arg10: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg12: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg13: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 8 : i32}, %arg15: tensor<129x32xf32> {tf.aliasing_output = 1 : i32}, %arg16: tensor<2x8xi64>, %arg17: tensor<i1>, %arg18: tensor<4xf32>, %arg19: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg20: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg21: tensor<4xf32>, %arg22: tensor<16x32xf32> {tf.aliasing_output = 11 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 10 : i32}, %arg24: tensor<129x32xf32> {tf.aliasing_output = 20 : i32}, %arg25: tensor<32x32xf32> {tf.aliasing_output = 21 : i32}, %arg26: tensor<16x32xf32> {tf.aliasing_output = 22 : i32}, %arg27: tensor<16x32xf32> {tf.aliasing_output = 23 : i32}, %arg28: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg29: tensor<64x32xf32> {tf.aliasing_output = 25 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg31: tensor<32xf32> {tf.aliasing_output = 27 : i32}, %arg32: tensor<32xf32> {tf.aliasing_output = 28 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg34: tensor<16x32xf32> {tf.aliasing_output = 30 : i32}, %arg35: tensor<16x32xf32> {tf.aliasing_output = 31 : i32}, %arg36: tensor<32x32xf32> {tf.aliasing_output = 32 : i32}, %arg37: tensor<64x32xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<32x32xf32> {tf.aliasing_output = 34 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg41: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg42: tensor<128x32xf32> {tf.aliasing_output = 38 : i32}) -> (tensor<f32>, tensor<129x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<129x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<129x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_11 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_12 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_14 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %c_15 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x2x32xf32>
    %c_17 = stablehlo.constant dense<[false, true]> : tensor<2xi1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_19 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_23 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_24 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_26 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_27 = stablehlo.constant dense<129> : tensor<2x8xi64>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<129x32xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<129x32xf32>
    %cst_30 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_33 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_35 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_36 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_37 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_38 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_39 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_40 = stablehlo.constant dense<9.99999993E-9> : tensor<2x8x1xf32>
    %cst_41 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_43 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_45 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_46 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_47 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg15, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<129x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.power %3, %cst_42 : tensor<2x8x32xf32>
    %5 = stablehlo.reduce(%4 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %6 = stablehlo.multiply %5, %cst_41 : tensor<2x8xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %8 = stablehlo.add %7, %cst_40 : tensor<2x8x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<2x8x1xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %12 = stablehlo.multiply %3, %11 : tensor<2x8x32xf32>
    %13 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %16 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %19 = stablehlo.transpose %18, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %20 = stablehlo.broadcast_in_dim %cst_39, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %21 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<1x8x4xf32>
    %23 = stablehlo.concatenate %22, %22, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %24 = stablehlo.cosine %23 : tensor<1x8x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<2x4x8x8xf32>
    %28 = stablehlo.slice %19 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %29 = stablehlo.negate %28 : tensor<2x4x8x4xf32>
    %30 = stablehlo.slice %19 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %31 = stablehlo.concatenate %29, %30, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %32 = stablehlo.sine %23 : tensor<1x8x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.multiply %31, %34 : tensor<2x4x8x8xf32>
    %36 = stablehlo.add %27, %35 : tensor<2x4x8x8xf32>
    %37 = stablehlo.multiply %36, %cst_38 : tensor<2x4x8x8xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %39 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %40 = stablehlo.dot_general %15, %39, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %41 = stablehlo.reshape %40 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %43 = stablehlo.broadcast_in_dim %25, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<2x2x8x8xf32>
    %45 = stablehlo.slice %42 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %46 = stablehlo.negate %45 : tensor<2x2x8x4xf32>
    %47 = stablehlo.slice %42 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %48 = stablehlo.concatenate %46, %47, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %49 = stablehlo.broadcast_in_dim %33, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<2x2x8x8xf32>
    %51 = stablehlo.add %44, %50 : tensor<2x2x8x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %54 = stablehlo.transpose %53, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %55 = stablehlo.multiply %54, %cst_38 : tensor<2x4x8x8xf32>
    %56 = stablehlo.reshape %55 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %57 = stablehlo.dot_general %38, %56, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %59 = stablehlo.convert %arg17 : (tensor<i1>) -> tensor<ui8>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %61 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %62 = stablehlo.broadcast_in_dim %c_37, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %63 = stablehlo.compare  LE, %61, %62 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %64 = stablehlo.convert %63 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %65 = stablehlo.and %60, %64 : tensor<1x1x8x8xui8>
    %66 = stablehlo.compare  NE, %65, %c_47 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %67 = stablehlo.convert %66 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %68 = stablehlo.reshape %67 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %70 = stablehlo.compare  NE, %arg16, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %71 = stablehlo.broadcast_in_dim %c_36, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %72 = stablehlo.compare  LT, %71, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %73 = stablehlo.add %71, %c_34 : tensor<2x1x1x8xi64>
    %74 = stablehlo.select %72, %73, %71 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %75 = stablehlo.reshape %74 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %76 = stablehlo.broadcast_in_dim %c_37, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %77 = stablehlo.compare  LT, %76, %c_35 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %78 = stablehlo.add %76, %c_33 : tensor<2x1x1x8xi64>
    %79 = stablehlo.select %77, %78, %76 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %80 = stablehlo.reshape %79 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %81 = stablehlo.concatenate %75, %80, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %82 = "stablehlo.gather"(%70, %81) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %83 = stablehlo.convert %82 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %84 = stablehlo.reshape %83 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %86 = stablehlo.and %69, %85 : tensor<2x1x8x8xui8>
    %87 = stablehlo.compare  NE, %86, %c_45 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %88 = stablehlo.select %87, %cst_32, %cst_31 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %91 = stablehlo.add %58, %90 : tensor<2x4x8x8xf32>
    %92 = stablehlo.reduce(%91 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %94 = stablehlo.subtract %91, %93 : tensor<2x4x8x8xf32>
    %95 = stablehlo.exponential %94 : tensor<2x4x8x8xf32>
    %96 = stablehlo.reduce(%95 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %98 = stablehlo.divide %95, %97 : tensor<2x4x8x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %100 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %101 = stablehlo.dot_general %15, %100, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %102 = stablehlo.reshape %101 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %103 = stablehlo.transpose %102, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %106 = stablehlo.dot_general %99, %105, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.transpose %107, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %111 = stablehlo.dot_general %109, %110, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.reshape %111 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %113 = stablehlo.add %3, %112 : tensor<2x8x32xf32>
    %114 = stablehlo.power %113, %cst_42 : tensor<2x8x32xf32>
    %115 = stablehlo.reduce(%114 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %116 = stablehlo.multiply %115, %cst_41 : tensor<2x8xf32>
    %117 = stablehlo.reshape %116 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %118 = stablehlo.add %117, %cst_40 : tensor<2x8x1xf32>
    %119 = stablehlo.rsqrt %118 : tensor<2x8x1xf32>
    %120 = stablehlo.reshape %119 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.multiply %113, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.transpose %arg10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %128 = stablehlo.reshape %127 : (tensor<16x64xf32>) -> tensor<2x8x2x32xf32>
    %129 = stablehlo.slice %128 [0:2, 0:8, 0:1, 0:32] : (tensor<2x8x2x32xf32>) -> tensor<2x8x1x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x1x32xf32>) -> tensor<2x8x32xf32>
    %131 = stablehlo.logistic %130 : tensor<2x8x32xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.slice %128 [0:2, 0:8, 1:2, 0:32] : (tensor<2x8x2x32xf32>) -> tensor<2x8x1x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x1x32xf32>) -> tensor<2x8x32xf32>
    %135 = stablehlo.multiply %132, %134 : tensor<2x8x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %137 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %138 = stablehlo.dot_general %136, %137, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %140 = stablehlo.add %113, %139 : tensor<2x8x32xf32>
    %141 = stablehlo.power %140, %cst_42 : tensor<2x8x32xf32>
    %142 = stablehlo.reduce(%141 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %143 = stablehlo.multiply %142, %cst_41 : tensor<2x8xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %145 = stablehlo.add %144, %cst_40 : tensor<2x8x1xf32>
    %146 = stablehlo.rsqrt %145 : tensor<2x8x1xf32>
    %147 = stablehlo.reshape %146 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %149 = stablehlo.multiply %140, %148 : tensor<2x8x32xf32>
    %150 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<2x8x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %153 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %154 = stablehlo.dot_general %152, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %155 = stablehlo.reshape %154 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %156 = stablehlo.transpose %155, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %157 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %158 = stablehlo.multiply %20, %157 : tensor<1x8x4xf32>
    %159 = stablehlo.concatenate %158, %158, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %160 = stablehlo.cosine %159 : tensor<1x8x8xf32>
    %161 = stablehlo.reshape %160 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %163 = stablehlo.multiply %156, %162 : tensor<2x4x8x8xf32>
    %164 = stablehlo.slice %156 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %165 = stablehlo.negate %164 : tensor<2x4x8x4xf32>
    %166 = stablehlo.slice %156 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %167 = stablehlo.concatenate %165, %166, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %168 = stablehlo.sine %159 : tensor<1x8x8xf32>
    %169 = stablehlo.reshape %168 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %171 = stablehlo.multiply %167, %170 : tensor<2x4x8x8xf32>
    %172 = stablehlo.add %163, %171 : tensor<2x4x8x8xf32>
    %173 = stablehlo.multiply %172, %cst_38 : tensor<2x4x8x8xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %175 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %176 = stablehlo.dot_general %152, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %177 = stablehlo.reshape %176 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %178 = stablehlo.transpose %177, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %179 = stablehlo.broadcast_in_dim %161, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<2x2x8x8xf32>
    %181 = stablehlo.slice %178 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %182 = stablehlo.negate %181 : tensor<2x2x8x4xf32>
    %183 = stablehlo.slice %178 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %184 = stablehlo.concatenate %182, %183, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %185 = stablehlo.broadcast_in_dim %169, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<2x2x8x8xf32>
    %187 = stablehlo.add %180, %186 : tensor<2x2x8x8xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %190 = stablehlo.transpose %189, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %191 = stablehlo.multiply %190, %cst_38 : tensor<2x4x8x8xf32>
    %192 = stablehlo.reshape %191 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %193 = stablehlo.dot_general %174, %192, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %194 = stablehlo.reshape %193 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %195 = stablehlo.add %194, %90 : tensor<2x4x8x8xf32>
    %196 = stablehlo.reduce(%195 init: %cst_44) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %198 = stablehlo.subtract %195, %197 : tensor<2x4x8x8xf32>
    %199 = stablehlo.exponential %198 : tensor<2x4x8x8xf32>
    %200 = stablehlo.reduce(%199 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %202 = stablehlo.divide %199, %201 : tensor<2x4x8x8xf32>
    %203 = stablehlo.reshape %202 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %204 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %205 = stablehlo.dot_general %152, %204, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %206 = stablehlo.reshape %205 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %207 = stablehlo.transpose %206, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %210 = stablehlo.dot_general %203, %209, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %211 = stablehlo.reshape %210 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %212 = stablehlo.transpose %211, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %214 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %215 = stablehlo.dot_general %213, %214, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %216 = stablehlo.reshape %215 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %217 = stablehlo.add %140, %216 : tensor<2x8x32xf32>
    %218 = stablehlo.power %217, %cst_42 : tensor<2x8x32xf32>
    %219 = stablehlo.reduce(%218 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %220 = stablehlo.multiply %219, %cst_41 : tensor<2x8xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %222 = stablehlo.add %221, %cst_40 : tensor<2x8x1xf32>
    %223 = stablehlo.rsqrt %222 : tensor<2x8x1xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %226 = stablehlo.multiply %217, %225 : tensor<2x8x32xf32>
    %227 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %230 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %232 = stablehlo.reshape %231 : (tensor<16x64xf32>) -> tensor<2x8x2x32xf32>
    %233 = stablehlo.slice %232 [0:2, 0:8, 0:1, 0:32] : (tensor<2x8x2x32xf32>) -> tensor<2x8x1x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<2x8x1x32xf32>) -> tensor<2x8x32xf32>
    %235 = stablehlo.logistic %234 : tensor<2x8x32xf32>
    %236 = stablehlo.multiply %234, %235 : tensor<2x8x32xf32>
    %237 = stablehlo.slice %232 [0:2, 0:8, 1:2, 0:32] : (tensor<2x8x2x32xf32>) -> tensor<2x8x1x32xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x8x1x32xf32>) -> tensor<2x8x32xf32>
    %239 = stablehlo.multiply %236, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %241 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %242 = stablehlo.dot_general %240, %241, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %243 = stablehlo.reshape %242 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %244 = stablehlo.add %217, %243 : tensor<2x8x32xf32>
    %245 = stablehlo.power %244, %cst_42 : tensor<2x8x32xf32>
    %246 = stablehlo.reduce(%245 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %247 = stablehlo.multiply %246, %cst_41 : tensor<2x8xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %249 = stablehlo.add %248, %cst_40 : tensor<2x8x1xf32>
    %250 = stablehlo.rsqrt %249 : tensor<2x8x1xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %253 = stablehlo.multiply %244, %252 : tensor<2x8x32xf32>
    %254 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %255 = stablehlo.multiply %253, %254 : tensor<2x8x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %257 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %258 = stablehlo.dot_general %256, %257, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %259 = stablehlo.reshape %258 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %260 = stablehlo.slice %259 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %261 = stablehlo.reduce(%260 init: %cst_44) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %263 = stablehlo.subtract %260, %262 : tensor<2x7x128xf32>
    %264 = stablehlo.exponential %263 : tensor<2x7x128xf32>
    %265 = stablehlo.reduce(%264 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %266 = stablehlo.log %265 : tensor<2x7xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %268 = stablehlo.subtract %263, %267 : tensor<2x7x128xf32>
    %269 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %271 = stablehlo.broadcast_in_dim %c_43, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %272 = stablehlo.compare  EQ, %270, %271 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %273 = stablehlo.convert %272 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %274 = stablehlo.convert %273 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %275 = stablehlo.multiply %268, %274 : tensor<2x7x128xf32>
    %276 = stablehlo.reduce(%275 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %277 = stablehlo.reduce(%276 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %278 = stablehlo.multiply %277, %cst_30 : tensor<f32>
    %279 = stablehlo.negate %278 : tensor<f32>
    %280 = stablehlo.multiply %arg24, %cst_29 : tensor<129x32xf32>
    %281 = stablehlo.compare  LT, %arg0, %c_46 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %282 = stablehlo.add %arg0, %c_27 : tensor<2x8xi64>
    %283 = stablehlo.select %281, %282, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %284 = stablehlo.reshape %283 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %285 = stablehlo.compare  EQ, %arg0, %c_26 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %287 = stablehlo.multiply %274, %cst_23 : tensor<2x7x128xf32>
    %288 = stablehlo.exponential %268 : tensor<2x7x128xf32>
    %289 = stablehlo.reduce(%287 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %291 = stablehlo.multiply %288, %290 : tensor<2x7x128xf32>
    %292 = stablehlo.subtract %287, %291 : tensor<2x7x128xf32>
    %293 = stablehlo.pad %292, %cst_48, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %294 = stablehlo.select %c_24, %293, %cst_22 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %296 = stablehlo.dot_general %295, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %297 = stablehlo.reshape %296 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %298 = stablehlo.multiply %297, %254 : tensor<2x8x32xf32>
    %299 = stablehlo.multiply %298, %252 : tensor<2x8x32xf32>
    %300 = stablehlo.multiply %298, %244 : tensor<2x8x32xf32>
    %301 = stablehlo.reduce(%300 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %303 = stablehlo.multiply %302, %cst_21 : tensor<2x8x1xf32>
    %304 = stablehlo.power %250, %cst_20 : tensor<2x8x1xf32>
    %305 = stablehlo.multiply %303, %304 : tensor<2x8x1xf32>
    %306 = stablehlo.reshape %305 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %308 = stablehlo.divide %307, %cst_19 : tensor<2x8x32xf32>
    %309 = stablehlo.power %244, %cst_18 : tensor<2x8x32xf32>
    %310 = stablehlo.multiply %309, %cst_42 : tensor<2x8x32xf32>
    %311 = stablehlo.multiply %308, %310 : tensor<2x8x32xf32>
    %312 = stablehlo.add %299, %311 : tensor<2x8x32xf32>
    %313 = stablehlo.broadcast_in_dim %c_17, dims = [2] : (tensor<2xi1>) -> tensor<2x8x2x32xi1>
    %314 = stablehlo.reshape %312 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %315 = stablehlo.dot_general %314, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %316 = stablehlo.reshape %315 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %317 = stablehlo.multiply %316, %236 : tensor<2x8x32xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 3] : (tensor<2x8x32xf32>) -> tensor<2x8x2x32xf32>
    %319 = stablehlo.select %313, %318, %cst_16 : tensor<2x8x2x32xi1>, tensor<2x8x2x32xf32>
    %320 = stablehlo.broadcast_in_dim %c_15, dims = [2] : (tensor<2xi1>) -> tensor<2x8x2x32xi1>
    %321 = stablehlo.multiply %316, %238 : tensor<2x8x32xf32>
    %322 = stablehlo.subtract %cst_18, %235 : tensor<2x8x32xf32>
    %323 = stablehlo.multiply %234, %322 : tensor<2x8x32xf32>
    %324 = stablehlo.add %323, %cst_18 : tensor<2x8x32xf32>
    %325 = stablehlo.multiply %235, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.multiply %321, %325 : tensor<2x8x32xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 3] : (tensor<2x8x32xf32>) -> tensor<2x8x2x32xf32>
    %328 = stablehlo.select %320, %327, %cst_16 : tensor<2x8x2x32xi1>, tensor<2x8x2x32xf32>
    %329 = stablehlo.add %319, %328 : tensor<2x8x2x32xf32>
    %330 = stablehlo.reshape %329 : (tensor<2x8x2x32xf32>) -> tensor<16x64xf32>
    %331 = stablehlo.dot_general %330, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %332 = stablehlo.reshape %331 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %333 = stablehlo.multiply %332, %227 : tensor<2x8x32xf32>
    %334 = stablehlo.multiply %333, %225 : tensor<2x8x32xf32>
    %335 = stablehlo.add %312, %334 : tensor<2x8x32xf32>
    %336 = stablehlo.multiply %333, %217 : tensor<2x8x32xf32>
    %337 = stablehlo.reduce(%336 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %339 = stablehlo.multiply %338, %cst_21 : tensor<2x8x1xf32>
    %340 = stablehlo.power %223, %cst_20 : tensor<2x8x1xf32>
    %341 = stablehlo.multiply %339, %340 : tensor<2x8x1xf32>
    %342 = stablehlo.reshape %341 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %344 = stablehlo.divide %343, %cst_19 : tensor<2x8x32xf32>
    %345 = stablehlo.power %217, %cst_18 : tensor<2x8x32xf32>
    %346 = stablehlo.multiply %345, %cst_42 : tensor<2x8x32xf32>
    %347 = stablehlo.multiply %344, %346 : tensor<2x8x32xf32>
    %348 = stablehlo.add %335, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.transpose %203, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %350 = stablehlo.reshape %348 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %351 = stablehlo.dot_general %350, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %352 = stablehlo.reshape %351 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %353 = stablehlo.transpose %352, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %354 = stablehlo.reshape %353 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %355 = stablehlo.dot_general %349, %354, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %356 = stablehlo.reshape %355 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %357 = stablehlo.reduce(%356 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %358 = stablehlo.transpose %357, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %359 = stablehlo.reshape %358 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %360 = stablehlo.dot_general %359, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %361 = stablehlo.reshape %360 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %362 = stablehlo.transpose %174, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %363 = stablehlo.transpose %209, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %364 = stablehlo.dot_general %354, %363, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %365 = stablehlo.reshape %364 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %366 = stablehlo.multiply %365, %202 : tensor<2x4x8x8xf32>
    %367 = stablehlo.reduce(%366 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %369 = stablehlo.multiply %202, %368 : tensor<2x4x8x8xf32>
    %370 = stablehlo.subtract %366, %369 : tensor<2x4x8x8xf32>
    %371 = stablehlo.reshape %370 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %372 = stablehlo.dot_general %362, %371, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %373 = stablehlo.reshape %372 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %374 = stablehlo.multiply %373, %cst_38 : tensor<2x4x8x8xf32>
    %375 = stablehlo.transpose %374, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %376 = stablehlo.reshape %375 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %377 = stablehlo.reduce(%376 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %378 = stablehlo.multiply %377, %185 : tensor<2x2x8x8xf32>
    %379 = stablehlo.slice %378 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %380 = stablehlo.negate %379 : tensor<2x2x8x4xf32>
    %381 = stablehlo.pad %380, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %382 = stablehlo.select %c_14, %381, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %383 = stablehlo.slice %378 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %384 = stablehlo.pad %383, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %385 = stablehlo.select %c_12, %384, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %386 = stablehlo.add %382, %385 : tensor<2x2x8x8xf32>
    %387 = stablehlo.multiply %377, %179 : tensor<2x2x8x8xf32>
    %388 = stablehlo.add %386, %387 : tensor<2x2x8x8xf32>
    %389 = stablehlo.transpose %388, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %390 = stablehlo.reshape %389 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %391 = stablehlo.dot_general %390, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %392 = stablehlo.reshape %391 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %393 = stablehlo.add %361, %392 : tensor<2x8x32xf32>
    %394 = stablehlo.transpose %192, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %395 = stablehlo.dot_general %371, %394, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %396 = stablehlo.reshape %395 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %397 = stablehlo.multiply %396, %cst_38 : tensor<2x4x8x8xf32>
    %398 = stablehlo.multiply %397, %170 : tensor<2x4x8x8xf32>
    %399 = stablehlo.slice %398 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %400 = stablehlo.negate %399 : tensor<2x4x8x4xf32>
    %401 = stablehlo.pad %400, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %402 = stablehlo.select %c_11, %401, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %403 = stablehlo.slice %398 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %404 = stablehlo.pad %403, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %405 = stablehlo.select %c, %404, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %406 = stablehlo.add %402, %405 : tensor<2x4x8x8xf32>
    %407 = stablehlo.multiply %397, %162 : tensor<2x4x8x8xf32>
    %408 = stablehlo.add %406, %407 : tensor<2x4x8x8xf32>
    %409 = stablehlo.transpose %408, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %410 = stablehlo.reshape %409 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %411 = stablehlo.dot_general %410, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %412 = stablehlo.reshape %411 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %413 = stablehlo.add %393, %412 : tensor<2x8x32xf32>
    %414 = stablehlo.multiply %413, %150 : tensor<2x8x32xf32>
    %415 = stablehlo.multiply %414, %148 : tensor<2x8x32xf32>
    %416 = stablehlo.add %348, %415 : tensor<2x8x32xf32>
    %417 = stablehlo.multiply %414, %140 : tensor<2x8x32xf32>
    %418 = stablehlo.reduce(%417 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %419 = stablehlo.reshape %418 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %420 = stablehlo.multiply %419, %cst_21 : tensor<2x8x1xf32>
    %421 = stablehlo.power %146, %cst_20 : tensor<2x8x1xf32>
    %422 = stablehlo.multiply %420, %421 : tensor<2x8x1xf32>
    %423 = stablehlo.reshape %422 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %425 = stablehlo.divide %424, %cst_19 : tensor<2x8x32xf32>
    %426 = stablehlo.power %140, %cst_18 : tensor<2x8x32xf32>
    %427 = stablehlo.multiply %426, %cst_42 : tensor<2x8x32xf32>
    %428 = stablehlo.multiply %425, %427 : tensor<2x8x32xf32>
    %429 = stablehlo.add %416, %428 : tensor<2x8x32xf32>
    %430 = stablehlo.reshape %429 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %431 = stablehlo.dot_general %430, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %432 = stablehlo.reshape %431 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %433 = stablehlo.multiply %432, %132 : tensor<2x8x32xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 3] : (tensor<2x8x32xf32>) -> tensor<2x8x2x32xf32>
    %435 = stablehlo.select %313, %434, %cst_16 : tensor<2x8x2x32xi1>, tensor<2x8x2x32xf32>
    %436 = stablehlo.multiply %432, %134 : tensor<2x8x32xf32>
    %437 = stablehlo.subtract %cst_18, %131 : tensor<2x8x32xf32>
    %438 = stablehlo.multiply %130, %437 : tensor<2x8x32xf32>
    %439 = stablehlo.add %438, %cst_18 : tensor<2x8x32xf32>
    %440 = stablehlo.multiply %131, %439 : tensor<2x8x32xf32>
    %441 = stablehlo.multiply %436, %440 : tensor<2x8x32xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 3] : (tensor<2x8x32xf32>) -> tensor<2x8x2x32xf32>
    %443 = stablehlo.select %320, %442, %cst_16 : tensor<2x8x2x32xi1>, tensor<2x8x2x32xf32>
    %444 = stablehlo.add %435, %443 : tensor<2x8x2x32xf32>
    %445 = stablehlo.reshape %444 : (tensor<2x8x2x32xf32>) -> tensor<16x64xf32>
    %446 = stablehlo.dot_general %445, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %447 = stablehlo.reshape %446 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %448 = stablehlo.multiply %447, %123 : tensor<2x8x32xf32>
    %449 = stablehlo.multiply %448, %121 : tensor<2x8x32xf32>
    %450 = stablehlo.add %429, %449 : tensor<2x8x32xf32>
    %451 = stablehlo.multiply %448, %113 : tensor<2x8x32xf32>
    %452 = stablehlo.reduce(%451 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %453 = stablehlo.reshape %452 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %454 = stablehlo.multiply %453, %cst_21 : tensor<2x8x1xf32>
    %455 = stablehlo.power %119, %cst_20 : tensor<2x8x1xf32>
    %456 = stablehlo.multiply %454, %455 : tensor<2x8x1xf32>
    %457 = stablehlo.reshape %456 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %459 = stablehlo.divide %458, %cst_19 : tensor<2x8x32xf32>
    %460 = stablehlo.power %113, %cst_18 : tensor<2x8x32xf32>
    %461 = stablehlo.multiply %460, %cst_42 : tensor<2x8x32xf32>
    %462 = stablehlo.multiply %459, %461 : tensor<2x8x32xf32>
    %463 = stablehlo.add %450, %462 : tensor<2x8x32xf32>
    %464 = stablehlo.transpose %99, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %465 = stablehlo.reshape %463 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %466 = stablehlo.dot_general %465, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %467 = stablehlo.reshape %466 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %468 = stablehlo.transpose %467, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %469 = stablehlo.reshape %468 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %470 = stablehlo.dot_general %464, %469, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %471 = stablehlo.reshape %470 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %472 = stablehlo.reduce(%471 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %473 = stablehlo.transpose %472, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %474 = stablehlo.reshape %473 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %475 = stablehlo.dot_general %474, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %476 = stablehlo.reshape %475 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %477 = stablehlo.transpose %38, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %478 = stablehlo.transpose %105, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %479 = stablehlo.dot_general %469, %478, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %480 = stablehlo.reshape %479 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %481 = stablehlo.multiply %480, %98 : tensor<2x4x8x8xf32>
    %482 = stablehlo.reduce(%481 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %484 = stablehlo.multiply %98, %483 : tensor<2x4x8x8xf32>
    %485 = stablehlo.subtract %481, %484 : tensor<2x4x8x8xf32>
    %486 = stablehlo.reshape %485 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %487 = stablehlo.dot_general %477, %486, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %488 = stablehlo.reshape %487 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %489 = stablehlo.multiply %488, %cst_38 : tensor<2x4x8x8xf32>
    %490 = stablehlo.transpose %489, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %491 = stablehlo.reshape %490 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %492 = stablehlo.reduce(%491 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %493 = stablehlo.multiply %492, %49 : tensor<2x2x8x8xf32>
    %494 = stablehlo.slice %493 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %495 = stablehlo.negate %494 : tensor<2x2x8x4xf32>
    %496 = stablehlo.pad %495, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %497 = stablehlo.select %c_14, %496, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %498 = stablehlo.slice %493 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %499 = stablehlo.pad %498, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %500 = stablehlo.select %c_12, %499, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %501 = stablehlo.add %497, %500 : tensor<2x2x8x8xf32>
    %502 = stablehlo.multiply %492, %43 : tensor<2x2x8x8xf32>
    %503 = stablehlo.add %501, %502 : tensor<2x2x8x8xf32>
    %504 = stablehlo.transpose %503, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %505 = stablehlo.reshape %504 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %506 = stablehlo.dot_general %505, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %507 = stablehlo.reshape %506 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %508 = stablehlo.add %476, %507 : tensor<2x8x32xf32>
    %509 = stablehlo.transpose %56, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %510 = stablehlo.dot_general %486, %509, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %511 = stablehlo.reshape %510 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %512 = stablehlo.multiply %511, %cst_38 : tensor<2x4x8x8xf32>
    %513 = stablehlo.multiply %512, %34 : tensor<2x4x8x8xf32>
    %514 = stablehlo.slice %513 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %515 = stablehlo.negate %514 : tensor<2x4x8x4xf32>
    %516 = stablehlo.pad %515, %cst_48, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %517 = stablehlo.select %c_11, %516, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %518 = stablehlo.slice %513 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %519 = stablehlo.pad %518, %cst_48, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %520 = stablehlo.select %c, %519, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %521 = stablehlo.add %517, %520 : tensor<2x4x8x8xf32>
    %522 = stablehlo.multiply %512, %26 : tensor<2x4x8x8xf32>
    %523 = stablehlo.add %521, %522 : tensor<2x4x8x8xf32>
    %524 = stablehlo.transpose %523, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %525 = stablehlo.reshape %524 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %526 = stablehlo.dot_general %525, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %527 = stablehlo.reshape %526 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %528 = stablehlo.add %508, %527 : tensor<2x8x32xf32>
    %529 = stablehlo.multiply %528, %13 : tensor<2x8x32xf32>
    %530 = stablehlo.multiply %529, %11 : tensor<2x8x32xf32>
    %531 = stablehlo.add %463, %530 : tensor<2x8x32xf32>
    %532 = stablehlo.multiply %529, %3 : tensor<2x8x32xf32>
    %533 = stablehlo.reduce(%532 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %534 = stablehlo.reshape %533 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %535 = stablehlo.multiply %534, %cst_21 : tensor<2x8x1xf32>
    %536 = stablehlo.power %9, %cst_20 : tensor<2x8x1xf32>
    %537 = stablehlo.multiply %535, %536 : tensor<2x8x1xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %540 = stablehlo.divide %539, %cst_19 : tensor<2x8x32xf32>
    %541 = stablehlo.power %3, %cst_18 : tensor<2x8x32xf32>
    %542 = stablehlo.multiply %541, %cst_42 : tensor<2x8x32xf32>
    %543 = stablehlo.multiply %540, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.add %531, %543 : tensor<2x8x32xf32>
    %545 = stablehlo.select %286, %cst_25, %544 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %546 = "stablehlo.scatter"(%cst_28, %284, %545) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %658 = stablehlo.add %arg43, %arg44 : tensor<f32>
      stablehlo.return %658 : tensor<f32>
    }) : (tensor<129x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<129x32xf32>
    %547 = stablehlo.add %280, %546 : tensor<129x32xf32>
    %548 = stablehlo.multiply %547, %cst_9 : tensor<129x32xf32>
    %549 = stablehlo.subtract %arg15, %548 : tensor<129x32xf32>
    %550 = stablehlo.multiply %arg25, %cst_8 : tensor<32x32xf32>
    %551 = stablehlo.transpose %525, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %552 = stablehlo.dot_general %551, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %553 = stablehlo.add %550, %552 : tensor<32x32xf32>
    %554 = stablehlo.multiply %553, %cst_7 : tensor<32x32xf32>
    %555 = stablehlo.subtract %arg20, %554 : tensor<32x32xf32>
    %556 = stablehlo.multiply %arg26, %cst_6 : tensor<16x32xf32>
    %557 = stablehlo.transpose %505, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %558 = stablehlo.dot_general %557, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %559 = stablehlo.add %556, %558 : tensor<16x32xf32>
    %560 = stablehlo.multiply %559, %cst_5 : tensor<16x32xf32>
    %561 = stablehlo.subtract %arg19, %560 : tensor<16x32xf32>
    %562 = stablehlo.multiply %arg27, %cst_6 : tensor<16x32xf32>
    %563 = stablehlo.transpose %474, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %564 = stablehlo.dot_general %563, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %565 = stablehlo.add %562, %564 : tensor<16x32xf32>
    %566 = stablehlo.multiply %565, %cst_5 : tensor<16x32xf32>
    %567 = stablehlo.subtract %arg13, %566 : tensor<16x32xf32>
    %568 = stablehlo.multiply %arg28, %cst_8 : tensor<32x32xf32>
    %569 = stablehlo.transpose %465, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %570 = stablehlo.dot_general %569, %109, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %571 = stablehlo.add %568, %570 : tensor<32x32xf32>
    %572 = stablehlo.multiply %571, %cst_7 : tensor<32x32xf32>
    %573 = stablehlo.subtract %arg12, %572 : tensor<32x32xf32>
    %574 = stablehlo.multiply %arg29, %cst_4 : tensor<64x32xf32>
    %575 = stablehlo.transpose %445, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %576 = stablehlo.dot_general %575, %125, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %577 = stablehlo.add %574, %576 : tensor<64x32xf32>
    %578 = stablehlo.multiply %577, %cst_3 : tensor<64x32xf32>
    %579 = stablehlo.subtract %arg10, %578 : tensor<64x32xf32>
    %580 = stablehlo.multiply %arg30, %cst_8 : tensor<32x32xf32>
    %581 = stablehlo.transpose %430, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %582 = stablehlo.dot_general %581, %136, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %583 = stablehlo.add %580, %582 : tensor<32x32xf32>
    %584 = stablehlo.multiply %583, %cst_7 : tensor<32x32xf32>
    %585 = stablehlo.subtract %arg9, %584 : tensor<32x32xf32>
    %586 = stablehlo.multiply %arg31, %cst_2 : tensor<32xf32>
    %587 = stablehlo.multiply %528, %12 : tensor<2x8x32xf32>
    %588 = stablehlo.reduce(%587 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %589 = stablehlo.add %586, %588 : tensor<32xf32>
    %590 = stablehlo.multiply %589, %cst_1 : tensor<32xf32>
    %591 = stablehlo.subtract %arg14, %590 : tensor<32xf32>
    %592 = stablehlo.multiply %arg32, %cst_2 : tensor<32xf32>
    %593 = stablehlo.multiply %447, %122 : tensor<2x8x32xf32>
    %594 = stablehlo.reduce(%593 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %595 = stablehlo.add %592, %594 : tensor<32xf32>
    %596 = stablehlo.multiply %595, %cst_1 : tensor<32xf32>
    %597 = stablehlo.subtract %arg11, %596 : tensor<32xf32>
    %598 = stablehlo.multiply %arg33, %cst_8 : tensor<32x32xf32>
    %599 = stablehlo.transpose %410, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %600 = stablehlo.dot_general %599, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %601 = stablehlo.add %598, %600 : tensor<32x32xf32>
    %602 = stablehlo.multiply %601, %cst_7 : tensor<32x32xf32>
    %603 = stablehlo.subtract %arg23, %602 : tensor<32x32xf32>
    %604 = stablehlo.multiply %arg34, %cst_6 : tensor<16x32xf32>
    %605 = stablehlo.transpose %390, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %606 = stablehlo.dot_general %605, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %607 = stablehlo.add %604, %606 : tensor<16x32xf32>
    %608 = stablehlo.multiply %607, %cst_5 : tensor<16x32xf32>
    %609 = stablehlo.subtract %arg22, %608 : tensor<16x32xf32>
    %610 = stablehlo.multiply %arg35, %cst_6 : tensor<16x32xf32>
    %611 = stablehlo.transpose %359, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %612 = stablehlo.dot_general %611, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %613 = stablehlo.add %610, %612 : tensor<16x32xf32>
    %614 = stablehlo.multiply %613, %cst_5 : tensor<16x32xf32>
    %615 = stablehlo.subtract %arg7, %614 : tensor<16x32xf32>
    %616 = stablehlo.multiply %arg36, %cst_8 : tensor<32x32xf32>
    %617 = stablehlo.transpose %350, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %618 = stablehlo.dot_general %617, %213, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %619 = stablehlo.add %616, %618 : tensor<32x32xf32>
    %620 = stablehlo.multiply %619, %cst_7 : tensor<32x32xf32>
    %621 = stablehlo.subtract %arg6, %620 : tensor<32x32xf32>
    %622 = stablehlo.multiply %arg37, %cst_4 : tensor<64x32xf32>
    %623 = stablehlo.transpose %330, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %624 = stablehlo.dot_general %623, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %625 = stablehlo.add %622, %624 : tensor<64x32xf32>
    %626 = stablehlo.multiply %625, %cst_3 : tensor<64x32xf32>
    %627 = stablehlo.subtract %arg4, %626 : tensor<64x32xf32>
    %628 = stablehlo.multiply %arg38, %cst_8 : tensor<32x32xf32>
    %629 = stablehlo.transpose %314, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %630 = stablehlo.dot_general %629, %240, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %631 = stablehlo.add %628, %630 : tensor<32x32xf32>
    %632 = stablehlo.multiply %631, %cst_7 : tensor<32x32xf32>
    %633 = stablehlo.subtract %arg3, %632 : tensor<32x32xf32>
    %634 = stablehlo.multiply %arg39, %cst_2 : tensor<32xf32>
    %635 = stablehlo.multiply %413, %149 : tensor<2x8x32xf32>
    %636 = stablehlo.reduce(%635 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %637 = stablehlo.add %634, %636 : tensor<32xf32>
    %638 = stablehlo.multiply %637, %cst_1 : tensor<32xf32>
    %639 = stablehlo.subtract %arg8, %638 : tensor<32xf32>
    %640 = stablehlo.multiply %arg40, %cst_2 : tensor<32xf32>
    %641 = stablehlo.multiply %332, %226 : tensor<2x8x32xf32>
    %642 = stablehlo.reduce(%641 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %643 = stablehlo.add %640, %642 : tensor<32xf32>
    %644 = stablehlo.multiply %643, %cst_1 : tensor<32xf32>
    %645 = stablehlo.subtract %arg5, %644 : tensor<32xf32>
    %646 = stablehlo.multiply %arg41, %cst_2 : tensor<32xf32>
    %647 = stablehlo.multiply %297, %253 : tensor<2x8x32xf32>
    %648 = stablehlo.reduce(%647 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %649 = stablehlo.add %646, %648 : tensor<32xf32>
    %650 = stablehlo.multiply %649, %cst_1 : tensor<32xf32>
    %651 = stablehlo.subtract %arg2, %650 : tensor<32xf32>
    %652 = stablehlo.multiply %arg42, %cst_0 : tensor<128x32xf32>
    %653 = stablehlo.transpose %295, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %654 = stablehlo.dot_general %653, %256, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %655 = stablehlo.add %652, %654 : tensor<128x32xf32>
    %656 = stablehlo.multiply %655, %cst : tensor<128x32xf32>
    %657 = stablehlo.subtract %arg1, %656 : tensor<128x32xf32>
    return %279, %549, %555, %561, %567, %573, %579, %585, %591, %597, %603, %609, %615, %621, %627, %633, %639, %645, %651, %657, %547, %553, %559, %565, %571, %577, %583, %589, %595, %601, %607, %613, %619, %625, %631, %637, %643, %649, %655 : tensor<f32>, tensor<129x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<129x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
