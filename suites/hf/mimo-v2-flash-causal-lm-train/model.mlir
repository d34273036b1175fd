module @IrToHlo.2452 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 22 : i32}, %arg2: tensor<4xf32>, %arg3: tensor<4x32xf32> {tf.aliasing_output = 18 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 15 : i32}, %arg5: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<1xf32>, %arg16: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg18: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<4xf32> {tf.aliasing_output = 11 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg22: tensor<1xf32>, %arg23: tensor<32x32xf32> {tf.aliasing_output = 12 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg25: tensor<4x64x32xf32> {tf.aliasing_output = 16 : i32}, %arg26: tensor<4x32x32xf32> {tf.aliasing_output = 17 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg28: tensor<128x32xf32> {tf.aliasing_output = 23 : i32}, %arg29: tensor<32x32xf32> {tf.aliasing_output = 24 : i32}, %arg30: tensor<16x32xf32> {tf.aliasing_output = 25 : i32}, %arg31: tensor<16x32xf32> {tf.aliasing_output = 26 : i32}, %arg32: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg33: tensor<64x32xf32> {tf.aliasing_output = 28 : i32}, %arg34: tensor<64x32xf32> {tf.aliasing_output = 29 : i32}, %arg35: tensor<32x64xf32> {tf.aliasing_output = 30 : i32}, %arg36: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 32 : i32}, %arg38: tensor<4xf32> {tf.aliasing_output = 33 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 34 : i32}, %arg40: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 36 : i32}, %arg42: tensor<32x32xf32> {tf.aliasing_output = 37 : i32}, %arg43: tensor<4x64x32xf32> {tf.aliasing_output = 38 : i32}, %arg44: tensor<4x32x32xf32> {tf.aliasing_output = 39 : i32}, %arg45: tensor<4x32xf32> {tf.aliasing_output = 40 : i32}, %arg46: tensor<32xf32> {tf.aliasing_output = 41 : i32}, %arg47: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 43 : i32}, %arg49: tensor<128x32xf32> {tf.aliasing_output = 44 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<4x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x32xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<4x32x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<4x64x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<4x64x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<4x64x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]]], [[[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]]]]> : tensor<2x2x8x2xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x2xf32>
    %c_21 = stablehlo.constant dense<[[[[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]]], [[[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]]]]> : tensor<2x2x8x2xi1>
    %c_22 = stablehlo.constant dense<[[[[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]]], [[[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_24 = stablehlo.constant dense<[[[[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]]], [[[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %c_26 = stablehlo.constant dense<[[[[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]]], [[[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]], [[true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false], [true, false]]]]> : tensor<2x4x8x2xi1>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x2xf32>
    %c_28 = stablehlo.constant dense<[[[[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]]], [[[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]], [[false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true], [false, true]]]]> : tensor<2x4x8x2xi1>
    %c_29 = stablehlo.constant dense<[[[[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]]], [[[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]], [[true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, false, false, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x9xf32>
    %c_32 = stablehlo.constant dense<[[[[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]]], [[[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]], [[true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true, false]]]]> : tensor<2x4x8x9xi1>
    %c_33 = stablehlo.constant dense<[[[[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]]], [[[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]], [[false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true], [false, false, true, true, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<16x4xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<32x32xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_38 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_39 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_41 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_42 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_44 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_45 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_48 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_49 = stablehlo.constant dense<9.99999968E-21> : tensor<16x1xf32>
    %c_50 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_51 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<16x4xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<16x1xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<16x1xf32>
    %c_55 = stablehlo.constant dense<0> : tensor<16x1xi32>
    %cst_56 = stablehlo.constant dense<7.070000e-01> : tensor<2x4x8x8xf32>
    %c_57 = stablehlo.constant dense<[[[-129, -128, -127, -126, -125, -124, -123, -122]]]> : tensor<1x1x8xi64>
    %cst_58 = stablehlo.constant dense<7.070000e-01> : tensor<2x2x8x8xf32>
    %cst_59 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_61 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_62 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_63 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_64 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_65 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_66 = stablehlo.constant dense<0.353553385> : tensor<2x4x8x8xf32>
    %cst_67 = stablehlo.constant dense<[[[0.000000e+00], [1.000000e+00], [2.000000e+00], [3.000000e+00], [4.000000e+00], [5.000000e+00], [6.000000e+00], [7.000000e+00]]]> : tensor<1x8x1xf32>
    %cst_68 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_69 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_70 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_71 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_74 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %c_75 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_76 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_77 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_70 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_69 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_68 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %17 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.reshape %18 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %21 = stablehlo.slice %20 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %22 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<1xf32>) -> tensor<1x8x1xf32>
    %23 = stablehlo.multiply %22, %cst_67 : tensor<1x8x1xf32>
    %24 = stablehlo.concatenate %23, %23, dim = 2 : (tensor<1x8x1xf32>, tensor<1x8x1xf32>) -> tensor<1x8x2xf32>
    %25 = stablehlo.cosine %24 : tensor<1x8x2xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x8x2xf32>) -> tensor<8x2xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x4x8x2xf32>
    %28 = stablehlo.multiply %21, %27 : tensor<2x4x8x2xf32>
    %29 = stablehlo.slice %21 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %30 = stablehlo.negate %29 : tensor<2x4x8x1xf32>
    %31 = stablehlo.slice %21 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %32 = stablehlo.concatenate %30, %31, dim = 3 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %33 = stablehlo.sine %24 : tensor<1x8x2xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x8x2xf32>) -> tensor<8x2xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x4x8x2xf32>
    %36 = stablehlo.multiply %32, %35 : tensor<2x4x8x2xf32>
    %37 = stablehlo.add %28, %36 : tensor<2x4x8x2xf32>
    %38 = stablehlo.slice %20 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %39 = stablehlo.concatenate %37, %38, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %42 = stablehlo.dot_general %16, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %45 = stablehlo.slice %44 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x2xf32>
    %46 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x2x8x2xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<2x2x8x2xf32>
    %48 = stablehlo.slice %45 [0:2, 0:2, 0:8, 1:2] : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x1xf32>
    %49 = stablehlo.negate %48 : tensor<2x2x8x1xf32>
    %50 = stablehlo.slice %45 [0:2, 0:2, 0:8, 0:1] : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x1xf32>
    %51 = stablehlo.concatenate %49, %50, dim = 3 : (tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x2xf32>
    %52 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x2x8x2xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<2x2x8x2xf32>
    %54 = stablehlo.add %47, %53 : tensor<2x2x8x2xf32>
    %55 = stablehlo.slice %44 [0:2, 0:2, 0:8, 2:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x6xf32>
    %56 = stablehlo.concatenate %54, %55, dim = 3 : (tensor<2x2x8x2xf32>, tensor<2x2x8x6xf32>) -> tensor<2x2x8x8xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %59 = stablehlo.transpose %58, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %61 = stablehlo.dot_general %40, %60, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %62 = stablehlo.reshape %61 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %63 = stablehlo.multiply %62, %cst_66 : tensor<2x4x8x8xf32>
    %64 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.broadcast_in_dim %c_65, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %67 = stablehlo.broadcast_in_dim %c_65, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %68 = stablehlo.compare  LE, %66, %67 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.and %65, %69 : tensor<1x1x8x8xui8>
    %71 = stablehlo.compare  NE, %70, %c_77 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %72 = stablehlo.convert %71 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.reshape %72 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %75 = stablehlo.compare  NE, %arg12, %c_76 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %76 = stablehlo.broadcast_in_dim %c_64, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %77 = stablehlo.compare  LT, %76, %c_63 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %78 = stablehlo.add %76, %c_62 : tensor<2x1x1x8xi64>
    %79 = stablehlo.select %77, %78, %76 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %80 = stablehlo.reshape %79 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %81 = stablehlo.broadcast_in_dim %c_65, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %82 = stablehlo.compare  LT, %81, %c_63 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %83 = stablehlo.add %81, %c_61 : tensor<2x1x1x8xi64>
    %84 = stablehlo.select %82, %83, %81 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %85 = stablehlo.reshape %84 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %86 = stablehlo.concatenate %80, %85, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %87 = "stablehlo.gather"(%75, %86) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %88 = stablehlo.convert %87 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %91 = stablehlo.and %74, %90 : tensor<2x1x8x8xui8>
    %92 = stablehlo.compare  NE, %91, %c_75 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %93 = stablehlo.select %92, %cst_60, %cst_59 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %96 = stablehlo.add %63, %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.reduce(%96 init: %cst_74) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %99 = stablehlo.subtract %96, %98 : tensor<2x4x8x8xf32>
    %100 = stablehlo.reduce(%99 init: %cst_73) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %102 = stablehlo.subtract %99, %101 : tensor<2x4x8x8xf32>
    %103 = stablehlo.exponential %102 : tensor<2x4x8x8xf32>
    %104 = stablehlo.reduce(%103 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %106 = stablehlo.divide %103, %105 : tensor<2x4x8x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %109 = stablehlo.dot_general %16, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %110 = stablehlo.reshape %109 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %111 = stablehlo.transpose %110, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %112 = stablehlo.multiply %111, %cst_58 : tensor<2x2x8x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %115 = stablehlo.dot_general %107, %114, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.transpose %116, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %120 = stablehlo.dot_general %118, %119, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.add %4, %121 : tensor<2x8x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %124 = stablehlo.power %122, %cst_70 : tensor<2x8x32xf32>
    %125 = stablehlo.reduce(%124 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %126 = stablehlo.multiply %125, %cst_69 : tensor<2x8xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %128 = stablehlo.add %127, %cst_68 : tensor<2x8x1xf32>
    %129 = stablehlo.rsqrt %128 : tensor<2x8x1xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %132 = stablehlo.multiply %122, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.multiply %123, %132 : tensor<2x8x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %135 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %136 = stablehlo.dot_general %134, %135, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %137 = stablehlo.reshape %136 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %138 = stablehlo.logistic %137 : tensor<2x8x64xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<2x8x64xf32>
    %140 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %141 = stablehlo.dot_general %134, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %143 = stablehlo.multiply %139, %142 : tensor<2x8x64xf32>
    %144 = stablehlo.reshape %143 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %145 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %146 = stablehlo.dot_general %144, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %147 = stablehlo.reshape %146 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.add %122, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %150 = stablehlo.power %148, %cst_70 : tensor<2x8x32xf32>
    %151 = stablehlo.reduce(%150 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %152 = stablehlo.multiply %151, %cst_69 : tensor<2x8xf32>
    %153 = stablehlo.reshape %152 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %154 = stablehlo.add %153, %cst_68 : tensor<2x8x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<2x8x1xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %158 = stablehlo.multiply %148, %157 : tensor<2x8x32xf32>
    %159 = stablehlo.multiply %149, %158 : tensor<2x8x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %162 = stablehlo.dot_general %160, %161, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %164 = stablehlo.transpose %163, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %165 = stablehlo.slice %164 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %166 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<1xf32>) -> tensor<1x8x1xf32>
    %167 = stablehlo.multiply %166, %cst_67 : tensor<1x8x1xf32>
    %168 = stablehlo.concatenate %167, %167, dim = 2 : (tensor<1x8x1xf32>, tensor<1x8x1xf32>) -> tensor<1x8x2xf32>
    %169 = stablehlo.cosine %168 : tensor<1x8x2xf32>
    %170 = stablehlo.reshape %169 : (tensor<1x8x2xf32>) -> tensor<8x2xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x4x8x2xf32>
    %172 = stablehlo.multiply %165, %171 : tensor<2x4x8x2xf32>
    %173 = stablehlo.slice %165 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %174 = stablehlo.negate %173 : tensor<2x4x8x1xf32>
    %175 = stablehlo.slice %165 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %176 = stablehlo.concatenate %174, %175, dim = 3 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %177 = stablehlo.sine %168 : tensor<1x8x2xf32>
    %178 = stablehlo.reshape %177 : (tensor<1x8x2xf32>) -> tensor<8x2xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [2, 3] : (tensor<8x2xf32>) -> tensor<2x4x8x2xf32>
    %180 = stablehlo.multiply %176, %179 : tensor<2x4x8x2xf32>
    %181 = stablehlo.add %172, %180 : tensor<2x4x8x2xf32>
    %182 = stablehlo.slice %164 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %183 = stablehlo.concatenate %181, %182, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %185 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %186 = stablehlo.dot_general %160, %185, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %188 = stablehlo.transpose %187, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %189 = stablehlo.slice %188 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %190 = stablehlo.multiply %189, %171 : tensor<2x4x8x2xf32>
    %191 = stablehlo.slice %189 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %192 = stablehlo.negate %191 : tensor<2x4x8x1xf32>
    %193 = stablehlo.slice %189 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %194 = stablehlo.concatenate %192, %193, dim = 3 : (tensor<2x4x8x1xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x2xf32>
    %195 = stablehlo.multiply %194, %179 : tensor<2x4x8x2xf32>
    %196 = stablehlo.add %190, %195 : tensor<2x4x8x2xf32>
    %197 = stablehlo.slice %188 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %198 = stablehlo.concatenate %196, %197, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x6xf32>) -> tensor<2x4x8x8xf32>
    %199 = stablehlo.transpose %198, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %201 = stablehlo.dot_general %184, %200, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %203 = stablehlo.multiply %202, %cst_66 : tensor<2x4x8x8xf32>
    %204 = stablehlo.broadcast_in_dim %c_57, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %205 = stablehlo.compare  GT, %66, %204 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %206 = stablehlo.convert %205 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %207 = stablehlo.and %65, %206 : tensor<1x1x8x8xui8>
    %208 = stablehlo.compare  NE, %207, %c_77 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %209 = stablehlo.convert %208 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %210 = stablehlo.and %209, %69 : tensor<1x1x8x8xui8>
    %211 = stablehlo.compare  NE, %210, %c_77 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %212 = stablehlo.convert %211 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %213 = stablehlo.and %65, %212 : tensor<1x1x8x8xui8>
    %214 = stablehlo.compare  NE, %213, %c_77 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %215 = stablehlo.convert %214 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %216 = stablehlo.reshape %215 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %217 = stablehlo.broadcast_in_dim %216, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %218 = stablehlo.and %217, %90 : tensor<2x1x8x8xui8>
    %219 = stablehlo.compare  NE, %218, %c_75 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %220 = stablehlo.select %219, %cst_60, %cst_59 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %223 = stablehlo.add %203, %222 : tensor<2x4x8x8xf32>
    %224 = stablehlo.reshape %arg20 : (tensor<4xf32>) -> tensor<4x1xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [1, 3] : (tensor<4x1xf32>) -> tensor<2x4x8x1xf32>
    %226 = stablehlo.concatenate %223, %225, dim = 3 : (tensor<2x4x8x8xf32>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x9xf32>
    %227 = stablehlo.reduce(%226 init: %cst_74) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %229 = stablehlo.subtract %226, %228 : tensor<2x4x8x9xf32>
    %230 = stablehlo.reduce(%229 init: %cst_73) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %232 = stablehlo.subtract %229, %231 : tensor<2x4x8x9xf32>
    %233 = stablehlo.exponential %232 : tensor<2x4x8x9xf32>
    %234 = stablehlo.reduce(%233 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %236 = stablehlo.divide %233, %235 : tensor<2x4x8x9xf32>
    %237 = stablehlo.slice %236 [0:2, 0:4, 0:8, 0:8] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %239 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %240 = stablehlo.dot_general %160, %239, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %241 = stablehlo.reshape %240 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %242 = stablehlo.transpose %241, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %243 = stablehlo.multiply %242, %cst_56 : tensor<2x4x8x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %245 = stablehlo.dot_general %238, %244, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %247 = stablehlo.transpose %246, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %249 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %250 = stablehlo.dot_general %248, %249, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %251 = stablehlo.reshape %250 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %252 = stablehlo.add %148, %251 : tensor<2x8x32xf32>
    %253 = stablehlo.power %252, %cst_70 : tensor<2x8x32xf32>
    %254 = stablehlo.reduce(%253 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %255 = stablehlo.multiply %254, %cst_69 : tensor<2x8xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %257 = stablehlo.add %256, %cst_68 : tensor<2x8x1xf32>
    %258 = stablehlo.rsqrt %257 : tensor<2x8x1xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %261 = stablehlo.multiply %252, %260 : tensor<2x8x32xf32>
    %262 = stablehlo.multiply %0, %261 : tensor<2x8x32xf32>
    %263 = stablehlo.reshape %262 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %264 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %265 = stablehlo.dot_general %263, %264, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %266 = stablehlo.logistic %265 : tensor<16x4xf32>
    %267 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %268 = stablehlo.add %266, %267 : tensor<16x4xf32>
    %269 = stablehlo.reshape %268 : (tensor<16x4xf32>) -> tensor<16x1x4xf32>
    %270 = "stablehlo.sort"(%269) <{dimension = 2 : i64, is_stable = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %838 = stablehlo.compare  GT, %arg50, %arg51,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %838 : tensor<i1>
    }) : (tensor<16x1x4xf32>) -> tensor<16x1x4xf32>
    %271 = stablehlo.slice %270 [0:16, 0:1, 0:2] : (tensor<16x1x4xf32>) -> tensor<16x1x2xf32>
    %272 = stablehlo.reduce(%271 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<16x1x2xf32>, tensor<f32>) -> tensor<16x1xf32>
    %273:2 = "stablehlo.sort"(%272, %c_55) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>, %arg52: tensor<i32>, %arg53: tensor<i32>):
      %838 = stablehlo.compare  GT, %arg50, %arg51,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %838 : tensor<i1>
    }) : (tensor<16x1xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1xi32>)
    %274 = stablehlo.iota dim = 0 : tensor<16xi64>
    %275 = stablehlo.reshape %274 : (tensor<16xi64>) -> tensor<16x1x1xi64>
    %276 = stablehlo.convert %273#1 : (tensor<16x1xi32>) -> tensor<16x1xi64>
    %277 = stablehlo.reshape %276 : (tensor<16x1xi64>) -> tensor<16x1x1xi64>
    %278 = stablehlo.concatenate %275, %277, dim = 2 : (tensor<16x1x1xi64>, tensor<16x1x1xi64>) -> tensor<16x1x2xi64>
    %279 = "stablehlo.scatter"(%cst_54, %278, %cst_53) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      stablehlo.return %arg51 : tensor<f32>
    }) : (tensor<16x1xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1x4xf32>
    %281 = stablehlo.reshape %280 : (tensor<16x1x4xf32>) -> tensor<16x4xf32>
    %282 = stablehlo.compare  NE, %281, %cst_72 : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xi1>
    %283 = stablehlo.select %282, %268, %cst_52 : tensor<16x4xi1>, tensor<16x4xf32>
    %284 = stablehlo.iota dim = 0 : tensor<4xi32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %286:2 = "stablehlo.sort"(%283, %285) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>, %arg52: tensor<i32>, %arg53: tensor<i32>):
      %838 = stablehlo.compare  GT, %arg50, %arg51,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %838 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %287 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %288 = stablehlo.slice %286#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %289 = stablehlo.convert %288 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %290 = stablehlo.reshape %289 : (tensor<16x2xi64>) -> tensor<32xi64>
    %291 = stablehlo.compare  LT, %290, %c_51 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %292 = stablehlo.add %290, %c_50 : tensor<32xi64>
    %293 = stablehlo.select %291, %292, %290 : tensor<32xi1>, tensor<32xi64>
    %294 = stablehlo.reshape %293 : (tensor<32xi64>) -> tensor<32x1xi64>
    %295 = "stablehlo.gather"(%arg26, %294) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %296 = "stablehlo.gather"(%arg25, %294) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %297 = stablehlo.broadcast_in_dim %263, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %298 = stablehlo.reshape %297 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %299 = stablehlo.dot_general %296, %298, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %300 = stablehlo.reshape %299 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %301 = stablehlo.slice %300 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %302 = stablehlo.logistic %301 : tensor<32x32xf32>
    %303 = stablehlo.multiply %301, %302 : tensor<32x32xf32>
    %304 = stablehlo.slice %300 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %305 = stablehlo.multiply %303, %304 : tensor<32x32xf32>
    %306 = stablehlo.reshape %305 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %307 = stablehlo.dot_general %295, %306, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %308 = stablehlo.reshape %307 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %309 = stablehlo.iota dim = 0 : tensor<16xui32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0] : (tensor<16xui32>) -> tensor<16x2x1xui32>
    %311 = stablehlo.convert %288 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %312 = stablehlo.reshape %311 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %313 = stablehlo.concatenate %310, %312, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %314 = "stablehlo.gather"(%266, %313) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %315 = stablehlo.reduce(%314 init: %cst_79) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %316 = stablehlo.reshape %315 : (tensor<16xf32>) -> tensor<16x1xf32>
    %317 = stablehlo.add %316, %cst_49 : tensor<16x1xf32>
    %318 = stablehlo.reshape %317 : (tensor<16x1xf32>) -> tensor<16xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %320 = stablehlo.divide %314, %319 : tensor<16x2xf32>
    %321 = stablehlo.reshape %320 : (tensor<16x2xf32>) -> tensor<32xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %323 = stablehlo.multiply %308, %322 : tensor<32x32xf32>
    %324 = stablehlo.reshape %323 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %325 = stablehlo.reduce(%324 init: %cst_79) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %326 = stablehlo.reshape %325 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %327 = stablehlo.add %252, %326 : tensor<2x8x32xf32>
    %328 = stablehlo.power %327, %cst_70 : tensor<2x8x32xf32>
    %329 = stablehlo.reduce(%328 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %330 = stablehlo.multiply %329, %cst_69 : tensor<2x8xf32>
    %331 = stablehlo.reshape %330 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %332 = stablehlo.add %331, %cst_68 : tensor<2x8x1xf32>
    %333 = stablehlo.rsqrt %332 : tensor<2x8x1xf32>
    %334 = stablehlo.reshape %333 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %336 = stablehlo.multiply %327, %335 : tensor<2x8x32xf32>
    %337 = stablehlo.multiply %287, %336 : tensor<2x8x32xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %339 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %340 = stablehlo.dot_general %338, %339, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %341 = stablehlo.reshape %340 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %342 = stablehlo.slice %341 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %343 = stablehlo.reduce(%342 init: %cst_73) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %345 = stablehlo.subtract %342, %344 : tensor<2x7x128xf32>
    %346 = stablehlo.exponential %345 : tensor<2x7x128xf32>
    %347 = stablehlo.reduce(%346 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %348 = stablehlo.log %347 : tensor<2x7xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %350 = stablehlo.subtract %345, %349 : tensor<2x7x128xf32>
    %351 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %353 = stablehlo.broadcast_in_dim %c_71, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %354 = stablehlo.compare  EQ, %352, %353 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %355 = stablehlo.convert %354 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %356 = stablehlo.convert %355 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %357 = stablehlo.multiply %350, %356 : tensor<2x7x128xf32>
    %358 = stablehlo.reduce(%357 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %359 = stablehlo.reduce(%358 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %360 = stablehlo.multiply %359, %cst_48 : tensor<f32>
    %361 = stablehlo.negate %360 : tensor<f32>
    %362 = stablehlo.multiply %arg28, %cst_47 : tensor<128x32xf32>
    %363 = stablehlo.compare  LT, %arg0, %c_76 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %364 = stablehlo.add %arg0, %c_45 : tensor<2x8xi64>
    %365 = stablehlo.select %363, %364, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %366 = stablehlo.reshape %365 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %367 = stablehlo.compare  EQ, %arg0, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %369 = stablehlo.multiply %356, %cst_41 : tensor<2x7x128xf32>
    %370 = stablehlo.exponential %350 : tensor<2x7x128xf32>
    %371 = stablehlo.reduce(%369 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %373 = stablehlo.multiply %370, %372 : tensor<2x7x128xf32>
    %374 = stablehlo.subtract %369, %373 : tensor<2x7x128xf32>
    %375 = stablehlo.pad %374, %cst_79, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %376 = stablehlo.select %c_42, %375, %cst_40 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %377 = stablehlo.reshape %376 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %378 = stablehlo.dot_general %377, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %379 = stablehlo.reshape %378 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %380 = stablehlo.multiply %379, %287 : tensor<2x8x32xf32>
    %381 = stablehlo.multiply %380, %335 : tensor<2x8x32xf32>
    %382 = stablehlo.multiply %380, %327 : tensor<2x8x32xf32>
    %383 = stablehlo.reduce(%382 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %384 = stablehlo.reshape %383 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %385 = stablehlo.multiply %384, %cst_39 : tensor<2x8x1xf32>
    %386 = stablehlo.power %333, %cst_38 : tensor<2x8x1xf32>
    %387 = stablehlo.multiply %385, %386 : tensor<2x8x1xf32>
    %388 = stablehlo.reshape %387 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %390 = stablehlo.divide %389, %cst_37 : tensor<2x8x32xf32>
    %391 = stablehlo.power %327, %cst_36 : tensor<2x8x32xf32>
    %392 = stablehlo.multiply %391, %cst_70 : tensor<2x8x32xf32>
    %393 = stablehlo.multiply %390, %392 : tensor<2x8x32xf32>
    %394 = stablehlo.add %381, %393 : tensor<2x8x32xf32>
    %395 = stablehlo.transpose %296, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %396 = stablehlo.transpose %295, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %397 = stablehlo.reshape %394 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %399 = stablehlo.reshape %398 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %400 = stablehlo.multiply %399, %322 : tensor<32x32xf32>
    %401 = stablehlo.reshape %400 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %402 = stablehlo.dot_general %396, %401, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %403 = stablehlo.reshape %402 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %404 = stablehlo.multiply %403, %304 : tensor<32x32xf32>
    %405 = stablehlo.subtract %cst_35, %302 : tensor<32x32xf32>
    %406 = stablehlo.multiply %301, %405 : tensor<32x32xf32>
    %407 = stablehlo.add %406, %cst_35 : tensor<32x32xf32>
    %408 = stablehlo.multiply %302, %407 : tensor<32x32xf32>
    %409 = stablehlo.multiply %404, %408 : tensor<32x32xf32>
    %410 = stablehlo.multiply %403, %303 : tensor<32x32xf32>
    %411 = stablehlo.concatenate %409, %410, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %412 = stablehlo.reshape %411 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %413 = stablehlo.dot_general %395, %412, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %414 = stablehlo.reshape %413 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %415 = stablehlo.reduce(%414 init: %cst_79) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %416 = stablehlo.reshape %415 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %417 = stablehlo.broadcast_in_dim %274, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %418 = stablehlo.reshape %289 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %419 = stablehlo.concatenate %417, %418, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %420 = stablehlo.multiply %399, %308 : tensor<32x32xf32>
    %421 = stablehlo.reduce(%420 init: %cst_79) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %422 = stablehlo.reshape %421 : (tensor<32xf32>) -> tensor<16x2xf32>
    %423 = stablehlo.divide %422, %319 : tensor<16x2xf32>
    %424 = stablehlo.negate %422 : tensor<16x2xf32>
    %425 = stablehlo.divide %320, %319 : tensor<16x2xf32>
    %426 = stablehlo.multiply %424, %425 : tensor<16x2xf32>
    %427 = stablehlo.reduce(%426 init: %cst_79) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %429 = stablehlo.add %423, %428 : tensor<16x2xf32>
    %430 = "stablehlo.scatter"(%cst_72, %419, %429) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %838 = stablehlo.add %arg50, %arg51 : tensor<f32>
      stablehlo.return %838 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %431 = stablehlo.subtract %cst_34, %266 : tensor<16x4xf32>
    %432 = stablehlo.multiply %266, %431 : tensor<16x4xf32>
    %433 = stablehlo.multiply %430, %432 : tensor<16x4xf32>
    %434 = stablehlo.dot_general %433, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %435 = stablehlo.reshape %434 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %436 = stablehlo.add %416, %435 : tensor<2x8x32xf32>
    %437 = stablehlo.multiply %436, %0 : tensor<2x8x32xf32>
    %438 = stablehlo.multiply %437, %260 : tensor<2x8x32xf32>
    %439 = stablehlo.add %394, %438 : tensor<2x8x32xf32>
    %440 = stablehlo.multiply %437, %252 : tensor<2x8x32xf32>
    %441 = stablehlo.reduce(%440 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %442 = stablehlo.reshape %441 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %443 = stablehlo.multiply %442, %cst_39 : tensor<2x8x1xf32>
    %444 = stablehlo.power %258, %cst_38 : tensor<2x8x1xf32>
    %445 = stablehlo.multiply %443, %444 : tensor<2x8x1xf32>
    %446 = stablehlo.reshape %445 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %448 = stablehlo.divide %447, %cst_37 : tensor<2x8x32xf32>
    %449 = stablehlo.power %252, %cst_36 : tensor<2x8x32xf32>
    %450 = stablehlo.multiply %449, %cst_70 : tensor<2x8x32xf32>
    %451 = stablehlo.multiply %448, %450 : tensor<2x8x32xf32>
    %452 = stablehlo.add %439, %451 : tensor<2x8x32xf32>
    %453 = stablehlo.transpose %238, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %454 = stablehlo.reshape %452 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %455 = stablehlo.dot_general %454, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %456 = stablehlo.reshape %455 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %457 = stablehlo.transpose %456, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %458 = stablehlo.reshape %457 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %459 = stablehlo.dot_general %453, %458, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %460 = stablehlo.reshape %459 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %461 = stablehlo.multiply %460, %cst_56 : tensor<2x4x8x8xf32>
    %462 = stablehlo.transpose %461, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %463 = stablehlo.reshape %462 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %464 = stablehlo.dot_general %463, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %465 = stablehlo.reshape %464 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %466 = stablehlo.transpose %184, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %467 = stablehlo.transpose %244, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %468 = stablehlo.dot_general %458, %467, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %469 = stablehlo.reshape %468 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %470 = stablehlo.pad %469, %cst_79, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8x9xf32>
    %471 = stablehlo.select %c_32, %470, %cst_31 : tensor<2x4x8x9xi1>, tensor<2x4x8x9xf32>
    %472 = stablehlo.multiply %471, %236 : tensor<2x4x8x9xf32>
    %473 = stablehlo.reduce(%472 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x9xf32>
    %475 = stablehlo.multiply %236, %474 : tensor<2x4x8x9xf32>
    %476 = stablehlo.subtract %472, %475 : tensor<2x4x8x9xf32>
    %477 = stablehlo.iota dim = 0 : tensor<2xi64>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0] : (tensor<2xi64>) -> tensor<2x4x8x1x1xi64>
    %479 = stablehlo.iota dim = 0 : tensor<4xi64>
    %480 = stablehlo.broadcast_in_dim %479, dims = [1] : (tensor<4xi64>) -> tensor<2x4x8x1x1xi64>
    %481 = stablehlo.iota dim = 0 : tensor<8xi64>
    %482 = stablehlo.broadcast_in_dim %481, dims = [2] : (tensor<8xi64>) -> tensor<2x4x8x1x1xi64>
    %483 = stablehlo.iota dim = 0 : tensor<9xi32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [3] : (tensor<9xi32>) -> tensor<2x4x8x9xi32>
    %485:2 = stablehlo.reduce(%226 init: %cst_73), (%484 init: %c_78) across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<2x4x8x9xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x4x8xf32>, tensor<2x4x8xi32>)
     reducer(%arg50: tensor<f32>, %arg52: tensor<f32>) (%arg51: tensor<i32>, %arg53: tensor<i32>)  {
      %838 = stablehlo.compare  GE, %arg50, %arg52 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %839 = stablehlo.select %838, %arg50, %arg52 : tensor<i1>, tensor<f32>
      %840 = stablehlo.compare  EQ, %arg50, %arg52 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %841 = stablehlo.minimum %arg51, %arg53 : tensor<i32>
      %842 = stablehlo.select %838, %arg51, %arg53 : tensor<i1>, tensor<i32>
      %843 = stablehlo.select %840, %841, %842 : tensor<i1>, tensor<i32>
      stablehlo.return %839, %843 : tensor<f32>, tensor<i32>
    }
    %486 = stablehlo.convert %485#1 : (tensor<2x4x8xi32>) -> tensor<2x4x8xi64>
    %487 = stablehlo.reshape %486 : (tensor<2x4x8xi64>) -> tensor<2x4x8x1x1xi64>
    %488 = stablehlo.concatenate %478, %480, %482, %487, dim = 4 : (tensor<2x4x8x1x1xi64>, tensor<2x4x8x1x1xi64>, tensor<2x4x8x1x1xi64>, tensor<2x4x8x1x1xi64>) -> tensor<2x4x8x1x4xi64>
    %489 = stablehlo.negate %476 : tensor<2x4x8x9xf32>
    %490 = stablehlo.reduce(%489 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x9xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %491 = stablehlo.reshape %490 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %492 = "stablehlo.scatter"(%cst_31, %488, %491) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2, 3], index_vector_dim = 4>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      stablehlo.return %arg51 : tensor<f32>
    }) : (tensor<2x4x8x9xf32>, tensor<2x4x8x1x4xi64>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x9xf32>
    %493 = stablehlo.add %476, %492 : tensor<2x4x8x9xf32>
    %494 = stablehlo.slice %493 [0:2, 0:4, 0:8, 0:8] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x8xf32>
    %495 = stablehlo.multiply %494, %cst_66 : tensor<2x4x8x8xf32>
    %496 = stablehlo.reshape %495 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %497 = stablehlo.dot_general %466, %496, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %498 = stablehlo.reshape %497 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %499 = stablehlo.transpose %498, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %500 = stablehlo.slice %499 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %501 = stablehlo.pad %500, %cst_79, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x6xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %502 = stablehlo.select %c_33, %501, %cst_30 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %503 = stablehlo.slice %499 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %504 = stablehlo.multiply %503, %179 : tensor<2x4x8x2xf32>
    %505 = stablehlo.slice %504 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %506 = stablehlo.negate %505 : tensor<2x4x8x1xf32>
    %507 = stablehlo.pad %506, %cst_79, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8x2xf32>
    %508 = stablehlo.select %c_28, %507, %cst_27 : tensor<2x4x8x2xi1>, tensor<2x4x8x2xf32>
    %509 = stablehlo.slice %504 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %510 = stablehlo.pad %509, %cst_79, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8x2xf32>
    %511 = stablehlo.select %c_26, %510, %cst_27 : tensor<2x4x8x2xi1>, tensor<2x4x8x2xf32>
    %512 = stablehlo.add %508, %511 : tensor<2x4x8x2xf32>
    %513 = stablehlo.multiply %503, %171 : tensor<2x4x8x2xf32>
    %514 = stablehlo.add %512, %513 : tensor<2x4x8x2xf32>
    %515 = stablehlo.pad %514, %cst_79, low = [0, 0, 0, 0], high = [0, 0, 0, 6], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %516 = stablehlo.select %c_29, %515, %cst_30 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %517 = stablehlo.add %502, %516 : tensor<2x4x8x8xf32>
    %518 = stablehlo.transpose %517, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %519 = stablehlo.reshape %518 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %520 = stablehlo.dot_general %519, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %521 = stablehlo.reshape %520 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %522 = stablehlo.add %465, %521 : tensor<2x8x32xf32>
    %523 = stablehlo.transpose %200, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %524 = stablehlo.dot_general %496, %523, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %525 = stablehlo.reshape %524 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %526 = stablehlo.slice %525 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %527 = stablehlo.pad %526, %cst_79, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x6xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %528 = stablehlo.select %c_33, %527, %cst_30 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %529 = stablehlo.slice %525 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %530 = stablehlo.multiply %529, %179 : tensor<2x4x8x2xf32>
    %531 = stablehlo.slice %530 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %532 = stablehlo.negate %531 : tensor<2x4x8x1xf32>
    %533 = stablehlo.pad %532, %cst_79, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8x2xf32>
    %534 = stablehlo.select %c_28, %533, %cst_27 : tensor<2x4x8x2xi1>, tensor<2x4x8x2xf32>
    %535 = stablehlo.slice %530 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %536 = stablehlo.pad %535, %cst_79, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8x2xf32>
    %537 = stablehlo.select %c_26, %536, %cst_27 : tensor<2x4x8x2xi1>, tensor<2x4x8x2xf32>
    %538 = stablehlo.add %534, %537 : tensor<2x4x8x2xf32>
    %539 = stablehlo.multiply %529, %171 : tensor<2x4x8x2xf32>
    %540 = stablehlo.add %538, %539 : tensor<2x4x8x2xf32>
    %541 = stablehlo.pad %540, %cst_79, low = [0, 0, 0, 0], high = [0, 0, 0, 6], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %542 = stablehlo.select %c_29, %541, %cst_30 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %543 = stablehlo.add %528, %542 : tensor<2x4x8x8xf32>
    %544 = stablehlo.transpose %543, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %545 = stablehlo.reshape %544 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %546 = stablehlo.dot_general %545, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %547 = stablehlo.reshape %546 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %548 = stablehlo.add %522, %547 : tensor<2x8x32xf32>
    %549 = stablehlo.multiply %548, %149 : tensor<2x8x32xf32>
    %550 = stablehlo.multiply %549, %157 : tensor<2x8x32xf32>
    %551 = stablehlo.add %452, %550 : tensor<2x8x32xf32>
    %552 = stablehlo.multiply %549, %148 : tensor<2x8x32xf32>
    %553 = stablehlo.reduce(%552 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %554 = stablehlo.reshape %553 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %555 = stablehlo.multiply %554, %cst_39 : tensor<2x8x1xf32>
    %556 = stablehlo.power %155, %cst_38 : tensor<2x8x1xf32>
    %557 = stablehlo.multiply %555, %556 : tensor<2x8x1xf32>
    %558 = stablehlo.reshape %557 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %560 = stablehlo.divide %559, %cst_37 : tensor<2x8x32xf32>
    %561 = stablehlo.power %148, %cst_36 : tensor<2x8x32xf32>
    %562 = stablehlo.multiply %561, %cst_70 : tensor<2x8x32xf32>
    %563 = stablehlo.multiply %560, %562 : tensor<2x8x32xf32>
    %564 = stablehlo.add %551, %563 : tensor<2x8x32xf32>
    %565 = stablehlo.reshape %564 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %566 = stablehlo.dot_general %565, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %567 = stablehlo.reshape %566 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %568 = stablehlo.multiply %567, %139 : tensor<2x8x64xf32>
    %569 = stablehlo.reshape %568 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %570 = stablehlo.dot_general %569, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %571 = stablehlo.reshape %570 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %572 = stablehlo.multiply %567, %142 : tensor<2x8x64xf32>
    %573 = stablehlo.subtract %cst_25, %138 : tensor<2x8x64xf32>
    %574 = stablehlo.multiply %137, %573 : tensor<2x8x64xf32>
    %575 = stablehlo.add %574, %cst_25 : tensor<2x8x64xf32>
    %576 = stablehlo.multiply %138, %575 : tensor<2x8x64xf32>
    %577 = stablehlo.multiply %572, %576 : tensor<2x8x64xf32>
    %578 = stablehlo.reshape %577 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %579 = stablehlo.dot_general %578, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %580 = stablehlo.reshape %579 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %581 = stablehlo.add %571, %580 : tensor<2x8x32xf32>
    %582 = stablehlo.multiply %581, %123 : tensor<2x8x32xf32>
    %583 = stablehlo.multiply %582, %131 : tensor<2x8x32xf32>
    %584 = stablehlo.add %564, %583 : tensor<2x8x32xf32>
    %585 = stablehlo.multiply %582, %122 : tensor<2x8x32xf32>
    %586 = stablehlo.reduce(%585 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %587 = stablehlo.reshape %586 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %588 = stablehlo.multiply %587, %cst_39 : tensor<2x8x1xf32>
    %589 = stablehlo.power %129, %cst_38 : tensor<2x8x1xf32>
    %590 = stablehlo.multiply %588, %589 : tensor<2x8x1xf32>
    %591 = stablehlo.reshape %590 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %593 = stablehlo.divide %592, %cst_37 : tensor<2x8x32xf32>
    %594 = stablehlo.power %122, %cst_36 : tensor<2x8x32xf32>
    %595 = stablehlo.multiply %594, %cst_70 : tensor<2x8x32xf32>
    %596 = stablehlo.multiply %593, %595 : tensor<2x8x32xf32>
    %597 = stablehlo.add %584, %596 : tensor<2x8x32xf32>
    %598 = stablehlo.transpose %107, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %599 = stablehlo.reshape %597 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %600 = stablehlo.dot_general %599, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %601 = stablehlo.reshape %600 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %602 = stablehlo.transpose %601, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %603 = stablehlo.reshape %602 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %604 = stablehlo.dot_general %598, %603, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %605 = stablehlo.reshape %604 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %606 = stablehlo.reduce(%605 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %607 = stablehlo.multiply %606, %cst_58 : tensor<2x2x8x8xf32>
    %608 = stablehlo.transpose %607, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %609 = stablehlo.reshape %608 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %610 = stablehlo.dot_general %609, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %611 = stablehlo.reshape %610 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %612 = stablehlo.transpose %40, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %613 = stablehlo.transpose %114, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %614 = stablehlo.dot_general %603, %613, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %615 = stablehlo.reshape %614 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %616 = stablehlo.multiply %615, %106 : tensor<2x4x8x8xf32>
    %617 = stablehlo.reduce(%616 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %619 = stablehlo.multiply %106, %618 : tensor<2x4x8x8xf32>
    %620 = stablehlo.subtract %616, %619 : tensor<2x4x8x8xf32>
    %621 = stablehlo.iota dim = 0 : tensor<8xi32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [3] : (tensor<8xi32>) -> tensor<2x4x8x8xi32>
    %623:2 = stablehlo.reduce(%96 init: %cst_73), (%622 init: %c_78) across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x4x8xf32>, tensor<2x4x8xi32>)
     reducer(%arg50: tensor<f32>, %arg52: tensor<f32>) (%arg51: tensor<i32>, %arg53: tensor<i32>)  {
      %838 = stablehlo.compare  GE, %arg50, %arg52 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %839 = stablehlo.select %838, %arg50, %arg52 : tensor<i1>, tensor<f32>
      %840 = stablehlo.compare  EQ, %arg50, %arg52 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %841 = stablehlo.minimum %arg51, %arg53 : tensor<i32>
      %842 = stablehlo.select %838, %arg51, %arg53 : tensor<i1>, tensor<i32>
      %843 = stablehlo.select %840, %841, %842 : tensor<i1>, tensor<i32>
      stablehlo.return %839, %843 : tensor<f32>, tensor<i32>
    }
    %624 = stablehlo.convert %623#1 : (tensor<2x4x8xi32>) -> tensor<2x4x8xi64>
    %625 = stablehlo.reshape %624 : (tensor<2x4x8xi64>) -> tensor<2x4x8x1x1xi64>
    %626 = stablehlo.concatenate %478, %480, %482, %625, dim = 4 : (tensor<2x4x8x1x1xi64>, tensor<2x4x8x1x1xi64>, tensor<2x4x8x1x1xi64>, tensor<2x4x8x1x1xi64>) -> tensor<2x4x8x1x4xi64>
    %627 = stablehlo.negate %620 : tensor<2x4x8x8xf32>
    %628 = stablehlo.reduce(%627 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %629 = stablehlo.reshape %628 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %630 = "stablehlo.scatter"(%cst_30, %626, %629) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2, 3], index_vector_dim = 4>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      stablehlo.return %arg51 : tensor<f32>
    }) : (tensor<2x4x8x8xf32>, tensor<2x4x8x1x4xi64>, tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %631 = stablehlo.add %620, %630 : tensor<2x4x8x8xf32>
    %632 = stablehlo.multiply %631, %cst_66 : tensor<2x4x8x8xf32>
    %633 = stablehlo.reshape %632 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %634 = stablehlo.dot_general %612, %633, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %635 = stablehlo.reshape %634 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %636 = stablehlo.transpose %635, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %637 = stablehlo.reshape %636 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %638 = stablehlo.reduce(%637 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %639 = stablehlo.slice %638 [0:2, 0:2, 0:8, 2:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x6xf32>
    %640 = stablehlo.pad %639, %cst_79, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x6xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %641 = stablehlo.select %c_24, %640, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %642 = stablehlo.slice %638 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x2xf32>
    %643 = stablehlo.multiply %642, %52 : tensor<2x2x8x2xf32>
    %644 = stablehlo.slice %643 [0:2, 0:2, 0:8, 0:1] : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x1xf32>
    %645 = stablehlo.negate %644 : tensor<2x2x8x1xf32>
    %646 = stablehlo.pad %645, %cst_79, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8x2xf32>
    %647 = stablehlo.select %c_21, %646, %cst_20 : tensor<2x2x8x2xi1>, tensor<2x2x8x2xf32>
    %648 = stablehlo.slice %643 [0:2, 0:2, 0:8, 1:2] : (tensor<2x2x8x2xf32>) -> tensor<2x2x8x1xf32>
    %649 = stablehlo.pad %648, %cst_79, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8x2xf32>
    %650 = stablehlo.select %c, %649, %cst_20 : tensor<2x2x8x2xi1>, tensor<2x2x8x2xf32>
    %651 = stablehlo.add %647, %650 : tensor<2x2x8x2xf32>
    %652 = stablehlo.multiply %642, %46 : tensor<2x2x8x2xf32>
    %653 = stablehlo.add %651, %652 : tensor<2x2x8x2xf32>
    %654 = stablehlo.pad %653, %cst_79, low = [0, 0, 0, 0], high = [0, 0, 0, 6], interior = [0, 0, 0, 0] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %655 = stablehlo.select %c_22, %654, %cst_23 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %656 = stablehlo.add %641, %655 : tensor<2x2x8x8xf32>
    %657 = stablehlo.transpose %656, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %658 = stablehlo.reshape %657 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %659 = stablehlo.dot_general %658, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %660 = stablehlo.reshape %659 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %661 = stablehlo.add %611, %660 : tensor<2x8x32xf32>
    %662 = stablehlo.transpose %60, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %663 = stablehlo.dot_general %633, %662, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %664 = stablehlo.reshape %663 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %665 = stablehlo.slice %664 [0:2, 0:4, 0:8, 2:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x6xf32>
    %666 = stablehlo.pad %665, %cst_79, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x6xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %667 = stablehlo.select %c_33, %666, %cst_30 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %668 = stablehlo.slice %664 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x2xf32>
    %669 = stablehlo.multiply %668, %35 : tensor<2x4x8x2xf32>
    %670 = stablehlo.slice %669 [0:2, 0:4, 0:8, 0:1] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %671 = stablehlo.negate %670 : tensor<2x4x8x1xf32>
    %672 = stablehlo.pad %671, %cst_79, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8x2xf32>
    %673 = stablehlo.select %c_28, %672, %cst_27 : tensor<2x4x8x2xi1>, tensor<2x4x8x2xf32>
    %674 = stablehlo.slice %669 [0:2, 0:4, 0:8, 1:2] : (tensor<2x4x8x2xf32>) -> tensor<2x4x8x1xf32>
    %675 = stablehlo.pad %674, %cst_79, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<2x4x8x2xf32>
    %676 = stablehlo.select %c_26, %675, %cst_27 : tensor<2x4x8x2xi1>, tensor<2x4x8x2xf32>
    %677 = stablehlo.add %673, %676 : tensor<2x4x8x2xf32>
    %678 = stablehlo.multiply %668, %27 : tensor<2x4x8x2xf32>
    %679 = stablehlo.add %677, %678 : tensor<2x4x8x2xf32>
    %680 = stablehlo.pad %679, %cst_79, low = [0, 0, 0, 0], high = [0, 0, 0, 6], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %681 = stablehlo.select %c_29, %680, %cst_30 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %682 = stablehlo.add %667, %681 : tensor<2x4x8x8xf32>
    %683 = stablehlo.transpose %682, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %684 = stablehlo.reshape %683 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %685 = stablehlo.dot_general %684, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %686 = stablehlo.reshape %685 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %687 = stablehlo.add %661, %686 : tensor<2x8x32xf32>
    %688 = stablehlo.multiply %687, %5 : tensor<2x8x32xf32>
    %689 = stablehlo.multiply %688, %13 : tensor<2x8x32xf32>
    %690 = stablehlo.add %597, %689 : tensor<2x8x32xf32>
    %691 = stablehlo.multiply %688, %4 : tensor<2x8x32xf32>
    %692 = stablehlo.reduce(%691 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %693 = stablehlo.reshape %692 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %694 = stablehlo.multiply %693, %cst_39 : tensor<2x8x1xf32>
    %695 = stablehlo.power %11, %cst_38 : tensor<2x8x1xf32>
    %696 = stablehlo.multiply %694, %695 : tensor<2x8x1xf32>
    %697 = stablehlo.reshape %696 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %699 = stablehlo.divide %698, %cst_37 : tensor<2x8x32xf32>
    %700 = stablehlo.power %4, %cst_36 : tensor<2x8x32xf32>
    %701 = stablehlo.multiply %700, %cst_70 : tensor<2x8x32xf32>
    %702 = stablehlo.multiply %699, %701 : tensor<2x8x32xf32>
    %703 = stablehlo.add %690, %702 : tensor<2x8x32xf32>
    %704 = stablehlo.select %368, %cst_43, %703 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %705 = "stablehlo.scatter"(%cst_46, %366, %704) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %838 = stablehlo.add %arg50, %arg51 : tensor<f32>
      stablehlo.return %838 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %706 = stablehlo.add %362, %705 : tensor<128x32xf32>
    %707 = stablehlo.multiply %706, %cst_19 : tensor<128x32xf32>
    %708 = stablehlo.subtract %arg10, %707 : tensor<128x32xf32>
    %709 = stablehlo.multiply %arg29, %cst_18 : tensor<32x32xf32>
    %710 = stablehlo.transpose %684, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %711 = stablehlo.dot_general %710, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %712 = stablehlo.add %709, %711 : tensor<32x32xf32>
    %713 = stablehlo.multiply %712, %cst_17 : tensor<32x32xf32>
    %714 = stablehlo.subtract %arg16, %713 : tensor<32x32xf32>
    %715 = stablehlo.multiply %arg30, %cst_16 : tensor<16x32xf32>
    %716 = stablehlo.transpose %658, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %717 = stablehlo.dot_general %716, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %718 = stablehlo.add %715, %717 : tensor<16x32xf32>
    %719 = stablehlo.multiply %718, %cst_15 : tensor<16x32xf32>
    %720 = stablehlo.subtract %arg14, %719 : tensor<16x32xf32>
    %721 = stablehlo.multiply %arg31, %cst_16 : tensor<16x32xf32>
    %722 = stablehlo.transpose %609, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %723 = stablehlo.dot_general %722, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %724 = stablehlo.add %721, %723 : tensor<16x32xf32>
    %725 = stablehlo.multiply %724, %cst_15 : tensor<16x32xf32>
    %726 = stablehlo.subtract %arg9, %725 : tensor<16x32xf32>
    %727 = stablehlo.multiply %arg32, %cst_18 : tensor<32x32xf32>
    %728 = stablehlo.transpose %599, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %729 = stablehlo.dot_general %728, %118, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %730 = stablehlo.add %727, %729 : tensor<32x32xf32>
    %731 = stablehlo.multiply %730, %cst_17 : tensor<32x32xf32>
    %732 = stablehlo.subtract %arg8, %731 : tensor<32x32xf32>
    %733 = stablehlo.multiply %arg33, %cst_14 : tensor<64x32xf32>
    %734 = stablehlo.transpose %578, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %735 = stablehlo.dot_general %734, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %736 = stablehlo.add %733, %735 : tensor<64x32xf32>
    %737 = stablehlo.multiply %736, %cst_13 : tensor<64x32xf32>
    %738 = stablehlo.subtract %arg18, %737 : tensor<64x32xf32>
    %739 = stablehlo.multiply %arg34, %cst_14 : tensor<64x32xf32>
    %740 = stablehlo.transpose %569, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %741 = stablehlo.dot_general %740, %134, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %742 = stablehlo.add %739, %741 : tensor<64x32xf32>
    %743 = stablehlo.multiply %742, %cst_13 : tensor<64x32xf32>
    %744 = stablehlo.subtract %arg7, %743 : tensor<64x32xf32>
    %745 = stablehlo.multiply %arg35, %cst_12 : tensor<32x64xf32>
    %746 = stablehlo.transpose %565, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %747 = stablehlo.dot_general %746, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %748 = stablehlo.add %745, %747 : tensor<32x64xf32>
    %749 = stablehlo.multiply %748, %cst_11 : tensor<32x64xf32>
    %750 = stablehlo.subtract %arg6, %749 : tensor<32x64xf32>
    %751 = stablehlo.multiply %arg36, %cst_10 : tensor<32xf32>
    %752 = stablehlo.multiply %687, %14 : tensor<2x8x32xf32>
    %753 = stablehlo.reduce(%752 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %754 = stablehlo.add %751, %753 : tensor<32xf32>
    %755 = stablehlo.multiply %754, %cst_9 : tensor<32xf32>
    %756 = stablehlo.subtract %arg11, %755 : tensor<32xf32>
    %757 = stablehlo.multiply %arg37, %cst_10 : tensor<32xf32>
    %758 = stablehlo.multiply %581, %132 : tensor<2x8x32xf32>
    %759 = stablehlo.reduce(%758 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %760 = stablehlo.add %757, %759 : tensor<32xf32>
    %761 = stablehlo.multiply %760, %cst_9 : tensor<32xf32>
    %762 = stablehlo.subtract %arg17, %761 : tensor<32xf32>
    %763 = stablehlo.multiply %arg38, %cst_8 : tensor<4xf32>
    %764 = stablehlo.slice %493 [0:2, 0:4, 0:8, 8:9] : (tensor<2x4x8x9xf32>) -> tensor<2x4x8x1xf32>
    %765 = stablehlo.reduce(%764 init: %cst_79) applies stablehlo.add across dimensions = [0, 2] : (tensor<2x4x8x1xf32>, tensor<f32>) -> tensor<4x1xf32>
    %766 = stablehlo.reshape %765 : (tensor<4x1xf32>) -> tensor<4xf32>
    %767 = stablehlo.add %763, %766 : tensor<4xf32>
    %768 = stablehlo.multiply %767, %cst_7 : tensor<4xf32>
    %769 = stablehlo.subtract %arg20, %768 : tensor<4xf32>
    %770 = stablehlo.multiply %arg39, %cst_18 : tensor<32x32xf32>
    %771 = stablehlo.transpose %545, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %772 = stablehlo.dot_general %771, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %773 = stablehlo.add %770, %772 : tensor<32x32xf32>
    %774 = stablehlo.multiply %773, %cst_17 : tensor<32x32xf32>
    %775 = stablehlo.subtract %arg23, %774 : tensor<32x32xf32>
    %776 = stablehlo.multiply %arg40, %cst_18 : tensor<32x32xf32>
    %777 = stablehlo.transpose %519, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %778 = stablehlo.dot_general %777, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %779 = stablehlo.add %776, %778 : tensor<32x32xf32>
    %780 = stablehlo.multiply %779, %cst_17 : tensor<32x32xf32>
    %781 = stablehlo.subtract %arg21, %780 : tensor<32x32xf32>
    %782 = stablehlo.multiply %arg41, %cst_18 : tensor<32x32xf32>
    %783 = stablehlo.transpose %463, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %784 = stablehlo.dot_general %783, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %785 = stablehlo.add %782, %784 : tensor<32x32xf32>
    %786 = stablehlo.multiply %785, %cst_17 : tensor<32x32xf32>
    %787 = stablehlo.subtract %arg5, %786 : tensor<32x32xf32>
    %788 = stablehlo.multiply %arg42, %cst_18 : tensor<32x32xf32>
    %789 = stablehlo.transpose %454, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %790 = stablehlo.dot_general %789, %248, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %791 = stablehlo.add %788, %790 : tensor<32x32xf32>
    %792 = stablehlo.multiply %791, %cst_17 : tensor<32x32xf32>
    %793 = stablehlo.subtract %arg4, %792 : tensor<32x32xf32>
    %794 = stablehlo.multiply %arg43, %cst_6 : tensor<4x64x32xf32>
    %795 = stablehlo.reshape %297 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %796 = stablehlo.dot_general %412, %795, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %797 = "stablehlo.scatter"(%cst_5, %294, %796) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %838 = stablehlo.add %arg50, %arg51 : tensor<f32>
      stablehlo.return %838 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %798 = stablehlo.add %794, %797 : tensor<4x64x32xf32>
    %799 = stablehlo.multiply %798, %cst_4 : tensor<4x64x32xf32>
    %800 = stablehlo.subtract %arg25, %799 : tensor<4x64x32xf32>
    %801 = stablehlo.multiply %arg44, %cst_3 : tensor<4x32x32xf32>
    %802 = stablehlo.reshape %305 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %803 = stablehlo.dot_general %401, %802, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %804 = "stablehlo.scatter"(%cst_2, %294, %803) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %838 = stablehlo.add %arg50, %arg51 : tensor<f32>
      stablehlo.return %838 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %805 = stablehlo.add %801, %804 : tensor<4x32x32xf32>
    %806 = stablehlo.multiply %805, %cst_1 : tensor<4x32x32xf32>
    %807 = stablehlo.subtract %arg26, %806 : tensor<4x32x32xf32>
    %808 = stablehlo.multiply %arg45, %cst_0 : tensor<4x32xf32>
    %809 = stablehlo.transpose %433, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %810 = stablehlo.dot_general %809, %263, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %811 = stablehlo.add %808, %810 : tensor<4x32xf32>
    %812 = stablehlo.multiply %811, %cst : tensor<4x32xf32>
    %813 = stablehlo.subtract %arg3, %812 : tensor<4x32xf32>
    %814 = stablehlo.multiply %arg46, %cst_10 : tensor<32xf32>
    %815 = stablehlo.multiply %548, %158 : tensor<2x8x32xf32>
    %816 = stablehlo.reduce(%815 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %817 = stablehlo.add %814, %816 : tensor<32xf32>
    %818 = stablehlo.multiply %817, %cst_9 : tensor<32xf32>
    %819 = stablehlo.subtract %arg19, %818 : tensor<32xf32>
    %820 = stablehlo.multiply %arg47, %cst_10 : tensor<32xf32>
    %821 = stablehlo.multiply %436, %261 : tensor<2x8x32xf32>
    %822 = stablehlo.reduce(%821 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %823 = stablehlo.add %820, %822 : tensor<32xf32>
    %824 = stablehlo.multiply %823, %cst_9 : tensor<32xf32>
    %825 = stablehlo.subtract %arg24, %824 : tensor<32xf32>
    %826 = stablehlo.multiply %arg48, %cst_10 : tensor<32xf32>
    %827 = stablehlo.multiply %379, %336 : tensor<2x8x32xf32>
    %828 = stablehlo.reduce(%827 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %829 = stablehlo.add %826, %828 : tensor<32xf32>
    %830 = stablehlo.multiply %829, %cst_9 : tensor<32xf32>
    %831 = stablehlo.subtract %arg27, %830 : tensor<32xf32>
    %832 = stablehlo.multiply %arg49, %cst_47 : tensor<128x32xf32>
    %833 = stablehlo.transpose %377, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %834 = stablehlo.dot_general %833, %338, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %835 = stablehlo.add %832, %834 : tensor<128x32xf32>
    %836 = stablehlo.multiply %835, %cst_19 : tensor<128x32xf32>
    %837 = stablehlo.subtract %arg1, %836 : tensor<128x32xf32>
    return %361, %708, %714, %720, %726, %732, %738, %744, %750, %756, %762, %769, %775, %781, %787, %793, %800, %807, %813, %819, %825, %831, %837, %706, %712, %718, %724, %730, %736, %742, %748, %754, %760, %767, %773, %779, %785, %791, %798, %805, %811, %817, %823, %829, %835 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
