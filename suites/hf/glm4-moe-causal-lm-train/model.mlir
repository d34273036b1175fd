module @IrToHlo.2311 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 24 : i32}, %arg2: tensor<32x32xf32> {tf.aliasing_output = 20 : i32}, %arg3: tensor<32x32xf32> {tf.aliasing_output = 19 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 13 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg15: tensor<2xf32>, %arg16: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg18: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg20: tensor<16x32xf32> {tf.aliasing_output = 12 : i32}, %arg21: tensor<32x32xf32> {tf.aliasing_output = 11 : i32}, %arg22: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 18 : i32}, %arg24: tensor<4xf32>, %arg25: tensor<4x32xf32> {tf.aliasing_output = 17 : i32}, %arg26: tensor<4x64x32xf32> {tf.aliasing_output = 15 : i32}, %arg27: tensor<4x32x32xf32> {tf.aliasing_output = 16 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg29: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg31: tensor<16x32xf32> {tf.aliasing_output = 27 : i32}, %arg32: tensor<16x32xf32> {tf.aliasing_output = 28 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg34: tensor<64x32xf32> {tf.aliasing_output = 30 : i32}, %arg35: tensor<64x32xf32> {tf.aliasing_output = 31 : i32}, %arg36: tensor<32x64xf32> {tf.aliasing_output = 32 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg39: tensor<32x32xf32> {tf.aliasing_output = 35 : i32}, %arg40: tensor<16x32xf32> {tf.aliasing_output = 36 : i32}, %arg41: tensor<16x32xf32> {tf.aliasing_output = 37 : i32}, %arg42: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg43: tensor<4x64x32xf32> {tf.aliasing_output = 39 : i32}, %arg44: tensor<4x32x32xf32> {tf.aliasing_output = 40 : i32}, %arg45: tensor<4x32xf32> {tf.aliasing_output = 41 : i32}, %arg46: tensor<32x32xf32> {tf.aliasing_output = 42 : i32}, %arg47: tensor<32x32xf32> {tf.aliasing_output = 43 : i32}, %arg48: tensor<32x32xf32> {tf.aliasing_output = 44 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg52: tensor<128x32xf32> {tf.aliasing_output = 48 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<4x32xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<4x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<4x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<4x32x32xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<4x32x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-01> : tensor<4x64x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<4x64x32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<4x64x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %c = stablehlo.constant dense<[[[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]], [[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]]]> : tensor<2x4x8x4xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x4xf32>
    %c_20 = stablehlo.constant dense<[[[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]], [[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]]]> : tensor<2x4x8x4xi1>
    %c_21 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_23 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_24 = stablehlo.constant dense<[[[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]], [[[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]], [[true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false], [true, true, false, false]]]]> : tensor<2x2x8x4xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x4xf32>
    %c_26 = stablehlo.constant dense<[[[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]], [[[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]], [[false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true], [false, false, true, true]]]]> : tensor<2x2x8x4xi1>
    %c_27 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_29 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<16x4xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<32x32xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_33 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_34 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_37 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_38 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_40 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_41 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_44 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_45 = stablehlo.constant dense<9.99999968E-21> : tensor<16x1xf32>
    %c_46 = stablehlo.constant dense<4> : tensor<32xi64>
    %c_47 = stablehlo.constant dense<0> : tensor<32xi64>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<16x4xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<16x1xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<16x1xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<16x1xi32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_54 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_55 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_56 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_57 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_58 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_59 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_60 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_61 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_62 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_64 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<16x4xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_67 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_68 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_69 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.power %4, %cst_63 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_62 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_61 : tensor<2x8x1xf32>
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
    %21 = stablehlo.slice %20 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %22 = stablehlo.broadcast_in_dim %cst_60, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x2xf32>
    %23 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<2xf32>) -> tensor<1x8x2xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<1x8x2xf32>
    %25 = stablehlo.concatenate %24, %24, dim = 2 : (tensor<1x8x2xf32>, tensor<1x8x2xf32>) -> tensor<1x8x4xf32>
    %26 = stablehlo.cosine %25 : tensor<1x8x4xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x8x4xf32>) -> tensor<8x4xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<2x4x8x4xf32>
    %30 = stablehlo.slice %21 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %31 = stablehlo.negate %30 : tensor<2x4x8x2xf32>
    %32 = stablehlo.slice %21 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %33 = stablehlo.concatenate %31, %32, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %34 = stablehlo.sine %25 : tensor<1x8x4xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x8x4xf32>) -> tensor<8x4xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x4x8x4xf32>
    %37 = stablehlo.multiply %33, %36 : tensor<2x4x8x4xf32>
    %38 = stablehlo.add %29, %37 : tensor<2x4x8x4xf32>
    %39 = stablehlo.slice %20 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %40 = stablehlo.concatenate %38, %39, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %41 = stablehlo.multiply %40, %cst_59 : tensor<2x4x8x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %43 = stablehlo.transpose %arg14, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %44 = stablehlo.dot_general %16, %43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %45 = stablehlo.reshape %44 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %46 = stablehlo.transpose %45, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %47 = stablehlo.slice %46 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %48 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x2x8x4xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x2x8x4xf32>
    %50 = stablehlo.slice %47 [0:2, 0:2, 0:8, 2:4] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %51 = stablehlo.negate %50 : tensor<2x2x8x2xf32>
    %52 = stablehlo.slice %47 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 3 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %54 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<2x2x8x4xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<2x2x8x4xf32>
    %56 = stablehlo.add %49, %55 : tensor<2x2x8x4xf32>
    %57 = stablehlo.slice %46 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %58 = stablehlo.concatenate %56, %57, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %61 = stablehlo.transpose %60, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %62 = stablehlo.multiply %61, %cst_59 : tensor<2x4x8x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %64 = stablehlo.dot_general %42, %63, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %66 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %68 = stablehlo.broadcast_in_dim %c_58, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %69 = stablehlo.broadcast_in_dim %c_58, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %70 = stablehlo.compare  LE, %68, %69 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %71 = stablehlo.convert %70 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %72 = stablehlo.and %67, %71 : tensor<1x1x8x8xui8>
    %73 = stablehlo.compare  NE, %72, %c_69 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %74 = stablehlo.convert %73 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %75 = stablehlo.reshape %74 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %77 = stablehlo.compare  NE, %arg12, %c_68 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %78 = stablehlo.broadcast_in_dim %c_57, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %79 = stablehlo.compare  LT, %78, %c_56 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %80 = stablehlo.add %78, %c_55 : tensor<2x1x1x8xi64>
    %81 = stablehlo.select %79, %80, %78 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %82 = stablehlo.reshape %81 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %83 = stablehlo.broadcast_in_dim %c_58, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %84 = stablehlo.compare  LT, %83, %c_56 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %85 = stablehlo.add %83, %c_54 : tensor<2x1x1x8xi64>
    %86 = stablehlo.select %84, %85, %83 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %87 = stablehlo.reshape %86 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %88 = stablehlo.concatenate %82, %87, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %89 = "stablehlo.gather"(%77, %88) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %90 = stablehlo.convert %89 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %91 = stablehlo.reshape %90 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %93 = stablehlo.and %76, %92 : tensor<2x1x8x8xui8>
    %94 = stablehlo.compare  NE, %93, %c_67 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %95 = stablehlo.select %94, %cst_53, %cst_52 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %96 = stablehlo.reshape %95 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %98 = stablehlo.add %65, %97 : tensor<2x4x8x8xf32>
    %99 = stablehlo.reduce(%98 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %101 = stablehlo.subtract %98, %100 : tensor<2x4x8x8xf32>
    %102 = stablehlo.exponential %101 : tensor<2x4x8x8xf32>
    %103 = stablehlo.reduce(%102 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %105 = stablehlo.divide %102, %104 : tensor<2x4x8x8xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %107 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %108 = stablehlo.dot_general %16, %107, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %113 = stablehlo.dot_general %106, %112, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %115 = stablehlo.transpose %114, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %118 = stablehlo.dot_general %116, %117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.add %4, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %122 = stablehlo.power %120, %cst_63 : tensor<2x8x32xf32>
    %123 = stablehlo.reduce(%122 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %124 = stablehlo.multiply %123, %cst_62 : tensor<2x8xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %126 = stablehlo.add %125, %cst_61 : tensor<2x8x1xf32>
    %127 = stablehlo.rsqrt %126 : tensor<2x8x1xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.multiply %120, %129 : tensor<2x8x32xf32>
    %131 = stablehlo.multiply %121, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.transpose %arg18, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %134 = stablehlo.dot_general %132, %133, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %135 = stablehlo.reshape %134 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %136 = stablehlo.logistic %135 : tensor<2x8x64xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<2x8x64xf32>
    %138 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %139 = stablehlo.dot_general %132, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %140 = stablehlo.reshape %139 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %141 = stablehlo.multiply %137, %140 : tensor<2x8x64xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %143 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %144 = stablehlo.dot_general %142, %143, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %146 = stablehlo.add %120, %145 : tensor<2x8x32xf32>
    %147 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.power %146, %cst_63 : tensor<2x8x32xf32>
    %149 = stablehlo.reduce(%148 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %150 = stablehlo.multiply %149, %cst_62 : tensor<2x8xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %152 = stablehlo.add %151, %cst_61 : tensor<2x8x1xf32>
    %153 = stablehlo.rsqrt %152 : tensor<2x8x1xf32>
    %154 = stablehlo.reshape %153 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %156 = stablehlo.multiply %146, %155 : tensor<2x8x32xf32>
    %157 = stablehlo.multiply %147, %156 : tensor<2x8x32xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %159 = stablehlo.transpose %arg21, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %162 = stablehlo.transpose %161, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %163 = stablehlo.slice %162 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %164 = stablehlo.multiply %163, %28 : tensor<2x4x8x4xf32>
    %165 = stablehlo.slice %163 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %166 = stablehlo.negate %165 : tensor<2x4x8x2xf32>
    %167 = stablehlo.slice %163 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %168 = stablehlo.concatenate %166, %167, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
    %169 = stablehlo.multiply %168, %36 : tensor<2x4x8x4xf32>
    %170 = stablehlo.add %164, %169 : tensor<2x4x8x4xf32>
    %171 = stablehlo.slice %162 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %172 = stablehlo.concatenate %170, %171, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %173 = stablehlo.multiply %172, %cst_59 : tensor<2x4x8x8xf32>
    %174 = stablehlo.reshape %173 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %175 = stablehlo.transpose %arg20, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %176 = stablehlo.dot_general %158, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %177 = stablehlo.reshape %176 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %178 = stablehlo.transpose %177, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %179 = stablehlo.slice %178 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %180 = stablehlo.multiply %179, %48 : tensor<2x2x8x4xf32>
    %181 = stablehlo.slice %179 [0:2, 0:2, 0:8, 2:4] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %182 = stablehlo.negate %181 : tensor<2x2x8x2xf32>
    %183 = stablehlo.slice %179 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %184 = stablehlo.concatenate %182, %183, dim = 3 : (tensor<2x2x8x2xf32>, tensor<2x2x8x2xf32>) -> tensor<2x2x8x4xf32>
    %185 = stablehlo.multiply %184, %54 : tensor<2x2x8x4xf32>
    %186 = stablehlo.add %180, %185 : tensor<2x2x8x4xf32>
    %187 = stablehlo.slice %178 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %188 = stablehlo.concatenate %186, %187, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %190 = stablehlo.reshape %189 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %191 = stablehlo.transpose %190, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %192 = stablehlo.multiply %191, %cst_59 : tensor<2x4x8x8xf32>
    %193 = stablehlo.reshape %192 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %194 = stablehlo.dot_general %174, %193, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %195 = stablehlo.reshape %194 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %196 = stablehlo.add %195, %97 : tensor<2x4x8x8xf32>
    %197 = stablehlo.reduce(%196 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %199 = stablehlo.subtract %196, %198 : tensor<2x4x8x8xf32>
    %200 = stablehlo.exponential %199 : tensor<2x4x8x8xf32>
    %201 = stablehlo.reduce(%200 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %203 = stablehlo.divide %200, %202 : tensor<2x4x8x8xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %205 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %206 = stablehlo.dot_general %158, %205, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %207 = stablehlo.reshape %206 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %208 = stablehlo.transpose %207, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %211 = stablehlo.dot_general %204, %210, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %212 = stablehlo.reshape %211 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %214 = stablehlo.reshape %213 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %215 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %216 = stablehlo.dot_general %214, %215, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %218 = stablehlo.add %146, %217 : tensor<2x8x32xf32>
    %219 = stablehlo.power %218, %cst_63 : tensor<2x8x32xf32>
    %220 = stablehlo.reduce(%219 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %221 = stablehlo.multiply %220, %cst_62 : tensor<2x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %223 = stablehlo.add %222, %cst_61 : tensor<2x8x1xf32>
    %224 = stablehlo.rsqrt %223 : tensor<2x8x1xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %227 = stablehlo.multiply %218, %226 : tensor<2x8x32xf32>
    %228 = stablehlo.multiply %0, %227 : tensor<2x8x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %230 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,4]{0,1}"} : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %231 = stablehlo.dot_general %229, %230, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>
    %232 = stablehlo.logistic %231 : tensor<16x4xf32>
    %233 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %234 = stablehlo.add %232, %233 : tensor<16x4xf32>
    %235 = stablehlo.reshape %234 : (tensor<16x4xf32>) -> tensor<16x1x4xf32>
    %236 = "stablehlo.sort"(%235) <{dimension = 2 : i64, is_stable = false}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %818 = stablehlo.compare  GT, %arg53, %arg54,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %818 : tensor<i1>
    }) : (tensor<16x1x4xf32>) -> tensor<16x1x4xf32>
    %237 = stablehlo.slice %236 [0:16, 0:1, 0:2] : (tensor<16x1x4xf32>) -> tensor<16x1x2xf32>
    %238 = stablehlo.reduce(%237 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<16x1x2xf32>, tensor<f32>) -> tensor<16x1xf32>
    %239:2 = "stablehlo.sort"(%238, %c_51) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>, %arg55: tensor<i32>, %arg56: tensor<i32>):
      %818 = stablehlo.compare  GT, %arg53, %arg54,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %818 : tensor<i1>
    }) : (tensor<16x1xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1xi32>)
    %240 = stablehlo.iota dim = 0 : tensor<16xi64>
    %241 = stablehlo.reshape %240 : (tensor<16xi64>) -> tensor<16x1x1xi64>
    %242 = stablehlo.convert %239#1 : (tensor<16x1xi32>) -> tensor<16x1xi64>
    %243 = stablehlo.reshape %242 : (tensor<16x1xi64>) -> tensor<16x1x1xi64>
    %244 = stablehlo.concatenate %241, %243, dim = 2 : (tensor<16x1x1xi64>, tensor<16x1x1xi64>) -> tensor<16x1x2xi64>
    %245 = "stablehlo.scatter"(%cst_50, %244, %cst_49) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      stablehlo.return %arg54 : tensor<f32>
    }) : (tensor<16x1xf32>, tensor<16x1x2xi64>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1x4xf32>
    %247 = stablehlo.reshape %246 : (tensor<16x1x4xf32>) -> tensor<16x4xf32>
    %248 = stablehlo.compare  NE, %247, %cst_65 : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xi1>
    %249 = stablehlo.select %248, %234, %cst_48 : tensor<16x4xi1>, tensor<16x4xf32>
    %250 = stablehlo.iota dim = 0 : tensor<4xi32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [1] : (tensor<4xi32>) -> tensor<16x4xi32>
    %252:2 = "stablehlo.sort"(%249, %251) <{dimension = 1 : i64, is_stable = false}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>, %arg55: tensor<i32>, %arg56: tensor<i32>):
      %818 = stablehlo.compare  GT, %arg53, %arg54,  TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %818 : tensor<i1>
    }) : (tensor<16x4xf32>, tensor<16x4xi32>) -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %253 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %254 = stablehlo.slice %252#1 [0:16, 0:2] : (tensor<16x4xi32>) -> tensor<16x2xi32>
    %255 = stablehlo.convert %254 : (tensor<16x2xi32>) -> tensor<16x2xi64>
    %256 = stablehlo.reshape %255 : (tensor<16x2xi64>) -> tensor<32xi64>
    %257 = stablehlo.compare  LT, %256, %c_47 : (tensor<32xi64>, tensor<32xi64>) -> tensor<32xi1>
    %258 = stablehlo.add %256, %c_46 : tensor<32xi64>
    %259 = stablehlo.select %257, %258, %256 : tensor<32xi1>, tensor<32xi64>
    %260 = stablehlo.reshape %259 : (tensor<32xi64>) -> tensor<32x1xi64>
    %261 = "stablehlo.gather"(%arg27, %260) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32, 32>}> : (tensor<4x32x32xf32>, tensor<32x1xi64>) -> tensor<32x32x32xf32>
    %262 = "stablehlo.gather"(%arg26, %260) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64, 32>}> : (tensor<4x64x32xf32>, tensor<32x1xi64>) -> tensor<32x64x32xf32>
    %263 = stablehlo.broadcast_in_dim %229, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %264 = stablehlo.reshape %263 : (tensor<16x2x32xf32>) -> tensor<32x32x1xf32>
    %265 = stablehlo.dot_general %262, %264, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x32xf32>, tensor<32x32x1xf32>) -> tensor<32x64x1xf32>
    %266 = stablehlo.reshape %265 : (tensor<32x64x1xf32>) -> tensor<32x64xf32>
    %267 = stablehlo.slice %266 [0:32, 0:32] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %268 = stablehlo.logistic %267 : tensor<32x32xf32>
    %269 = stablehlo.multiply %267, %268 : tensor<32x32xf32>
    %270 = stablehlo.slice %266 [0:32, 32:64] : (tensor<32x64xf32>) -> tensor<32x32xf32>
    %271 = stablehlo.multiply %269, %270 : tensor<32x32xf32>
    %272 = stablehlo.reshape %271 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %273 = stablehlo.dot_general %261, %272, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %274 = stablehlo.reshape %273 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %275 = stablehlo.iota dim = 0 : tensor<16xui32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0] : (tensor<16xui32>) -> tensor<16x2x1xui32>
    %277 = stablehlo.convert %254 : (tensor<16x2xi32>) -> tensor<16x2xui32>
    %278 = stablehlo.reshape %277 : (tensor<16x2xui32>) -> tensor<16x2x1xui32>
    %279 = stablehlo.concatenate %276, %278, dim = 2 : (tensor<16x2x1xui32>, tensor<16x2x1xui32>) -> tensor<16x2x2xui32>
    %280 = "stablehlo.gather"(%232, %279) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x4xf32>, tensor<16x2x2xui32>) -> tensor<16x2xf32>
    %281 = stablehlo.reduce(%280 init: %cst_70) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %282 = stablehlo.reshape %281 : (tensor<16xf32>) -> tensor<16x1xf32>
    %283 = stablehlo.add %282, %cst_45 : tensor<16x1xf32>
    %284 = stablehlo.reshape %283 : (tensor<16x1xf32>) -> tensor<16xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %286 = stablehlo.divide %280, %285 : tensor<16x2xf32>
    %287 = stablehlo.reshape %286 : (tensor<16x2xf32>) -> tensor<32xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0] : (tensor<32xf32>) -> tensor<32x32xf32>
    %289 = stablehlo.multiply %274, %288 : tensor<32x32xf32>
    %290 = stablehlo.reshape %289 : (tensor<32x32xf32>) -> tensor<16x2x32xf32>
    %291 = stablehlo.reduce(%290 init: %cst_70) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %292 = stablehlo.reshape %291 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %293 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %294 = stablehlo.dot_general %229, %293, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %295 = stablehlo.reshape %294 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %296 = stablehlo.logistic %295 : tensor<2x8x32xf32>
    %297 = stablehlo.multiply %295, %296 : tensor<2x8x32xf32>
    %298 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %299 = stablehlo.dot_general %229, %298, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %300 = stablehlo.reshape %299 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %301 = stablehlo.multiply %297, %300 : tensor<2x8x32xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %303 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %304 = stablehlo.dot_general %302, %303, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %305 = stablehlo.reshape %304 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %306 = stablehlo.add %292, %305 : tensor<2x8x32xf32>
    %307 = stablehlo.add %218, %306 : tensor<2x8x32xf32>
    %308 = stablehlo.power %307, %cst_63 : tensor<2x8x32xf32>
    %309 = stablehlo.reduce(%308 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %310 = stablehlo.multiply %309, %cst_62 : tensor<2x8xf32>
    %311 = stablehlo.reshape %310 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %312 = stablehlo.add %311, %cst_61 : tensor<2x8x1xf32>
    %313 = stablehlo.rsqrt %312 : tensor<2x8x1xf32>
    %314 = stablehlo.reshape %313 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %316 = stablehlo.multiply %307, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.multiply %253, %316 : tensor<2x8x32xf32>
    %318 = stablehlo.reshape %317 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %319 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %320 = stablehlo.dot_general %318, %319, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %321 = stablehlo.reshape %320 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %322 = stablehlo.slice %321 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %323 = stablehlo.reduce(%322 init: %cst_66) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %325 = stablehlo.subtract %322, %324 : tensor<2x7x128xf32>
    %326 = stablehlo.exponential %325 : tensor<2x7x128xf32>
    %327 = stablehlo.reduce(%326 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %328 = stablehlo.log %327 : tensor<2x7xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %330 = stablehlo.subtract %325, %329 : tensor<2x7x128xf32>
    %331 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %333 = stablehlo.broadcast_in_dim %c_64, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %334 = stablehlo.compare  EQ, %332, %333 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %335 = stablehlo.convert %334 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %336 = stablehlo.convert %335 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %337 = stablehlo.multiply %330, %336 : tensor<2x7x128xf32>
    %338 = stablehlo.reduce(%337 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %339 = stablehlo.reduce(%338 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %340 = stablehlo.multiply %339, %cst_44 : tensor<f32>
    %341 = stablehlo.negate %340 : tensor<f32>
    %342 = stablehlo.multiply %arg29, %cst_43 : tensor<128x32xf32>
    %343 = stablehlo.compare  LT, %arg0, %c_68 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %344 = stablehlo.add %arg0, %c_41 : tensor<2x8xi64>
    %345 = stablehlo.select %343, %344, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %346 = stablehlo.reshape %345 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %347 = stablehlo.compare  EQ, %arg0, %c_40 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %349 = stablehlo.multiply %336, %cst_37 : tensor<2x7x128xf32>
    %350 = stablehlo.exponential %330 : tensor<2x7x128xf32>
    %351 = stablehlo.reduce(%349 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %353 = stablehlo.multiply %350, %352 : tensor<2x7x128xf32>
    %354 = stablehlo.subtract %349, %353 : tensor<2x7x128xf32>
    %355 = stablehlo.pad %354, %cst_70, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %356 = stablehlo.select %c_38, %355, %cst_36 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %357 = stablehlo.reshape %356 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %358 = stablehlo.dot_general %357, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %359 = stablehlo.reshape %358 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %360 = stablehlo.multiply %359, %253 : tensor<2x8x32xf32>
    %361 = stablehlo.multiply %360, %315 : tensor<2x8x32xf32>
    %362 = stablehlo.multiply %360, %307 : tensor<2x8x32xf32>
    %363 = stablehlo.reduce(%362 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %364 = stablehlo.reshape %363 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %365 = stablehlo.multiply %364, %cst_35 : tensor<2x8x1xf32>
    %366 = stablehlo.power %313, %cst_34 : tensor<2x8x1xf32>
    %367 = stablehlo.multiply %365, %366 : tensor<2x8x1xf32>
    %368 = stablehlo.reshape %367 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %370 = stablehlo.divide %369, %cst_33 : tensor<2x8x32xf32>
    %371 = stablehlo.power %307, %cst_32 : tensor<2x8x32xf32>
    %372 = stablehlo.multiply %371, %cst_63 : tensor<2x8x32xf32>
    %373 = stablehlo.multiply %370, %372 : tensor<2x8x32xf32>
    %374 = stablehlo.add %361, %373 : tensor<2x8x32xf32>
    %375 = stablehlo.reshape %374 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %376 = stablehlo.dot_general %375, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %377 = stablehlo.reshape %376 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %378 = stablehlo.multiply %377, %297 : tensor<2x8x32xf32>
    %379 = stablehlo.reshape %378 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %380 = stablehlo.dot_general %379, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %381 = stablehlo.reshape %380 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %382 = stablehlo.multiply %377, %300 : tensor<2x8x32xf32>
    %383 = stablehlo.subtract %cst_32, %296 : tensor<2x8x32xf32>
    %384 = stablehlo.multiply %295, %383 : tensor<2x8x32xf32>
    %385 = stablehlo.add %384, %cst_32 : tensor<2x8x32xf32>
    %386 = stablehlo.multiply %296, %385 : tensor<2x8x32xf32>
    %387 = stablehlo.multiply %382, %386 : tensor<2x8x32xf32>
    %388 = stablehlo.reshape %387 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %389 = stablehlo.dot_general %388, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %390 = stablehlo.reshape %389 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %391 = stablehlo.add %381, %390 : tensor<2x8x32xf32>
    %392 = stablehlo.transpose %262, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,64]{1,2,0}"} : (tensor<32x64x32xf32>) -> tensor<32x32x64xf32>
    %393 = stablehlo.transpose %261, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[32,32,32]{1,2,0}"} : (tensor<32x32x32xf32>) -> tensor<32x32x32xf32>
    %394 = stablehlo.broadcast_in_dim %375, dims = [0, 2] : (tensor<16x32xf32>) -> tensor<16x2x32xf32>
    %395 = stablehlo.reshape %394 : (tensor<16x2x32xf32>) -> tensor<32x32xf32>
    %396 = stablehlo.multiply %395, %288 : tensor<32x32xf32>
    %397 = stablehlo.reshape %396 : (tensor<32x32xf32>) -> tensor<32x32x1xf32>
    %398 = stablehlo.dot_general %393, %397, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x32xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %399 = stablehlo.reshape %398 : (tensor<32x32x1xf32>) -> tensor<32x32xf32>
    %400 = stablehlo.multiply %399, %270 : tensor<32x32xf32>
    %401 = stablehlo.subtract %cst_31, %268 : tensor<32x32xf32>
    %402 = stablehlo.multiply %267, %401 : tensor<32x32xf32>
    %403 = stablehlo.add %402, %cst_31 : tensor<32x32xf32>
    %404 = stablehlo.multiply %268, %403 : tensor<32x32xf32>
    %405 = stablehlo.multiply %400, %404 : tensor<32x32xf32>
    %406 = stablehlo.multiply %399, %269 : tensor<32x32xf32>
    %407 = stablehlo.concatenate %405, %406, dim = 1 : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
    %408 = stablehlo.reshape %407 : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %409 = stablehlo.dot_general %392, %408, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x64xf32>, tensor<32x64x1xf32>) -> tensor<32x32x1xf32>
    %410 = stablehlo.reshape %409 : (tensor<32x32x1xf32>) -> tensor<16x2x32xf32>
    %411 = stablehlo.reduce(%410 init: %cst_70) applies stablehlo.add across dimensions = [1] : (tensor<16x2x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %412 = stablehlo.reshape %411 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %413 = stablehlo.add %391, %412 : tensor<2x8x32xf32>
    %414 = stablehlo.broadcast_in_dim %240, dims = [0] : (tensor<16xi64>) -> tensor<16x2x1xi64>
    %415 = stablehlo.reshape %255 : (tensor<16x2xi64>) -> tensor<16x2x1xi64>
    %416 = stablehlo.concatenate %414, %415, dim = 2 : (tensor<16x2x1xi64>, tensor<16x2x1xi64>) -> tensor<16x2x2xi64>
    %417 = stablehlo.multiply %395, %274 : tensor<32x32xf32>
    %418 = stablehlo.reduce(%417 init: %cst_70) applies stablehlo.add across dimensions = [1] : (tensor<32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %419 = stablehlo.reshape %418 : (tensor<32xf32>) -> tensor<16x2xf32>
    %420 = stablehlo.divide %419, %285 : tensor<16x2xf32>
    %421 = stablehlo.negate %419 : tensor<16x2xf32>
    %422 = stablehlo.divide %286, %285 : tensor<16x2xf32>
    %423 = stablehlo.multiply %421, %422 : tensor<16x2xf32>
    %424 = stablehlo.reduce(%423 init: %cst_70) applies stablehlo.add across dimensions = [1] : (tensor<16x2xf32>, tensor<f32>) -> tensor<16xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0] : (tensor<16xf32>) -> tensor<16x2xf32>
    %426 = stablehlo.add %420, %425 : tensor<16x2xf32>
    %427 = "stablehlo.scatter"(%cst_65, %416, %426) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %818 = stablehlo.add %arg53, %arg54 : tensor<f32>
      stablehlo.return %818 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<16x2x2xi64>, tensor<16x2xf32>) -> tensor<16x4xf32>
    %428 = stablehlo.subtract %cst_30, %232 : tensor<16x4xf32>
    %429 = stablehlo.multiply %232, %428 : tensor<16x4xf32>
    %430 = stablehlo.multiply %427, %429 : tensor<16x4xf32>
    %431 = stablehlo.dot_general %430, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %432 = stablehlo.reshape %431 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %433 = stablehlo.add %413, %432 : tensor<2x8x32xf32>
    %434 = stablehlo.multiply %433, %0 : tensor<2x8x32xf32>
    %435 = stablehlo.multiply %434, %226 : tensor<2x8x32xf32>
    %436 = stablehlo.add %374, %435 : tensor<2x8x32xf32>
    %437 = stablehlo.multiply %434, %218 : tensor<2x8x32xf32>
    %438 = stablehlo.reduce(%437 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %439 = stablehlo.reshape %438 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %440 = stablehlo.multiply %439, %cst_35 : tensor<2x8x1xf32>
    %441 = stablehlo.power %224, %cst_34 : tensor<2x8x1xf32>
    %442 = stablehlo.multiply %440, %441 : tensor<2x8x1xf32>
    %443 = stablehlo.reshape %442 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %445 = stablehlo.divide %444, %cst_33 : tensor<2x8x32xf32>
    %446 = stablehlo.power %218, %cst_32 : tensor<2x8x32xf32>
    %447 = stablehlo.multiply %446, %cst_63 : tensor<2x8x32xf32>
    %448 = stablehlo.multiply %445, %447 : tensor<2x8x32xf32>
    %449 = stablehlo.add %436, %448 : tensor<2x8x32xf32>
    %450 = stablehlo.transpose %204, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %451 = stablehlo.reshape %449 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %452 = stablehlo.dot_general %451, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %453 = stablehlo.reshape %452 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %454 = stablehlo.transpose %453, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %455 = stablehlo.reshape %454 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %456 = stablehlo.dot_general %450, %455, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %457 = stablehlo.reshape %456 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %458 = stablehlo.reduce(%457 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %459 = stablehlo.transpose %458, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %460 = stablehlo.reshape %459 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %461 = stablehlo.dot_general %460, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %462 = stablehlo.reshape %461 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %463 = stablehlo.transpose %174, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %464 = stablehlo.transpose %210, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %465 = stablehlo.dot_general %455, %464, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %466 = stablehlo.reshape %465 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %467 = stablehlo.multiply %466, %203 : tensor<2x4x8x8xf32>
    %468 = stablehlo.reduce(%467 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %470 = stablehlo.multiply %203, %469 : tensor<2x4x8x8xf32>
    %471 = stablehlo.subtract %467, %470 : tensor<2x4x8x8xf32>
    %472 = stablehlo.reshape %471 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %473 = stablehlo.dot_general %463, %472, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %474 = stablehlo.reshape %473 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %475 = stablehlo.multiply %474, %cst_59 : tensor<2x4x8x8xf32>
    %476 = stablehlo.transpose %475, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %477 = stablehlo.reshape %476 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %478 = stablehlo.reduce(%477 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %479 = stablehlo.slice %478 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %480 = stablehlo.pad %479, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %481 = stablehlo.select %c_29, %480, %cst_28 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %482 = stablehlo.slice %478 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %483 = stablehlo.multiply %482, %54 : tensor<2x2x8x4xf32>
    %484 = stablehlo.slice %483 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %485 = stablehlo.negate %484 : tensor<2x2x8x2xf32>
    %486 = stablehlo.pad %485, %cst_70, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %487 = stablehlo.select %c_26, %486, %cst_25 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %488 = stablehlo.slice %483 [0:2, 0:2, 0:8, 2:4] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %489 = stablehlo.pad %488, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %490 = stablehlo.select %c_24, %489, %cst_25 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %491 = stablehlo.add %487, %490 : tensor<2x2x8x4xf32>
    %492 = stablehlo.multiply %482, %48 : tensor<2x2x8x4xf32>
    %493 = stablehlo.add %491, %492 : tensor<2x2x8x4xf32>
    %494 = stablehlo.pad %493, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %495 = stablehlo.select %c_27, %494, %cst_28 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %496 = stablehlo.add %481, %495 : tensor<2x2x8x8xf32>
    %497 = stablehlo.transpose %496, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %498 = stablehlo.reshape %497 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %499 = stablehlo.dot_general %498, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %500 = stablehlo.reshape %499 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %501 = stablehlo.add %462, %500 : tensor<2x8x32xf32>
    %502 = stablehlo.transpose %193, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %503 = stablehlo.dot_general %472, %502, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %504 = stablehlo.reshape %503 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %505 = stablehlo.multiply %504, %cst_59 : tensor<2x4x8x8xf32>
    %506 = stablehlo.slice %505 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %507 = stablehlo.pad %506, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %508 = stablehlo.select %c_23, %507, %cst_22 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %509 = stablehlo.slice %505 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %510 = stablehlo.multiply %509, %36 : tensor<2x4x8x4xf32>
    %511 = stablehlo.slice %510 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %512 = stablehlo.negate %511 : tensor<2x4x8x2xf32>
    %513 = stablehlo.pad %512, %cst_70, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %514 = stablehlo.select %c_20, %513, %cst_19 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %515 = stablehlo.slice %510 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %516 = stablehlo.pad %515, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %517 = stablehlo.select %c, %516, %cst_19 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %518 = stablehlo.add %514, %517 : tensor<2x4x8x4xf32>
    %519 = stablehlo.multiply %509, %28 : tensor<2x4x8x4xf32>
    %520 = stablehlo.add %518, %519 : tensor<2x4x8x4xf32>
    %521 = stablehlo.pad %520, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %522 = stablehlo.select %c_21, %521, %cst_22 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %523 = stablehlo.add %508, %522 : tensor<2x4x8x8xf32>
    %524 = stablehlo.transpose %523, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %525 = stablehlo.reshape %524 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %526 = stablehlo.dot_general %525, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %527 = stablehlo.reshape %526 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %528 = stablehlo.add %501, %527 : tensor<2x8x32xf32>
    %529 = stablehlo.multiply %528, %147 : tensor<2x8x32xf32>
    %530 = stablehlo.multiply %529, %155 : tensor<2x8x32xf32>
    %531 = stablehlo.add %449, %530 : tensor<2x8x32xf32>
    %532 = stablehlo.multiply %529, %146 : tensor<2x8x32xf32>
    %533 = stablehlo.reduce(%532 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %534 = stablehlo.reshape %533 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %535 = stablehlo.multiply %534, %cst_35 : tensor<2x8x1xf32>
    %536 = stablehlo.power %153, %cst_34 : tensor<2x8x1xf32>
    %537 = stablehlo.multiply %535, %536 : tensor<2x8x1xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %540 = stablehlo.divide %539, %cst_33 : tensor<2x8x32xf32>
    %541 = stablehlo.power %146, %cst_32 : tensor<2x8x32xf32>
    %542 = stablehlo.multiply %541, %cst_63 : tensor<2x8x32xf32>
    %543 = stablehlo.multiply %540, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.add %531, %543 : tensor<2x8x32xf32>
    %545 = stablehlo.reshape %544 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %546 = stablehlo.dot_general %545, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %547 = stablehlo.reshape %546 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %548 = stablehlo.multiply %547, %137 : tensor<2x8x64xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %550 = stablehlo.dot_general %549, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %551 = stablehlo.reshape %550 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %552 = stablehlo.multiply %547, %140 : tensor<2x8x64xf32>
    %553 = stablehlo.subtract %cst_18, %136 : tensor<2x8x64xf32>
    %554 = stablehlo.multiply %135, %553 : tensor<2x8x64xf32>
    %555 = stablehlo.add %554, %cst_18 : tensor<2x8x64xf32>
    %556 = stablehlo.multiply %136, %555 : tensor<2x8x64xf32>
    %557 = stablehlo.multiply %552, %556 : tensor<2x8x64xf32>
    %558 = stablehlo.reshape %557 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %559 = stablehlo.dot_general %558, %arg18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %560 = stablehlo.reshape %559 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %561 = stablehlo.add %551, %560 : tensor<2x8x32xf32>
    %562 = stablehlo.multiply %561, %121 : tensor<2x8x32xf32>
    %563 = stablehlo.multiply %562, %129 : tensor<2x8x32xf32>
    %564 = stablehlo.add %544, %563 : tensor<2x8x32xf32>
    %565 = stablehlo.multiply %562, %120 : tensor<2x8x32xf32>
    %566 = stablehlo.reduce(%565 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %567 = stablehlo.reshape %566 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %568 = stablehlo.multiply %567, %cst_35 : tensor<2x8x1xf32>
    %569 = stablehlo.power %127, %cst_34 : tensor<2x8x1xf32>
    %570 = stablehlo.multiply %568, %569 : tensor<2x8x1xf32>
    %571 = stablehlo.reshape %570 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %573 = stablehlo.divide %572, %cst_33 : tensor<2x8x32xf32>
    %574 = stablehlo.power %120, %cst_32 : tensor<2x8x32xf32>
    %575 = stablehlo.multiply %574, %cst_63 : tensor<2x8x32xf32>
    %576 = stablehlo.multiply %573, %575 : tensor<2x8x32xf32>
    %577 = stablehlo.add %564, %576 : tensor<2x8x32xf32>
    %578 = stablehlo.transpose %106, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %579 = stablehlo.reshape %577 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %580 = stablehlo.dot_general %579, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %581 = stablehlo.reshape %580 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %582 = stablehlo.transpose %581, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %583 = stablehlo.reshape %582 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %584 = stablehlo.dot_general %578, %583, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %585 = stablehlo.reshape %584 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %586 = stablehlo.reduce(%585 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %587 = stablehlo.transpose %586, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %588 = stablehlo.reshape %587 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %589 = stablehlo.dot_general %588, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %590 = stablehlo.reshape %589 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %591 = stablehlo.transpose %42, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %592 = stablehlo.transpose %112, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %593 = stablehlo.dot_general %583, %592, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %594 = stablehlo.reshape %593 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %595 = stablehlo.multiply %594, %105 : tensor<2x4x8x8xf32>
    %596 = stablehlo.reduce(%595 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %598 = stablehlo.multiply %105, %597 : tensor<2x4x8x8xf32>
    %599 = stablehlo.subtract %595, %598 : tensor<2x4x8x8xf32>
    %600 = stablehlo.reshape %599 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %601 = stablehlo.dot_general %591, %600, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %602 = stablehlo.reshape %601 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %603 = stablehlo.multiply %602, %cst_59 : tensor<2x4x8x8xf32>
    %604 = stablehlo.transpose %603, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %605 = stablehlo.reshape %604 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %606 = stablehlo.reduce(%605 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %607 = stablehlo.slice %606 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %608 = stablehlo.pad %607, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %609 = stablehlo.select %c_29, %608, %cst_28 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %610 = stablehlo.slice %606 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %611 = stablehlo.multiply %610, %54 : tensor<2x2x8x4xf32>
    %612 = stablehlo.slice %611 [0:2, 0:2, 0:8, 0:2] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %613 = stablehlo.negate %612 : tensor<2x2x8x2xf32>
    %614 = stablehlo.pad %613, %cst_70, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %615 = stablehlo.select %c_26, %614, %cst_25 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %616 = stablehlo.slice %611 [0:2, 0:2, 0:8, 2:4] : (tensor<2x2x8x4xf32>) -> tensor<2x2x8x2xf32>
    %617 = stablehlo.pad %616, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x2x8x2xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %618 = stablehlo.select %c_24, %617, %cst_25 : tensor<2x2x8x4xi1>, tensor<2x2x8x4xf32>
    %619 = stablehlo.add %615, %618 : tensor<2x2x8x4xf32>
    %620 = stablehlo.multiply %610, %48 : tensor<2x2x8x4xf32>
    %621 = stablehlo.add %619, %620 : tensor<2x2x8x4xf32>
    %622 = stablehlo.pad %621, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %623 = stablehlo.select %c_27, %622, %cst_28 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %624 = stablehlo.add %609, %623 : tensor<2x2x8x8xf32>
    %625 = stablehlo.transpose %624, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %626 = stablehlo.reshape %625 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %627 = stablehlo.dot_general %626, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %628 = stablehlo.reshape %627 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %629 = stablehlo.add %590, %628 : tensor<2x8x32xf32>
    %630 = stablehlo.transpose %63, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %631 = stablehlo.dot_general %600, %630, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %632 = stablehlo.reshape %631 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %633 = stablehlo.multiply %632, %cst_59 : tensor<2x4x8x8xf32>
    %634 = stablehlo.slice %633 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %635 = stablehlo.pad %634, %cst_70, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %636 = stablehlo.select %c_23, %635, %cst_22 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %637 = stablehlo.slice %633 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %638 = stablehlo.multiply %637, %36 : tensor<2x4x8x4xf32>
    %639 = stablehlo.slice %638 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %640 = stablehlo.negate %639 : tensor<2x4x8x2xf32>
    %641 = stablehlo.pad %640, %cst_70, low = [0, 0, 0, 2], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %642 = stablehlo.select %c_20, %641, %cst_19 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %643 = stablehlo.slice %638 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
    %644 = stablehlo.pad %643, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<2x4x8x2xf32>, tensor<f32>) -> tensor<2x4x8x4xf32>
    %645 = stablehlo.select %c, %644, %cst_19 : tensor<2x4x8x4xi1>, tensor<2x4x8x4xf32>
    %646 = stablehlo.add %642, %645 : tensor<2x4x8x4xf32>
    %647 = stablehlo.multiply %637, %28 : tensor<2x4x8x4xf32>
    %648 = stablehlo.add %646, %647 : tensor<2x4x8x4xf32>
    %649 = stablehlo.pad %648, %cst_70, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %650 = stablehlo.select %c_21, %649, %cst_22 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %651 = stablehlo.add %636, %650 : tensor<2x4x8x8xf32>
    %652 = stablehlo.transpose %651, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %653 = stablehlo.reshape %652 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %654 = stablehlo.dot_general %653, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %655 = stablehlo.reshape %654 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %656 = stablehlo.add %629, %655 : tensor<2x8x32xf32>
    %657 = stablehlo.multiply %656, %5 : tensor<2x8x32xf32>
    %658 = stablehlo.multiply %657, %13 : tensor<2x8x32xf32>
    %659 = stablehlo.add %577, %658 : tensor<2x8x32xf32>
    %660 = stablehlo.multiply %657, %4 : tensor<2x8x32xf32>
    %661 = stablehlo.reduce(%660 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %662 = stablehlo.reshape %661 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %663 = stablehlo.multiply %662, %cst_35 : tensor<2x8x1xf32>
    %664 = stablehlo.power %11, %cst_34 : tensor<2x8x1xf32>
    %665 = stablehlo.multiply %663, %664 : tensor<2x8x1xf32>
    %666 = stablehlo.reshape %665 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %668 = stablehlo.divide %667, %cst_33 : tensor<2x8x32xf32>
    %669 = stablehlo.power %4, %cst_32 : tensor<2x8x32xf32>
    %670 = stablehlo.multiply %669, %cst_63 : tensor<2x8x32xf32>
    %671 = stablehlo.multiply %668, %670 : tensor<2x8x32xf32>
    %672 = stablehlo.add %659, %671 : tensor<2x8x32xf32>
    %673 = stablehlo.select %348, %cst_39, %672 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %674 = "stablehlo.scatter"(%cst_42, %346, %673) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %818 = stablehlo.add %arg53, %arg54 : tensor<f32>
      stablehlo.return %818 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %675 = stablehlo.add %342, %674 : tensor<128x32xf32>
    %676 = stablehlo.multiply %675, %cst_17 : tensor<128x32xf32>
    %677 = stablehlo.subtract %arg10, %676 : tensor<128x32xf32>
    %678 = stablehlo.multiply %arg30, %cst_16 : tensor<32x32xf32>
    %679 = stablehlo.transpose %653, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %680 = stablehlo.dot_general %679, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %681 = stablehlo.add %678, %680 : tensor<32x32xf32>
    %682 = stablehlo.multiply %681, %cst_15 : tensor<32x32xf32>
    %683 = stablehlo.subtract %arg16, %682 : tensor<32x32xf32>
    %684 = stablehlo.multiply %arg31, %cst_14 : tensor<16x32xf32>
    %685 = stablehlo.transpose %626, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %686 = stablehlo.dot_general %685, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %687 = stablehlo.add %684, %686 : tensor<16x32xf32>
    %688 = stablehlo.multiply %687, %cst_13 : tensor<16x32xf32>
    %689 = stablehlo.subtract %arg14, %688 : tensor<16x32xf32>
    %690 = stablehlo.multiply %arg32, %cst_14 : tensor<16x32xf32>
    %691 = stablehlo.transpose %588, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %692 = stablehlo.dot_general %691, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %693 = stablehlo.add %690, %692 : tensor<16x32xf32>
    %694 = stablehlo.multiply %693, %cst_13 : tensor<16x32xf32>
    %695 = stablehlo.subtract %arg9, %694 : tensor<16x32xf32>
    %696 = stablehlo.multiply %arg33, %cst_16 : tensor<32x32xf32>
    %697 = stablehlo.transpose %579, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %698 = stablehlo.dot_general %697, %116, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %699 = stablehlo.add %696, %698 : tensor<32x32xf32>
    %700 = stablehlo.multiply %699, %cst_15 : tensor<32x32xf32>
    %701 = stablehlo.subtract %arg8, %700 : tensor<32x32xf32>
    %702 = stablehlo.multiply %arg34, %cst_12 : tensor<64x32xf32>
    %703 = stablehlo.transpose %558, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %704 = stablehlo.dot_general %703, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %705 = stablehlo.add %702, %704 : tensor<64x32xf32>
    %706 = stablehlo.multiply %705, %cst_11 : tensor<64x32xf32>
    %707 = stablehlo.subtract %arg18, %706 : tensor<64x32xf32>
    %708 = stablehlo.multiply %arg35, %cst_12 : tensor<64x32xf32>
    %709 = stablehlo.transpose %549, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %710 = stablehlo.dot_general %709, %132, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %711 = stablehlo.add %708, %710 : tensor<64x32xf32>
    %712 = stablehlo.multiply %711, %cst_11 : tensor<64x32xf32>
    %713 = stablehlo.subtract %arg7, %712 : tensor<64x32xf32>
    %714 = stablehlo.multiply %arg36, %cst_10 : tensor<32x64xf32>
    %715 = stablehlo.transpose %545, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %716 = stablehlo.dot_general %715, %142, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %717 = stablehlo.add %714, %716 : tensor<32x64xf32>
    %718 = stablehlo.multiply %717, %cst_9 : tensor<32x64xf32>
    %719 = stablehlo.subtract %arg6, %718 : tensor<32x64xf32>
    %720 = stablehlo.multiply %arg37, %cst_8 : tensor<32xf32>
    %721 = stablehlo.multiply %656, %14 : tensor<2x8x32xf32>
    %722 = stablehlo.reduce(%721 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %723 = stablehlo.add %720, %722 : tensor<32xf32>
    %724 = stablehlo.multiply %723, %cst_7 : tensor<32xf32>
    %725 = stablehlo.subtract %arg11, %724 : tensor<32xf32>
    %726 = stablehlo.multiply %arg38, %cst_8 : tensor<32xf32>
    %727 = stablehlo.multiply %561, %130 : tensor<2x8x32xf32>
    %728 = stablehlo.reduce(%727 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %729 = stablehlo.add %726, %728 : tensor<32xf32>
    %730 = stablehlo.multiply %729, %cst_7 : tensor<32xf32>
    %731 = stablehlo.subtract %arg17, %730 : tensor<32xf32>
    %732 = stablehlo.multiply %arg39, %cst_16 : tensor<32x32xf32>
    %733 = stablehlo.transpose %525, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %734 = stablehlo.dot_general %733, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %735 = stablehlo.add %732, %734 : tensor<32x32xf32>
    %736 = stablehlo.multiply %735, %cst_15 : tensor<32x32xf32>
    %737 = stablehlo.subtract %arg21, %736 : tensor<32x32xf32>
    %738 = stablehlo.multiply %arg40, %cst_14 : tensor<16x32xf32>
    %739 = stablehlo.transpose %498, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %740 = stablehlo.dot_general %739, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %741 = stablehlo.add %738, %740 : tensor<16x32xf32>
    %742 = stablehlo.multiply %741, %cst_13 : tensor<16x32xf32>
    %743 = stablehlo.subtract %arg20, %742 : tensor<16x32xf32>
    %744 = stablehlo.multiply %arg41, %cst_14 : tensor<16x32xf32>
    %745 = stablehlo.transpose %460, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %746 = stablehlo.dot_general %745, %158, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %747 = stablehlo.add %744, %746 : tensor<16x32xf32>
    %748 = stablehlo.multiply %747, %cst_13 : tensor<16x32xf32>
    %749 = stablehlo.subtract %arg5, %748 : tensor<16x32xf32>
    %750 = stablehlo.multiply %arg42, %cst_16 : tensor<32x32xf32>
    %751 = stablehlo.transpose %451, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %752 = stablehlo.dot_general %751, %214, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %753 = stablehlo.add %750, %752 : tensor<32x32xf32>
    %754 = stablehlo.multiply %753, %cst_15 : tensor<32x32xf32>
    %755 = stablehlo.subtract %arg4, %754 : tensor<32x32xf32>
    %756 = stablehlo.multiply %arg43, %cst_6 : tensor<4x64x32xf32>
    %757 = stablehlo.reshape %263 : (tensor<16x2x32xf32>) -> tensor<32x1x32xf32>
    %758 = stablehlo.dot_general %408, %757, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x1xf32>, tensor<32x1x32xf32>) -> tensor<32x64x32xf32>
    %759 = "stablehlo.scatter"(%cst_5, %260, %758) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %818 = stablehlo.add %arg53, %arg54 : tensor<f32>
      stablehlo.return %818 : tensor<f32>
    }) : (tensor<4x64x32xf32>, tensor<32x1xi64>, tensor<32x64x32xf32>) -> tensor<4x64x32xf32>
    %760 = stablehlo.add %756, %759 : tensor<4x64x32xf32>
    %761 = stablehlo.multiply %760, %cst_4 : tensor<4x64x32xf32>
    %762 = stablehlo.subtract %arg26, %761 : tensor<4x64x32xf32>
    %763 = stablehlo.multiply %arg44, %cst_3 : tensor<4x32x32xf32>
    %764 = stablehlo.reshape %271 : (tensor<32x32xf32>) -> tensor<32x1x32xf32>
    %765 = stablehlo.dot_general %397, %764, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x32x1xf32>, tensor<32x1x32xf32>) -> tensor<32x32x32xf32>
    %766 = "stablehlo.scatter"(%cst_2, %260, %765) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %818 = stablehlo.add %arg53, %arg54 : tensor<f32>
      stablehlo.return %818 : tensor<f32>
    }) : (tensor<4x32x32xf32>, tensor<32x1xi64>, tensor<32x32x32xf32>) -> tensor<4x32x32xf32>
    %767 = stablehlo.add %763, %766 : tensor<4x32x32xf32>
    %768 = stablehlo.multiply %767, %cst_1 : tensor<4x32x32xf32>
    %769 = stablehlo.subtract %arg27, %768 : tensor<4x32x32xf32>
    %770 = stablehlo.multiply %arg45, %cst_0 : tensor<4x32xf32>
    %771 = stablehlo.transpose %430, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[4,16]{0,1}"} : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %772 = stablehlo.dot_general %771, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x32xf32>) -> tensor<4x32xf32>
    %773 = stablehlo.add %770, %772 : tensor<4x32xf32>
    %774 = stablehlo.multiply %773, %cst : tensor<4x32xf32>
    %775 = stablehlo.subtract %arg25, %774 : tensor<4x32xf32>
    %776 = stablehlo.multiply %arg46, %cst_16 : tensor<32x32xf32>
    %777 = stablehlo.transpose %388, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %778 = stablehlo.dot_general %777, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %779 = stablehlo.add %776, %778 : tensor<32x32xf32>
    %780 = stablehlo.multiply %779, %cst_15 : tensor<32x32xf32>
    %781 = stablehlo.subtract %arg23, %780 : tensor<32x32xf32>
    %782 = stablehlo.multiply %arg47, %cst_16 : tensor<32x32xf32>
    %783 = stablehlo.transpose %379, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %784 = stablehlo.dot_general %783, %229, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %785 = stablehlo.add %782, %784 : tensor<32x32xf32>
    %786 = stablehlo.multiply %785, %cst_15 : tensor<32x32xf32>
    %787 = stablehlo.subtract %arg3, %786 : tensor<32x32xf32>
    %788 = stablehlo.multiply %arg48, %cst_16 : tensor<32x32xf32>
    %789 = stablehlo.transpose %375, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %790 = stablehlo.dot_general %789, %302, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %791 = stablehlo.add %788, %790 : tensor<32x32xf32>
    %792 = stablehlo.multiply %791, %cst_15 : tensor<32x32xf32>
    %793 = stablehlo.subtract %arg2, %792 : tensor<32x32xf32>
    %794 = stablehlo.multiply %arg49, %cst_8 : tensor<32xf32>
    %795 = stablehlo.multiply %528, %156 : tensor<2x8x32xf32>
    %796 = stablehlo.reduce(%795 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %797 = stablehlo.add %794, %796 : tensor<32xf32>
    %798 = stablehlo.multiply %797, %cst_7 : tensor<32xf32>
    %799 = stablehlo.subtract %arg19, %798 : tensor<32xf32>
    %800 = stablehlo.multiply %arg50, %cst_8 : tensor<32xf32>
    %801 = stablehlo.multiply %433, %227 : tensor<2x8x32xf32>
    %802 = stablehlo.reduce(%801 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %803 = stablehlo.add %800, %802 : tensor<32xf32>
    %804 = stablehlo.multiply %803, %cst_7 : tensor<32xf32>
    %805 = stablehlo.subtract %arg22, %804 : tensor<32xf32>
    %806 = stablehlo.multiply %arg51, %cst_8 : tensor<32xf32>
    %807 = stablehlo.multiply %359, %316 : tensor<2x8x32xf32>
    %808 = stablehlo.reduce(%807 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %809 = stablehlo.add %806, %808 : tensor<32xf32>
    %810 = stablehlo.multiply %809, %cst_7 : tensor<32xf32>
    %811 = stablehlo.subtract %arg28, %810 : tensor<32xf32>
    %812 = stablehlo.multiply %arg52, %cst_43 : tensor<128x32xf32>
    %813 = stablehlo.transpose %357, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %814 = stablehlo.dot_general %813, %318, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %815 = stablehlo.add %812, %814 : tensor<128x32xf32>
    %816 = stablehlo.multiply %815, %cst_17 : tensor<128x32xf32>
    %817 = stablehlo.subtract %arg1, %816 : tensor<128x32xf32>
    return %341, %677, %683, %689, %695, %701, %707, %713, %719, %725, %731, %737, %743, %749, %755, %762, %769, %775, %781, %787, %793, %799, %805, %811, %817, %675, %681, %687, %693, %699, %705, %711, %717, %723, %729, %735, %741, %747, %753, %760, %767, %773, %779, %785, %791, %797, %803, %809, %815 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<4x64x32xf32>, tensor<4x32x32xf32>, tensor<4x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
