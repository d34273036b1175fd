module @IrToHlo.2155 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg2: tensor<32x64xf32> {tf.aliasing_output = 20 : i32}, %arg3: tensor<64x32xf32> {tf.aliasing_output = 19 : i32}, %arg4: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg5: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg6: tensor<32x64xf32> {tf.aliasing_output = 9 : i32}, %arg7: tensor<64x32xf32> {tf.aliasing_output = 8 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg10: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<2x8xi64>, %arg13: tensor<i1>, %arg14: tensor<4xf32>, %arg15: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg19: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg20: tensor<64xf32> {tf.aliasing_output = 10 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg22: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg23: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg24: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg26: tensor<64x32xf32> {tf.aliasing_output = 18 : i32}, %arg27: tensor<64xf32> {tf.aliasing_output = 21 : i32}, %arg28: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg29: tensor<128x32xf32> {tf.aliasing_output = 26 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 27 : i32}, %arg31: tensor<16x32xf32> {tf.aliasing_output = 28 : i32}, %arg32: tensor<16x32xf32> {tf.aliasing_output = 29 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 30 : i32}, %arg34: tensor<32xf32> {tf.aliasing_output = 31 : i32}, %arg35: tensor<64x32xf32> {tf.aliasing_output = 32 : i32}, %arg36: tensor<64x32xf32> {tf.aliasing_output = 33 : i32}, %arg37: tensor<32x64xf32> {tf.aliasing_output = 34 : i32}, %arg38: tensor<64xf32> {tf.aliasing_output = 35 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 37 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 38 : i32}, %arg42: tensor<16x32xf32> {tf.aliasing_output = 39 : i32}, %arg43: tensor<16x32xf32> {tf.aliasing_output = 40 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 41 : i32}, %arg45: tensor<32xf32> {tf.aliasing_output = 42 : i32}, %arg46: tensor<64x32xf32> {tf.aliasing_output = 43 : i32}, %arg47: tensor<64x32xf32> {tf.aliasing_output = 44 : i32}, %arg48: tensor<32x64xf32> {tf.aliasing_output = 45 : i32}, %arg49: tensor<64xf32> {tf.aliasing_output = 46 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 48 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 49 : i32}, %arg53: tensor<128x32xf32> {tf.aliasing_output = 50 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>) {
    %cst = stablehlo.constant dense<1.000000e-01> : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-01> : tensor<32x64xf32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<32x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<64x32xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-01> : tensor<16x32xf32>
    %cst_8 = stablehlo.constant dense<0.899999976> : tensor<16x32xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<32x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<128x32xf32>
    %c = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x4x8x8xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<2x4x8x8xf32>
    %c_13 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x4x8x8xi1>
    %c_14 = stablehlo.constant dense<[[[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]], [[[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]], [[true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, false, false, false, false]]]]> : tensor<2x2x8x8xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<2x2x8x8xf32>
    %c_16 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<2x8x64xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_21 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_24 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_25 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_27 = stablehlo.constant dense<1> : tensor<2x8xi64>
    %c_28 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_31 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.562500e-02> : tensor<2x8xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x64xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<2x1x8x8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_37 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_38 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_39 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_40 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_41 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_42 = stablehlo.constant dense<0.594603539> : tensor<2x4x8x8xf32>
    %cst_43 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<2x8x1xf32>
    %cst_45 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_46 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_47 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_49 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_50 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_51 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %2 = stablehlo.convert %1 : (tensor<16xi64>) -> tensor<16xui32>
    %3 = "stablehlo.gather"(%arg10, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %7 = stablehlo.power %4, %cst_46 : tensor<2x8x32xf32>
    %8 = stablehlo.reduce(%7 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.multiply %8, %cst_45 : tensor<2x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %11 = stablehlo.add %10, %cst_44 : tensor<2x8x1xf32>
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
    %22 = stablehlo.broadcast_in_dim %cst_43, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
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
    %39 = stablehlo.multiply %38, %cst_42 : tensor<2x4x8x8xf32>
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
    %57 = stablehlo.multiply %56, %cst_42 : tensor<2x4x8x8xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.dot_general %40, %58, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %60 = stablehlo.reshape %59 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %61 = stablehlo.convert %arg13 : (tensor<i1>) -> tensor<ui8>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %63 = stablehlo.broadcast_in_dim %c_41, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %64 = stablehlo.broadcast_in_dim %c_41, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %65 = stablehlo.compare  LE, %63, %64 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %66 = stablehlo.convert %65 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %67 = stablehlo.and %62, %66 : tensor<1x1x8x8xui8>
    %68 = stablehlo.compare  NE, %67, %c_51 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.reshape %69 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %72 = stablehlo.compare  NE, %arg12, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %73 = stablehlo.broadcast_in_dim %c_40, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %74 = stablehlo.compare  LT, %73, %c_39 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %75 = stablehlo.add %73, %c_38 : tensor<2x1x1x8xi64>
    %76 = stablehlo.select %74, %75, %73 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %77 = stablehlo.reshape %76 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %78 = stablehlo.broadcast_in_dim %c_41, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %79 = stablehlo.compare  LT, %78, %c_39 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %80 = stablehlo.add %78, %c_37 : tensor<2x1x1x8xi64>
    %81 = stablehlo.select %79, %80, %78 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %82 = stablehlo.reshape %81 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %83 = stablehlo.concatenate %77, %82, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %84 = "stablehlo.gather"(%72, %83) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %85 = stablehlo.convert %84 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %86 = stablehlo.reshape %85 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %88 = stablehlo.and %71, %87 : tensor<2x1x8x8xui8>
    %89 = stablehlo.compare  NE, %88, %c_49 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %90 = stablehlo.select %89, %cst_36, %cst_35 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %93 = stablehlo.add %60, %92 : tensor<2x4x8x8xf32>
    %94 = stablehlo.reduce(%93 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %96 = stablehlo.subtract %93, %95 : tensor<2x4x8x8xf32>
    %97 = stablehlo.exponential %96 : tensor<2x4x8x8xf32>
    %98 = stablehlo.reduce(%97 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
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
    %111 = stablehlo.reshape %110 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %112 = stablehlo.power %111, %cst_46 : tensor<2x8x32xf32>
    %113 = stablehlo.reduce(%112 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %114 = stablehlo.multiply %113, %cst_45 : tensor<2x8xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %116 = stablehlo.add %115, %cst_44 : tensor<2x8x1xf32>
    %117 = stablehlo.rsqrt %116 : tensor<2x8x1xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %120 = stablehlo.multiply %111, %119 : tensor<2x8x32xf32>
    %121 = stablehlo.multiply %5, %120 : tensor<2x8x32xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %123 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %124 = stablehlo.dot_general %122, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %126 = stablehlo.add %4, %125 : tensor<2x8x32xf32>
    %127 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %128 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.power %126, %cst_46 : tensor<2x8x32xf32>
    %130 = stablehlo.reduce(%129 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %131 = stablehlo.multiply %130, %cst_45 : tensor<2x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %133 = stablehlo.add %132, %cst_44 : tensor<2x8x1xf32>
    %134 = stablehlo.rsqrt %133 : tensor<2x8x1xf32>
    %135 = stablehlo.reshape %134 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %137 = stablehlo.multiply %126, %136 : tensor<2x8x32xf32>
    %138 = stablehlo.multiply %128, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %140 = stablehlo.transpose %arg19, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %141 = stablehlo.dot_general %139, %140, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %142 = stablehlo.reshape %141 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %143 = stablehlo.maximum %142, %cst_34 : tensor<2x8x64xf32>
    %144 = stablehlo.power %143, %cst_33 : tensor<2x8x64xf32>
    %145 = stablehlo.transpose %arg7, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %146 = stablehlo.dot_general %139, %145, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %147 = stablehlo.reshape %146 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %148 = stablehlo.multiply %144, %147 : tensor<2x8x64xf32>
    %149 = stablehlo.power %148, %cst_33 : tensor<2x8x64xf32>
    %150 = stablehlo.reduce(%149 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %151 = stablehlo.multiply %150, %cst_32 : tensor<2x8xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %153 = stablehlo.add %152, %cst_44 : tensor<2x8x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<2x8x1xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %157 = stablehlo.multiply %148, %156 : tensor<2x8x64xf32>
    %158 = stablehlo.multiply %127, %157 : tensor<2x8x64xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %160 = stablehlo.transpose %arg6, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %161 = stablehlo.dot_general %159, %160, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %162 = stablehlo.reshape %161 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %163 = stablehlo.add %126, %162 : tensor<2x8x32xf32>
    %164 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %166 = stablehlo.power %163, %cst_46 : tensor<2x8x32xf32>
    %167 = stablehlo.reduce(%166 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %168 = stablehlo.multiply %167, %cst_45 : tensor<2x8xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %170 = stablehlo.add %169, %cst_44 : tensor<2x8x1xf32>
    %171 = stablehlo.rsqrt %170 : tensor<2x8x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %174 = stablehlo.multiply %163, %173 : tensor<2x8x32xf32>
    %175 = stablehlo.multiply %165, %174 : tensor<2x8x32xf32>
    %176 = stablehlo.reshape %175 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %177 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %178 = stablehlo.dot_general %176, %177, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %179 = stablehlo.reshape %178 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %180 = stablehlo.transpose %179, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %181 = stablehlo.multiply %180, %28 : tensor<2x4x8x8xf32>
    %182 = stablehlo.slice %180 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %183 = stablehlo.negate %182 : tensor<2x4x8x4xf32>
    %184 = stablehlo.slice %180 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %185 = stablehlo.concatenate %183, %184, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %186 = stablehlo.multiply %185, %36 : tensor<2x4x8x8xf32>
    %187 = stablehlo.add %181, %186 : tensor<2x4x8x8xf32>
    %188 = stablehlo.multiply %187, %cst_42 : tensor<2x4x8x8xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %190 = stablehlo.transpose %arg22, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %191 = stablehlo.dot_general %176, %190, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %192 = stablehlo.reshape %191 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %193 = stablehlo.transpose %192, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %194 = stablehlo.multiply %193, %45 : tensor<2x2x8x8xf32>
    %195 = stablehlo.slice %193 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %196 = stablehlo.negate %195 : tensor<2x2x8x4xf32>
    %197 = stablehlo.slice %193 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %198 = stablehlo.concatenate %196, %197, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %199 = stablehlo.multiply %198, %51 : tensor<2x2x8x8xf32>
    %200 = stablehlo.add %194, %199 : tensor<2x2x8x8xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %202 = stablehlo.reshape %201 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %203 = stablehlo.transpose %202, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %204 = stablehlo.multiply %203, %cst_42 : tensor<2x4x8x8xf32>
    %205 = stablehlo.reshape %204 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %206 = stablehlo.dot_general %189, %205, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %207 = stablehlo.reshape %206 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %208 = stablehlo.add %207, %92 : tensor<2x4x8x8xf32>
    %209 = stablehlo.reduce(%208 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %211 = stablehlo.subtract %208, %210 : tensor<2x4x8x8xf32>
    %212 = stablehlo.exponential %211 : tensor<2x4x8x8xf32>
    %213 = stablehlo.reduce(%212 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %215 = stablehlo.divide %212, %214 : tensor<2x4x8x8xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %217 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %218 = stablehlo.dot_general %176, %217, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %219 = stablehlo.reshape %218 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %220 = stablehlo.transpose %219, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %223 = stablehlo.dot_general %216, %222, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %225 = stablehlo.transpose %224, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x8x4x8xf32>) -> tensor<2x8x32xf32>
    %227 = stablehlo.power %226, %cst_46 : tensor<2x8x32xf32>
    %228 = stablehlo.reduce(%227 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %229 = stablehlo.multiply %228, %cst_45 : tensor<2x8xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %231 = stablehlo.add %230, %cst_44 : tensor<2x8x1xf32>
    %232 = stablehlo.rsqrt %231 : tensor<2x8x1xf32>
    %233 = stablehlo.reshape %232 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %235 = stablehlo.multiply %226, %234 : tensor<2x8x32xf32>
    %236 = stablehlo.multiply %164, %235 : tensor<2x8x32xf32>
    %237 = stablehlo.reshape %236 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %238 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %239 = stablehlo.dot_general %237, %238, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %240 = stablehlo.reshape %239 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %241 = stablehlo.add %163, %240 : tensor<2x8x32xf32>
    %242 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<2x8x64xf32>
    %243 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %244 = stablehlo.power %241, %cst_46 : tensor<2x8x32xf32>
    %245 = stablehlo.reduce(%244 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %246 = stablehlo.multiply %245, %cst_45 : tensor<2x8xf32>
    %247 = stablehlo.reshape %246 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %248 = stablehlo.add %247, %cst_44 : tensor<2x8x1xf32>
    %249 = stablehlo.rsqrt %248 : tensor<2x8x1xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %252 = stablehlo.multiply %241, %251 : tensor<2x8x32xf32>
    %253 = stablehlo.multiply %243, %252 : tensor<2x8x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %255 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %256 = stablehlo.dot_general %254, %255, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %257 = stablehlo.reshape %256 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %258 = stablehlo.maximum %257, %cst_34 : tensor<2x8x64xf32>
    %259 = stablehlo.power %258, %cst_33 : tensor<2x8x64xf32>
    %260 = stablehlo.transpose %arg3, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %261 = stablehlo.dot_general %254, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %262 = stablehlo.reshape %261 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %263 = stablehlo.multiply %259, %262 : tensor<2x8x64xf32>
    %264 = stablehlo.power %263, %cst_33 : tensor<2x8x64xf32>
    %265 = stablehlo.reduce(%264 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %266 = stablehlo.multiply %265, %cst_32 : tensor<2x8xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %268 = stablehlo.add %267, %cst_44 : tensor<2x8x1xf32>
    %269 = stablehlo.rsqrt %268 : tensor<2x8x1xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %272 = stablehlo.multiply %263, %271 : tensor<2x8x64xf32>
    %273 = stablehlo.multiply %242, %272 : tensor<2x8x64xf32>
    %274 = stablehlo.reshape %273 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %275 = stablehlo.transpose %arg2, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %276 = stablehlo.dot_general %274, %275, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %277 = stablehlo.reshape %276 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %278 = stablehlo.add %241, %277 : tensor<2x8x32xf32>
    %279 = stablehlo.power %278, %cst_46 : tensor<2x8x32xf32>
    %280 = stablehlo.reduce(%279 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %281 = stablehlo.multiply %280, %cst_45 : tensor<2x8xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %283 = stablehlo.add %282, %cst_44 : tensor<2x8x1xf32>
    %284 = stablehlo.rsqrt %283 : tensor<2x8x1xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %287 = stablehlo.multiply %278, %286 : tensor<2x8x32xf32>
    %288 = stablehlo.multiply %0, %287 : tensor<2x8x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %290 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %291 = stablehlo.dot_general %289, %290, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %292 = stablehlo.reshape %291 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %293 = stablehlo.slice %292 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %294 = stablehlo.reduce(%293 init: %cst_48) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %296 = stablehlo.subtract %293, %295 : tensor<2x7x128xf32>
    %297 = stablehlo.exponential %296 : tensor<2x7x128xf32>
    %298 = stablehlo.reduce(%297 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %299 = stablehlo.log %298 : tensor<2x7xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %301 = stablehlo.subtract %296, %300 : tensor<2x7x128xf32>
    %302 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %304 = stablehlo.broadcast_in_dim %c_47, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %305 = stablehlo.compare  EQ, %303, %304 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %306 = stablehlo.convert %305 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %307 = stablehlo.convert %306 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %308 = stablehlo.multiply %301, %307 : tensor<2x7x128xf32>
    %309 = stablehlo.reduce(%308 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %310 = stablehlo.reduce(%309 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %311 = stablehlo.multiply %310, %cst_31 : tensor<f32>
    %312 = stablehlo.negate %311 : tensor<f32>
    %313 = stablehlo.multiply %arg29, %cst_30 : tensor<128x32xf32>
    %314 = stablehlo.compare  LT, %arg0, %c_50 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %315 = stablehlo.add %arg0, %c_28 : tensor<2x8xi64>
    %316 = stablehlo.select %314, %315, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %317 = stablehlo.reshape %316 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %318 = stablehlo.compare  EQ, %arg0, %c_27 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %320 = stablehlo.multiply %307, %cst_24 : tensor<2x7x128xf32>
    %321 = stablehlo.exponential %301 : tensor<2x7x128xf32>
    %322 = stablehlo.reduce(%320 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %324 = stablehlo.multiply %321, %323 : tensor<2x7x128xf32>
    %325 = stablehlo.subtract %320, %324 : tensor<2x7x128xf32>
    %326 = stablehlo.pad %325, %cst_52, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %327 = stablehlo.select %c_25, %326, %cst_23 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %328 = stablehlo.reshape %327 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %329 = stablehlo.dot_general %328, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %330 = stablehlo.reshape %329 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %331 = stablehlo.multiply %330, %0 : tensor<2x8x32xf32>
    %332 = stablehlo.multiply %331, %286 : tensor<2x8x32xf32>
    %333 = stablehlo.multiply %331, %278 : tensor<2x8x32xf32>
    %334 = stablehlo.reduce(%333 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %336 = stablehlo.multiply %335, %cst_22 : tensor<2x8x1xf32>
    %337 = stablehlo.power %284, %cst_21 : tensor<2x8x1xf32>
    %338 = stablehlo.multiply %336, %337 : tensor<2x8x1xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.divide %340, %cst_20 : tensor<2x8x32xf32>
    %342 = stablehlo.power %278, %cst_19 : tensor<2x8x32xf32>
    %343 = stablehlo.multiply %342, %cst_46 : tensor<2x8x32xf32>
    %344 = stablehlo.multiply %341, %343 : tensor<2x8x32xf32>
    %345 = stablehlo.add %332, %344 : tensor<2x8x32xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %347 = stablehlo.dot_general %346, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %348 = stablehlo.reshape %347 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %349 = stablehlo.multiply %348, %242 : tensor<2x8x64xf32>
    %350 = stablehlo.multiply %349, %271 : tensor<2x8x64xf32>
    %351 = stablehlo.multiply %349, %263 : tensor<2x8x64xf32>
    %352 = stablehlo.reduce(%351 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %353 = stablehlo.reshape %352 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %354 = stablehlo.multiply %353, %cst_22 : tensor<2x8x1xf32>
    %355 = stablehlo.power %269, %cst_21 : tensor<2x8x1xf32>
    %356 = stablehlo.multiply %354, %355 : tensor<2x8x1xf32>
    %357 = stablehlo.reshape %356 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %359 = stablehlo.divide %358, %cst_18 : tensor<2x8x64xf32>
    %360 = stablehlo.power %263, %cst_17 : tensor<2x8x64xf32>
    %361 = stablehlo.multiply %360, %cst_33 : tensor<2x8x64xf32>
    %362 = stablehlo.multiply %359, %361 : tensor<2x8x64xf32>
    %363 = stablehlo.add %350, %362 : tensor<2x8x64xf32>
    %364 = stablehlo.multiply %363, %259 : tensor<2x8x64xf32>
    %365 = stablehlo.reshape %364 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %366 = stablehlo.dot_general %365, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %367 = stablehlo.reshape %366 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %368 = stablehlo.compare  LE, %258, %cst_34 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %369 = stablehlo.multiply %363, %262 : tensor<2x8x64xf32>
    %370 = stablehlo.power %258, %cst_17 : tensor<2x8x64xf32>
    %371 = stablehlo.multiply %370, %cst_33 : tensor<2x8x64xf32>
    %372 = stablehlo.multiply %369, %371 : tensor<2x8x64xf32>
    %373 = stablehlo.select %368, %cst_34, %372 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %374 = stablehlo.reshape %373 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %375 = stablehlo.dot_general %374, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %376 = stablehlo.reshape %375 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %377 = stablehlo.add %367, %376 : tensor<2x8x32xf32>
    %378 = stablehlo.multiply %377, %243 : tensor<2x8x32xf32>
    %379 = stablehlo.multiply %378, %251 : tensor<2x8x32xf32>
    %380 = stablehlo.add %345, %379 : tensor<2x8x32xf32>
    %381 = stablehlo.multiply %378, %241 : tensor<2x8x32xf32>
    %382 = stablehlo.reduce(%381 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %384 = stablehlo.multiply %383, %cst_22 : tensor<2x8x1xf32>
    %385 = stablehlo.power %249, %cst_21 : tensor<2x8x1xf32>
    %386 = stablehlo.multiply %384, %385 : tensor<2x8x1xf32>
    %387 = stablehlo.reshape %386 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %389 = stablehlo.divide %388, %cst_20 : tensor<2x8x32xf32>
    %390 = stablehlo.power %241, %cst_19 : tensor<2x8x32xf32>
    %391 = stablehlo.multiply %390, %cst_46 : tensor<2x8x32xf32>
    %392 = stablehlo.multiply %389, %391 : tensor<2x8x32xf32>
    %393 = stablehlo.add %380, %392 : tensor<2x8x32xf32>
    %394 = stablehlo.transpose %216, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %395 = stablehlo.reshape %393 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %396 = stablehlo.dot_general %395, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %397 = stablehlo.reshape %396 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %398 = stablehlo.multiply %397, %164 : tensor<2x8x32xf32>
    %399 = stablehlo.multiply %398, %234 : tensor<2x8x32xf32>
    %400 = stablehlo.multiply %398, %226 : tensor<2x8x32xf32>
    %401 = stablehlo.reduce(%400 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %402 = stablehlo.reshape %401 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %403 = stablehlo.multiply %402, %cst_22 : tensor<2x8x1xf32>
    %404 = stablehlo.power %232, %cst_21 : tensor<2x8x1xf32>
    %405 = stablehlo.multiply %403, %404 : tensor<2x8x1xf32>
    %406 = stablehlo.reshape %405 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %408 = stablehlo.divide %407, %cst_20 : tensor<2x8x32xf32>
    %409 = stablehlo.power %226, %cst_19 : tensor<2x8x32xf32>
    %410 = stablehlo.multiply %409, %cst_46 : tensor<2x8x32xf32>
    %411 = stablehlo.multiply %408, %410 : tensor<2x8x32xf32>
    %412 = stablehlo.add %399, %411 : tensor<2x8x32xf32>
    %413 = stablehlo.reshape %412 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %414 = stablehlo.transpose %413, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %415 = stablehlo.reshape %414 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %416 = stablehlo.dot_general %394, %415, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %417 = stablehlo.reshape %416 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %418 = stablehlo.reduce(%417 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %419 = stablehlo.transpose %418, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %420 = stablehlo.reshape %419 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %421 = stablehlo.dot_general %420, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %422 = stablehlo.reshape %421 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %423 = stablehlo.transpose %189, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %424 = stablehlo.transpose %222, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %425 = stablehlo.dot_general %415, %424, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %426 = stablehlo.reshape %425 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %427 = stablehlo.multiply %426, %215 : tensor<2x4x8x8xf32>
    %428 = stablehlo.reduce(%427 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %430 = stablehlo.multiply %215, %429 : tensor<2x4x8x8xf32>
    %431 = stablehlo.subtract %427, %430 : tensor<2x4x8x8xf32>
    %432 = stablehlo.reshape %431 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %433 = stablehlo.dot_general %423, %432, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %434 = stablehlo.reshape %433 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %435 = stablehlo.multiply %434, %cst_42 : tensor<2x4x8x8xf32>
    %436 = stablehlo.transpose %435, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %437 = stablehlo.reshape %436 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %438 = stablehlo.reduce(%437 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %439 = stablehlo.multiply %438, %51 : tensor<2x2x8x8xf32>
    %440 = stablehlo.slice %439 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %441 = stablehlo.negate %440 : tensor<2x2x8x4xf32>
    %442 = stablehlo.pad %441, %cst_52, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %443 = stablehlo.select %c_16, %442, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %444 = stablehlo.slice %439 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %445 = stablehlo.pad %444, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %446 = stablehlo.select %c_14, %445, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %447 = stablehlo.add %443, %446 : tensor<2x2x8x8xf32>
    %448 = stablehlo.multiply %438, %45 : tensor<2x2x8x8xf32>
    %449 = stablehlo.add %447, %448 : tensor<2x2x8x8xf32>
    %450 = stablehlo.transpose %449, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %451 = stablehlo.reshape %450 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %452 = stablehlo.dot_general %451, %arg22, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %453 = stablehlo.reshape %452 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %454 = stablehlo.add %422, %453 : tensor<2x8x32xf32>
    %455 = stablehlo.transpose %205, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %456 = stablehlo.dot_general %432, %455, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %457 = stablehlo.reshape %456 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %458 = stablehlo.multiply %457, %cst_42 : tensor<2x4x8x8xf32>
    %459 = stablehlo.multiply %458, %36 : tensor<2x4x8x8xf32>
    %460 = stablehlo.slice %459 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %461 = stablehlo.negate %460 : tensor<2x4x8x4xf32>
    %462 = stablehlo.pad %461, %cst_52, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %463 = stablehlo.select %c_13, %462, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %464 = stablehlo.slice %459 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %465 = stablehlo.pad %464, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %466 = stablehlo.select %c, %465, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %467 = stablehlo.add %463, %466 : tensor<2x4x8x8xf32>
    %468 = stablehlo.multiply %458, %28 : tensor<2x4x8x8xf32>
    %469 = stablehlo.add %467, %468 : tensor<2x4x8x8xf32>
    %470 = stablehlo.transpose %469, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %471 = stablehlo.reshape %470 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %472 = stablehlo.dot_general %471, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %473 = stablehlo.reshape %472 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %474 = stablehlo.add %454, %473 : tensor<2x8x32xf32>
    %475 = stablehlo.multiply %474, %165 : tensor<2x8x32xf32>
    %476 = stablehlo.multiply %475, %173 : tensor<2x8x32xf32>
    %477 = stablehlo.add %393, %476 : tensor<2x8x32xf32>
    %478 = stablehlo.multiply %475, %163 : tensor<2x8x32xf32>
    %479 = stablehlo.reduce(%478 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %480 = stablehlo.reshape %479 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %481 = stablehlo.multiply %480, %cst_22 : tensor<2x8x1xf32>
    %482 = stablehlo.power %171, %cst_21 : tensor<2x8x1xf32>
    %483 = stablehlo.multiply %481, %482 : tensor<2x8x1xf32>
    %484 = stablehlo.reshape %483 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %486 = stablehlo.divide %485, %cst_20 : tensor<2x8x32xf32>
    %487 = stablehlo.power %163, %cst_19 : tensor<2x8x32xf32>
    %488 = stablehlo.multiply %487, %cst_46 : tensor<2x8x32xf32>
    %489 = stablehlo.multiply %486, %488 : tensor<2x8x32xf32>
    %490 = stablehlo.add %477, %489 : tensor<2x8x32xf32>
    %491 = stablehlo.reshape %490 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %492 = stablehlo.dot_general %491, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %493 = stablehlo.reshape %492 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %494 = stablehlo.multiply %493, %127 : tensor<2x8x64xf32>
    %495 = stablehlo.multiply %494, %156 : tensor<2x8x64xf32>
    %496 = stablehlo.multiply %494, %148 : tensor<2x8x64xf32>
    %497 = stablehlo.reduce(%496 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<2x8xf32>
    %498 = stablehlo.reshape %497 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %499 = stablehlo.multiply %498, %cst_22 : tensor<2x8x1xf32>
    %500 = stablehlo.power %154, %cst_21 : tensor<2x8x1xf32>
    %501 = stablehlo.multiply %499, %500 : tensor<2x8x1xf32>
    %502 = stablehlo.reshape %501 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x64xf32>
    %504 = stablehlo.divide %503, %cst_18 : tensor<2x8x64xf32>
    %505 = stablehlo.power %148, %cst_17 : tensor<2x8x64xf32>
    %506 = stablehlo.multiply %505, %cst_33 : tensor<2x8x64xf32>
    %507 = stablehlo.multiply %504, %506 : tensor<2x8x64xf32>
    %508 = stablehlo.add %495, %507 : tensor<2x8x64xf32>
    %509 = stablehlo.multiply %508, %144 : tensor<2x8x64xf32>
    %510 = stablehlo.reshape %509 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %511 = stablehlo.dot_general %510, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %512 = stablehlo.reshape %511 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %513 = stablehlo.compare  LE, %143, %cst_34 : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xi1>
    %514 = stablehlo.multiply %508, %147 : tensor<2x8x64xf32>
    %515 = stablehlo.power %143, %cst_17 : tensor<2x8x64xf32>
    %516 = stablehlo.multiply %515, %cst_33 : tensor<2x8x64xf32>
    %517 = stablehlo.multiply %514, %516 : tensor<2x8x64xf32>
    %518 = stablehlo.select %513, %cst_34, %517 : tensor<2x8x64xi1>, tensor<2x8x64xf32>
    %519 = stablehlo.reshape %518 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %520 = stablehlo.dot_general %519, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %521 = stablehlo.reshape %520 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %522 = stablehlo.add %512, %521 : tensor<2x8x32xf32>
    %523 = stablehlo.multiply %522, %128 : tensor<2x8x32xf32>
    %524 = stablehlo.multiply %523, %136 : tensor<2x8x32xf32>
    %525 = stablehlo.add %490, %524 : tensor<2x8x32xf32>
    %526 = stablehlo.multiply %523, %126 : tensor<2x8x32xf32>
    %527 = stablehlo.reduce(%526 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %528 = stablehlo.reshape %527 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %529 = stablehlo.multiply %528, %cst_22 : tensor<2x8x1xf32>
    %530 = stablehlo.power %134, %cst_21 : tensor<2x8x1xf32>
    %531 = stablehlo.multiply %529, %530 : tensor<2x8x1xf32>
    %532 = stablehlo.reshape %531 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %534 = stablehlo.divide %533, %cst_20 : tensor<2x8x32xf32>
    %535 = stablehlo.power %126, %cst_19 : tensor<2x8x32xf32>
    %536 = stablehlo.multiply %535, %cst_46 : tensor<2x8x32xf32>
    %537 = stablehlo.multiply %534, %536 : tensor<2x8x32xf32>
    %538 = stablehlo.add %525, %537 : tensor<2x8x32xf32>
    %539 = stablehlo.transpose %101, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %540 = stablehlo.reshape %538 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %541 = stablehlo.dot_general %540, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %542 = stablehlo.reshape %541 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %543 = stablehlo.multiply %542, %5 : tensor<2x8x32xf32>
    %544 = stablehlo.multiply %543, %119 : tensor<2x8x32xf32>
    %545 = stablehlo.multiply %543, %111 : tensor<2x8x32xf32>
    %546 = stablehlo.reduce(%545 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %547 = stablehlo.reshape %546 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %548 = stablehlo.multiply %547, %cst_22 : tensor<2x8x1xf32>
    %549 = stablehlo.power %117, %cst_21 : tensor<2x8x1xf32>
    %550 = stablehlo.multiply %548, %549 : tensor<2x8x1xf32>
    %551 = stablehlo.reshape %550 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %553 = stablehlo.divide %552, %cst_20 : tensor<2x8x32xf32>
    %554 = stablehlo.power %111, %cst_19 : tensor<2x8x32xf32>
    %555 = stablehlo.multiply %554, %cst_46 : tensor<2x8x32xf32>
    %556 = stablehlo.multiply %553, %555 : tensor<2x8x32xf32>
    %557 = stablehlo.add %544, %556 : tensor<2x8x32xf32>
    %558 = stablehlo.reshape %557 : (tensor<2x8x32xf32>) -> tensor<2x8x4x8xf32>
    %559 = stablehlo.transpose %558, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %560 = stablehlo.reshape %559 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %561 = stablehlo.dot_general %539, %560, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %562 = stablehlo.reshape %561 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %563 = stablehlo.reduce(%562 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %564 = stablehlo.transpose %563, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %565 = stablehlo.reshape %564 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %566 = stablehlo.dot_general %565, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %567 = stablehlo.reshape %566 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %568 = stablehlo.transpose %40, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %569 = stablehlo.transpose %107, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %570 = stablehlo.dot_general %560, %569, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %571 = stablehlo.reshape %570 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %572 = stablehlo.multiply %571, %100 : tensor<2x4x8x8xf32>
    %573 = stablehlo.reduce(%572 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %575 = stablehlo.multiply %100, %574 : tensor<2x4x8x8xf32>
    %576 = stablehlo.subtract %572, %575 : tensor<2x4x8x8xf32>
    %577 = stablehlo.reshape %576 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %578 = stablehlo.dot_general %568, %577, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %579 = stablehlo.reshape %578 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %580 = stablehlo.multiply %579, %cst_42 : tensor<2x4x8x8xf32>
    %581 = stablehlo.transpose %580, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %582 = stablehlo.reshape %581 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %583 = stablehlo.reduce(%582 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %584 = stablehlo.multiply %583, %51 : tensor<2x2x8x8xf32>
    %585 = stablehlo.slice %584 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %586 = stablehlo.negate %585 : tensor<2x2x8x4xf32>
    %587 = stablehlo.pad %586, %cst_52, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %588 = stablehlo.select %c_16, %587, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %589 = stablehlo.slice %584 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %590 = stablehlo.pad %589, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %591 = stablehlo.select %c_14, %590, %cst_15 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %592 = stablehlo.add %588, %591 : tensor<2x2x8x8xf32>
    %593 = stablehlo.multiply %583, %45 : tensor<2x2x8x8xf32>
    %594 = stablehlo.add %592, %593 : tensor<2x2x8x8xf32>
    %595 = stablehlo.transpose %594, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %596 = stablehlo.reshape %595 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %597 = stablehlo.dot_general %596, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %598 = stablehlo.reshape %597 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %599 = stablehlo.add %567, %598 : tensor<2x8x32xf32>
    %600 = stablehlo.transpose %58, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %601 = stablehlo.dot_general %577, %600, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %602 = stablehlo.reshape %601 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %603 = stablehlo.multiply %602, %cst_42 : tensor<2x4x8x8xf32>
    %604 = stablehlo.multiply %603, %36 : tensor<2x4x8x8xf32>
    %605 = stablehlo.slice %604 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %606 = stablehlo.negate %605 : tensor<2x4x8x4xf32>
    %607 = stablehlo.pad %606, %cst_52, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %608 = stablehlo.select %c_13, %607, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %609 = stablehlo.slice %604 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %610 = stablehlo.pad %609, %cst_52, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %611 = stablehlo.select %c, %610, %cst_12 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %612 = stablehlo.add %608, %611 : tensor<2x4x8x8xf32>
    %613 = stablehlo.multiply %603, %28 : tensor<2x4x8x8xf32>
    %614 = stablehlo.add %612, %613 : tensor<2x4x8x8xf32>
    %615 = stablehlo.transpose %614, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %616 = stablehlo.reshape %615 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %617 = stablehlo.dot_general %616, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %618 = stablehlo.reshape %617 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %619 = stablehlo.add %599, %618 : tensor<2x8x32xf32>
    %620 = stablehlo.multiply %619, %6 : tensor<2x8x32xf32>
    %621 = stablehlo.multiply %620, %14 : tensor<2x8x32xf32>
    %622 = stablehlo.add %538, %621 : tensor<2x8x32xf32>
    %623 = stablehlo.multiply %620, %4 : tensor<2x8x32xf32>
    %624 = stablehlo.reduce(%623 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %625 = stablehlo.reshape %624 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %626 = stablehlo.multiply %625, %cst_22 : tensor<2x8x1xf32>
    %627 = stablehlo.power %12, %cst_21 : tensor<2x8x1xf32>
    %628 = stablehlo.multiply %626, %627 : tensor<2x8x1xf32>
    %629 = stablehlo.reshape %628 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %631 = stablehlo.divide %630, %cst_20 : tensor<2x8x32xf32>
    %632 = stablehlo.power %4, %cst_19 : tensor<2x8x32xf32>
    %633 = stablehlo.multiply %632, %cst_46 : tensor<2x8x32xf32>
    %634 = stablehlo.multiply %631, %633 : tensor<2x8x32xf32>
    %635 = stablehlo.add %622, %634 : tensor<2x8x32xf32>
    %636 = stablehlo.select %319, %cst_26, %635 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %637 = "stablehlo.scatter"(%cst_29, %317, %636) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %785 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %785 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %638 = stablehlo.add %313, %637 : tensor<128x32xf32>
    %639 = stablehlo.multiply %638, %cst_11 : tensor<128x32xf32>
    %640 = stablehlo.subtract %arg10, %639 : tensor<128x32xf32>
    %641 = stablehlo.multiply %arg30, %cst_10 : tensor<32x32xf32>
    %642 = stablehlo.transpose %616, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %643 = stablehlo.dot_general %642, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %644 = stablehlo.add %641, %643 : tensor<32x32xf32>
    %645 = stablehlo.multiply %644, %cst_9 : tensor<32x32xf32>
    %646 = stablehlo.subtract %arg16, %645 : tensor<32x32xf32>
    %647 = stablehlo.multiply %arg31, %cst_8 : tensor<16x32xf32>
    %648 = stablehlo.transpose %596, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %649 = stablehlo.dot_general %648, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %650 = stablehlo.add %647, %649 : tensor<16x32xf32>
    %651 = stablehlo.multiply %650, %cst_7 : tensor<16x32xf32>
    %652 = stablehlo.subtract %arg15, %651 : tensor<16x32xf32>
    %653 = stablehlo.multiply %arg32, %cst_8 : tensor<16x32xf32>
    %654 = stablehlo.transpose %565, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %655 = stablehlo.dot_general %654, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %656 = stablehlo.add %653, %655 : tensor<16x32xf32>
    %657 = stablehlo.multiply %656, %cst_7 : tensor<16x32xf32>
    %658 = stablehlo.subtract %arg9, %657 : tensor<16x32xf32>
    %659 = stablehlo.multiply %arg33, %cst_10 : tensor<32x32xf32>
    %660 = stablehlo.transpose %540, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %661 = stablehlo.dot_general %660, %122, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %662 = stablehlo.add %659, %661 : tensor<32x32xf32>
    %663 = stablehlo.multiply %662, %cst_9 : tensor<32x32xf32>
    %664 = stablehlo.subtract %arg8, %663 : tensor<32x32xf32>
    %665 = stablehlo.multiply %arg34, %cst_6 : tensor<32xf32>
    %666 = stablehlo.multiply %542, %120 : tensor<2x8x32xf32>
    %667 = stablehlo.reduce(%666 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %668 = stablehlo.add %665, %667 : tensor<32xf32>
    %669 = stablehlo.multiply %668, %cst_5 : tensor<32xf32>
    %670 = stablehlo.subtract %arg17, %669 : tensor<32xf32>
    %671 = stablehlo.multiply %arg35, %cst_4 : tensor<64x32xf32>
    %672 = stablehlo.transpose %519, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %673 = stablehlo.dot_general %672, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %674 = stablehlo.add %671, %673 : tensor<64x32xf32>
    %675 = stablehlo.multiply %674, %cst_3 : tensor<64x32xf32>
    %676 = stablehlo.subtract %arg19, %675 : tensor<64x32xf32>
    %677 = stablehlo.multiply %arg36, %cst_4 : tensor<64x32xf32>
    %678 = stablehlo.transpose %510, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %679 = stablehlo.dot_general %678, %139, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %680 = stablehlo.add %677, %679 : tensor<64x32xf32>
    %681 = stablehlo.multiply %680, %cst_3 : tensor<64x32xf32>
    %682 = stablehlo.subtract %arg7, %681 : tensor<64x32xf32>
    %683 = stablehlo.multiply %arg37, %cst_2 : tensor<32x64xf32>
    %684 = stablehlo.transpose %491, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %685 = stablehlo.dot_general %684, %159, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %686 = stablehlo.add %683, %685 : tensor<32x64xf32>
    %687 = stablehlo.multiply %686, %cst_1 : tensor<32x64xf32>
    %688 = stablehlo.subtract %arg6, %687 : tensor<32x64xf32>
    %689 = stablehlo.multiply %arg38, %cst_0 : tensor<64xf32>
    %690 = stablehlo.multiply %493, %157 : tensor<2x8x64xf32>
    %691 = stablehlo.reduce(%690 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %692 = stablehlo.add %689, %691 : tensor<64xf32>
    %693 = stablehlo.multiply %692, %cst : tensor<64xf32>
    %694 = stablehlo.subtract %arg20, %693 : tensor<64xf32>
    %695 = stablehlo.multiply %arg39, %cst_6 : tensor<32xf32>
    %696 = stablehlo.multiply %619, %15 : tensor<2x8x32xf32>
    %697 = stablehlo.reduce(%696 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %698 = stablehlo.add %695, %697 : tensor<32xf32>
    %699 = stablehlo.multiply %698, %cst_5 : tensor<32xf32>
    %700 = stablehlo.subtract %arg11, %699 : tensor<32xf32>
    %701 = stablehlo.multiply %arg40, %cst_6 : tensor<32xf32>
    %702 = stablehlo.multiply %522, %137 : tensor<2x8x32xf32>
    %703 = stablehlo.reduce(%702 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %704 = stablehlo.add %701, %703 : tensor<32xf32>
    %705 = stablehlo.multiply %704, %cst_5 : tensor<32xf32>
    %706 = stablehlo.subtract %arg18, %705 : tensor<32xf32>
    %707 = stablehlo.multiply %arg41, %cst_10 : tensor<32x32xf32>
    %708 = stablehlo.transpose %471, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %709 = stablehlo.dot_general %708, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %710 = stablehlo.add %707, %709 : tensor<32x32xf32>
    %711 = stablehlo.multiply %710, %cst_9 : tensor<32x32xf32>
    %712 = stablehlo.subtract %arg23, %711 : tensor<32x32xf32>
    %713 = stablehlo.multiply %arg42, %cst_8 : tensor<16x32xf32>
    %714 = stablehlo.transpose %451, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %715 = stablehlo.dot_general %714, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %716 = stablehlo.add %713, %715 : tensor<16x32xf32>
    %717 = stablehlo.multiply %716, %cst_7 : tensor<16x32xf32>
    %718 = stablehlo.subtract %arg22, %717 : tensor<16x32xf32>
    %719 = stablehlo.multiply %arg43, %cst_8 : tensor<16x32xf32>
    %720 = stablehlo.transpose %420, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %721 = stablehlo.dot_general %720, %176, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %722 = stablehlo.add %719, %721 : tensor<16x32xf32>
    %723 = stablehlo.multiply %722, %cst_7 : tensor<16x32xf32>
    %724 = stablehlo.subtract %arg5, %723 : tensor<16x32xf32>
    %725 = stablehlo.multiply %arg44, %cst_10 : tensor<32x32xf32>
    %726 = stablehlo.transpose %395, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %727 = stablehlo.dot_general %726, %237, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %728 = stablehlo.add %725, %727 : tensor<32x32xf32>
    %729 = stablehlo.multiply %728, %cst_9 : tensor<32x32xf32>
    %730 = stablehlo.subtract %arg4, %729 : tensor<32x32xf32>
    %731 = stablehlo.multiply %arg45, %cst_6 : tensor<32xf32>
    %732 = stablehlo.multiply %397, %235 : tensor<2x8x32xf32>
    %733 = stablehlo.reduce(%732 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %734 = stablehlo.add %731, %733 : tensor<32xf32>
    %735 = stablehlo.multiply %734, %cst_5 : tensor<32xf32>
    %736 = stablehlo.subtract %arg24, %735 : tensor<32xf32>
    %737 = stablehlo.multiply %arg46, %cst_4 : tensor<64x32xf32>
    %738 = stablehlo.transpose %374, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %739 = stablehlo.dot_general %738, %254, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %740 = stablehlo.add %737, %739 : tensor<64x32xf32>
    %741 = stablehlo.multiply %740, %cst_3 : tensor<64x32xf32>
    %742 = stablehlo.subtract %arg26, %741 : tensor<64x32xf32>
    %743 = stablehlo.multiply %arg47, %cst_4 : tensor<64x32xf32>
    %744 = stablehlo.transpose %365, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %745 = stablehlo.dot_general %744, %254, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %746 = stablehlo.add %743, %745 : tensor<64x32xf32>
    %747 = stablehlo.multiply %746, %cst_3 : tensor<64x32xf32>
    %748 = stablehlo.subtract %arg3, %747 : tensor<64x32xf32>
    %749 = stablehlo.multiply %arg48, %cst_2 : tensor<32x64xf32>
    %750 = stablehlo.transpose %346, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %751 = stablehlo.dot_general %750, %274, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %752 = stablehlo.add %749, %751 : tensor<32x64xf32>
    %753 = stablehlo.multiply %752, %cst_1 : tensor<32x64xf32>
    %754 = stablehlo.subtract %arg2, %753 : tensor<32x64xf32>
    %755 = stablehlo.multiply %arg49, %cst_0 : tensor<64xf32>
    %756 = stablehlo.multiply %348, %272 : tensor<2x8x64xf32>
    %757 = stablehlo.reduce(%756 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %758 = stablehlo.add %755, %757 : tensor<64xf32>
    %759 = stablehlo.multiply %758, %cst : tensor<64xf32>
    %760 = stablehlo.subtract %arg27, %759 : tensor<64xf32>
    %761 = stablehlo.multiply %arg50, %cst_6 : tensor<32xf32>
    %762 = stablehlo.multiply %474, %174 : tensor<2x8x32xf32>
    %763 = stablehlo.reduce(%762 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %764 = stablehlo.add %761, %763 : tensor<32xf32>
    %765 = stablehlo.multiply %764, %cst_5 : tensor<32xf32>
    %766 = stablehlo.subtract %arg21, %765 : tensor<32xf32>
    %767 = stablehlo.multiply %arg51, %cst_6 : tensor<32xf32>
    %768 = stablehlo.multiply %377, %252 : tensor<2x8x32xf32>
    %769 = stablehlo.reduce(%768 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %770 = stablehlo.add %767, %769 : tensor<32xf32>
    %771 = stablehlo.multiply %770, %cst_5 : tensor<32xf32>
    %772 = stablehlo.subtract %arg25, %771 : tensor<32xf32>
    %773 = stablehlo.multiply %arg52, %cst_6 : tensor<32xf32>
    %774 = stablehlo.multiply %330, %287 : tensor<2x8x32xf32>
    %775 = stablehlo.reduce(%774 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %776 = stablehlo.add %773, %775 : tensor<32xf32>
    %777 = stablehlo.multiply %776, %cst_5 : tensor<32xf32>
    %778 = stablehlo.subtract %arg28, %777 : tensor<32xf32>
    %779 = stablehlo.multiply %arg53, %cst_30 : tensor<128x32xf32>
    %780 = stablehlo.transpose %328, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %781 = stablehlo.dot_general %780, %289, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %782 = stablehlo.add %779, %781 : tensor<128x32xf32>
    %783 = stablehlo.multiply %782, %cst_11 : tensor<128x32xf32>
    %784 = stablehlo.subtract %arg1, %783 : tensor<128x32xf32>
    return %312, %640, %646, %652, %658, %664, %670, %676, %682, %688, %694, %700, %706, %712, %718, %724, %730, %736, %742, %748, %754, %760, %766, %772, %778, %784, %638, %644, %650, %656, %662, %668, %674, %680, %686, %692, %698, %704, %710, %716, %722, %728, %734, %740, %746, %752, %758, %764, %770, %776, %782 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>
  }
}
