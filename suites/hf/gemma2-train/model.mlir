module @IrToHlo.2420 attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.use_auto_spmd_partitioning = false} {
  func.func @main(%arg0: tensor<2x8xi64>, %arg1: tensor<128x32xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {tf.aliasing_output = 24 : i32}, %arg3: tensor<32xf32> {tf.aliasing_output = 23 : i32}, %arg4: tensor<32x64xf32> {tf.aliasing_output = 19 : i32}, %arg5: tensor<64x32xf32> {tf.aliasing_output = 18 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 22 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg8: tensor<32x32xf32> {tf.aliasing_output = 16 : i32}, %arg9: tensor<16x32xf32> {tf.aliasing_output = 15 : i32}, %arg10: tensor<32xf32> {tf.aliasing_output = 20 : i32}, %arg11: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg12: tensor<32x64xf32> {tf.aliasing_output = 8 : i32}, %arg13: tensor<64x32xf32> {tf.aliasing_output = 7 : i32}, %arg14: tensor<32xf32> {tf.aliasing_output = 11 : i32}, %arg15: tensor<32xf32> {tf.aliasing_output = 10 : i32}, %arg16: tensor<32x32xf32> {tf.aliasing_output = 5 : i32}, %arg17: tensor<16x32xf32> {tf.aliasing_output = 4 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg19: tensor<f32>, %arg20: tensor<2x8xi64>, %arg21: tensor<i1>, %arg22: tensor<4xf32>, %arg23: tensor<16x32xf32> {tf.aliasing_output = 3 : i32}, %arg24: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg25: tensor<64x32xf32> {tf.aliasing_output = 6 : i32}, %arg26: tensor<16x32xf32> {tf.aliasing_output = 14 : i32}, %arg27: tensor<32x32xf32> {tf.aliasing_output = 13 : i32}, %arg28: tensor<64x32xf32> {tf.aliasing_output = 17 : i32}, %arg29: tensor<128x32xf32> {tf.aliasing_output = 25 : i32}, %arg30: tensor<32x32xf32> {tf.aliasing_output = 26 : i32}, %arg31: tensor<16x32xf32> {tf.aliasing_output = 27 : i32}, %arg32: tensor<16x32xf32> {tf.aliasing_output = 28 : i32}, %arg33: tensor<32x32xf32> {tf.aliasing_output = 29 : i32}, %arg34: tensor<64x32xf32> {tf.aliasing_output = 30 : i32}, %arg35: tensor<64x32xf32> {tf.aliasing_output = 31 : i32}, %arg36: tensor<32x64xf32> {tf.aliasing_output = 32 : i32}, %arg37: tensor<32xf32> {tf.aliasing_output = 33 : i32}, %arg38: tensor<32xf32> {tf.aliasing_output = 34 : i32}, %arg39: tensor<32xf32> {tf.aliasing_output = 35 : i32}, %arg40: tensor<32xf32> {tf.aliasing_output = 36 : i32}, %arg41: tensor<32x32xf32> {tf.aliasing_output = 37 : i32}, %arg42: tensor<16x32xf32> {tf.aliasing_output = 38 : i32}, %arg43: tensor<16x32xf32> {tf.aliasing_output = 39 : i32}, %arg44: tensor<32x32xf32> {tf.aliasing_output = 40 : i32}, %arg45: tensor<64x32xf32> {tf.aliasing_output = 41 : i32}, %arg46: tensor<64x32xf32> {tf.aliasing_output = 42 : i32}, %arg47: tensor<32x64xf32> {tf.aliasing_output = 43 : i32}, %arg48: tensor<32xf32> {tf.aliasing_output = 44 : i32}, %arg49: tensor<32xf32> {tf.aliasing_output = 45 : i32}, %arg50: tensor<32xf32> {tf.aliasing_output = 46 : i32}, %arg51: tensor<32xf32> {tf.aliasing_output = 47 : i32}, %arg52: tensor<32xf32> {tf.aliasing_output = 48 : i32}) -> (tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) {
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
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<2x4x8x8xf32>
    %c_15 = stablehlo.constant dense<[[[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]], [[[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]], [[false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true], [false, false, false, false, true, true, true, true]]]]> : tensor<2x2x8x8xi1>
    %cst_16 = stablehlo.constant dense<1.341450e-01> : tensor<2x8x64xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x32xf32>
    %cst_18 = stablehlo.constant dense<3.200000e+01> : tensor<2x8x32xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<2x8x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x32xf32>
    %c_22 = stablehlo.constant dense<128> : tensor<2x8xi64>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<128x32xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<2x8x128xf32>
    %cst_26 = stablehlo.constant dense<-0.0714285746> : tensor<2x7x128xf32>
    %c_27 = stablehlo.constant dense<[[[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]], [[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true], [false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]]]> : tensor<2x8x128xi1>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<128x32xf32>
    %cst_29 = stablehlo.constant dense<0.0714285746> : tensor<f32>
    %cst_30 = stablehlo.constant dense<3.000000e+01> : tensor<2x8x128xf32>
    %cst_31 = stablehlo.constant dense<3.000000e+00> : tensor<2x8x64xf32>
    %cst_32 = stablehlo.constant dense<4.471500e-02> : tensor<2x8x64xf32>
    %cst_33 = stablehlo.constant dense<0.797884583> : tensor<2x8x64xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<2x8x64xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<2x8x64xf32>
    %cst_36 = stablehlo.constant dense<-3.40282347E+38> : tensor<2x1x8x8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<2x1x8x8xf32>
    %c_38 = stablehlo.constant dense<8> : tensor<2x1x1x8xi64>
    %c_39 = stablehlo.constant dense<2> : tensor<2x1x1x8xi64>
    %c_40 = stablehlo.constant dense<0> : tensor<2x1x1x8xi64>
    %c_41 = stablehlo.constant dense<[[[0]], [[1]]]> : tensor<2x1x1xi64>
    %c_42 = stablehlo.constant dense<[[[-4, -3, -2, -1, 0, 1, 2, 3]]]> : tensor<1x1x8xi64>
    %c_43 = stablehlo.constant dense<[[[0, 1, 2, 3, 4, 5, 6, 7]]]> : tensor<1x1x8xi64>
    %cst_44 = stablehlo.constant dense<5.000000e+01> : tensor<2x4x8x8xf32>
    %cst_45 = stablehlo.constant dense<6.250000e-02> : tensor<2x4x8x8xf32>
    %cst_46 = stablehlo.constant dense<[[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00]]> : tensor<1x8xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<32xf32>
    %cst_48 = stablehlo.constant dense<9.99999997E-7> : tensor<2x8x1xf32>
    %cst_49 = stablehlo.constant dense<3.125000e-02> : tensor<2x8xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<2x8x32xf32>
    %c_51 = stablehlo.constant dense<"0x00000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F0000000000000040000000000000004100000000000000420000000000000043000000000000004400000000000000450000000000000046000000000000004700000000000000480000000000000049000000000000004A000000000000004B000000000000004C000000000000004D000000000000004E000000000000004F0000000000000050000000000000005100000000000000520000000000000053000000000000005400000000000000550000000000000056000000000000005700000000000000580000000000000059000000000000005A000000000000005B000000000000005C000000000000005D000000000000005E000000000000005F0000000000000060000000000000006100000000000000620000000000000063000000000000006400000000000000650000000000000066000000000000006700000000000000680000000000000069000000000000006A000000000000006B000000000000006C000000000000006D000000000000006E000000000000006F0000000000000070000000000000007100000000000000720000000000000073000000000000007400000000000000750000000000000076000000000000007700000000000000780000000000000079000000000000007A000000000000007B000000000000007C000000000000007D000000000000007E000000000000007F00000000000000"> : tensor<128xi64>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_53 = stablehlo.constant dense<0> : tensor<2x1x8x8xui8>
    %c_54 = stablehlo.constant dense<0> : tensor<2x8xi64>
    %c_55 = stablehlo.constant dense<0> : tensor<1x1x8x8xui8>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x8xi64>) -> tensor<16xi64>
    %1 = stablehlo.convert %0 : (tensor<16xi64>) -> tensor<16xui32>
    %2 = "stablehlo.gather"(%arg1, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<16xui32>) -> tensor<16x32xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %4 = stablehlo.broadcast_in_dim %arg19, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x8x32xf32>
    %6 = stablehlo.power %5, %cst_50 : tensor<2x8x32xf32>
    %7 = stablehlo.reduce(%6 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.multiply %7, %cst_49 : tensor<2x8xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.add %9, %cst_48 : tensor<2x8x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x8x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.multiply %5, %13 : tensor<2x8x32xf32>
    %15 = stablehlo.add %arg18, %cst_47 : tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x8x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %19 = stablehlo.transpose %arg24, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %20 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %21 = stablehlo.reshape %20 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %23 = stablehlo.broadcast_in_dim %cst_46, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<1x8x4xf32>
    %26 = stablehlo.concatenate %25, %25, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %27 = stablehlo.cosine %26 : tensor<1x8x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<2x4x8x8xf32>
    %31 = stablehlo.slice %22 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %32 = stablehlo.negate %31 : tensor<2x4x8x4xf32>
    %33 = stablehlo.slice %22 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %34 = stablehlo.concatenate %32, %33, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %35 = stablehlo.sine %26 : tensor<1x8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x4x8x8xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<2x4x8x8xf32>
    %39 = stablehlo.add %30, %38 : tensor<2x4x8x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %41 = stablehlo.transpose %arg23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %42 = stablehlo.dot_general %18, %41, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %43 = stablehlo.reshape %42 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %45 = stablehlo.broadcast_in_dim %28, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<2x2x8x8xf32>
    %47 = stablehlo.slice %44 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %48 = stablehlo.negate %47 : tensor<2x2x8x4xf32>
    %49 = stablehlo.slice %44 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %50 = stablehlo.concatenate %48, %49, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %51 = stablehlo.broadcast_in_dim %36, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<2x2x8x8xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<2x2x8x8xf32>
    %53 = stablehlo.add %46, %52 : tensor<2x2x8x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %56 = stablehlo.transpose %55, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %58 = stablehlo.dot_general %40, %57, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %60 = stablehlo.multiply %59, %cst_45 : tensor<2x4x8x8xf32>
    %61 = stablehlo.divide %60, %cst_44 : tensor<2x4x8x8xf32>
    %62 = stablehlo.tanh %61 : tensor<2x4x8x8xf32>
    %63 = stablehlo.multiply %62, %cst_44 : tensor<2x4x8x8xf32>
    %64 = stablehlo.convert %arg21 : (tensor<i1>) -> tensor<ui8>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<ui8>) -> tensor<1x1x8x8xui8>
    %66 = stablehlo.broadcast_in_dim %c_43, dims = [0, 1, 3] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %67 = stablehlo.broadcast_in_dim %c_42, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %68 = stablehlo.compare  GT, %66, %67 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %69 = stablehlo.convert %68 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %70 = stablehlo.and %65, %69 : tensor<1x1x8x8xui8>
    %71 = stablehlo.compare  NE, %70, %c_55 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %72 = stablehlo.convert %71 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %73 = stablehlo.broadcast_in_dim %c_43, dims = [0, 1, 2] : (tensor<1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %74 = stablehlo.compare  LE, %66, %73 : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %75 = stablehlo.convert %74 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %76 = stablehlo.and %72, %75 : tensor<1x1x8x8xui8>
    %77 = stablehlo.compare  NE, %76, %c_55 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %78 = stablehlo.convert %77 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %79 = stablehlo.and %65, %78 : tensor<1x1x8x8xui8>
    %80 = stablehlo.compare  NE, %79, %c_55 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %81 = stablehlo.convert %80 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %82 = stablehlo.reshape %81 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %84 = stablehlo.compare  NE, %arg20, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %85 = stablehlo.broadcast_in_dim %c_41, dims = [0, 1, 2] : (tensor<2x1x1xi64>) -> tensor<2x1x1x8xi64>
    %86 = stablehlo.compare  LT, %85, %c_40 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %87 = stablehlo.add %85, %c_39 : tensor<2x1x1x8xi64>
    %88 = stablehlo.select %86, %87, %85 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %89 = stablehlo.reshape %88 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %90 = stablehlo.broadcast_in_dim %c_43, dims = [1, 2, 3] : (tensor<1x1x8xi64>) -> tensor<2x1x1x8xi64>
    %91 = stablehlo.compare  LT, %90, %c_40 : (tensor<2x1x1x8xi64>, tensor<2x1x1x8xi64>) -> tensor<2x1x1x8xi1>
    %92 = stablehlo.add %90, %c_38 : tensor<2x1x1x8xi64>
    %93 = stablehlo.select %91, %92, %90 : tensor<2x1x1x8xi1>, tensor<2x1x1x8xi64>
    %94 = stablehlo.reshape %93 : (tensor<2x1x1x8xi64>) -> tensor<2x1x1x8x1xi64>
    %95 = stablehlo.concatenate %89, %94, dim = 4 : (tensor<2x1x1x8x1xi64>, tensor<2x1x1x8x1xi64>) -> tensor<2x1x1x8x2xi64>
    %96 = "stablehlo.gather"(%84, %95) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x8xi1>, tensor<2x1x1x8x2xi64>) -> tensor<2x1x1x8xi1>
    %97 = stablehlo.convert %96 : (tensor<2x1x1x8xi1>) -> tensor<2x1x1x8xui8>
    %98 = stablehlo.reshape %97 : (tensor<2x1x1x8xui8>) -> tensor<2x1x8xui8>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 3] : (tensor<2x1x8xui8>) -> tensor<2x1x8x8xui8>
    %100 = stablehlo.and %83, %99 : tensor<2x1x8x8xui8>
    %101 = stablehlo.compare  NE, %100, %c_53 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %102 = stablehlo.select %101, %cst_37, %cst_36 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %105 = stablehlo.add %63, %104 : tensor<2x4x8x8xf32>
    %106 = stablehlo.reduce(%105 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %108 = stablehlo.subtract %105, %107 : tensor<2x4x8x8xf32>
    %109 = stablehlo.exponential %108 : tensor<2x4x8x8xf32>
    %110 = stablehlo.reduce(%109 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %112 = stablehlo.divide %109, %111 : tensor<2x4x8x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %114 = stablehlo.transpose %arg17, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %115 = stablehlo.dot_general %18, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %117 = stablehlo.transpose %116, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %120 = stablehlo.dot_general %113, %119, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %123 = stablehlo.reshape %122 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %124 = stablehlo.transpose %arg16, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %125 = stablehlo.dot_general %123, %124, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %127 = stablehlo.power %126, %cst_50 : tensor<2x8x32xf32>
    %128 = stablehlo.reduce(%127 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %129 = stablehlo.multiply %128, %cst_49 : tensor<2x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %131 = stablehlo.add %130, %cst_48 : tensor<2x8x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<2x8x1xf32>
    %133 = stablehlo.reshape %132 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %135 = stablehlo.multiply %126, %134 : tensor<2x8x32xf32>
    %136 = stablehlo.add %arg15, %cst_47 : tensor<32xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.multiply %135, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.add %5, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.power %139, %cst_50 : tensor<2x8x32xf32>
    %141 = stablehlo.reduce(%140 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %142 = stablehlo.multiply %141, %cst_49 : tensor<2x8xf32>
    %143 = stablehlo.reshape %142 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %144 = stablehlo.add %143, %cst_48 : tensor<2x8x1xf32>
    %145 = stablehlo.rsqrt %144 : tensor<2x8x1xf32>
    %146 = stablehlo.reshape %145 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.multiply %139, %147 : tensor<2x8x32xf32>
    %149 = stablehlo.add %arg14, %cst_47 : tensor<32xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %151 = stablehlo.multiply %148, %150 : tensor<2x8x32xf32>
    %152 = stablehlo.reshape %151 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %153 = stablehlo.transpose %arg25, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %154 = stablehlo.dot_general %152, %153, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %155 = stablehlo.reshape %154 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %156 = stablehlo.multiply %155, %cst_35 : tensor<2x8x64xf32>
    %157 = stablehlo.power %155, %cst_31 : tensor<2x8x64xf32>
    %158 = stablehlo.multiply %157, %cst_32 : tensor<2x8x64xf32>
    %159 = stablehlo.add %155, %158 : tensor<2x8x64xf32>
    %160 = stablehlo.multiply %159, %cst_33 : tensor<2x8x64xf32>
    %161 = stablehlo.tanh %160 : tensor<2x8x64xf32>
    %162 = stablehlo.add %161, %cst_34 : tensor<2x8x64xf32>
    %163 = stablehlo.multiply %156, %162 : tensor<2x8x64xf32>
    %164 = stablehlo.transpose %arg13, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %165 = stablehlo.dot_general %152, %164, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %166 = stablehlo.reshape %165 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %167 = stablehlo.multiply %163, %166 : tensor<2x8x64xf32>
    %168 = stablehlo.reshape %167 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %169 = stablehlo.transpose %arg12, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %170 = stablehlo.dot_general %168, %169, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %171 = stablehlo.reshape %170 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %172 = stablehlo.power %171, %cst_50 : tensor<2x8x32xf32>
    %173 = stablehlo.reduce(%172 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %174 = stablehlo.multiply %173, %cst_49 : tensor<2x8xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %176 = stablehlo.add %175, %cst_48 : tensor<2x8x1xf32>
    %177 = stablehlo.rsqrt %176 : tensor<2x8x1xf32>
    %178 = stablehlo.reshape %177 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %180 = stablehlo.multiply %171, %179 : tensor<2x8x32xf32>
    %181 = stablehlo.add %arg11, %cst_47 : tensor<32xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %183 = stablehlo.multiply %180, %182 : tensor<2x8x32xf32>
    %184 = stablehlo.add %139, %183 : tensor<2x8x32xf32>
    %185 = stablehlo.power %184, %cst_50 : tensor<2x8x32xf32>
    %186 = stablehlo.reduce(%185 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %187 = stablehlo.multiply %186, %cst_49 : tensor<2x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %189 = stablehlo.add %188, %cst_48 : tensor<2x8x1xf32>
    %190 = stablehlo.rsqrt %189 : tensor<2x8x1xf32>
    %191 = stablehlo.reshape %190 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %193 = stablehlo.multiply %184, %192 : tensor<2x8x32xf32>
    %194 = stablehlo.add %arg10, %cst_47 : tensor<32xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %196 = stablehlo.multiply %193, %195 : tensor<2x8x32xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %198 = stablehlo.transpose %arg27, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %199 = stablehlo.dot_general %197, %198, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %200 = stablehlo.reshape %199 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %201 = stablehlo.transpose %200, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %202 = stablehlo.multiply %201, %29 : tensor<2x4x8x8xf32>
    %203 = stablehlo.slice %201 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %204 = stablehlo.negate %203 : tensor<2x4x8x4xf32>
    %205 = stablehlo.slice %201 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %206 = stablehlo.concatenate %204, %205, dim = 3 : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x4x8x8xf32>
    %207 = stablehlo.multiply %206, %37 : tensor<2x4x8x8xf32>
    %208 = stablehlo.add %202, %207 : tensor<2x4x8x8xf32>
    %209 = stablehlo.reshape %208 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %210 = stablehlo.transpose %arg26, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %211 = stablehlo.dot_general %197, %210, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %212 = stablehlo.reshape %211 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %213 = stablehlo.transpose %212, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %214 = stablehlo.multiply %213, %45 : tensor<2x2x8x8xf32>
    %215 = stablehlo.slice %213 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %216 = stablehlo.negate %215 : tensor<2x2x8x4xf32>
    %217 = stablehlo.slice %213 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %218 = stablehlo.concatenate %216, %217, dim = 3 : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x2x8x8xf32>
    %219 = stablehlo.multiply %218, %51 : tensor<2x2x8x8xf32>
    %220 = stablehlo.add %214, %219 : tensor<2x2x8x8xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x2x2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %223 = stablehlo.transpose %222, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %225 = stablehlo.dot_general %209, %224, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %226 = stablehlo.reshape %225 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %227 = stablehlo.multiply %226, %cst_45 : tensor<2x4x8x8xf32>
    %228 = stablehlo.divide %227, %cst_44 : tensor<2x4x8x8xf32>
    %229 = stablehlo.tanh %228 : tensor<2x4x8x8xf32>
    %230 = stablehlo.multiply %229, %cst_44 : tensor<2x4x8x8xf32>
    %231 = stablehlo.and %65, %75 : tensor<1x1x8x8xui8>
    %232 = stablehlo.compare  NE, %231, %c_55 : (tensor<1x1x8x8xui8>, tensor<1x1x8x8xui8>) -> tensor<1x1x8x8xi1>
    %233 = stablehlo.convert %232 : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xui8>
    %234 = stablehlo.reshape %233 : (tensor<1x1x8x8xui8>) -> tensor<1x8x8xui8>
    %235 = stablehlo.broadcast_in_dim %234, dims = [1, 2, 3] : (tensor<1x8x8xui8>) -> tensor<2x1x8x8xui8>
    %236 = stablehlo.and %235, %99 : tensor<2x1x8x8xui8>
    %237 = stablehlo.compare  NE, %236, %c_53 : (tensor<2x1x8x8xui8>, tensor<2x1x8x8xui8>) -> tensor<2x1x8x8xi1>
    %238 = stablehlo.select %237, %cst_37, %cst_36 : tensor<2x1x8x8xi1>, tensor<2x1x8x8xf32>
    %239 = stablehlo.reshape %238 : (tensor<2x1x8x8xf32>) -> tensor<2x8x8xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 2, 3] : (tensor<2x8x8xf32>) -> tensor<2x4x8x8xf32>
    %241 = stablehlo.add %230, %240 : tensor<2x4x8x8xf32>
    %242 = stablehlo.reduce(%241 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %244 = stablehlo.subtract %241, %243 : tensor<2x4x8x8xf32>
    %245 = stablehlo.exponential %244 : tensor<2x4x8x8xf32>
    %246 = stablehlo.reduce(%245 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %248 = stablehlo.divide %245, %247 : tensor<2x4x8x8xf32>
    %249 = stablehlo.reshape %248 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %250 = stablehlo.transpose %arg9, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %251 = stablehlo.dot_general %197, %250, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x16xf32>) -> tensor<16x16xf32>
    %252 = stablehlo.reshape %251 : (tensor<16x16xf32>) -> tensor<2x8x2x8xf32>
    %253 = stablehlo.transpose %252, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,2,8,8]{3,1,2,0}"} : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 3, 4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<2x2x2x8x8xf32>) -> tensor<8x8x8xf32>
    %256 = stablehlo.dot_general %249, %255, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %258 = stablehlo.transpose %257, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %260 = stablehlo.transpose %arg8, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %261 = stablehlo.dot_general %259, %260, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %263 = stablehlo.power %262, %cst_50 : tensor<2x8x32xf32>
    %264 = stablehlo.reduce(%263 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %265 = stablehlo.multiply %264, %cst_49 : tensor<2x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %267 = stablehlo.add %266, %cst_48 : tensor<2x8x1xf32>
    %268 = stablehlo.rsqrt %267 : tensor<2x8x1xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %271 = stablehlo.multiply %262, %270 : tensor<2x8x32xf32>
    %272 = stablehlo.add %arg7, %cst_47 : tensor<32xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %274 = stablehlo.multiply %271, %273 : tensor<2x8x32xf32>
    %275 = stablehlo.add %184, %274 : tensor<2x8x32xf32>
    %276 = stablehlo.power %275, %cst_50 : tensor<2x8x32xf32>
    %277 = stablehlo.reduce(%276 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %278 = stablehlo.multiply %277, %cst_49 : tensor<2x8xf32>
    %279 = stablehlo.reshape %278 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %280 = stablehlo.add %279, %cst_48 : tensor<2x8x1xf32>
    %281 = stablehlo.rsqrt %280 : tensor<2x8x1xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %284 = stablehlo.multiply %275, %283 : tensor<2x8x32xf32>
    %285 = stablehlo.add %arg6, %cst_47 : tensor<32xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %287 = stablehlo.multiply %284, %286 : tensor<2x8x32xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %289 = stablehlo.transpose %arg28, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %290 = stablehlo.dot_general %288, %289, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %291 = stablehlo.reshape %290 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %292 = stablehlo.multiply %291, %cst_35 : tensor<2x8x64xf32>
    %293 = stablehlo.power %291, %cst_31 : tensor<2x8x64xf32>
    %294 = stablehlo.multiply %293, %cst_32 : tensor<2x8x64xf32>
    %295 = stablehlo.add %291, %294 : tensor<2x8x64xf32>
    %296 = stablehlo.multiply %295, %cst_33 : tensor<2x8x64xf32>
    %297 = stablehlo.tanh %296 : tensor<2x8x64xf32>
    %298 = stablehlo.add %297, %cst_34 : tensor<2x8x64xf32>
    %299 = stablehlo.multiply %292, %298 : tensor<2x8x64xf32>
    %300 = stablehlo.transpose %arg5, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %301 = stablehlo.dot_general %288, %300, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %302 = stablehlo.reshape %301 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %303 = stablehlo.multiply %299, %302 : tensor<2x8x64xf32>
    %304 = stablehlo.reshape %303 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %305 = stablehlo.transpose %arg4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %306 = stablehlo.dot_general %304, %305, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %307 = stablehlo.reshape %306 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %308 = stablehlo.power %307, %cst_50 : tensor<2x8x32xf32>
    %309 = stablehlo.reduce(%308 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %310 = stablehlo.multiply %309, %cst_49 : tensor<2x8xf32>
    %311 = stablehlo.reshape %310 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %312 = stablehlo.add %311, %cst_48 : tensor<2x8x1xf32>
    %313 = stablehlo.rsqrt %312 : tensor<2x8x1xf32>
    %314 = stablehlo.reshape %313 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %316 = stablehlo.multiply %307, %315 : tensor<2x8x32xf32>
    %317 = stablehlo.add %arg3, %cst_47 : tensor<32xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %319 = stablehlo.multiply %316, %318 : tensor<2x8x32xf32>
    %320 = stablehlo.add %275, %319 : tensor<2x8x32xf32>
    %321 = stablehlo.power %320, %cst_50 : tensor<2x8x32xf32>
    %322 = stablehlo.reduce(%321 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %323 = stablehlo.multiply %322, %cst_49 : tensor<2x8xf32>
    %324 = stablehlo.reshape %323 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %325 = stablehlo.add %324, %cst_48 : tensor<2x8x1xf32>
    %326 = stablehlo.rsqrt %325 : tensor<2x8x1xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %329 = stablehlo.multiply %320, %328 : tensor<2x8x32xf32>
    %330 = stablehlo.add %arg2, %cst_47 : tensor<32xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [2] : (tensor<32xf32>) -> tensor<2x8x32xf32>
    %332 = stablehlo.multiply %329, %331 : tensor<2x8x32xf32>
    %333 = stablehlo.reshape %332 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %334 = stablehlo.transpose %arg1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,128]{0,1}"} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %335 = stablehlo.dot_general %333, %334, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %336 = stablehlo.reshape %335 : (tensor<16x128xf32>) -> tensor<2x8x128xf32>
    %337 = stablehlo.divide %336, %cst_30 : tensor<2x8x128xf32>
    %338 = stablehlo.tanh %337 : tensor<2x8x128xf32>
    %339 = stablehlo.multiply %338, %cst_30 : tensor<2x8x128xf32>
    %340 = stablehlo.slice %339 [0:2, 0:7, 0:128] : (tensor<2x8x128xf32>) -> tensor<2x7x128xf32>
    %341 = stablehlo.reduce(%340 init: %cst_52) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %343 = stablehlo.subtract %340, %342 : tensor<2x7x128xf32>
    %344 = stablehlo.exponential %343 : tensor<2x7x128xf32>
    %345 = stablehlo.reduce(%344 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %346 = stablehlo.log %345 : tensor<2x7xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %348 = stablehlo.subtract %343, %347 : tensor<2x7x128xf32>
    %349 = stablehlo.slice %arg0 [0:2, 1:8] : (tensor<2x8xi64>) -> tensor<2x7xi64>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<2x7xi64>) -> tensor<2x7x128xi64>
    %351 = stablehlo.broadcast_in_dim %c_51, dims = [2] : (tensor<128xi64>) -> tensor<2x7x128xi64>
    %352 = stablehlo.compare  EQ, %350, %351 : (tensor<2x7x128xi64>, tensor<2x7x128xi64>) -> tensor<2x7x128xi1>
    %353 = stablehlo.convert %352 : (tensor<2x7x128xi1>) -> tensor<2x7x128xi64>
    %354 = stablehlo.convert %353 : (tensor<2x7x128xi64>) -> tensor<2x7x128xf32>
    %355 = stablehlo.multiply %348, %354 : tensor<2x7x128xf32>
    %356 = stablehlo.reduce(%355 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %357 = stablehlo.reduce(%356 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %358 = stablehlo.multiply %357, %cst_29 : tensor<f32>
    %359 = stablehlo.negate %358 : tensor<f32>
    %360 = stablehlo.multiply %arg29, %cst_28 : tensor<128x32xf32>
    %361 = stablehlo.multiply %354, %cst_26 : tensor<2x7x128xf32>
    %362 = stablehlo.exponential %348 : tensor<2x7x128xf32>
    %363 = stablehlo.reduce(%361 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x7xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x128xf32>
    %365 = stablehlo.multiply %362, %364 : tensor<2x7x128xf32>
    %366 = stablehlo.subtract %361, %365 : tensor<2x7x128xf32>
    %367 = stablehlo.pad %366, %cst_56, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x128xf32>, tensor<f32>) -> tensor<2x8x128xf32>
    %368 = stablehlo.select %c_27, %367, %cst_25 : tensor<2x8x128xi1>, tensor<2x8x128xf32>
    %369 = stablehlo.multiply %368, %cst_30 : tensor<2x8x128xf32>
    %370 = stablehlo.multiply %338, %338 : tensor<2x8x128xf32>
    %371 = stablehlo.subtract %cst_24, %370 : tensor<2x8x128xf32>
    %372 = stablehlo.multiply %369, %371 : tensor<2x8x128xf32>
    %373 = stablehlo.divide %372, %cst_30 : tensor<2x8x128xf32>
    %374 = stablehlo.reshape %373 : (tensor<2x8x128xf32>) -> tensor<16x128xf32>
    %375 = stablehlo.transpose %374, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %376 = stablehlo.dot_general %375, %333, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<16x32xf32>) -> tensor<128x32xf32>
    %377 = stablehlo.compare  LT, %arg0, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %378 = stablehlo.add %arg0, %c_22 : tensor<2x8xi64>
    %379 = stablehlo.select %377, %378, %arg0 : tensor<2x8xi1>, tensor<2x8xi64>
    %380 = stablehlo.reshape %379 : (tensor<2x8xi64>) -> tensor<2x8x1xi64>
    %381 = stablehlo.compare  EQ, %arg0, %c_54 : (tensor<2x8xi64>, tensor<2x8xi64>) -> tensor<2x8xi1>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %383 = stablehlo.dot_general %374, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %384 = stablehlo.reshape %383 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %385 = stablehlo.multiply %384, %331 : tensor<2x8x32xf32>
    %386 = stablehlo.multiply %385, %328 : tensor<2x8x32xf32>
    %387 = stablehlo.multiply %385, %320 : tensor<2x8x32xf32>
    %388 = stablehlo.reduce(%387 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %389 = stablehlo.reshape %388 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %390 = stablehlo.multiply %389, %cst_20 : tensor<2x8x1xf32>
    %391 = stablehlo.power %326, %cst_19 : tensor<2x8x1xf32>
    %392 = stablehlo.multiply %390, %391 : tensor<2x8x1xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %395 = stablehlo.divide %394, %cst_18 : tensor<2x8x32xf32>
    %396 = stablehlo.power %320, %cst_17 : tensor<2x8x32xf32>
    %397 = stablehlo.multiply %396, %cst_50 : tensor<2x8x32xf32>
    %398 = stablehlo.multiply %395, %397 : tensor<2x8x32xf32>
    %399 = stablehlo.add %386, %398 : tensor<2x8x32xf32>
    %400 = stablehlo.multiply %399, %318 : tensor<2x8x32xf32>
    %401 = stablehlo.multiply %400, %315 : tensor<2x8x32xf32>
    %402 = stablehlo.multiply %400, %307 : tensor<2x8x32xf32>
    %403 = stablehlo.reduce(%402 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %404 = stablehlo.reshape %403 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %405 = stablehlo.multiply %404, %cst_20 : tensor<2x8x1xf32>
    %406 = stablehlo.power %313, %cst_19 : tensor<2x8x1xf32>
    %407 = stablehlo.multiply %405, %406 : tensor<2x8x1xf32>
    %408 = stablehlo.reshape %407 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %410 = stablehlo.divide %409, %cst_18 : tensor<2x8x32xf32>
    %411 = stablehlo.power %307, %cst_17 : tensor<2x8x32xf32>
    %412 = stablehlo.multiply %411, %cst_50 : tensor<2x8x32xf32>
    %413 = stablehlo.multiply %410, %412 : tensor<2x8x32xf32>
    %414 = stablehlo.add %401, %413 : tensor<2x8x32xf32>
    %415 = stablehlo.reshape %414 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %416 = stablehlo.dot_general %415, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %417 = stablehlo.reshape %416 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %418 = stablehlo.multiply %417, %299 : tensor<2x8x64xf32>
    %419 = stablehlo.reshape %418 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %420 = stablehlo.dot_general %419, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %421 = stablehlo.reshape %420 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %422 = stablehlo.multiply %417, %302 : tensor<2x8x64xf32>
    %423 = stablehlo.multiply %291, %291 : tensor<2x8x64xf32>
    %424 = stablehlo.multiply %423, %291 : tensor<2x8x64xf32>
    %425 = stablehlo.multiply %424, %cst_32 : tensor<2x8x64xf32>
    %426 = stablehlo.add %291, %425 : tensor<2x8x64xf32>
    %427 = stablehlo.multiply %426, %cst_33 : tensor<2x8x64xf32>
    %428 = stablehlo.tanh %427 : tensor<2x8x64xf32>
    %429 = stablehlo.add %428, %cst_34 : tensor<2x8x64xf32>
    %430 = stablehlo.multiply %429, %cst_35 : tensor<2x8x64xf32>
    %431 = stablehlo.multiply %428, %428 : tensor<2x8x64xf32>
    %432 = stablehlo.subtract %cst_34, %431 : tensor<2x8x64xf32>
    %433 = stablehlo.multiply %292, %432 : tensor<2x8x64xf32>
    %434 = stablehlo.multiply %423, %cst_16 : tensor<2x8x64xf32>
    %435 = stablehlo.add %434, %cst_34 : tensor<2x8x64xf32>
    %436 = stablehlo.multiply %435, %cst_33 : tensor<2x8x64xf32>
    %437 = stablehlo.multiply %433, %436 : tensor<2x8x64xf32>
    %438 = stablehlo.add %430, %437 : tensor<2x8x64xf32>
    %439 = stablehlo.multiply %422, %438 : tensor<2x8x64xf32>
    %440 = stablehlo.reshape %439 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %441 = stablehlo.dot_general %440, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %442 = stablehlo.reshape %441 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %443 = stablehlo.add %421, %442 : tensor<2x8x32xf32>
    %444 = stablehlo.multiply %443, %286 : tensor<2x8x32xf32>
    %445 = stablehlo.multiply %444, %283 : tensor<2x8x32xf32>
    %446 = stablehlo.add %399, %445 : tensor<2x8x32xf32>
    %447 = stablehlo.multiply %444, %275 : tensor<2x8x32xf32>
    %448 = stablehlo.reduce(%447 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %449 = stablehlo.reshape %448 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %450 = stablehlo.multiply %449, %cst_20 : tensor<2x8x1xf32>
    %451 = stablehlo.power %281, %cst_19 : tensor<2x8x1xf32>
    %452 = stablehlo.multiply %450, %451 : tensor<2x8x1xf32>
    %453 = stablehlo.reshape %452 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %455 = stablehlo.divide %454, %cst_18 : tensor<2x8x32xf32>
    %456 = stablehlo.power %275, %cst_17 : tensor<2x8x32xf32>
    %457 = stablehlo.multiply %456, %cst_50 : tensor<2x8x32xf32>
    %458 = stablehlo.multiply %455, %457 : tensor<2x8x32xf32>
    %459 = stablehlo.add %446, %458 : tensor<2x8x32xf32>
    %460 = stablehlo.transpose %249, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %461 = stablehlo.multiply %459, %273 : tensor<2x8x32xf32>
    %462 = stablehlo.multiply %461, %270 : tensor<2x8x32xf32>
    %463 = stablehlo.multiply %461, %262 : tensor<2x8x32xf32>
    %464 = stablehlo.reduce(%463 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %465 = stablehlo.reshape %464 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %466 = stablehlo.multiply %465, %cst_20 : tensor<2x8x1xf32>
    %467 = stablehlo.power %268, %cst_19 : tensor<2x8x1xf32>
    %468 = stablehlo.multiply %466, %467 : tensor<2x8x1xf32>
    %469 = stablehlo.reshape %468 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %471 = stablehlo.divide %470, %cst_18 : tensor<2x8x32xf32>
    %472 = stablehlo.power %262, %cst_17 : tensor<2x8x32xf32>
    %473 = stablehlo.multiply %472, %cst_50 : tensor<2x8x32xf32>
    %474 = stablehlo.multiply %471, %473 : tensor<2x8x32xf32>
    %475 = stablehlo.add %462, %474 : tensor<2x8x32xf32>
    %476 = stablehlo.reshape %475 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %477 = stablehlo.dot_general %476, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %478 = stablehlo.reshape %477 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %479 = stablehlo.transpose %478, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %480 = stablehlo.reshape %479 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %481 = stablehlo.dot_general %460, %480, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %482 = stablehlo.reshape %481 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %483 = stablehlo.reduce(%482 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %484 = stablehlo.transpose %483, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %485 = stablehlo.reshape %484 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %486 = stablehlo.dot_general %485, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %487 = stablehlo.reshape %486 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %488 = stablehlo.transpose %209, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %489 = stablehlo.transpose %255, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %490 = stablehlo.dot_general %480, %489, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %491 = stablehlo.reshape %490 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %492 = stablehlo.multiply %491, %248 : tensor<2x4x8x8xf32>
    %493 = stablehlo.reduce(%492 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %495 = stablehlo.multiply %248, %494 : tensor<2x4x8x8xf32>
    %496 = stablehlo.subtract %492, %495 : tensor<2x4x8x8xf32>
    %497 = stablehlo.multiply %496, %cst_44 : tensor<2x4x8x8xf32>
    %498 = stablehlo.multiply %229, %229 : tensor<2x4x8x8xf32>
    %499 = stablehlo.subtract %cst_14, %498 : tensor<2x4x8x8xf32>
    %500 = stablehlo.multiply %497, %499 : tensor<2x4x8x8xf32>
    %501 = stablehlo.divide %500, %cst_44 : tensor<2x4x8x8xf32>
    %502 = stablehlo.multiply %501, %cst_45 : tensor<2x4x8x8xf32>
    %503 = stablehlo.reshape %502 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %504 = stablehlo.dot_general %488, %503, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %505 = stablehlo.reshape %504 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %506 = stablehlo.transpose %505, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %507 = stablehlo.reshape %506 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %508 = stablehlo.reduce(%507 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %509 = stablehlo.multiply %508, %51 : tensor<2x2x8x8xf32>
    %510 = stablehlo.slice %509 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %511 = stablehlo.negate %510 : tensor<2x2x8x4xf32>
    %512 = stablehlo.pad %511, %cst_56, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %513 = stablehlo.select %c_15, %512, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %514 = stablehlo.slice %509 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %515 = stablehlo.pad %514, %cst_56, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %516 = stablehlo.select %c_12, %515, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %517 = stablehlo.add %513, %516 : tensor<2x2x8x8xf32>
    %518 = stablehlo.multiply %508, %45 : tensor<2x2x8x8xf32>
    %519 = stablehlo.add %517, %518 : tensor<2x2x8x8xf32>
    %520 = stablehlo.transpose %519, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %521 = stablehlo.reshape %520 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %522 = stablehlo.dot_general %521, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %523 = stablehlo.reshape %522 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %524 = stablehlo.add %487, %523 : tensor<2x8x32xf32>
    %525 = stablehlo.transpose %224, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %526 = stablehlo.dot_general %503, %525, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %527 = stablehlo.reshape %526 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %528 = stablehlo.multiply %527, %37 : tensor<2x4x8x8xf32>
    %529 = stablehlo.slice %528 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %530 = stablehlo.negate %529 : tensor<2x4x8x4xf32>
    %531 = stablehlo.pad %530, %cst_56, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %532 = stablehlo.select %c_11, %531, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %533 = stablehlo.slice %528 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %534 = stablehlo.pad %533, %cst_56, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %535 = stablehlo.select %c, %534, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %536 = stablehlo.add %532, %535 : tensor<2x4x8x8xf32>
    %537 = stablehlo.multiply %527, %29 : tensor<2x4x8x8xf32>
    %538 = stablehlo.add %536, %537 : tensor<2x4x8x8xf32>
    %539 = stablehlo.transpose %538, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %540 = stablehlo.reshape %539 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %541 = stablehlo.dot_general %540, %arg27, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %542 = stablehlo.reshape %541 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %543 = stablehlo.add %524, %542 : tensor<2x8x32xf32>
    %544 = stablehlo.multiply %543, %195 : tensor<2x8x32xf32>
    %545 = stablehlo.multiply %544, %192 : tensor<2x8x32xf32>
    %546 = stablehlo.add %459, %545 : tensor<2x8x32xf32>
    %547 = stablehlo.multiply %544, %184 : tensor<2x8x32xf32>
    %548 = stablehlo.reduce(%547 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %549 = stablehlo.reshape %548 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %550 = stablehlo.multiply %549, %cst_20 : tensor<2x8x1xf32>
    %551 = stablehlo.power %190, %cst_19 : tensor<2x8x1xf32>
    %552 = stablehlo.multiply %550, %551 : tensor<2x8x1xf32>
    %553 = stablehlo.reshape %552 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %555 = stablehlo.divide %554, %cst_18 : tensor<2x8x32xf32>
    %556 = stablehlo.power %184, %cst_17 : tensor<2x8x32xf32>
    %557 = stablehlo.multiply %556, %cst_50 : tensor<2x8x32xf32>
    %558 = stablehlo.multiply %555, %557 : tensor<2x8x32xf32>
    %559 = stablehlo.add %546, %558 : tensor<2x8x32xf32>
    %560 = stablehlo.multiply %559, %182 : tensor<2x8x32xf32>
    %561 = stablehlo.multiply %560, %179 : tensor<2x8x32xf32>
    %562 = stablehlo.multiply %560, %171 : tensor<2x8x32xf32>
    %563 = stablehlo.reduce(%562 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %564 = stablehlo.reshape %563 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %565 = stablehlo.multiply %564, %cst_20 : tensor<2x8x1xf32>
    %566 = stablehlo.power %177, %cst_19 : tensor<2x8x1xf32>
    %567 = stablehlo.multiply %565, %566 : tensor<2x8x1xf32>
    %568 = stablehlo.reshape %567 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %570 = stablehlo.divide %569, %cst_18 : tensor<2x8x32xf32>
    %571 = stablehlo.power %171, %cst_17 : tensor<2x8x32xf32>
    %572 = stablehlo.multiply %571, %cst_50 : tensor<2x8x32xf32>
    %573 = stablehlo.multiply %570, %572 : tensor<2x8x32xf32>
    %574 = stablehlo.add %561, %573 : tensor<2x8x32xf32>
    %575 = stablehlo.reshape %574 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %576 = stablehlo.dot_general %575, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %577 = stablehlo.reshape %576 : (tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %578 = stablehlo.multiply %577, %163 : tensor<2x8x64xf32>
    %579 = stablehlo.reshape %578 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %580 = stablehlo.dot_general %579, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %581 = stablehlo.reshape %580 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %582 = stablehlo.multiply %577, %166 : tensor<2x8x64xf32>
    %583 = stablehlo.multiply %155, %155 : tensor<2x8x64xf32>
    %584 = stablehlo.multiply %583, %155 : tensor<2x8x64xf32>
    %585 = stablehlo.multiply %584, %cst_32 : tensor<2x8x64xf32>
    %586 = stablehlo.add %155, %585 : tensor<2x8x64xf32>
    %587 = stablehlo.multiply %586, %cst_33 : tensor<2x8x64xf32>
    %588 = stablehlo.tanh %587 : tensor<2x8x64xf32>
    %589 = stablehlo.add %588, %cst_34 : tensor<2x8x64xf32>
    %590 = stablehlo.multiply %589, %cst_35 : tensor<2x8x64xf32>
    %591 = stablehlo.multiply %588, %588 : tensor<2x8x64xf32>
    %592 = stablehlo.subtract %cst_34, %591 : tensor<2x8x64xf32>
    %593 = stablehlo.multiply %156, %592 : tensor<2x8x64xf32>
    %594 = stablehlo.multiply %583, %cst_16 : tensor<2x8x64xf32>
    %595 = stablehlo.add %594, %cst_34 : tensor<2x8x64xf32>
    %596 = stablehlo.multiply %595, %cst_33 : tensor<2x8x64xf32>
    %597 = stablehlo.multiply %593, %596 : tensor<2x8x64xf32>
    %598 = stablehlo.add %590, %597 : tensor<2x8x64xf32>
    %599 = stablehlo.multiply %582, %598 : tensor<2x8x64xf32>
    %600 = stablehlo.reshape %599 : (tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %601 = stablehlo.dot_general %600, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %602 = stablehlo.reshape %601 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %603 = stablehlo.add %581, %602 : tensor<2x8x32xf32>
    %604 = stablehlo.multiply %603, %150 : tensor<2x8x32xf32>
    %605 = stablehlo.multiply %604, %147 : tensor<2x8x32xf32>
    %606 = stablehlo.add %559, %605 : tensor<2x8x32xf32>
    %607 = stablehlo.multiply %604, %139 : tensor<2x8x32xf32>
    %608 = stablehlo.reduce(%607 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %609 = stablehlo.reshape %608 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %610 = stablehlo.multiply %609, %cst_20 : tensor<2x8x1xf32>
    %611 = stablehlo.power %145, %cst_19 : tensor<2x8x1xf32>
    %612 = stablehlo.multiply %610, %611 : tensor<2x8x1xf32>
    %613 = stablehlo.reshape %612 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %615 = stablehlo.divide %614, %cst_18 : tensor<2x8x32xf32>
    %616 = stablehlo.power %139, %cst_17 : tensor<2x8x32xf32>
    %617 = stablehlo.multiply %616, %cst_50 : tensor<2x8x32xf32>
    %618 = stablehlo.multiply %615, %617 : tensor<2x8x32xf32>
    %619 = stablehlo.add %606, %618 : tensor<2x8x32xf32>
    %620 = stablehlo.transpose %113, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %621 = stablehlo.multiply %619, %137 : tensor<2x8x32xf32>
    %622 = stablehlo.multiply %621, %134 : tensor<2x8x32xf32>
    %623 = stablehlo.multiply %621, %126 : tensor<2x8x32xf32>
    %624 = stablehlo.reduce(%623 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %625 = stablehlo.reshape %624 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %626 = stablehlo.multiply %625, %cst_20 : tensor<2x8x1xf32>
    %627 = stablehlo.power %132, %cst_19 : tensor<2x8x1xf32>
    %628 = stablehlo.multiply %626, %627 : tensor<2x8x1xf32>
    %629 = stablehlo.reshape %628 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %631 = stablehlo.divide %630, %cst_18 : tensor<2x8x32xf32>
    %632 = stablehlo.power %126, %cst_17 : tensor<2x8x32xf32>
    %633 = stablehlo.multiply %632, %cst_50 : tensor<2x8x32xf32>
    %634 = stablehlo.multiply %631, %633 : tensor<2x8x32xf32>
    %635 = stablehlo.add %622, %634 : tensor<2x8x32xf32>
    %636 = stablehlo.reshape %635 : (tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %637 = stablehlo.dot_general %636, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %638 = stablehlo.reshape %637 : (tensor<16x32xf32>) -> tensor<2x8x4x8xf32>
    %639 = stablehlo.transpose %638, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{3,1,2,0}"} : (tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %640 = stablehlo.reshape %639 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %641 = stablehlo.dot_general %620, %640, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %642 = stablehlo.reshape %641 : (tensor<8x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %643 = stablehlo.reduce(%642 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %644 = stablehlo.transpose %643, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %645 = stablehlo.reshape %644 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %646 = stablehlo.dot_general %645, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %647 = stablehlo.reshape %646 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %648 = stablehlo.transpose %40, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %649 = stablehlo.transpose %119, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %650 = stablehlo.dot_general %640, %649, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %651 = stablehlo.reshape %650 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %652 = stablehlo.multiply %651, %112 : tensor<2x4x8x8xf32>
    %653 = stablehlo.reduce(%652 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x8xf32>
    %655 = stablehlo.multiply %112, %654 : tensor<2x4x8x8xf32>
    %656 = stablehlo.subtract %652, %655 : tensor<2x4x8x8xf32>
    %657 = stablehlo.multiply %656, %cst_44 : tensor<2x4x8x8xf32>
    %658 = stablehlo.multiply %62, %62 : tensor<2x4x8x8xf32>
    %659 = stablehlo.subtract %cst_14, %658 : tensor<2x4x8x8xf32>
    %660 = stablehlo.multiply %657, %659 : tensor<2x4x8x8xf32>
    %661 = stablehlo.divide %660, %cst_44 : tensor<2x4x8x8xf32>
    %662 = stablehlo.multiply %661, %cst_45 : tensor<2x4x8x8xf32>
    %663 = stablehlo.reshape %662 : (tensor<2x4x8x8xf32>) -> tensor<8x8x8xf32>
    %664 = stablehlo.dot_general %648, %663, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %665 = stablehlo.reshape %664 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %666 = stablehlo.transpose %665, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,8]{2,3,1,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %667 = stablehlo.reshape %666 : (tensor<2x4x8x8xf32>) -> tensor<2x2x2x8x8xf32>
    %668 = stablehlo.reduce(%667 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %669 = stablehlo.multiply %668, %51 : tensor<2x2x8x8xf32>
    %670 = stablehlo.slice %669 [0:2, 0:2, 0:8, 0:4] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %671 = stablehlo.negate %670 : tensor<2x2x8x4xf32>
    %672 = stablehlo.pad %671, %cst_56, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %673 = stablehlo.select %c_15, %672, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %674 = stablehlo.slice %669 [0:2, 0:2, 0:8, 4:8] : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x4xf32>
    %675 = stablehlo.pad %674, %cst_56, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %676 = stablehlo.select %c_12, %675, %cst_13 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %677 = stablehlo.add %673, %676 : tensor<2x2x8x8xf32>
    %678 = stablehlo.multiply %668, %45 : tensor<2x2x8x8xf32>
    %679 = stablehlo.add %677, %678 : tensor<2x2x8x8xf32>
    %680 = stablehlo.transpose %679, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,2,8]{3,1,2,0}"} : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %681 = stablehlo.reshape %680 : (tensor<2x8x2x8xf32>) -> tensor<16x16xf32>
    %682 = stablehlo.dot_general %681, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %683 = stablehlo.reshape %682 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %684 = stablehlo.add %647, %683 : tensor<2x8x32xf32>
    %685 = stablehlo.transpose %57, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[8,8,8]{1,2,0}"} : (tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %686 = stablehlo.dot_general %663, %685, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
    %687 = stablehlo.reshape %686 : (tensor<8x8x8xf32>) -> tensor<2x4x8x8xf32>
    %688 = stablehlo.multiply %687, %37 : tensor<2x4x8x8xf32>
    %689 = stablehlo.slice %688 [0:2, 0:4, 0:8, 0:4] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %690 = stablehlo.negate %689 : tensor<2x4x8x4xf32>
    %691 = stablehlo.pad %690, %cst_56, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %692 = stablehlo.select %c_11, %691, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %693 = stablehlo.slice %688 [0:2, 0:4, 0:8, 4:8] : (tensor<2x4x8x8xf32>) -> tensor<2x4x8x4xf32>
    %694 = stablehlo.pad %693, %cst_56, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<2x4x8x4xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %695 = stablehlo.select %c, %694, %cst_10 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    %696 = stablehlo.add %692, %695 : tensor<2x4x8x8xf32>
    %697 = stablehlo.multiply %687, %29 : tensor<2x4x8x8xf32>
    %698 = stablehlo.add %696, %697 : tensor<2x4x8x8xf32>
    %699 = stablehlo.transpose %698, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,8,4,8]{3,1,2,0}"} : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %700 = stablehlo.reshape %699 : (tensor<2x8x4x8xf32>) -> tensor<16x32xf32>
    %701 = stablehlo.dot_general %700, %arg24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %702 = stablehlo.reshape %701 : (tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %703 = stablehlo.add %684, %702 : tensor<2x8x32xf32>
    %704 = stablehlo.multiply %703, %16 : tensor<2x8x32xf32>
    %705 = stablehlo.multiply %704, %13 : tensor<2x8x32xf32>
    %706 = stablehlo.add %619, %705 : tensor<2x8x32xf32>
    %707 = stablehlo.multiply %704, %5 : tensor<2x8x32xf32>
    %708 = stablehlo.reduce(%707 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %709 = stablehlo.reshape %708 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %710 = stablehlo.multiply %709, %cst_20 : tensor<2x8x1xf32>
    %711 = stablehlo.power %11, %cst_19 : tensor<2x8x1xf32>
    %712 = stablehlo.multiply %710, %711 : tensor<2x8x1xf32>
    %713 = stablehlo.reshape %712 : (tensor<2x8x1xf32>) -> tensor<2x8xf32>
    %714 = stablehlo.broadcast_in_dim %713, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %715 = stablehlo.divide %714, %cst_18 : tensor<2x8x32xf32>
    %716 = stablehlo.power %5, %cst_17 : tensor<2x8x32xf32>
    %717 = stablehlo.multiply %716, %cst_50 : tensor<2x8x32xf32>
    %718 = stablehlo.multiply %715, %717 : tensor<2x8x32xf32>
    %719 = stablehlo.add %706, %718 : tensor<2x8x32xf32>
    %720 = stablehlo.multiply %719, %4 : tensor<2x8x32xf32>
    %721 = stablehlo.select %382, %cst_21, %720 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    %722 = "stablehlo.scatter"(%cst_23, %380, %721) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %865 = stablehlo.add %arg53, %arg54 : tensor<f32>
      stablehlo.return %865 : tensor<f32>
    }) : (tensor<128x32xf32>, tensor<2x8x1xi64>, tensor<2x8x32xf32>) -> tensor<128x32xf32>
    %723 = stablehlo.add %376, %722 : tensor<128x32xf32>
    %724 = stablehlo.add %360, %723 : tensor<128x32xf32>
    %725 = stablehlo.multiply %724, %cst_9 : tensor<128x32xf32>
    %726 = stablehlo.subtract %arg1, %725 : tensor<128x32xf32>
    %727 = stablehlo.multiply %arg30, %cst_8 : tensor<32x32xf32>
    %728 = stablehlo.transpose %700, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %729 = stablehlo.dot_general %728, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %730 = stablehlo.add %727, %729 : tensor<32x32xf32>
    %731 = stablehlo.multiply %730, %cst_7 : tensor<32x32xf32>
    %732 = stablehlo.subtract %arg24, %731 : tensor<32x32xf32>
    %733 = stablehlo.multiply %arg31, %cst_6 : tensor<16x32xf32>
    %734 = stablehlo.transpose %681, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %735 = stablehlo.dot_general %734, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %736 = stablehlo.add %733, %735 : tensor<16x32xf32>
    %737 = stablehlo.multiply %736, %cst_5 : tensor<16x32xf32>
    %738 = stablehlo.subtract %arg23, %737 : tensor<16x32xf32>
    %739 = stablehlo.multiply %arg32, %cst_6 : tensor<16x32xf32>
    %740 = stablehlo.transpose %645, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %741 = stablehlo.dot_general %740, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %742 = stablehlo.add %739, %741 : tensor<16x32xf32>
    %743 = stablehlo.multiply %742, %cst_5 : tensor<16x32xf32>
    %744 = stablehlo.subtract %arg17, %743 : tensor<16x32xf32>
    %745 = stablehlo.multiply %arg33, %cst_8 : tensor<32x32xf32>
    %746 = stablehlo.transpose %636, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %747 = stablehlo.dot_general %746, %123, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %748 = stablehlo.add %745, %747 : tensor<32x32xf32>
    %749 = stablehlo.multiply %748, %cst_7 : tensor<32x32xf32>
    %750 = stablehlo.subtract %arg16, %749 : tensor<32x32xf32>
    %751 = stablehlo.multiply %arg34, %cst_4 : tensor<64x32xf32>
    %752 = stablehlo.transpose %600, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %753 = stablehlo.dot_general %752, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %754 = stablehlo.add %751, %753 : tensor<64x32xf32>
    %755 = stablehlo.multiply %754, %cst_3 : tensor<64x32xf32>
    %756 = stablehlo.subtract %arg25, %755 : tensor<64x32xf32>
    %757 = stablehlo.multiply %arg35, %cst_4 : tensor<64x32xf32>
    %758 = stablehlo.transpose %579, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %759 = stablehlo.dot_general %758, %152, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %760 = stablehlo.add %757, %759 : tensor<64x32xf32>
    %761 = stablehlo.multiply %760, %cst_3 : tensor<64x32xf32>
    %762 = stablehlo.subtract %arg13, %761 : tensor<64x32xf32>
    %763 = stablehlo.multiply %arg36, %cst_2 : tensor<32x64xf32>
    %764 = stablehlo.transpose %575, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %765 = stablehlo.dot_general %764, %168, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %766 = stablehlo.add %763, %765 : tensor<32x64xf32>
    %767 = stablehlo.multiply %766, %cst_1 : tensor<32x64xf32>
    %768 = stablehlo.subtract %arg12, %767 : tensor<32x64xf32>
    %769 = stablehlo.multiply %arg37, %cst_0 : tensor<32xf32>
    %770 = stablehlo.multiply %703, %14 : tensor<2x8x32xf32>
    %771 = stablehlo.reduce(%770 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %772 = stablehlo.add %769, %771 : tensor<32xf32>
    %773 = stablehlo.multiply %772, %cst : tensor<32xf32>
    %774 = stablehlo.subtract %arg18, %773 : tensor<32xf32>
    %775 = stablehlo.multiply %arg38, %cst_0 : tensor<32xf32>
    %776 = stablehlo.multiply %619, %135 : tensor<2x8x32xf32>
    %777 = stablehlo.reduce(%776 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %778 = stablehlo.add %775, %777 : tensor<32xf32>
    %779 = stablehlo.multiply %778, %cst : tensor<32xf32>
    %780 = stablehlo.subtract %arg15, %779 : tensor<32xf32>
    %781 = stablehlo.multiply %arg39, %cst_0 : tensor<32xf32>
    %782 = stablehlo.multiply %603, %148 : tensor<2x8x32xf32>
    %783 = stablehlo.reduce(%782 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %784 = stablehlo.add %781, %783 : tensor<32xf32>
    %785 = stablehlo.multiply %784, %cst : tensor<32xf32>
    %786 = stablehlo.subtract %arg14, %785 : tensor<32xf32>
    %787 = stablehlo.multiply %arg40, %cst_0 : tensor<32xf32>
    %788 = stablehlo.multiply %559, %180 : tensor<2x8x32xf32>
    %789 = stablehlo.reduce(%788 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %790 = stablehlo.add %787, %789 : tensor<32xf32>
    %791 = stablehlo.multiply %790, %cst : tensor<32xf32>
    %792 = stablehlo.subtract %arg11, %791 : tensor<32xf32>
    %793 = stablehlo.multiply %arg41, %cst_8 : tensor<32x32xf32>
    %794 = stablehlo.transpose %540, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %795 = stablehlo.dot_general %794, %197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %796 = stablehlo.add %793, %795 : tensor<32x32xf32>
    %797 = stablehlo.multiply %796, %cst_7 : tensor<32x32xf32>
    %798 = stablehlo.subtract %arg27, %797 : tensor<32x32xf32>
    %799 = stablehlo.multiply %arg42, %cst_6 : tensor<16x32xf32>
    %800 = stablehlo.transpose %521, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %801 = stablehlo.dot_general %800, %197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %802 = stablehlo.add %799, %801 : tensor<16x32xf32>
    %803 = stablehlo.multiply %802, %cst_5 : tensor<16x32xf32>
    %804 = stablehlo.subtract %arg26, %803 : tensor<16x32xf32>
    %805 = stablehlo.multiply %arg43, %cst_6 : tensor<16x32xf32>
    %806 = stablehlo.transpose %485, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,16]{0,1}"} : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %807 = stablehlo.dot_general %806, %197, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %808 = stablehlo.add %805, %807 : tensor<16x32xf32>
    %809 = stablehlo.multiply %808, %cst_5 : tensor<16x32xf32>
    %810 = stablehlo.subtract %arg9, %809 : tensor<16x32xf32>
    %811 = stablehlo.multiply %arg44, %cst_8 : tensor<32x32xf32>
    %812 = stablehlo.transpose %476, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %813 = stablehlo.dot_general %812, %259, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x32xf32>) -> tensor<32x32xf32>
    %814 = stablehlo.add %811, %813 : tensor<32x32xf32>
    %815 = stablehlo.multiply %814, %cst_7 : tensor<32x32xf32>
    %816 = stablehlo.subtract %arg8, %815 : tensor<32x32xf32>
    %817 = stablehlo.multiply %arg45, %cst_4 : tensor<64x32xf32>
    %818 = stablehlo.transpose %440, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %819 = stablehlo.dot_general %818, %288, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %820 = stablehlo.add %817, %819 : tensor<64x32xf32>
    %821 = stablehlo.multiply %820, %cst_3 : tensor<64x32xf32>
    %822 = stablehlo.subtract %arg28, %821 : tensor<64x32xf32>
    %823 = stablehlo.multiply %arg46, %cst_4 : tensor<64x32xf32>
    %824 = stablehlo.transpose %419, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,16]{0,1}"} : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %825 = stablehlo.dot_general %824, %288, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %826 = stablehlo.add %823, %825 : tensor<64x32xf32>
    %827 = stablehlo.multiply %826, %cst_3 : tensor<64x32xf32>
    %828 = stablehlo.subtract %arg5, %827 : tensor<64x32xf32>
    %829 = stablehlo.multiply %arg47, %cst_2 : tensor<32x64xf32>
    %830 = stablehlo.transpose %415, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,16]{0,1}"} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %831 = stablehlo.dot_general %830, %304, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %832 = stablehlo.add %829, %831 : tensor<32x64xf32>
    %833 = stablehlo.multiply %832, %cst_1 : tensor<32x64xf32>
    %834 = stablehlo.subtract %arg4, %833 : tensor<32x64xf32>
    %835 = stablehlo.multiply %arg48, %cst_0 : tensor<32xf32>
    %836 = stablehlo.multiply %543, %193 : tensor<2x8x32xf32>
    %837 = stablehlo.reduce(%836 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %838 = stablehlo.add %835, %837 : tensor<32xf32>
    %839 = stablehlo.multiply %838, %cst : tensor<32xf32>
    %840 = stablehlo.subtract %arg10, %839 : tensor<32xf32>
    %841 = stablehlo.multiply %arg49, %cst_0 : tensor<32xf32>
    %842 = stablehlo.multiply %459, %271 : tensor<2x8x32xf32>
    %843 = stablehlo.reduce(%842 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %844 = stablehlo.add %841, %843 : tensor<32xf32>
    %845 = stablehlo.multiply %844, %cst : tensor<32xf32>
    %846 = stablehlo.subtract %arg7, %845 : tensor<32xf32>
    %847 = stablehlo.multiply %arg50, %cst_0 : tensor<32xf32>
    %848 = stablehlo.multiply %443, %284 : tensor<2x8x32xf32>
    %849 = stablehlo.reduce(%848 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %850 = stablehlo.add %847, %849 : tensor<32xf32>
    %851 = stablehlo.multiply %850, %cst : tensor<32xf32>
    %852 = stablehlo.subtract %arg6, %851 : tensor<32xf32>
    %853 = stablehlo.multiply %arg51, %cst_0 : tensor<32xf32>
    %854 = stablehlo.multiply %399, %316 : tensor<2x8x32xf32>
    %855 = stablehlo.reduce(%854 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %856 = stablehlo.add %853, %855 : tensor<32xf32>
    %857 = stablehlo.multiply %856, %cst : tensor<32xf32>
    %858 = stablehlo.subtract %arg3, %857 : tensor<32xf32>
    %859 = stablehlo.multiply %arg52, %cst_0 : tensor<32xf32>
    %860 = stablehlo.multiply %384, %329 : tensor<2x8x32xf32>
    %861 = stablehlo.reduce(%860 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %862 = stablehlo.add %859, %861 : tensor<32xf32>
    %863 = stablehlo.multiply %862, %cst : tensor<32xf32>
    %864 = stablehlo.subtract %arg2, %863 : tensor<32xf32>
    return %359, %726, %732, %738, %744, %750, %756, %762, %768, %774, %780, %786, %792, %798, %804, %810, %816, %822, %828, %834, %840, %846, %852, %858, %864, %724, %730, %736, %742, %748, %754, %760, %766, %772, %778, %784, %790, %796, %802, %808, %814, %820, %826, %832, %838, %844, %850, %856, %862 : tensor<f32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>
  }
}
