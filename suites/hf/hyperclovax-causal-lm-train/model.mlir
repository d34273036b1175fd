module @IrToHlo.2179 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 19 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 18 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg19: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg20: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg22: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg26: tensor<64x32xf32> {tf.aliasing_output = 17 : i32}, %arg27: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg29: tensor<128x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<16x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<16x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<64x32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<64x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<32x64xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<16x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<16x32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<64x32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<64x32xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<32x64xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<128x32xf32> {tf.aliasing_output = 50 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
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
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_11 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_12 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_14 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_17 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_21 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_22 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_24 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_25 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_28 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_31 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_32 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_33 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_34 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_35 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_36 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_37 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_38 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_39 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_41 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_43 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_44 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_45 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_40 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_39 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_38 : tensor<2x8x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x8x1xf32>
    %13 = stablehlo.reshape %12 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %15 = stablehlo.multiply %4, %14 : tensor<2x8x32xf32>
    %16 = stablehlo.multiply %6, %15 : tensor<2x8x32xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %18 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %22 = stablehlo.broadcast_in_dim %cst_37, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %23 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<1x8x4xf32>
    %25 = stablehlo.concatenate %24, %24, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %26 = stablehlo.cosine %25 : tensor<1x8x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<2x4x8x8xf32>
    %30 = stablehlo.slice %21 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %31 = stablehlo.negate %30 : tensor<2x4x8x4xf32>
    %32 = stablehlo.slice %21 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %33 = stablehlo.concatenate %31, %32, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %34 = stablehlo.sine %25 : tensor<1x8x8xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %37 = stablehlo.multiply %33, %36 : tensor<2x4x8x8xf32>
    %38 = stablehlo.add %29, %37 : tensor<2x4x8x8xf32>
    %39 = stablehlo.multiply %38, %cst_36 : tensor<2x4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = stablehlo.transpose %arg15, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %42 = stablehlo.dot_general %17, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %45 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<2x2x8x8xf32>
    %47 = stablehlo.slice %44 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %48 = stablehlo.negate %47 : tensor<2x2x8x4xf32>
    %49 = stablehlo.slice %44 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %50 = stablehlo.concatenate %48, %49, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %35, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<2x2x8x8xf32>
    %53 = stablehlo.add %46, %52 : tensor<2x2x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %56 = stablehlo.transpose %55, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %57 = stablehlo.multiply %56, %cst_36 : tensor<2x4x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.dot_general %40, %58, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %61 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %63 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.broadcast_in_dim %c_35, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %65 = stablehlo.compare  LE, %63, %64 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %66 = stablehlo.convert %65 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %67 = stablehlo.and %62, %66 : tensor<1x1x8x8xui8>
    %68 = stablehlo.compare  NE, %67, %c_45 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.reshape %69 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %72 = stablehlo.compare  NE, %arg12, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %73 = stablehlo.broadcast_in_dim %c_34, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %74 = stablehlo.compare  LT, %73, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %75 = stablehlo.add %73, %c_32 : tensor<2x1x1x8xi64>
    %76 = stablehlo.select %74, %75, %73 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %77 = stablehlo.reshape %76 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %78 = stablehlo.broadcast_in_dim %c_35, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %79 = stablehlo.compare  LT, %78, %c_33 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %80 = stablehlo.add %78, %c_31 : tensor<2x1x1x8xi64>
    %81 = stablehlo.select %79, %80, %78 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %82 = stablehlo.reshape %81 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %83 = stablehlo.concatenate %77, %82, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %84 = "stablehlo.gather"(%72, %83) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %85 = stablehlo.convert %84 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %86 = stablehlo.reshape %85 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %88 = stablehlo.and %71, %87 : tensor<2x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_43 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %90 = stablehlo.select %89, %cst_30, %cst_29 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %93 = stablehlo.add %60, %92 : tensor<2x4x8x8xf32>
    %94 = stablehlo.reduce(%93 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %96 = stablehlo.subtract %93, %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.exponential %96 : tensor<2x4x8x8xf32>
    %98 = stablehlo.reduce(%97 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %100 = stablehlo.divide %97, %99 : tensor<2x4x8x8xf32>
    %101 = stablehlo.reshape %100 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %102 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %103 = stablehlo.dot_general %17, %102, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %104 = stablehlo.reshape %103 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %105 = stablehlo.transpose %104, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %108 = stablehlo.dot_general %101, %107, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %112 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %113 = stablehlo.dot_general %111, %112, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %115 = stablehlo.power %114, %cst_40 : tensor<2x8x32xf32>
    %116 = stablehlo.reduce(%115 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %117 = stablehlo.multiply %116, %cst_39 : tensor<2x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %119 = stablehlo.add %118, %cst_38 : tensor<2x8x1xf32>
    %120 = stablehlo.rsqrt %119 : tensor<2x8x1xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.multiply %114, %122 : tensor<2x8x32xf32>
    %124 = stablehlo.multiply %5, %123 : tensor<2x8x32xf32>
    %125 = stablehlo.add %4, %124 : tensor<2x8x32xf32>
    %126 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %128 = stablehlo.power %125, %cst_40 : tensor<2x8x32xf32>
    %129 = stablehlo.reduce(%128 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %130 = stablehlo.multiply %129, %cst_39 : tensor<2x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %132 = stablehlo.add %131, %cst_38 : tensor<2x8x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<2x8x1xf32>
    %134 = stablehlo.reshape %133 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.multiply %125, %135 : tensor<2x8x32xf32>
    %137 = stablehlo.multiply %127, %136 : tensor<2x8x32xf32>
    %138 = stablehlo.reshape %137 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %139 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %140 = stablehlo.dot_general %138, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %141 = stablehlo.reshape %140 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %142 = stablehlo.logistic %141 : tensor<2x8x64xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<2x8x64xf32>
    %144 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %145 = stablehlo.dot_general %138, %144, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %146 = stablehlo.reshape %145 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %147 = stablehlo.multiply %143, %146 : tensor<2x8x64xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %149 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %152 = stablehlo.power %151, %cst_40 : tensor<2x8x32xf32>
    %153 = stablehlo.reduce(%152 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %154 = stablehlo.multiply %153, %cst_39 : tensor<2x8xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %156 = stablehlo.add %155, %cst_38 : tensor<2x8x1xf32>
    %157 = stablehlo.rsqrt %156 : tensor<2x8x1xf32>
    %158 = stablehlo.reshape %157 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %160 = stablehlo.multiply %151, %159 : tensor<2x8x32xf32>
    %161 = stablehlo.multiply %126, %160 : tensor<2x8x32xf32>
    %162 = stablehlo.add %125, %161 : tensor<2x8x32xf32>
    %163 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %164 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.power %162, %cst_40 : tensor<2x8x32xf32>
    %166 = stablehlo.reduce(%165 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %167 = stablehlo.multiply %166, %cst_39 : tensor<2x8xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %169 = stablehlo.add %168, %cst_38 : tensor<2x8x1xf32>
    %170 = stablehlo.rsqrt %169 : tensor<2x8x1xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %173 = stablehlo.multiply %162, %172 : tensor<2x8x32xf32>
    %174 = stablehlo.multiply %164, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %176 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %178 = stablehlo.reshape %177 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %179 = stablehlo.transpose %178, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %180 = stablehlo.multiply %179, %28 : tensor<2x4x8x8xf32>
    %181 = stablehlo.slice %179 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %182 = stablehlo.negate %181 : tensor<2x4x8x4xf32>
    %183 = stablehlo.slice %179 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %184 = stablehlo.concatenate %182, %183, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %185 = stablehlo.multiply %184, %36 : tensor<2x4x8x8xf32>
    %186 = stablehlo.add %180, %185 : tensor<2x4x8x8xf32>
    %187 = stablehlo.multiply %186, %cst_36 : tensor<2x4x8x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %189 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %190 = stablehlo.dot_general %175, %189, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %191 = stablehlo.reshape %190 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %192 = stablehlo.transpose %191, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %193 = stablehlo.multiply %192, %45 : tensor<2x2x8x8xf32>
    %194 = stablehlo.slice %192 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %195 = stablehlo.negate %194 : tensor<2x2x8x4xf32>
    %196 = stablehlo.slice %192 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %197 = stablehlo.concatenate %195, %196, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %198 = stablehlo.multiply %197, %51 : tensor<2x2x8x8xf32>
    %199 = stablehlo.add %193, %198 : tensor<2x2x8x8xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %201 = stablehlo.reshape %200 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %202 = stablehlo.transpose %201, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %203 = stablehlo.multiply %202, %cst_36 : tensor<2x4x8x8xf32>
    %204 = stablehlo.reshape %203 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %205 = stablehlo.dot_general %188, %204, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %206 = stablehlo.reshape %205 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %207 = stablehlo.add %206, %92 : tensor<2x4x8x8xf32>
    %208 = stablehlo.reduce(%207 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %210 = stablehlo.subtract %207, %209 : tensor<2x4x8x8xf32>
    %211 = stablehlo.exponential %210 : tensor<2x4x8x8xf32>
    %212 = stablehlo.reduce(%211 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %214 = stablehlo.divide %211, %213 : tensor<2x4x8x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %216 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %217 = stablehlo.dot_general %175, %216, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %218 = stablehlo.reshape %217 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %219 = stablehlo.transpose %218, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %221 = stablehlo.reshape %220 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %222 = stablehlo.dot_general %215, %221, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %223 = stablehlo.reshape %222 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.transpose %223, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %225 = stablehlo.reshape %224 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %226 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %227 = stablehlo.dot_general %225, %226, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %229 = stablehlo.power %228, %cst_40 : tensor<2x8x32xf32>
    %230 = stablehlo.reduce(%229 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %231 = stablehlo.multiply %230, %cst_39 : tensor<2x8xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %233 = stablehlo.add %232, %cst_38 : tensor<2x8x1xf32>
    %234 = stablehlo.rsqrt %233 : tensor<2x8x1xf32>
    %235 = stablehlo.reshape %234 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %237 = stablehlo.multiply %228, %236 : tensor<2x8x32xf32>
    %238 = stablehlo.multiply %163, %237 : tensor<2x8x32xf32>
    %239 = stablehlo.add %162, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %241 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %242 = stablehlo.power %239, %cst_40 : tensor<2x8x32xf32>
    %243 = stablehlo.reduce(%242 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %244 = stablehlo.multiply %243, %cst_39 : tensor<2x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %246 = stablehlo.add %245, %cst_38 : tensor<2x8x1xf32>
    %247 = stablehlo.rsqrt %246 : tensor<2x8x1xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %250 = stablehlo.multiply %239, %249 : tensor<2x8x32xf32>
    %251 = stablehlo.multiply %241, %250 : tensor<2x8x32xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %253 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %254 = stablehlo.dot_general %252, %253, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %255 = stablehlo.reshape %254 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %256 = stablehlo.logistic %255 : tensor<2x8x64xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<2x8x64xf32>
    %258 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %259 = stablehlo.dot_general %252, %258, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %260 = stablehlo.reshape %259 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %261 = stablehlo.multiply %257, %260 : tensor<2x8x64xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %263 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %264 = stablehlo.dot_general %262, %263, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %265 = stablehlo.reshape %264 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %266 = stablehlo.power %265, %cst_40 : tensor<2x8x32xf32>
    %267 = stablehlo.reduce(%266 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %268 = stablehlo.multiply %267, %cst_39 : tensor<2x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %270 = stablehlo.add %269, %cst_38 : tensor<2x8x1xf32>
    %271 = stablehlo.rsqrt %270 : tensor<2x8x1xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.multiply %265, %273 : tensor<2x8x32xf32>
    %275 = stablehlo.multiply %240, %274 : tensor<2x8x32xf32>
    %276 = stablehlo.add %239, %275 : tensor<2x8x32xf32>
    %277 = stablehlo.power %276, %cst_40 : tensor<2x8x32xf32>
    %278 = stablehlo.reduce(%277 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %279 = stablehlo.multiply %278, %cst_39 : tensor<2x8xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %281 = stablehlo.add %280, %cst_38 : tensor<2x8x1xf32>
    %282 = stablehlo.rsqrt %281 : tensor<2x8x1xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %285 = stablehlo.multiply %276, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.multiply %0, %285 : tensor<2x8x32xf32>
    %287 = stablehlo.reshape %286 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %288 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %289 = stablehlo.dot_general %287, %288, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %290 = stablehlo.reshape %289 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %291 = stablehlo.slice %290 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %292 = stablehlo.reduce(%291 init: %cst_42) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %294 = stablehlo.subtract %291, %293 : tensor<2x7x128xf32>
    %295 = stablehlo.exponential %294 : tensor<2x7x128xf32>
    %296 = stablehlo.reduce(%295 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %297 = stablehlo.log %296 : tensor<2x7xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %299 = stablehlo.subtract %294, %298 : tensor<2x7x128xf32>
    %300 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %302 = stablehlo.broadcast_in_dim %c_41, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %303 = stablehlo.compare  EQ, %301, %302 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %304 = stablehlo.convert %303 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %305 = stablehlo.convert %304 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %306 = stablehlo.multiply %299, %305 : tensor<2x7x128xf32>
    %307 = stablehlo.reduce(%306 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %308 = stablehlo.reduce(%307 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %309 = stablehlo.multiply %308, %cst_28 : tensor<f32>
    %310 = stablehlo.negate %309 : tensor<f32>
    %311 = stablehlo.multiply %arg29, %cst_27 : tensor<128x32xf32>
    %312 = stablehlo.compare  LT, %arg0, %c_44 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %313 = stablehlo.add %arg0, %c_25 : tensor<2x8xi64>
    %314 = stablehlo.select %312, %313, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %315 = stablehlo.reshape %314 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %316 = stablehlo.compare  EQ, %arg0, %c_24 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %318 = stablehlo.multiply %305, %cst_21 : tensor<2x7x128xf32>
    %319 = stablehlo.exponential %299 : tensor<2x7x128xf32>
    %320 = stablehlo.reduce(%318 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %322 = stablehlo.multiply %319, %321 : tensor<2x7x128xf32>
    %323 = stablehlo.subtract %318, %322 : tensor<2x7x128xf32>
    %324 = stablehlo.pad %323, %cst_46, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %325 = stablehlo.select %c_22, %324, %cst_20 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %326 = stablehlo.reshape %325 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %327 = stablehlo.dot_general %326, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %328 = stablehlo.reshape %327 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %329 = stablehlo.multiply %328, %0 : tensor<2x8x32xf32>
    %330 = stablehlo.multiply %329, %284 : tensor<2x8x32xf32>
    %331 = stablehlo.multiply %329, %276 : tensor<2x8x32xf32>
    %332 = stablehlo.reduce(%331 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %333 = stablehlo.reshape %332 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %334 = stablehlo.multiply %333, %cst_19 : tensor<2x8x1xf32>
    %335 = stablehlo.power %282, %cst_18 : tensor<2x8x1xf32>
    %336 = stablehlo.multiply %334, %335 : tensor<2x8x1xf32>
    %337 = stablehlo.reshape %336 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %339 = stablehlo.divide %338, %cst_17 : tensor<2x8x32xf32>
    %340 = stablehlo.power %276, %cst_16 : tensor<2x8x32xf32>
    %341 = stablehlo.multiply %340, %cst_40 : tensor<2x8x32xf32>
    %342 = stablehlo.multiply %339, %341 : tensor<2x8x32xf32>
    %343 = stablehlo.add %330, %342 : tensor<2x8x32xf32>
    %344 = stablehlo.multiply %343, %240 : tensor<2x8x32xf32>
    %345 = stablehlo.multiply %344, %273 : tensor<2x8x32xf32>
    %346 = stablehlo.multiply %344, %265 : tensor<2x8x32xf32>
    %347 = stablehlo.reduce(%346 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %349 = stablehlo.multiply %348, %cst_19 : tensor<2x8x1xf32>
    %350 = stablehlo.power %271, %cst_18 : tensor<2x8x1xf32>
    %351 = stablehlo.multiply %349, %350 : tensor<2x8x1xf32>
    %352 = stablehlo.reshape %351 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %354 = stablehlo.divide %353, %cst_17 : tensor<2x8x32xf32>
    %355 = stablehlo.power %265, %cst_16 : tensor<2x8x32xf32>
    %356 = stablehlo.multiply %355, %cst_40 : tensor<2x8x32xf32>
    %357 = stablehlo.multiply %354, %356 : tensor<2x8x32xf32>
    %358 = stablehlo.add %345, %357 : tensor<2x8x32xf32>
    %359 = stablehlo.reshape %358 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %360 = stablehlo.dot_general %359, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %361 = stablehlo.reshape %360 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %362 = stablehlo.multiply %361, %257 : tensor<2x8x64xf32>
    %363 = stablehlo.reshape %362 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %364 = stablehlo.dot_general %363, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %365 = stablehlo.reshape %364 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %366 = stablehlo.multiply %361, %260 : tensor<2x8x64xf32>
    %367 = stablehlo.subtract %cst_15, %256 : tensor<2x8x64xf32>
    %368 = stablehlo.multiply %255, %367 : tensor<2x8x64xf32>
    %369 = stablehlo.add %368, %cst_15 : tensor<2x8x64xf32>
    %370 = stablehlo.multiply %256, %369 : tensor<2x8x64xf32>
    %371 = stablehlo.multiply %366, %370 : tensor<2x8x64xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %373 = stablehlo.dot_general %372, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %374 = stablehlo.reshape %373 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %375 = stablehlo.add %365, %374 : tensor<2x8x32xf32>
    %376 = stablehlo.multiply %375, %241 : tensor<2x8x32xf32>
    %377 = stablehlo.multiply %376, %249 : tensor<2x8x32xf32>
    %378 = stablehlo.add %343, %377 : tensor<2x8x32xf32>
    %379 = stablehlo.multiply %376, %239 : tensor<2x8x32xf32>
    %380 = stablehlo.reduce(%379 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %381 = stablehlo.reshape %380 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %382 = stablehlo.multiply %381, %cst_19 : tensor<2x8x1xf32>
    %383 = stablehlo.power %247, %cst_18 : tensor<2x8x1xf32>
    %384 = stablehlo.multiply %382, %383 : tensor<2x8x1xf32>
    %385 = stablehlo.reshape %384 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %387 = stablehlo.divide %386, %cst_17 : tensor<2x8x32xf32>
    %388 = stablehlo.power %239, %cst_16 : tensor<2x8x32xf32>
    %389 = stablehlo.multiply %388, %cst_40 : tensor<2x8x32xf32>
    %390 = stablehlo.multiply %387, %389 : tensor<2x8x32xf32>
    %391 = stablehlo.add %378, %390 : tensor<2x8x32xf32>
    %392 = stablehlo.transpose %215, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %393 = stablehlo.multiply %391, %163 : tensor<2x8x32xf32>
    %394 = stablehlo.multiply %393, %236 : tensor<2x8x32xf32>
    %395 = stablehlo.multiply %393, %228 : tensor<2x8x32xf32>
    %396 = stablehlo.reduce(%395 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %398 = stablehlo.multiply %397, %cst_19 : tensor<2x8x1xf32>
    %399 = stablehlo.power %234, %cst_18 : tensor<2x8x1xf32>
    %400 = stablehlo.multiply %398, %399 : tensor<2x8x1xf32>
    %401 = stablehlo.reshape %400 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %403 = stablehlo.divide %402, %cst_17 : tensor<2x8x32xf32>
    %404 = stablehlo.power %228, %cst_16 : tensor<2x8x32xf32>
    %405 = stablehlo.multiply %404, %cst_40 : tensor<2x8x32xf32>
    %406 = stablehlo.multiply %403, %405 : tensor<2x8x32xf32>
    %407 = stablehlo.add %394, %406 : tensor<2x8x32xf32>
    %408 = stablehlo.reshape %407 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %409 = stablehlo.dot_general %408, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %410 = stablehlo.reshape %409 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %411 = stablehlo.transpose %410, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %412 = stablehlo.reshape %411 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %413 = stablehlo.dot_general %392, %412, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %414 = stablehlo.reshape %413 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %415 = stablehlo.reduce(%414 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %416 = stablehlo.transpose %415, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %417 = stablehlo.reshape %416 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %418 = stablehlo.dot_general %417, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %419 = stablehlo.reshape %418 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %420 = stablehlo.transpose %188, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %421 = stablehlo.transpose %221, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %422 = stablehlo.dot_general %412, %421, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %423 = stablehlo.reshape %422 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %424 = stablehlo.multiply %423, %214 : tensor<2x4x8x8xf32>
    %425 = stablehlo.reduce(%424 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %427 = stablehlo.multiply %214, %426 : tensor<2x4x8x8xf32>
    %428 = stablehlo.subtract %424, %427 : tensor<2x4x8x8xf32>
    %429 = stablehlo.reshape %428 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %430 = stablehlo.dot_general %420, %429, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %431 = stablehlo.reshape %430 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %432 = stablehlo.multiply %431, %cst_36 : tensor<2x4x8x8xf32>
    %433 = stablehlo.transpose %432, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %434 = stablehlo.reshape %433 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %435 = stablehlo.reduce(%434 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %436 = stablehlo.multiply %435, %51 : tensor<2x2x8x8xf32>
    %437 = stablehlo.slice %436 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %438 = stablehlo.negate %437 : tensor<2x2x8x4xf32>
    %439 = stablehlo.pad %438, %cst_46, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %440 = stablehlo.select %c_14, %439, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %441 = stablehlo.slice %436 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %442 = stablehlo.pad %441, %cst_46, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %443 = stablehlo.select %c_12, %442, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %444 = stablehlo.add %440, %443 : tensor<2x2x8x8xf32>
    %445 = stablehlo.multiply %435, %45 : tensor<2x2x8x8xf32>
    %446 = stablehlo.add %444, %445 : tensor<2x2x8x8xf32>
    %447 = stablehlo.transpose %446, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %448 = stablehlo.reshape %447 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %449 = stablehlo.dot_general %448, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %450 = stablehlo.reshape %449 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %451 = stablehlo.add %419, %450 : tensor<2x8x32xf32>
    %452 = stablehlo.transpose %204, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %453 = stablehlo.dot_general %429, %452, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %454 = stablehlo.reshape %453 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %455 = stablehlo.multiply %454, %cst_36 : tensor<2x4x8x8xf32>
    %456 = stablehlo.multiply %455, %36 : tensor<2x4x8x8xf32>
    %457 = stablehlo.slice %456 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %458 = stablehlo.negate %457 : tensor<2x4x8x4xf32>
    %459 = stablehlo.pad %458, %cst_46, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %460 = stablehlo.select %c_11, %459, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %461 = stablehlo.slice %456 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %462 = stablehlo.pad %461, %cst_46, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %463 = stablehlo.select %c, %462, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %464 = stablehlo.add %460, %463 : tensor<2x4x8x8xf32>
    %465 = stablehlo.multiply %455, %28 : tensor<2x4x8x8xf32>
    %466 = stablehlo.add %464, %465 : tensor<2x4x8x8xf32>
    %467 = stablehlo.transpose %466, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %468 = stablehlo.reshape %467 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %469 = stablehlo.dot_general %468, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %470 = stablehlo.reshape %469 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %471 = stablehlo.add %451, %470 : tensor<2x8x32xf32>
    %472 = stablehlo.multiply %471, %164 : tensor<2x8x32xf32>
    %473 = stablehlo.multiply %472, %172 : tensor<2x8x32xf32>
    %474 = stablehlo.add %391, %473 : tensor<2x8x32xf32>
    %475 = stablehlo.multiply %472, %162 : tensor<2x8x32xf32>
    %476 = stablehlo.reduce(%475 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %477 = stablehlo.reshape %476 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %478 = stablehlo.multiply %477, %cst_19 : tensor<2x8x1xf32>
    %479 = stablehlo.power %170, %cst_18 : tensor<2x8x1xf32>
    %480 = stablehlo.multiply %478, %479 : tensor<2x8x1xf32>
    %481 = stablehlo.reshape %480 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %483 = stablehlo.divide %482, %cst_17 : tensor<2x8x32xf32>
    %484 = stablehlo.power %162, %cst_16 : tensor<2x8x32xf32>
    %485 = stablehlo.multiply %484, %cst_40 : tensor<2x8x32xf32>
    %486 = stablehlo.multiply %483, %485 : tensor<2x8x32xf32>
    %487 = stablehlo.add %474, %486 : tensor<2x8x32xf32>
    %488 = stablehlo.multiply %487, %126 : tensor<2x8x32xf32>
    %489 = stablehlo.multiply %488, %159 : tensor<2x8x32xf32>
    %490 = stablehlo.multiply %488, %151 : tensor<2x8x32xf32>
    %491 = stablehlo.reduce(%490 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %492 = stablehlo.reshape %491 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %493 = stablehlo.multiply %492, %cst_19 : tensor<2x8x1xf32>
    %494 = stablehlo.power %157, %cst_18 : tensor<2x8x1xf32>
    %495 = stablehlo.multiply %493, %494 : tensor<2x8x1xf32>
    %496 = stablehlo.reshape %495 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %498 = stablehlo.divide %497, %cst_17 : tensor<2x8x32xf32>
    %499 = stablehlo.power %151, %cst_16 : tensor<2x8x32xf32>
    %500 = stablehlo.multiply %499, %cst_40 : tensor<2x8x32xf32>
    %501 = stablehlo.multiply %498, %500 : tensor<2x8x32xf32>
    %502 = stablehlo.add %489, %501 : tensor<2x8x32xf32>
    %503 = stablehlo.reshape %502 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %504 = stablehlo.dot_general %503, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %505 = stablehlo.reshape %504 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %506 = stablehlo.multiply %505, %143 : tensor<2x8x64xf32>
    %507 = stablehlo.reshape %506 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %508 = stablehlo.dot_general %507, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %509 = stablehlo.reshape %508 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %510 = stablehlo.multiply %505, %146 : tensor<2x8x64xf32>
    %511 = stablehlo.subtract %cst_15, %142 : tensor<2x8x64xf32>
    %512 = stablehlo.multiply %141, %511 : tensor<2x8x64xf32>
    %513 = stablehlo.add %512, %cst_15 : tensor<2x8x64xf32>
    %514 = stablehlo.multiply %142, %513 : tensor<2x8x64xf32>
    %515 = stablehlo.multiply %510, %514 : tensor<2x8x64xf32>
    %516 = stablehlo.reshape %515 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %517 = stablehlo.dot_general %516, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %518 = stablehlo.reshape %517 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %519 = stablehlo.add %509, %518 : tensor<2x8x32xf32>
    %520 = stablehlo.multiply %519, %127 : tensor<2x8x32xf32>
    %521 = stablehlo.multiply %520, %135 : tensor<2x8x32xf32>
    %522 = stablehlo.add %487, %521 : tensor<2x8x32xf32>
    %523 = stablehlo.multiply %520, %125 : tensor<2x8x32xf32>
    %524 = stablehlo.reduce(%523 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %525 = stablehlo.reshape %524 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %526 = stablehlo.multiply %525, %cst_19 : tensor<2x8x1xf32>
    %527 = stablehlo.power %133, %cst_18 : tensor<2x8x1xf32>
    %528 = stablehlo.multiply %526, %527 : tensor<2x8x1xf32>
    %529 = stablehlo.reshape %528 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %531 = stablehlo.divide %530, %cst_17 : tensor<2x8x32xf32>
    %532 = stablehlo.power %125, %cst_16 : tensor<2x8x32xf32>
    %533 = stablehlo.multiply %532, %cst_40 : tensor<2x8x32xf32>
    %534 = stablehlo.multiply %531, %533 : tensor<2x8x32xf32>
    %535 = stablehlo.add %522, %534 : tensor<2x8x32xf32>
    %536 = stablehlo.transpose %101, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %537 = stablehlo.multiply %535, %5 : tensor<2x8x32xf32>
    %538 = stablehlo.multiply %537, %122 : tensor<2x8x32xf32>
    %539 = stablehlo.multiply %537, %114 : tensor<2x8x32xf32>
    %540 = stablehlo.reduce(%539 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %541 = stablehlo.reshape %540 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %542 = stablehlo.multiply %541, %cst_19 : tensor<2x8x1xf32>
    %543 = stablehlo.power %120, %cst_18 : tensor<2x8x1xf32>
    %544 = stablehlo.multiply %542, %543 : tensor<2x8x1xf32>
    %545 = stablehlo.reshape %544 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %547 = stablehlo.divide %546, %cst_17 : tensor<2x8x32xf32>
    %548 = stablehlo.power %114, %cst_16 : tensor<2x8x32xf32>
    %549 = stablehlo.multiply %548, %cst_40 : tensor<2x8x32xf32>
    %550 = stablehlo.multiply %547, %549 : tensor<2x8x32xf32>
    %551 = stablehlo.add %538, %550 : tensor<2x8x32xf32>
    %552 = stablehlo.reshape %551 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %553 = stablehlo.dot_general %552, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %554 = stablehlo.reshape %553 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %555 = stablehlo.transpose %554, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %556 = stablehlo.reshape %555 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %557 = stablehlo.dot_general %536, %556, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %558 = stablehlo.reshape %557 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %559 = stablehlo.reduce(%558 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %560 = stablehlo.transpose %559, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %561 = stablehlo.reshape %560 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %562 = stablehlo.dot_general %561, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %563 = stablehlo.reshape %562 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %564 = stablehlo.transpose %40, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %565 = stablehlo.transpose %107, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %566 = stablehlo.dot_general %556, %565, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %567 = stablehlo.reshape %566 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %568 = stablehlo.multiply %567, %100 : tensor<2x4x8x8xf32>
    %569 = stablehlo.reduce(%568 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %571 = stablehlo.multiply %100, %570 : tensor<2x4x8x8xf32>
    %572 = stablehlo.subtract %568, %571 : tensor<2x4x8x8xf32>
    %573 = stablehlo.reshape %572 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %574 = stablehlo.dot_general %564, %573, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %575 = stablehlo.reshape %574 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %576 = stablehlo.multiply %575, %cst_36 : tensor<2x4x8x8xf32>
    %577 = stablehlo.transpose %576, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %578 = stablehlo.reshape %577 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %579 = stablehlo.reduce(%578 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %580 = stablehlo.multiply %579, %51 : tensor<2x2x8x8xf32>
    %581 = stablehlo.slice %580 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %582 = stablehlo.negate %581 : tensor<2x2x8x4xf32>
    %583 = stablehlo.pad %582, %cst_46, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %584 = stablehlo.select %c_14, %583, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %585 = stablehlo.slice %580 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %586 = stablehlo.pad %585, %cst_46, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %587 = stablehlo.select %c_12, %586, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %588 = stablehlo.add %584, %587 : tensor<2x2x8x8xf32>
    %589 = stablehlo.multiply %579, %45 : tensor<2x2x8x8xf32>
    %590 = stablehlo.add %588, %589 : tensor<2x2x8x8xf32>
    %591 = stablehlo.transpose %590, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %592 = stablehlo.reshape %591 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %593 = stablehlo.dot_general %592, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %594 = stablehlo.reshape %593 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %595 = stablehlo.add %563, %594 : tensor<2x8x32xf32>
    %596 = stablehlo.transpose %58, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %597 = stablehlo.dot_general %573, %596, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %598 = stablehlo.reshape %597 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %599 = stablehlo.multiply %598, %cst_36 : tensor<2x4x8x8xf32>
    %600 = stablehlo.multiply %599, %36 : tensor<2x4x8x8xf32>
    %601 = stablehlo.slice %600 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %602 = stablehlo.negate %601 : tensor<2x4x8x4xf32>
    %603 = stablehlo.pad %602, %cst_46, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %604 = stablehlo.select %c_11, %603, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %605 = stablehlo.slice %600 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %606 = stablehlo.pad %605, %cst_46, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %607 = stablehlo.select %c, %606, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %608 = stablehlo.add %604, %607 : tensor<2x4x8x8xf32>
    %609 = stablehlo.multiply %599, %28 : tensor<2x4x8x8xf32>
    %610 = stablehlo.add %608, %609 : tensor<2x4x8x8xf32>
    %611 = stablehlo.transpose %610, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %612 = stablehlo.reshape %611 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %613 = stablehlo.dot_general %612, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %614 = stablehlo.reshape %613 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %615 = stablehlo.add %595, %614 : tensor<2x8x32xf32>
    %616 = stablehlo.multiply %615, %6 : tensor<2x8x32xf32>
    %617 = stablehlo.multiply %616, %14 : tensor<2x8x32xf32>
    %618 = stablehlo.add %535, %617 : tensor<2x8x32xf32>
    %619 = stablehlo.multiply %616, %4 : tensor<2x8x32xf32>
    %620 = stablehlo.reduce(%619 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %621 = stablehlo.reshape %620 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %622 = stablehlo.multiply %621, %cst_19 : tensor<2x8x1xf32>
    %623 = stablehlo.power %12, %cst_18 : tensor<2x8x1xf32>
    %624 = stablehlo.multiply %622, %623 : tensor<2x8x1xf32>
    %625 = stablehlo.reshape %624 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %627 = stablehlo.divide %626, %cst_17 : tensor<2x8x32xf32>
    %628 = stablehlo.power %4, %cst_16 : tensor<2x8x32xf32>
    %629 = stablehlo.multiply %628, %cst_40 : tensor<2x8x32xf32>
    %630 = stablehlo.multiply %627, %629 : tensor<2x8x32xf32>
    %631 = stablehlo.add %618, %630 : tensor<2x8x32xf32>
    %632 = stablehlo.select %317, %cst_23, %631 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %633 = "stablehlo.scatter"(%cst_26, %315, %632) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %781 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %781 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %634 = stablehlo.add %311, %633 : tensor<128x32xf32>
    %635 = stablehlo.multiply %634, %cst_9 : tensor<128x32xf32>
    %636 = stablehlo.subtract %arg10, %635 : tensor<128x32xf32>
    %637 = stablehlo.multiply %arg30, %cst_8 : tensor<32x32xf32>
    %638 = stablehlo.transpose %612, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %639 = stablehlo.dot_general %638, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %640 = stablehlo.add %637, %639 : tensor<32x32xf32>
    %641 = stablehlo.multiply %640, %cst_7 : tensor<32x32xf32>
    %642 = stablehlo.subtract %arg16, %641 : tensor<32x32xf32>
    %643 = stablehlo.multiply %arg31, %cst_6 : tensor<16x32xf32>
    %644 = stablehlo.transpose %592, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %645 = stablehlo.dot_general %644, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %646 = stablehlo.add %643, %645 : tensor<16x32xf32>
    %647 = stablehlo.multiply %646, %cst_5 : tensor<16x32xf32>
    %648 = stablehlo.subtract %arg15, %647 : tensor<16x32xf32>
    %649 = stablehlo.multiply %arg32, %cst_6 : tensor<16x32xf32>
    %650 = stablehlo.transpose %561, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %651 = stablehlo.dot_general %650, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %652 = stablehlo.add %649, %651 : tensor<16x32xf32>
    %653 = stablehlo.multiply %652, %cst_5 : tensor<16x32xf32>
    %654 = stablehlo.subtract %arg9, %653 : tensor<16x32xf32>
    %655 = stablehlo.multiply %arg33, %cst_8 : tensor<32x32xf32>
    %656 = stablehlo.transpose %552, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %657 = stablehlo.dot_general %656, %111, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %658 = stablehlo.add %655, %657 : tensor<32x32xf32>
    %659 = stablehlo.multiply %658, %cst_7 : tensor<32x32xf32>
    %660 = stablehlo.subtract %arg8, %659 : tensor<32x32xf32>
    %661 = stablehlo.multiply %arg34, %cst_4 : tensor<64x32xf32>
    %662 = stablehlo.transpose %516, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %663 = stablehlo.dot_general %662, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %664 = stablehlo.add %661, %663 : tensor<64x32xf32>
    %665 = stablehlo.multiply %664, %cst_3 : tensor<64x32xf32>
    %666 = stablehlo.subtract %arg19, %665 : tensor<64x32xf32>
    %667 = stablehlo.multiply %arg35, %cst_4 : tensor<64x32xf32>
    %668 = stablehlo.transpose %507, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %669 = stablehlo.dot_general %668, %138, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %670 = stablehlo.add %667, %669 : tensor<64x32xf32>
    %671 = stablehlo.multiply %670, %cst_3 : tensor<64x32xf32>
    %672 = stablehlo.subtract %arg7, %671 : tensor<64x32xf32>
    %673 = stablehlo.multiply %arg36, %cst_2 : tensor<32x64xf32>
    %674 = stablehlo.transpose %503, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %675 = stablehlo.dot_general %674, %148, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %676 = stablehlo.add %673, %675 : tensor<32x64xf32>
    %677 = stablehlo.multiply %676, %cst_1 : tensor<32x64xf32>
    %678 = stablehlo.subtract %arg6, %677 : tensor<32x64xf32>
    %679 = stablehlo.multiply %arg37, %cst_0 : tensor<32xf32>
    %680 = stablehlo.multiply %615, %15 : tensor<2x8x32xf32>
    %681 = stablehlo.reduce(%680 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %682 = stablehlo.add %679, %681 : tensor<32xf32>
    %683 = stablehlo.multiply %682, %cst : tensor<32xf32>
    %684 = stablehlo.subtract %arg11, %683 : tensor<32xf32>
    %685 = stablehlo.multiply %arg38, %cst_0 : tensor<32xf32>
    %686 = stablehlo.multiply %519, %136 : tensor<2x8x32xf32>
    %687 = stablehlo.reduce(%686 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %688 = stablehlo.add %685, %687 : tensor<32xf32>
    %689 = stablehlo.multiply %688, %cst : tensor<32xf32>
    %690 = stablehlo.subtract %arg18, %689 : tensor<32xf32>
    %691 = stablehlo.multiply %arg39, %cst_0 : tensor<32xf32>
    %692 = stablehlo.multiply %535, %123 : tensor<2x8x32xf32>
    %693 = stablehlo.reduce(%692 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %694 = stablehlo.add %691, %693 : tensor<32xf32>
    %695 = stablehlo.multiply %694, %cst : tensor<32xf32>
    %696 = stablehlo.subtract %arg17, %695 : tensor<32xf32>
    %697 = stablehlo.multiply %arg40, %cst_0 : tensor<32xf32>
    %698 = stablehlo.multiply %487, %160 : tensor<2x8x32xf32>
    %699 = stablehlo.reduce(%698 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %700 = stablehlo.add %697, %699 : tensor<32xf32>
    %701 = stablehlo.multiply %700, %cst : tensor<32xf32>
    %702 = stablehlo.subtract %arg20, %701 : tensor<32xf32>
    %703 = stablehlo.multiply %arg41, %cst_8 : tensor<32x32xf32>
    %704 = stablehlo.transpose %468, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %705 = stablehlo.dot_general %704, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %706 = stablehlo.add %703, %705 : tensor<32x32xf32>
    %707 = stablehlo.multiply %706, %cst_7 : tensor<32x32xf32>
    %708 = stablehlo.subtract %arg23, %707 : tensor<32x32xf32>
    %709 = stablehlo.multiply %arg42, %cst_6 : tensor<16x32xf32>
    %710 = stablehlo.transpose %448, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %711 = stablehlo.dot_general %710, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %712 = stablehlo.add %709, %711 : tensor<16x32xf32>
    %713 = stablehlo.multiply %712, %cst_5 : tensor<16x32xf32>
    %714 = stablehlo.subtract %arg22, %713 : tensor<16x32xf32>
    %715 = stablehlo.multiply %arg43, %cst_6 : tensor<16x32xf32>
    %716 = stablehlo.transpose %417, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %717 = stablehlo.dot_general %716, %175, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %718 = stablehlo.add %715, %717 : tensor<16x32xf32>
    %719 = stablehlo.multiply %718, %cst_5 : tensor<16x32xf32>
    %720 = stablehlo.subtract %arg5, %719 : tensor<16x32xf32>
    %721 = stablehlo.multiply %arg44, %cst_8 : tensor<32x32xf32>
    %722 = stablehlo.transpose %408, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %723 = stablehlo.dot_general %722, %225, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %724 = stablehlo.add %721, %723 : tensor<32x32xf32>
    %725 = stablehlo.multiply %724, %cst_7 : tensor<32x32xf32>
    %726 = stablehlo.subtract %arg4, %725 : tensor<32x32xf32>
    %727 = stablehlo.multiply %arg45, %cst_4 : tensor<64x32xf32>
    %728 = stablehlo.transpose %372, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %729 = stablehlo.dot_general %728, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %730 = stablehlo.add %727, %729 : tensor<64x32xf32>
    %731 = stablehlo.multiply %730, %cst_3 : tensor<64x32xf32>
    %732 = stablehlo.subtract %arg26, %731 : tensor<64x32xf32>
    %733 = stablehlo.multiply %arg46, %cst_4 : tensor<64x32xf32>
    %734 = stablehlo.transpose %363, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %735 = stablehlo.dot_general %734, %252, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %736 = stablehlo.add %733, %735 : tensor<64x32xf32>
    %737 = stablehlo.multiply %736, %cst_3 : tensor<64x32xf32>
    %738 = stablehlo.subtract %arg3, %737 : tensor<64x32xf32>
    %739 = stablehlo.multiply %arg47, %cst_2 : tensor<32x64xf32>
    %740 = stablehlo.transpose %359, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %741 = stablehlo.dot_general %740, %262, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %742 = stablehlo.add %739, %741 : tensor<32x64xf32>
    %743 = stablehlo.multiply %742, %cst_1 : tensor<32x64xf32>
    %744 = stablehlo.subtract %arg2, %743 : tensor<32x64xf32>
    %745 = stablehlo.multiply %arg48, %cst_0 : tensor<32xf32>
    %746 = stablehlo.multiply %471, %173 : tensor<2x8x32xf32>
    %747 = stablehlo.reduce(%746 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %748 = stablehlo.add %745, %747 : tensor<32xf32>
    %749 = stablehlo.multiply %748, %cst : tensor<32xf32>
    %750 = stablehlo.subtract %arg21, %749 : tensor<32xf32>
    %751 = stablehlo.multiply %arg49, %cst_0 : tensor<32xf32>
    %752 = stablehlo.multiply %375, %250 : tensor<2x8x32xf32>
    %753 = stablehlo.reduce(%752 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %754 = stablehlo.add %751, %753 : tensor<32xf32>
    %755 = stablehlo.multiply %754, %cst : tensor<32xf32>
    %756 = stablehlo.subtract %arg25, %755 : tensor<32xf32>
    %757 = stablehlo.multiply %arg50, %cst_0 : tensor<32xf32>
    %758 = stablehlo.multiply %391, %237 : tensor<2x8x32xf32>
    %759 = stablehlo.reduce(%758 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %760 = stablehlo.add %757, %759 : tensor<32xf32>
    %761 = stablehlo.multiply %760, %cst : tensor<32xf32>
    %762 = stablehlo.subtract %arg24, %761 : tensor<32xf32>
    %763 = stablehlo.multiply %arg51, %cst_0 : tensor<32xf32>
    %764 = stablehlo.multiply %343, %274 : tensor<2x8x32xf32>
    %765 = stablehlo.reduce(%764 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %766 = stablehlo.add %763, %765 : tensor<32xf32>
    %767 = stablehlo.multiply %766, %cst : tensor<32xf32>
    %768 = stablehlo.subtract %arg27, %767 : tensor<32xf32>
    %769 = stablehlo.multiply %arg52, %cst_0 : tensor<32xf32>
    %770 = stablehlo.multiply %328, %285 : tensor<2x8x32xf32>
    %771 = stablehlo.reduce(%770 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %772 = stablehlo.add %769, %771 : tensor<32xf32>
    %773 = stablehlo.multiply %772, %cst : tensor<32xf32>
    %774 = stablehlo.subtract %arg28, %773 : tensor<32xf32>
    %775 = stablehlo.multiply %arg53, %cst_27 : tensor<128x32xf32>
    %776 = stablehlo.transpose %326, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %777 = stablehlo.dot_general %776, %287, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %778 = stablehlo.add %775, %777 : tensor<128x32xf32>
    %779 = stablehlo.multiply %778, %cst_9 : tensor<128x32xf32>
    %780 = stablehlo.subtract %arg1, %779 : tensor<128x32xf32>
    return %310, %636, %642, %648, %654, %660, %666, %672, %678, %684, %690, %696, %702, %708, %714, %720, %726, %732, %738, %744, %750, %756, %762, %768, %774, %780, %634, %640, %646, %652, %658, %664, %670, %676, %682, %688, %694, %700, %706, %712, %718, %724, %730, %736, %742, %748, %754, %760, %766, %772, %778 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
